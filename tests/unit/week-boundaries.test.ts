import { describe, expect, it } from "vitest";
import { dayRange, localDayKey } from "~/lib/local-day";
import { currentWeek } from "~/models/summaries.server";

describe("the current week (Monday to Sunday, in the person's zone)", () => {
  it("starts on Monday and ends on Sunday", () => {
    expect(currentWeek("UTC", new Date("2026-11-18T12:00:00Z"))).toEqual({
      weekStart: "2026-11-16",
      weekEnd: "2026-11-22",
    });
    // Sunday evening is still the same week; Monday 00:00 starts the next.
    expect(currentWeek("UTC", new Date("2026-11-22T23:59:59Z")).weekStart).toBe("2026-11-16");
    expect(currentWeek("UTC", new Date("2026-11-23T00:00:00Z")).weekStart).toBe("2026-11-23");
  });

  it("follows the person's time zone, not UTC", () => {
    // Sunday 22:00 UTC is already Monday morning in Tokyo and still Sunday afternoon in Los Angeles.
    const instant = new Date("2026-11-22T22:00:00Z");
    expect(currentWeek("Asia/Tokyo", instant).weekStart).toBe("2026-11-23");
    expect(currentWeek("America/Los_Angeles", instant).weekStart).toBe("2026-11-16");
    expect(currentWeek("UTC", instant).weekStart).toBe("2026-11-16");
  });

  it("crosses months and years", () => {
    expect(currentWeek("UTC", new Date("2027-01-01T10:00:00Z"))).toEqual({
      weekStart: "2026-12-28",
      weekEnd: "2027-01-03",
    });
  });

  it("holds the DST changes: the week around them is still 7 local days", () => {
    // Clocks go forward in New York on Sunday 2026-03-08 and back on Sunday 2026-11-01.
    const spring = currentWeek("America/New_York", new Date("2026-03-08T12:00:00Z"));
    expect(spring).toEqual({ weekStart: "2026-03-02", weekEnd: "2026-03-08" });
    const weekSpan = (start: string, end: string) =>
      (dayRange(end, "America/New_York").end.getTime() -
        dayRange(start, "America/New_York").start.getTime()) /
      3_600_000;
    expect(weekSpan(spring.weekStart, spring.weekEnd)).toBe(7 * 24 - 1);
    const autumn = currentWeek("America/New_York", new Date("2026-11-01T12:00:00Z"));
    expect(autumn).toEqual({ weekStart: "2026-10-26", weekEnd: "2026-11-01" });
    expect(weekSpan(autumn.weekStart, autumn.weekEnd)).toBe(7 * 24 + 1);
    // The last hour of the long Sunday still belongs to that week.
    expect(localDayKey(new Date("2026-11-02T04:30:00Z"), "America/New_York")).toBe("2026-11-01");
    expect(currentWeek("America/New_York", new Date("2026-11-02T04:30:00Z")).weekStart).toBe(
      "2026-10-26",
    );
    expect(currentWeek("America/New_York", new Date("2026-11-02T05:00:00Z")).weekStart).toBe(
      "2026-11-02",
    );
  });
});
