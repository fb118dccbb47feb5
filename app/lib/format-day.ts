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

/** Texts per day kept by each format below: a day's words never change. */
const MAX_DAYS = 5000;

/**
 * One fixed format, its texts kept by day: the charts and cards of the dashboard and /insights
 * format the same few hundred days on every page, and `Intl` formatting was ~2% of the server's
 * time under load (docs/architecture.md#performance). Bounded (the oldest day out first).
 */
function dayFormat(options: Intl.DateTimeFormatOptions) {
  const texts = new Map<string, string>();
  return (day: DayKey) => {
    let text = texts.get(day);
    if (text === undefined) {
      text = formatDay(day, options);
      if (texts.size >= MAX_DAYS) texts.delete(texts.keys().next().value as string);
      texts.set(day, text);
    }
    return text;
  };
}

export const weekdayShort = dayFormat({ weekday: "short" });
export const monthShort = dayFormat({ month: "short" });
export const monthYear = dayFormat({ month: "long", year: "numeric" });
export const monthDay = dayFormat({ month: "short", day: "numeric" });
export const weekdayMonthDay = dayFormat({ weekday: "short", month: "short", day: "numeric" });
export const monthDayYear = dayFormat({ month: "short", day: "numeric", year: "numeric" });
export const fullDay = dayFormat({
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
