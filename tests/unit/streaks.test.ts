import { describe, expect, it } from "vitest";
import { todayKey } from "~/lib/local-day";
import {
  afterTodayToggle,
  computeStreak,
  doneEarlierThisPeriod,
  periodStatusLabel,
  streakCalendar,
  withCompletion,
} from "~/lib/streaks";

const done = (...days: string[]) => Object.fromEntries(days.map((day) => [day, true]));

describe("daily streaks", () => {
  it("counts consecutive done days ending today", () => {
    const history = done("2026-03-03", "2026-03-04", "2026-03-05");
    expect(computeStreak(history, "daily", "2026-03-05")).toBe(3);
  });

  it("is not broken by today not being done yet", () => {
    const history = done("2026-03-03", "2026-03-04");
    expect(computeStreak(history, "daily", "2026-03-05")).toBe(2);
  });

  it("is broken by a missed day", () => {
    expect(
      computeStreak(done("2026-03-01", "2026-03-02", "2026-03-04"), "daily", "2026-03-04"),
    ).toBe(1);
    expect(computeStreak(done("2026-03-01", "2026-03-02"), "daily", "2026-03-04")).toBe(0);
  });

  it("ignores days stored as false and days in the future", () => {
    const history = { "2026-03-04": false, "2026-03-05": true, "2026-03-06": true };
    expect(computeStreak(history, "daily", "2026-03-05")).toBe(1);
  });

  it("crosses month, year and DST changes by calendar day", () => {
    expect(computeStreak(done("2025-12-31", "2026-01-01"), "daily", "2026-01-01")).toBe(2);
    // US clocks go forward on 2026-03-08 and back on 2026-11-01: still one cell per day.
    expect(
      computeStreak(done("2026-03-07", "2026-03-08", "2026-03-09"), "daily", "2026-03-09"),
    ).toBe(3);
    expect(
      computeStreak(done("2026-10-31", "2026-11-01", "2026-11-02"), "daily", "2026-11-02"),
    ).toBe(3);
  });

  it("counts in the person's local day, not UTC", () => {
    // 23:30 in Los Angeles on 8 March is already 9 March in UTC.
    const now = new Date("2026-03-09T06:30:00Z");
    const history = done("2026-03-07", "2026-03-08");
    expect(computeStreak(history, "daily", todayKey("America/Los_Angeles", now))).toBe(2);
    // In Tokyo it is 9 March afternoon: 8 March counts, today not done yet, still 2.
    expect(computeStreak(history, "daily", todayKey("Asia/Tokyo", now))).toBe(2);
    // Done on 6 and 7 March only: still a streak in Los Angeles (8 March is not over),
    // broken in Tokyo (8 March was missed).
    const earlier = done("2026-03-06", "2026-03-07");
    expect(computeStreak(earlier, "daily", todayKey("America/Los_Angeles", now))).toBe(2);
    expect(computeStreak(earlier, "daily", todayKey("Asia/Tokyo", now))).toBe(0);
  });
});

describe("weekly streaks", () => {
  it("counts consecutive Monday-start weeks with at least one done day", () => {
    // Weeks of 2026-02-16, 02-23, 03-02 (a Sunday counts for the week it ends).
    const history = done("2026-02-16", "2026-03-01", "2026-03-04");
    expect(computeStreak(history, "weekly", "2026-03-05")).toBe(3);
  });

  it("is not broken while this week has no completion yet", () => {
    const history = done("2026-02-24", "2026-03-01");
    // 2026-03-02 is a Monday: a new week, nothing done yet.
    expect(computeStreak(history, "weekly", "2026-03-02")).toBe(1);
  });

  it("is broken by a week without any completion", () => {
    const history = done("2026-02-10", "2026-02-24", "2026-03-03");
    expect(computeStreak(history, "weekly", "2026-03-03")).toBe(2);
    expect(computeStreak(done("2026-02-10"), "weekly", "2026-03-03")).toBe(0);
  });
});

describe("the streak calendar", () => {
  it("shows the real last 14 days ending today, oldest first", () => {
    const calendar = streakCalendar(done("2026-03-05", "2026-02-20", "2026-02-19"), "2026-03-05");
    expect(calendar).toHaveLength(14);
    expect(calendar[0]).toEqual({ day: "2026-02-20", done: true });
    expect(calendar[13]).toEqual({ day: "2026-03-05", done: true });
    expect(calendar.filter((cell) => cell.done)).toHaveLength(2);
  });

  it("toggles a day either way, keeping only done days", () => {
    const on = withCompletion({}, "2026-03-05", true);
    expect(on).toEqual({ "2026-03-05": true });
    expect(withCompletion(on, "2026-03-05", false)).toEqual({});
  });
});

describe("monthly streaks", () => {
  it("counts consecutive calendar months with at least one done day", () => {
    const history = done("2026-01-31", "2026-02-01", "2026-03-15");
    expect(computeStreak(history, "monthly", "2026-03-20")).toBe(3);
    // Nothing yet this month: the streak still ends last month (the month is not over).
    expect(computeStreak(history, "monthly", "2026-04-02")).toBe(3);
    // A month with nothing done breaks it.
    expect(computeStreak(done("2026-01-10", "2026-03-10"), "monthly", "2026-03-20")).toBe(1);
    expect(computeStreak(done("2026-01-10"), "monthly", "2026-03-01")).toBe(0);
  });

  it("crosses the year and ignores future days", () => {
    const history = done("2025-11-30", "2025-12-01", "2026-01-01", "2026-02-10");
    expect(computeStreak(history, "monthly", "2026-01-05")).toBe(3);
  });

  it("uses the person's local month", () => {
    // 31 January 23:30 in Los Angeles is already 1 February in UTC.
    const now = new Date("2026-02-01T07:30:00Z");
    const history = done("2025-12-20", "2026-01-31");
    expect(computeStreak(history, "monthly", todayKey("America/Los_Angeles", now))).toBe(2);
    expect(computeStreak(history, "monthly", todayKey("UTC", now))).toBe(2);
    expect(computeStreak(done("2025-12-20"), "monthly", todayKey("Asia/Tokyo", now))).toBe(0);
  });

  it("says done this month (or week) when another day of it is done", () => {
    const history = done("2026-03-02");
    expect(doneEarlierThisPeriod(history, "monthly", "2026-03-20")).toBe(true);
    expect(doneEarlierThisPeriod(history, "weekly", "2026-03-04")).toBe(true);
    expect(doneEarlierThisPeriod(history, "weekly", "2026-03-09")).toBe(false);
    expect(doneEarlierThisPeriod(history, "daily", "2026-03-03")).toBe(false);
    expect(periodStatusLabel("weekly", true)).toBe("Done this week");
    expect(periodStatusLabel("monthly", false)).toBe("Not done this month");
    expect(periodStatusLabel("daily", false)).toBe("Not done today");
  });

  it("moves the streak optimistically only when today is the period's only done day", () => {
    const calendar = [
      { day: "2026-03-19", done: false },
      { day: "2026-03-20", done: false },
    ];
    const base = { frequency: "monthly" as const, streak: 2, completedToday: false, calendar };
    expect(afterTodayToggle({ ...base, doneEarlierThisPeriod: true }, true)).toMatchObject({
      streak: 2,
      donePeriod: true,
    });
    expect(afterTodayToggle({ ...base, doneEarlierThisPeriod: false }, true)).toMatchObject({
      streak: 3,
      donePeriod: true,
    });
  });
});
