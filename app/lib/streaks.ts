import { addDaysToKey, daysEndingWith, weekStartKey, type DayKey } from "~/lib/local-day";

/**
 * Habit streaks, computed from `completionHistory` (local day YYYY-MM-DD -> done) and the
 * person's today. Pure: the caller works out "today" in the person's time zone.
 */
export type HabitFrequency = "daily" | "weekly";
export type CompletionHistory = Record<string, boolean>;

/** The number of calendar cells on the dashboard (SPEC §9). */
export const STREAK_CALENDAR_DAYS = 14;

export function isDoneOn(history: CompletionHistory, day: DayKey) {
  return history[day] === true;
}

/**
 * Daily: consecutive done days ending today, or ending yesterday when today is not done yet
 * (the day is not over, so it does not break the streak). A missed day breaks it.
 * Weekly: consecutive Monday-start weeks with at least one done day, ending this week, or last
 * week when nothing is done yet this week.
 */
export function computeStreak(
  history: CompletionHistory,
  frequency: HabitFrequency,
  today: DayKey,
): number {
  if (frequency === "weekly") return weeklyStreak(history, today);
  let day = isDoneOn(history, today) ? today : addDaysToKey(today, -1);
  let streak = 0;
  while (isDoneOn(history, day)) {
    streak += 1;
    day = addDaysToKey(day, -1);
  }
  return streak;
}

function weeklyStreak(history: CompletionHistory, today: DayKey) {
  const doneWeeks = new Set(
    Object.keys(history)
      .filter((day) => history[day] === true && day <= today)
      .map(weekStartKey),
  );
  const thisWeek = weekStartKey(today);
  let week = doneWeeks.has(thisWeek) ? thisWeek : addDaysToKey(thisWeek, -7);
  let streak = 0;
  while (doneWeeks.has(week)) {
    streak += 1;
    week = addDaysToKey(week, -7);
  }
  return streak;
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
 * The streak and calendar right after today's toggle, worked out from what the screen already
 * has (for optimistic UI): the calendar's last cell is today and it covers this whole week.
 */
export function afterTodayToggle(
  habit: {
    frequency: HabitFrequency;
    streak: number;
    completedToday: boolean;
    calendar: { day: string; done: boolean }[];
  },
  done: boolean,
) {
  if (done === habit.completedToday || habit.calendar.length === 0) {
    return { streak: habit.streak, calendar: habit.calendar };
  }
  const today = habit.calendar[habit.calendar.length - 1]!.day;
  const calendar = habit.calendar.map((cell) => (cell.day === today ? { ...cell, done } : cell));
  const thisWeek = weekStartKey(today);
  const otherDayThisWeek = habit.calendar.some(
    (cell) => cell.done && cell.day !== today && weekStartKey(cell.day) === thisWeek,
  );
  const changes = habit.frequency === "daily" || !otherDayThisWeek;
  const streak = changes ? Math.max(0, habit.streak + (done ? 1 : -1)) : habit.streak;
  return { streak, calendar };
}
