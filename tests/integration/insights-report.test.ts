import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { habits, journalEntries, moods, weeklySummaries } from "#db/schema";
import { getInsightsReport } from "~/models/insights.server";
import { loader as insightsLoader } from "~/routes/_app.insights";
import { callRoute, createSignedInUser, getRequest } from "#tests/utils/http";

const NOW = new Date("2026-11-22T12:00:00Z"); // a Sunday
let me: Awaited<ReturnType<typeof createSignedInUser>>;
let other: Awaited<ReturnType<typeof createSignedInUser>>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  me = await createSignedInUser();
  other = await createSignedInUser();
  const userId = me.user.id;
  db()
    .insert(moods)
    .values([
      { userId, rating: 5, date: at("2026-11-22T08:00:00Z") },
      { userId, rating: 2, date: at("2026-11-20T20:00:00Z") },
      // Older than the report's year: never read.
      { userId, rating: 1, date: at("2025-11-01T08:00:00Z") },
    ])
    .run();
  const entry = (
    date: string,
    score: number,
    emotions: string[],
    themes: string[],
    extra: Partial<typeof journalEntries.$inferInsert> = {},
  ) => ({
    userId,
    content: `Entry of ${date}`,
    date: at(date),
    isJournal: true,
    sentiment: { score, emotions, themes },
    ...extra,
  });
  db()
    .insert(journalEntries)
    .values([
      entry("2026-11-21T10:00:00Z", -0.5, ["Sadness", "anxiety"], ["work"]),
      entry("2026-11-20T10:00:00Z", 1, ["joy"], ["work", "family"]),
      entry("2026-10-01T10:00:00Z", 0.5, ["joy"], ["health"]),
      entry("2026-11-19T10:00:00Z", -1, ["anger"], ["money"], { deletedAt: NOW }),
      entry("2024-06-01T10:00:00Z", -1, ["fear"], ["exams"]),
      { ...entry("2026-11-18T10:00:00Z", -1, ["fear"], ["exams"]), userId: other.user.id },
    ])
    .run();
  db()
    .insert(habits)
    .values([
      {
        userId,
        title: "Walk",
        completionHistory: {
          "2026-11-22": true,
          "2026-11-21": true,
          "2026-11-20": false,
          "2025-01-01": true,
        },
      },
      { userId, title: "Gone", completionHistory: { "2026-11-20": true }, deletedAt: NOW },
    ])
    .run();
  db()
    .insert(weeklySummaries)
    .values([
      { userId, weekStart: "2026-11-09", insights: ["Older week"], inputsFingerprint: "a" },
      { userId, weekStart: "2026-11-16", insights: ["This week"], inputsFingerprint: "b" },
      {
        userId: other.user.id,
        weekStart: "2026-11-16",
        insights: ["Not mine"],
        inputsFingerprint: "c",
      },
    ])
    .run();
});

