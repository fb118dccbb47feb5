import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse } from "date-fns";

/**
 * A person's calendar day, written YYYY-MM-DD ("day key"), in their own time zone.
 * Moods, habit completions, streaks and weeks all count in local days, so 23:30 in Tokyo is
 * "today" in Tokyo whatever UTC says. Day keys are compared as strings (they sort by date).
 */
export type DayKey = string;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export function isDayKey(value: unknown): value is DayKey {
  if (typeof value !== "string" || !DAY_KEY.test(value)) return false;
  return isValid(parse(value, "yyyy-MM-dd", new Date(0)));
}

/** The local day an instant falls on in `timeZone`. */
export function localDayKey(instant: Date, timeZone: string): DayKey {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd");
}

export function todayKey(timeZone: string, now = new Date()): DayKey {
  return localDayKey(now, timeZone);
}

/** The instants a local day spans: [start, end). A DST day is 23 or 25 hours long. */
export function dayRange(day: DayKey, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const start = new TZDate(y, m - 1, d, timeZone);
  const end = addDays(start, 1);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

const DAY_MS = 86_400_000;

/** A day key as the UTC midnight of that date, and back: plain arithmetic, no formatting. */
function keyToUtc(day: DayKey) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function utcToKey(ms: number): DayKey {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Calendar arithmetic on day keys, independent of any time zone. Streaks walk a habit's whole
 * history through these, so they stay plain arithmetic (docs/architecture.md#performance).
 */
export function addDaysToKey(day: DayKey, amount: number): DayKey {
  return utcToKey(keyToUtc(day) + amount * DAY_MS);
}

/** The Monday that starts the week holding `day` (docs/product.md#business-constants: the week starts on Monday). */
export function weekStartKey(day: DayKey): DayKey {
  const utc = keyToUtc(day);
  const sinceMonday = (new Date(utc).getUTCDay() + 6) % 7;
  return utcToKey(utc - sinceMonday * DAY_MS);
}

/** The `count` day keys ending with `last`, oldest first. */
export function daysEndingWith(last: DayKey, count: number): DayKey[] {
  return Array.from({ length: count }, (_, i) => addDaysToKey(last, i - (count - 1)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayKey, to: DayKey): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/**
 * The instant an entry written "for" a day is dated: now when the day is today, else that day
 * at the current local time of day (written at 21:40 for last Tuesday: Tuesday 21:40). Where DST
 * skips that time, the nearest instant still inside the day.
 */
export function instantForDay(day: DayKey, timeZone: string, now = new Date()): Date {
  if (day === localDayKey(now, timeZone)) return now;
  return atLocalTimeOf(day, timeZone, now);
}

/**
 * `day` at the local time of day `reference` shows in `timeZone` (an entry moved to another day
 * keeps the time it was written), kept inside the day where DST skips or repeats that time.
 */
export function atLocalTimeOf(day: DayKey, timeZone: string, reference: Date): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const local = new TZDate(reference.getTime(), timeZone);
  const instant = new TZDate(
    y,
    m - 1,
    d,
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
    timeZone,
  );
  const { start, end } = dayRange(day, timeZone);
  const ms = Math.min(Math.max(instant.getTime(), start.getTime()), end.getTime() - 1);
  return new Date(ms);
}
