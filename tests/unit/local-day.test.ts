import { describe, expect, it } from "vitest";
import {
  addDaysToKey,
  dayRange,
  daysBetween,
  daysEndingWith,
  isDayKey,
  localDayKey,
  weekStartKey,
} from "~/lib/local-day";

describe("local days", () => {
  it("names the day an instant falls on in the person's zone", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    expect(localDayKey(instant, "UTC")).toBe("2026-03-01");
    expect(localDayKey(instant, "Asia/Tokyo")).toBe("2026-03-02");
    expect(localDayKey(instant, "America/Los_Angeles")).toBe("2026-03-01");
  });

  it("spans 23 hours on the day clocks go forward and 25 when they go back", () => {
    const spring = dayRange("2026-03-08", "America/New_York");
    expect(spring.start.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = dayRange("2026-11-01", "America/New_York");
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it("starts weeks on Monday", () => {
    expect(weekStartKey("2026-11-22")).toBe("2026-11-16"); // a Sunday
    expect(weekStartKey("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStartKey("2027-01-01")).toBe("2026-12-28");
  });

  it("does calendar arithmetic across months, years and DST", () => {
    expect(addDaysToKey("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDaysToKey("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDaysToKey("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysEndingWith("2026-11-22", 3)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(daysBetween("2026-11-16", "2026-11-22")).toBe(6);
  });

  it("accepts only real calendar days as keys", () => {
    expect(isDayKey("2026-11-22")).toBe(true);
    expect(isDayKey("2026-02-30")).toBe(false);
    expect(isDayKey("22/11/2026")).toBe(false);
    expect(isDayKey(20261122)).toBe(false);
  });
});
