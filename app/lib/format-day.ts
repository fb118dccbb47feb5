import type { DayKey } from "~/lib/local-day";
import { dateTimeFormat } from "~/lib/intl";

/**
 * A day key as words ("Mon", "Nov 22", "Sunday, November 22"). Day keys are calendar days, so
 * they are formatted at noon UTC: the same text on the server and in any browser.
 */
export function formatDay(day: DayKey, options: Intl.DateTimeFormatOptions) {
  const formatter = dateTimeFormat({ ...options, timeZone: "UTC" });
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return formatter.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

export const weekdayShort = (day: DayKey) => formatDay(day, { weekday: "short" });
export const monthDay = (day: DayKey) => formatDay(day, { month: "short", day: "numeric" });
export const weekdayMonthDay = (day: DayKey) =>
  formatDay(day, { weekday: "short", month: "short", day: "numeric" });
export const monthDayYear = (day: DayKey) =>
  formatDay(day, { month: "short", day: "numeric", year: "numeric" });
export const fullDay = (day: DayKey) =>
  formatDay(day, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
