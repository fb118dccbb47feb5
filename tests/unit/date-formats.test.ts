import { describe, expect, it } from "vitest";
import {
  formatDay,
  fullDay,
  monthDay,
  monthDayYear,
  weekdayMonthDay,
  weekdayShort,
} from "~/lib/format-day";
import { formatDateTime } from "~/lib/timezone";

describe("day keys in words (one formatter for charts, insights, goals and tasks)", () => {
  it("names the calendar day itself, whatever zone the process runs in", () => {
    expect(weekdayShort("2026-11-22")).toBe("Sun");
    expect(monthDay("2026-11-22")).toBe("Nov 22");
    expect(weekdayMonthDay("2026-11-22")).toBe("Sun, Nov 22");
    expect(monthDayYear("2026-11-22")).toBe("Nov 22, 2026");
    expect(fullDay("2026-01-01")).toBe("Thursday, January 1, 2026");
    expect(formatDay("2026-12-01", { month: "long", year: "numeric" })).toBe("December 2026");
  });
});

describe("an instant as a list row's date and time", () => {
  it("is written in the reader's zone", () => {
    const instant = new Date("2026-11-22T23:04:00Z");
    expect(formatDateTime(instant, "UTC")).toBe("Nov 22, 2026, 11:04 PM");
    expect(formatDateTime(instant, "Asia/Tokyo")).toBe("Nov 23, 2026, 8:04 AM");
  });
});
