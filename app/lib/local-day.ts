import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse } from "date-fns";
import { dateTimeFormat } from "~/lib/intl";

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
  const ms = instant.getTime();
  const offset = Number.isFinite(ms) ? steadyOffset(timeZone, Math.floor(ms / DAY_MS)) : null;
  if (offset === null) return format(new TZDate(ms, timeZone), "yyyy-MM-dd");
  return utcToKey(ms + offset);
}

/**
 * A zone's offset from UTC, worked out once per UTC day (docs/architecture.md#performance): every
 * signed-in page turns instants into local days (today, each mood, each task's due day), and
 * asking the time-zone database each time was a large share of a page's cost. Time-zone rules
 * are the same for everyone, so the offsets are shared, bounded like the Intl caches.
 */
const MAX_OFFSET_DAYS = 200_000;
const offsets = new Map<string, number | null>();

/**
 * The zone's offset (ms) through the whole UTC day `utcDay` (days since 1970), or null when the
 * offset changes during that day (a DST switch, Samoa skipping a day), is not whole minutes (the
 * local mean times before 1920), the year is outside 1000–9999, or Intl does not know the zone:
 * then the caller asks the time-zone database for the instant itself. The offset is sampled at
 * the day's start, noon and last second; no zone changes its offset and back within one day.
 */
function steadyOffset(timeZone: string, utcDay: number): number | null {
  const key = `${timeZone}|${utcDay}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let offset: number | null = null;
  const start = utcDay * DAY_MS;
  if (start >= YEAR_1000 && start < YEAR_10000) {
    try {
      const first = offsetAt(timeZone, start);
      if (
        first === offsetAt(timeZone, start + DAY_MS / 2) &&
        first === offsetAt(timeZone, start + DAY_MS - 1000) &&
        first % 60_000 === 0
      ) {
        offset = first;
      }
    } catch {
      offset = null;
    }
  }
  if (offsets.size >= MAX_OFFSET_DAYS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

const YEAR_1000 = Date.UTC(1000, 0, 1);
const YEAR_10000 = Date.UTC(10000, 0, 1);

/** The zone's offset from UTC at a whole-second instant, in ms (local wall clock − UTC). */
function offsetAt(timeZone: string, ms: number): number {
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormat({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(ms)) {
    parts[part.type] = part.value;
  }
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - ms;
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
