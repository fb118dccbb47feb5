import { addDaysToKey, daysEndingWith, weekStartKey, type DayKey } from "~/lib/local-day";

/**
 * Habit streaks, computed from `completionHistory` (local day YYYY-MM-DD -> done) and the
 * person's today. Pure: the caller works out "today" in the person's time zone.
 */
export const HABIT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

export const HABIT_FREQUENCY_LABELS: Record<HabitFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

/** A stored frequency; anything but weekly or monthly reads as daily. */
export function normaliseHabitFrequency(value: unknown): HabitFrequency {
  return value === "weekly" || value === "monthly" ? value : "daily";
}

/** The unit a streak counts in: "3 days", "2 weeks", "1 month". */
export function streakUnit(frequency: HabitFrequency, streak: number) {
  const unit = { daily: "day", weekly: "week", monthly: "month" }[frequency];
  return streak === 1 ? unit : `${unit}s`;
}

/** Whether the habit is done for its current period, in words: today, this week, this month. */
export function periodStatusLabel(frequency: HabitFrequency, done: boolean) {
  const period = { daily: "today", weekly: "this week", monthly: "this month" }[frequency];
  return `${done ? "Done" : "Not done"} ${period}`;
}

/** The period a local day belongs to: the day, its Monday-start week, or its calendar month. */
function periodKey(frequency: HabitFrequency, day: DayKey) {
  if (frequency === "weekly") return weekStartKey(day);
  if (frequency === "monthly") return day.slice(0, 7);
  return day;
}

export type CompletionHistory = Record<string, boolean>;

/** The number of calendar cells on the dashboard (docs/product.md#business-constants). */
export const STREAK_CALENDAR_DAYS = 14;

export function isDoneOn(history: CompletionHistory, day: DayKey) {
  return history[day] === true;
}

/** The days of the period `key` names (a day, a Monday's week, a YYYY-MM month). */
function daysOfPeriod(frequency: HabitFrequency, key: string): DayKey[] {
  if (frequency === "weekly") return Array.from({ length: 7 }, (_, i) => addDaysToKey(key, i));
  if (frequency === "monthly") {
    const [year, month] = key.split("-").map(Number) as [number, number];
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return Array.from({ length }, (_, i) => `${key}-${String(i + 1).padStart(2, "0")}`);
  }
  return [key];
}

/**
 * A period as a whole number that counts up by one per period: the day's number since
 * 1970-01-01 (integer civil-calendar arithmetic, no Date), its Monday-start week (1970-01-01
 * was a Thursday), or its month. Streaks run over years of history, so this stays cheap.
 */
function periodIndex(frequency: HabitFrequency, day: DayKey) {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (frequency === "monthly") return year * 12 + month - 1;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear =
    Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(day.slice(8, 10)) - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const days = era * 146_097 + dayOfEra - 719_468;
  return frequency === "weekly" ? Math.floor((days + 3) / 7) : days;
}

/**
 * Daily: consecutive done days ending today, or ending yesterday when today is not done yet
 * (the day is not over, so it does not break the streak). A missed day breaks it.
 * Weekly: consecutive Monday-start weeks with at least one done day, ending this week, or last
 * week when nothing is done yet this week.
 * Monthly: likewise in calendar months (of the person's local days).
 */
export function computeStreak(
  history: CompletionHistory,
  frequency: HabitFrequency,
  today: DayKey,
): number {
  const done = new Set<number>();
  for (const day in history) {
    if (history[day] === true && day <= today) done.add(periodIndex(frequency, day));
  }
  const current = periodIndex(frequency, today);
  let period = done.has(current) ? current : current - 1;
  let streak = 0;
  while (done.has(period)) {
    streak += 1;
    period -= 1;
  }
  return streak;
}

/** Whether a day of the current period other than today is done (never, for a daily habit). */
export function doneEarlierThisPeriod(
  history: CompletionHistory,
  frequency: HabitFrequency,
  today: DayKey,
) {
  return daysOfPeriod(frequency, periodKey(frequency, today)).some(
    (day) => day < today && history[day] === true,
  );
}

/** The real last `count` local days ending today, oldest first, each with whether it was done. */
export function streakCalendar(
  history: CompletionHistory,
  today: DayKey,
  count = STREAK_CALENDAR_DAYS,
) {
  return daysEndingWith(today, count).map((day) => ({ day, done: isDoneOn(history, day) }));
}

/** The history with `day` marked done, or with it removed (so the map only holds done days). */
export function withCompletion(
  history: CompletionHistory,
  day: DayKey,
  done: boolean,
): CompletionHistory {
  const next = { ...history };
  if (done) next[day] = true;
  else delete next[day];
  return next;
}

/**
 * The streak, calendar and period status right after today's toggle, worked out from what the
 * screen already has (for optimistic UI): the calendar's last cell is today; the streak moves
 * only when today is the period's only done day.
 */
export function afterTodayToggle(
  habit: {
    frequency: HabitFrequency;
    streak: number;
    completedToday: boolean;
    doneEarlierThisPeriod: boolean;
    calendar: { day: string; done: boolean }[];
  },
  done: boolean,
) {
  const donePeriod = done || habit.doneEarlierThisPeriod;
  if (done === habit.completedToday || habit.calendar.length === 0) {
    return { streak: habit.streak, calendar: habit.calendar, donePeriod };
  }
  const today = habit.calendar[habit.calendar.length - 1]!.day;
  const calendar = habit.calendar.map((cell) => (cell.day === today ? { ...cell, done } : cell));
  const streak = habit.doneEarlierThisPeriod
    ? habit.streak
    : Math.max(0, habit.streak + (done ? 1 : -1));
  return { streak, calendar, donePeriod };
}
