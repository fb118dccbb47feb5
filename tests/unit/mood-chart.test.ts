import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { BarListChart } from "~/components/charts/bar-list-chart";
import { MoodLineChart, type MoodPoint } from "~/components/charts/mood-line-chart";
import { bandScale, linearScale, pointScale } from "~/components/charts/scales";
import { YearCalendar } from "~/components/charts/year-calendar";
import { daysEndingWith } from "~/lib/local-day";

const week: MoodPoint[] = [
  { day: "2026-11-16", value: 3, source: "self" },
  { day: "2026-11-17", value: 0, source: null },
  { day: "2026-11-18", value: 4, source: "journal" },
  { day: "2026-11-19", value: 5, source: "self" },
  { day: "2026-11-20", value: 0, source: null },
  { day: "2026-11-21", value: 0, source: null },
  { day: "2026-11-22", value: 2, source: "journal" },
];

function renderWeek(points = week) {
  return renderToStaticMarkup(
    createElement(MoodLineChart, {
      points,
      title: "Mood over the last 7 days",
      description: "Four days have a mood.",
      tickLabel: (day: string) => day.slice(8),
      pointLabel: (day: string) => `Day ${day}`,
      tableCaption: "Mood for each day",
    }),
  );
}

describe("the mood line chart (rendered on the server)", () => {
  it("shows its empty-state text over the chart when no day has a mood, and only then", () => {
    const empty = week.map((p) => ({ ...p, value: 0, source: null }));
    const render = (points: MoodPoint[]) =>
      renderToStaticMarkup(
        createElement(MoodLineChart, {
          points,
          title: "Mood over the last 7 days",
          description: "No mood yet.",
          tickLabel: (day: string) => day.slice(8),
          pointLabel: (day: string) => day,
          tableCaption: "Mood for each day",
          emptyMessage: "No moods yet — tap how you feel below",
        }),
      );
    const html = render(empty);
    expect(html).toMatch(
      /<p[^>]*data-testid="mood-chart-empty"[^>]*>No moods yet — tap how you feel below<\/p>/,
    );
    // Ordinary text outside the image, so screen readers read it; the axes are still drawn.
    expect(html.indexOf("mood-chart-empty")).toBeGreaterThan(html.indexOf("</svg>"));
    expect(html).toContain("Okay (3)");
    expect(render(week)).not.toContain("No moods yet");
  });

  it("is a complete SVG image with a title, a description and the axis labels of docs/product.md#mood-chart", () => {
    const html = renderWeek();
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toContain("Mood over the last 7 days</title>");
    expect(html).toContain("Four days have a mood.</desc>");
    for (const label of ["Low (1)", "Okay (3)", "Great (5)"]) expect(html).toContain(label);
  });

  it("breaks the line at days without a mood", () => {
    const html = renderWeek();
    const line = html.match(/<path[^>]*class="[^"]*fill-none[^"]*"[^>]*d="([^"]+)"/)?.[1] ?? "";
    // Three runs: the 16th alone, the 18th-19th, the 22nd alone.
    expect(line.match(/M/g)).toHaveLength(3);
  });

  it("draws self-reported and from-journal points differently, and none for empty days", () => {
    const html = renderWeek();
    expect(html.match(/<circle[^>]*data-source="self"/g)).toHaveLength(2);
    expect(html.match(/<path[^>]*data-source="journal"/g)).toHaveLength(2);
    expect(html).not.toContain('data-day="2026-11-17"');
    expect(html).toContain("Day 2026-11-18: Good (4), from journal");
  });

  it("has a table alternative with every day, gaps included", () => {
    const html = renderWeek();
    expect(html).toContain("<details");
    expect(html).toContain("<table");
    expect(html.match(/<tr>/g)).toHaveLength(8); // header + 7 days
    expect(html).toContain("No mood recorded");
    expect(html).toContain("self-reported");
  });
});

describe("the year calendar", () => {
  it("draws one cell per day, coloured by mood, with a month-by-month table", () => {
    const days = daysEndingWith("2026-11-22", 365).map((day, i) => ({
      day,
      value: i % 6,
      source: i % 6 ? ("self" as const) : null,
    }));
    const html = renderToStaticMarkup(createElement(YearCalendar, { days }));
    // One path per mood value (0 = none), one square ("M…z") per day of that value.
    const paths = [...html.matchAll(/<path d="([^"]+)" class="([^"]+)" data-mood="(\d)"/g)];
    expect(paths.map((p) => p[3])).toEqual(["0", "1", "2", "3", "4", "5"]);
    for (const [, d, , value] of paths) {
      expect(d.match(/M/g)).toHaveLength(days.filter((day) => day.value === Number(value)).length);
    }
    expect(paths.reduce((sum, [, d]) => sum + d.match(/M/g)!.length, 0)).toBe(365);
    expect(html).toContain("Your year in moods</title>");
    expect(html).toContain("November 2026");
    expect(paths[1]![2]).toMatch(/^fill-rose-500/);
  });
});

describe("the bar list chart", () => {
  it("writes every label and value as text", () => {
    const html = renderToStaticMarkup(
      createElement(BarListChart, {
        title: "Emotions",
        description: "joy: 3 entries",
        max: 3,
        items: [
          { label: "joy", value: 3, valueText: "3 entries" },
          { label: "calm", value: 1, valueText: "1 entry" },
        ],
        headers: ["Emotion", "Entries"] as [string, string],
        caption: "Emotions",
      }),
    );
    expect(html).toContain(">joy</text>");
    expect(html).toContain(">3 entries</text>");
    expect(html).toContain("<td");
  });
});

describe("the chart scales", () => {
  it("place points and bands exactly where @visx/scale (d3) would", () => {
    for (const n of [0, 1, 2, 7, 30, 53]) {
      const domain = Array.from({ length: n }, (_, i) => `key${i}`);
      const visxPoint = scalePoint<string>({ domain, range: [0, 470], padding: 0.4 });
      const point = pointScale({ domain, range: [0, 470], padding: 0.4 });
      const visxBand = scaleBand<string>({ domain, range: [2, 300], padding: 0.3 });
      const band = bandScale({ domain, range: [2, 300], padding: 0.3 });
      for (const key of domain) {
        expect(point(key)).toBeCloseTo(visxPoint(key)!, 9);
        expect(band(key)).toBeCloseTo(visxBand(key)!, 9);
      }
      expect(band.bandwidth()).toBeCloseTo(visxBand.bandwidth(), 9);
      expect(point("missing")).toBeUndefined();
    }
    const visxLinear = scaleLinear<number>({ domain: [1, 5], range: [150, 0] });
    const linear = linearScale({ domain: [1, 5], range: [150, 0] });
    for (const value of [1, 2.5, 3, 5]) expect(linear(value)).toBeCloseTo(visxLinear(value), 9);
  });
});