describe("the /insights report", () => {
  it("applies the day-mood rule over the last 365 local days only", () => {
    const report = getInsightsReport(me.user.id, "UTC", 30, NOW);
    expect(report.year).toHaveLength(365);
    expect(report.year[0]!.day).toBe("2025-11-23");
    expect(report.year.at(-1)).toEqual({ day: "2026-11-22", value: 5, source: "self" });
    expect(report.year.at(-2)).toEqual({ day: "2026-11-21", value: 2, source: "journal" });
    // The rating wins over that day's very positive entry.
    expect(report.year.at(-3)).toEqual({ day: "2026-11-20", value: 2, source: "self" });
    // The deleted entry of the 19th does not count.
    expect(report.year.at(-4)).toEqual({ day: "2026-11-19", value: 0, source: null });
    expect(report.year.filter((d) => d.value > 0)).toHaveLength(4);
    expect(report.hasAnyData).toBe(true);
  });

  it("gives the average of each period and the check-in streaks", () => {
    const report = getInsightsReport(me.user.id, "UTC", 30, NOW);
    expect(report.averages).toEqual([
      { days: 7, average: 3, recordedDays: 3 },
      { days: 30, average: 3, recordedDays: 3 },
      { days: 90, average: 3.25, recordedDays: 4 },
      { days: 365, average: 3.25, recordedDays: 4 },
    ]);
    expect(report.streaks).toEqual({ current: 3, longest: 3 });
  });

  it("counts emotions and themes in the period's own entries", () => {
    const month = getInsightsReport(me.user.id, "UTC", 30, NOW);
    expect(month.trend).toHaveLength(30);
    expect(month.entryCount).toBe(2);
    expect(month.emotions).toEqual([
      { term: "anxiety", count: 1 },
      { term: "joy", count: 1 },
      { term: "sadness", count: 1 },
    ]);
    expect(month.themes).toEqual([
      { term: "work", count: 2 },
      { term: "family", count: 1 },
    ]);
    const quarter = getInsightsReport(me.user.id, "UTC", 90, NOW);
    expect(quarter.entryCount).toBe(3);
    expect(quarter.emotions[0]).toEqual({ term: "joy", count: 2 });
    expect(quarter.themes.map((t) => t.term)).toContain("health");
  });

  it("shows mood by weekday and on habit days against other days", () => {
    const report = getInsightsReport(me.user.id, "UTC", 7, NOW);
    expect(report.trend.map((p) => p.value)).toEqual([0, 0, 0, 0, 2, 2, 5]);
    expect(report.byWeekday.map((d) => d.average)).toEqual([null, null, null, null, 2, 2, 5]);
    expect(report.habits).toEqual({
      completedDays: 2,
      withHabit: { average: 3.5, days: 2 },
      withoutHabit: { average: 2, days: 1 },
    });
  });

  it("draws a year as weekly averages", () => {
    const report = getInsightsReport(me.user.id, "UTC", 365, NOW);
    expect(report.trend.length).toBeGreaterThanOrEqual(52);
    expect(report.trend.at(-1)).toEqual({ day: "2026-11-16", value: 3, source: "average" });
  });

  it("lists the person's weekly summaries, newest first", () => {
    const report = getInsightsReport(me.user.id, "UTC", 30, NOW);
    expect(report.weeklySummaries.map((w) => [w.weekStart, w.weekEnd, w.insights])).toEqual([
      ["2026-11-16", "2026-11-22", ["This week"]],
      ["2026-11-09", "2026-11-15", ["Older week"]],
    ]);
  });

  it("counts days in the person's zone", () => {
    // 20:00 UTC on the 20th is already the 21st in Tokyo, where the rating now lands.
    const report = getInsightsReport(me.user.id, "Asia/Tokyo", 7, NOW);
    expect(report.year.at(-2)).toEqual({ day: "2026-11-21", value: 2, source: "self" });
  });

  it("has nothing to show for someone who has not checked in", () => {
    const report = getInsightsReport(other.user.id, "UTC", 30, new Date("2028-06-01T12:00:00Z"));
    expect(report.hasAnyData).toBe(false);
    expect(report.emotions).toEqual([]);
    expect(report.weeklySummaries.map((w) => w.insights)).toEqual([["Not mine"]]);
  });
});

describe("the /insights loader", () => {
  it("picks the period from ?period= and falls back to 30 days", async () => {
    const ninety = await callRoute(
      insightsLoader,
      getRequest("/insights?period=90", { cookie: me.cookie }),
    );
    expect(ninety.status).toBe(200);
    const report = (ninety.body as { report: { period: number; trend: unknown[] } }).report;
    expect(report.period).toBe(90);
    expect(report.trend).toHaveLength(90);
    for (const bogus of ["12", "abc", ""]) {
      const result = await callRoute(
        insightsLoader,
        getRequest(`/insights?period=${bogus}`, { cookie: me.cookie }),
      );
      expect((result.body as { report: { period: number } }).report.period).toBe(30);
    }
  });

  it("sends people who are signed out to sign in", async () => {
    const result = await callRoute(insightsLoader, getRequest("/insights"));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\?redirectTo=/);
  });
});
