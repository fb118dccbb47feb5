import { describe, expect, it } from "vitest";
import {
  MOOD_AXIS_LABELS,
  MOOD_LABELS,
  averageMood,
  dailyMoods,
  dayMood,
  moodByHabitCompletion,
  moodByWeekday,
  moodFromSentimentScore,
  moodLabel,
  weeklyAverages,
} from "~/lib/mood";

describe("sentiment score to mood (docs/product.md#sentiment-as-a-mood: (score+1)*2+1, rounded, clamped to 1-5)", () => {
  it("maps the ends and the middle of the scale", () => {
    expect(moodFromSentimentScore(-1)).toBe(1);
    expect(moodFromSentimentScore(0)).toBe(3);
    expect(moodFromSentimentScore(1)).toBe(5);
  });

  it("rounds halves up", () => {
    // (-0.25+1)*2+1 = 2.5 and (0.25+1)*2+1 = 3.5
    expect(moodFromSentimentScore(-0.25)).toBe(3);
    expect(moodFromSentimentScore(0.25)).toBe(4);
    expect(moodFromSentimentScore(-0.75)).toBe(2);
    expect(moodFromSentimentScore(0.75)).toBe(5);
    expect(moodFromSentimentScore(-0.26)).toBe(2);
    expect(moodFromSentimentScore(0.24)).toBe(3);
  });

  it("clamps scores outside -1..1", () => {
    expect(moodFromSentimentScore(-3)).toBe(1);
    expect(moodFromSentimentScore(-1.2)).toBe(1);
    expect(moodFromSentimentScore(1.4)).toBe(5);
    expect(moodFromSentimentScore(9)).toBe(5);
  });
});

describe("a day's mood (docs/product.md#mood-chart)", () => {
  it("is the self-reported rating when there is one, whatever the journal says", () => {
    expect(dayMood("2026-11-20", 2, [0.9, 1])).toEqual({
      day: "2026-11-20",
      value: 2,
      source: "self",
    });
  });

  it("else averages the day's journal scores first, then maps the average", () => {
    // Average first: 0.1667 -> 3.33 -> 3. Mapping each entry (4, 4, 3) and averaging would give 4.
    expect(dayMood("2026-11-20", null, [0.3, 0.3, -0.1])).toEqual({
      day: "2026-11-20",
      value: 3,
      source: "journal",
    });
    expect(dayMood("2026-11-20", undefined, [-1, 0.5]).value).toBe(3);
    expect(dayMood("2026-11-20", undefined, [0.1, 0.2, 0.3]).value).toBe(3);
    expect(dayMood("2026-11-20", undefined, [0.2, 0.3]).value).toBe(4);
  });

  it("is 0 (none) with neither", () => {
    expect(dayMood("2026-11-20", null, [])).toEqual({ day: "2026-11-20", value: 0, source: null });
    expect(dayMood("2026-11-20", undefined)).toEqual({
      day: "2026-11-20",
      value: 0,
      source: null,
    });
  });

  it("ignores a rating outside 1-5 and scores that are not numbers", () => {
    expect(dayMood("2026-11-20", 0, [1]).source).toBe("journal");
    expect(dayMood("2026-11-20", 7, []).value).toBe(0);
    expect(dayMood("2026-11-20", null, [Number.NaN]).value).toBe(0);
  });

  it("applies the rule to each day of a window, gaps included", () => {
    const days = ["2026-11-20", "2026-11-21", "2026-11-22"];
    const moods = dailyMoods(
      days,
      new Map([["2026-11-22", 5]]),
      new Map([
        ["2026-11-20", [-1]],
        ["2026-11-22", [-1]],
      ]),
    );
    expect(moods.map((d) => [d.value, d.source])).toEqual([
      [1, "journal"],
      [0, null],
      [5, "self"],
    ]);
    expect(averageMood(moods)).toBe(3);
  });
});

describe("labels and aggregates", () => {
  it("names the scale as docs/product.md#mood-scale does", () => {
    expect(Object.values(MOOD_LABELS)).toEqual(["Sad", "Worried", "Neutral", "Good", "Great"]);
    expect(MOOD_AXIS_LABELS.map((a) => a.label)).toEqual(["Low (1)", "Okay (3)", "Great (5)"]);
    expect(moodLabel(3.6)).toBe("Good");
    expect(moodLabel(1.2)).toBe("Sad");
  });

  it("averages mood by weekday, Monday first, skipping days without a mood", () => {
    const result = moodByWeekday([
      { day: "2026-11-16", value: 4, source: "self" }, // Monday
      { day: "2026-11-23", value: 2, source: "self" }, // Monday
      { day: "2026-11-22", value: 5, source: "journal" }, // Sunday
      { day: "2026-11-21", value: 0, source: null }, // Saturday
    ]);
    expect(result[0]).toEqual({ weekday: "Monday", average: 3, days: 2 });
    expect(result[5]).toEqual({ weekday: "Saturday", average: null, days: 0 });
    expect(result[6]).toEqual({ weekday: "Sunday", average: 5, days: 1 });
  });

  it("compares habit days with the other days", () => {
    const days = [
      { day: "2026-11-20", value: 5, source: "self" as const },
      { day: "2026-11-21", value: 2, source: "self" as const },
      { day: "2026-11-22", value: 3, source: "self" as const },
      { day: "2026-11-23", value: 0, source: null },
    ];
    expect(moodByHabitCompletion(days, new Set(["2026-11-20", "2026-11-23"]))).toEqual({
      withHabit: { average: 5, days: 1 },
      withoutHabit: { average: 2.5, days: 2 },
    });
  });

  it("averages weeks from Monday, with empty weeks as gaps", () => {
    const days = [
      { day: "2026-11-14", value: 4, source: "self" as const }, // Saturday
      { day: "2026-11-15", value: 1, source: "journal" as const }, // Sunday
      { day: "2026-11-16", value: 0, source: null }, // Monday
      { day: "2026-11-17", value: 0, source: null },
    ];
    expect(weeklyAverages(days)).toEqual([
      { day: "2026-11-14", value: 2.5, source: "average" },
      { day: "2026-11-16", value: 0, source: null },
    ]);
  });
});
