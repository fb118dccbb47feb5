import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import fc from "fast-check";
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

describe("local days from the cached zone offsets", () => {
  /** The time-zone database's own answer, instant by instant (what localDayKey used to do). */
  const reference = (instant: Date, zone: string) =>
    format(new TZDate(instant.getTime(), zone), "yyyy-MM-dd");
  const zones = [
    "UTC",
    "America/New_York",
    "Europe/London",
    "Australia/Lord_Howe", // a half-hour DST change
    "Asia/Kathmandu", // +05:45
    "Pacific/Chatham", // +12:45 / +13:45
    "Pacific/Apia", // skipped 30 December 2011
    "America/St_Johns",
    "Antarctica/Troll", // +00 / +02
    "Africa/Casablanca", // DST suspended for Ramadan
    "Pacific/Kiritimati", // +14
    "Pacific/Niue", // -11
  ];

  it("agrees with the time-zone database for any instant in any zone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (zone, ms) => {
          const instant = new Date(ms);
          expect(localDayKey(instant, zone)).toBe(reference(instant, zone));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("agrees around every DST change and midnight of a year, minute by minute near them", () => {
    for (const zone of ["America/New_York", "Australia/Lord_Howe", "Pacific/Apia"]) {
      const year = zone === "Pacific/Apia" ? 2011 : 2026;
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 15 * 60_000) {
        const instant = new Date(t);
        if (localDayKey(instant, zone) !== reference(instant, zone)) {
          expect.fail(`${zone} differs at ${instant.toISOString()}`);
        }
      }
    }
  });

  it("still fails on an unknown zone or an invalid date, as before", () => {
    expect(() => localDayKey(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => localDayKey(new Date(Number.NaN), "UTC")).toThrow(RangeError);
  });
});
