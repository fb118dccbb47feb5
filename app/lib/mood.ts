import { addDaysToKey, daysBetween, type DayKey } from "~/lib/local-day";

/** docs/product.md#mood-scale: the mood scale 1-5 and its labels. */
export const MOOD_RATINGS = [1, 2, 3, 4, 5] as const;
export type MoodRating = (typeof MOOD_RATINGS)[number];

export const MOOD_LABELS: Record<MoodRating, string> = {
  1: "Sad",
  2: "Worried",
  3: "Neutral",
  4: "Good",
  5: "Great",
};

export const MOOD_EMOJI: Record<MoodRating, string> = {
  1: "😢",
  2: "😟",
  3: "😐",
  4: "😊",
  5: "😄",
};

/** docs/product.md#mood-chart: the chart's axis shows these three values only. */
export const MOOD_AXIS_LABELS = [
  { value: 1, label: "Low (1)" },
  { value: 3, label: "Okay (3)" },
  { value: 5, label: "Great (5)" },
] as const;

export function isMoodRating(value: unknown): value is MoodRating {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** "Good" for 4; a mood average such as 3.6 is named after its nearest rating. */
export function moodLabel(value: number) {
  const rating = Math.min(5, Math.max(1, Math.round(value)));
  return MOOD_LABELS[rating as MoodRating];
}

/** docs/product.md#sentiment-as-a-mood: a journal sentiment score (-1..1) as a mood: (score+1)*2+1, rounded, clamped to 1-5. */
export function moodFromSentimentScore(score: number): MoodRating {
  const mood = Math.round((score + 1) * 2 + 1);
  return Math.min(5, Math.max(1, mood)) as MoodRating;
}

/** Where a day's mood came from: the person's own rating, or their journal's sentiment. */
export type MoodSource = "self" | "journal";

/** A day of the mood chart. `value` 0 means no mood recorded that day (docs/product.md#mood-chart). */
export type DayMood = { day: DayKey; value: number; source: MoodSource | null };

/**
 * docs/product.md#mood-chart: the self-reported rating if there is one; else the average of the day's journal
 * sentiment scores, mapped to 1-5; else 0 (none).
 */
export function dayMood(
  day: DayKey,
  rating: number | null | undefined,
  journalScores: readonly number[] = [],
): DayMood {
  if (isMoodRating(rating)) return { day, value: rating, source: "self" };
  const scores = journalScores.filter((score) => Number.isFinite(score));
  if (scores.length === 0) return { day, value: 0, source: null };
  const average = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return { day, value: moodFromSentimentScore(average), source: "journal" };
}

/** Applies the day-mood rule to each of `days`, from ratings and journal scores keyed by day. */
export function dailyMoods(
  days: readonly DayKey[],
  ratings: ReadonlyMap<DayKey, number>,
  journalScores: ReadonlyMap<DayKey, readonly number[]>,
): DayMood[] {
  return days.map((day) => dayMood(day, ratings.get(day), journalScores.get(day)));
}

/** The mean of the recorded days (value > 0), or null when none was recorded. */
export function averageMood(days: readonly Pick<DayMood, "value">[]): number | null {
  const recorded = days.filter((d) => d.value > 0);
  if (recorded.length === 0) return null;
  return recorded.reduce((sum, d) => sum + d.value, 0) / recorded.length;
}

export type CheckInStreaks = { current: number; longest: number };

/**
 * Runs of consecutive local days with a check-in (a mood or an entry). The current streak
 * still counts when today has no check-in yet but yesterday had one, so it does not read 0
 * every morning.
 */
export function checkInStreaks(days: Iterable<DayKey>, today: DayKey): CheckInStreaks {
  const sorted = [...new Set(days)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: DayKey | null = null;
  for (const day of sorted) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = sorted.at(-1);
  const current = last === today || last === addDaysToKey(today, -1) ? run : 0;
  return { current, longest };
}

export type MoodAggregate = { average: number | null; days: number };

function aggregate(days: readonly DayMood[]): MoodAggregate {
  const recorded = days.filter((d) => d.value > 0);
  return { average: averageMood(recorded), days: recorded.length };
}

/** Monday is 0, Sunday 6 (the week starts on Monday, docs/product.md#business-constants). */
export function weekdayIndex(day: DayKey) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** The average mood of each weekday, Monday first, over the recorded days given. */
export function moodByWeekday(days: readonly DayMood[]) {
  const buckets: DayMood[][] = WEEKDAY_NAMES.map(() => []);
  for (const d of days) buckets[weekdayIndex(d.day)]!.push(d);
  return WEEKDAY_NAMES.map((name, i) => ({ weekday: name, ...aggregate(buckets[i]!) }));
}

/** The average mood on days a habit was completed against the other days with a mood. */
export function moodByHabitCompletion(days: readonly DayMood[], habitDays: ReadonlySet<DayKey>) {
  return {
    withHabit: aggregate(days.filter((d) => habitDays.has(d.day))),
    withoutHabit: aggregate(days.filter((d) => !habitDays.has(d.day))),
  };
}

/**
 * One point per Monday-to-Sunday week of consecutive `days` (oldest first): the average of its
 * recorded days (0 when it has none), keyed by its first day given (a Monday, but for a
 * partial first week).
 */
export function weeklyAverages(days: readonly DayMood[]) {
  const weeks: DayMood[][] = [];
  for (const d of days) {
    if (weeks.length === 0 || weekdayIndex(d.day) === 0) weeks.push([d]);
    else weeks.at(-1)!.push(d);
  }
  return weeks.map((week) => {
    const average = averageMood(week);
    return {
      day: week[0]!.day,
      value: average === null ? 0 : Math.round(average * 10) / 10,
      source: average === null ? null : ("average" as const),
    };
  });
}

/**
 * A run of consecutive days' mood values (whole numbers 0-5) as one string, one digit a day:
 * /insights sends its year of days this way (365 digits instead of 365 objects, which were two
 * thirds of the page's serialized data: docs/architecture.md#performance).
 */
export type DayValues = { start: DayKey; values: string };

const encoded = new WeakMap<readonly DayMood[], DayValues>();

/** `days` (consecutive, oldest first) as one digit a day; kept per array. */
export function encodeDayValues(days: readonly DayMood[]): DayValues {
  let result = encoded.get(days);
  if (!result) {
    result = {
      start: days[0]?.day ?? "",
      values: days.map((d) => String(Math.min(5, Math.max(0, Math.round(d.value))))).join(""),
    };
    encoded.set(days, result);
  }
  return result;
}

const decoded = new Map<string, { day: DayKey; value: number }[]>();

/**
 * The days back from `encodeDayValues`. The same input gives the same (frozen) array, so what
 * is worked out from it can be kept per array; a few recent ones are kept.
 */
export function decodeDayValues({ start, values }: DayValues): readonly {
  day: DayKey;
  value: number;
}[] {
  const key = `${start}|${values}`;
  let days = decoded.get(key);
  if (!days) {
    days = Array.from(values, (digit, i) =>
      Object.freeze({ day: addDaysToKey(start, i), value: Number(digit) }),
    );
    Object.freeze(days);
    if (decoded.size >= 50) decoded.delete(decoded.keys().next().value as string);
    decoded.set(key, days);
  }
  return days;
}
