import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { db } from "#db/client";
import { habits } from "#db/schema";
import { todayKey } from "~/lib/local-day";
import { itemCapMessage, normaliseColorScheme, PLAN_ITEM_CAP } from "~/lib/plans";
import { forgetRemindersAbout } from "~/models/notification-delivery.server";
import { PlanRuleError } from "~/models/plans.server";
import {
  computeStreak,
  doneEarlierThisPeriod,
  type CompletionHistory,
  isDoneOn,
  normaliseHabitFrequency,
  streakCalendar,
  withCompletion,
} from "~/lib/streaks";
import type { HabitInput } from "~/schemas/habits";
import { announceStreakMilestone } from "~/services/notifications/events.server";

const live = (userId: number) => and(eq(habits.userId, userId), isNull(habits.deletedAt));
const owned = (userId: number, id: number) => and(live(userId), eq(habits.id, id));

type HabitRow = typeof habits.$inferSelect;

const frequencyOf = normaliseHabitFrequency;

/**
 * A habit as read. Streak and completedToday are computed from completionHistory for the
 * person's today; the stored columns are only a cache of the last toggle and go stale overnight.
 */
export function presentHabit(habit: HabitRow, timeZone: string, now = new Date()) {
  const { deletedAt: _deletedAt, userId: _userId, ...rest } = habit;
  const today = todayKey(timeZone, now);
  const frequency = frequencyOf(habit.frequency);
  return {
    ...rest,
    frequency,
    colorScheme: normaliseColorScheme(habit.colorScheme),
    streak: computeStreak(habit.completionHistory, frequency, today),
    completedToday: isDoneOn(habit.completionHistory, today),
    /** Another day of this week (weekly) or month (monthly) is done already. */
    doneEarlierThisPeriod: doneEarlierThisPeriod(habit.completionHistory, frequency, today),
    calendar: streakCalendar(habit.completionHistory, today),
  };
}

export function listHabits(userId: number, timeZone: string, now = new Date()) {
  return db()
    .select()
    .from(habits)
    .where(live(userId))
    .orderBy(asc(habits.createdAt), asc(habits.id))
    .all()
    .map((habit) => presentHabit(habit, timeZone, now));
}

/**
 * What the dashboard's habits tab shows of each habit, worked out from the stored history once
 * per history and day (docs/decisions/027-derived-data-caches.md). Parsing years of ticks and
 * walking them for the streak was most of the dashboard's own cost; the answer changes only
 * when the stored text changes (every write rewrites it) or the person's day changes, and both
 * are part of the cache's key, so a write is seen by the very next read.
 */
export function listHabitCards(userId: number, timeZone: string, now = new Date()) {
  const today = todayKey(timeZone, now);
  return db()
    .select({
      id: habits.id,
      title: habits.title,
      frequency: habits.frequency,
      colorScheme: habits.colorScheme,
      historyText: sql<string>`${habits.completionHistory}`,
    })
    .from(habits)
    .where(live(userId))
    .orderBy(asc(habits.createdAt), asc(habits.id))
    .all()
    .map(({ historyText, ...habit }) => {
      const frequency = frequencyOf(habit.frequency);
      return {
        id: habit.id,
        title: habit.title,
        frequency,
        colorScheme: normaliseColorScheme(habit.colorScheme),
        ...habitProgress(habit.id, historyText, frequency, today),
      };
    });
}

type HabitProgress = {
  streak: number;
  completedToday: boolean;
  doneEarlierThisPeriod: boolean;
  calendar: { day: string; done: boolean }[];
};

/**
 * Bounded (oldest entry out first). An entry is used only for the same habit, the same stored
 * text, frequency and day; it holds nothing the habit's owner does not already see, and is only
 * ever read for a habit the query found among the asking person's own.
 */
const PROGRESS_CACHE_MAX = 2000;
const progressCache = new Map<
  number,
  { historyText: string; key: string; progress: HabitProgress }
>();

function habitProgress(
  id: number,
  historyText: string,
  frequency: ReturnType<typeof frequencyOf>,
  today: string,
): HabitProgress {
  const key = `${frequency}|${today}`;
  const cached = progressCache.get(id);
  if (cached && cached.key === key && cached.historyText === historyText) return cached.progress;
  const history = parseHistory(historyText);
  const calendar = streakCalendar(history, today);
  // Shared by every read until the history changes: frozen, so no reader can alter another's.
  for (const cell of calendar) Object.freeze(cell);
  Object.freeze(calendar);
  const progress: HabitProgress = {
    streak: computeStreak(history, frequency, today),
    completedToday: isDoneOn(history, today),
    doneEarlierThisPeriod: doneEarlierThisPeriod(history, frequency, today),
    calendar,
  };
  progressCache.delete(id);
  if (progressCache.size >= PROGRESS_CACHE_MAX) {
    progressCache.delete(progressCache.keys().next().value as number);
  }
  progressCache.set(id, { historyText, key, progress });
  return progress;
}

/** The stored history as drizzle's JSON column would read it ({} when the text is not an object). */
function parseHistory(text: string): CompletionHistory {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as CompletionHistory)
      : {};
  } catch {
    return {};
  }
}

function countHabits(userId: number) {
  return db().select({ value: count() }).from(habits).where(live(userId)).get()?.value ?? 0;
}

/** Throws when one more live habit would pass the cap on items. */
function assertRoomForHabit(userId: number) {
  if (countHabits(userId) >= PLAN_ITEM_CAP) {
    throw new PlanRuleError("item_cap", itemCapMessage("habit"));
  }
}

export function createHabit(
  userId: number,
  input: HabitInput,
  timeZone: string,
  origin: { source: "user" | "ai"; aiExplanation?: string | null } = { source: "user" },
) {
  return db().transaction(() => {
    assertRoomForHabit(userId);
    const row = db()
      .insert(habits)
      .values({
        userId,
        title: input.title,
        description: input.description,
        frequency: input.frequency,
        colorScheme: input.colorScheme,
        source: origin.source,
        aiExplanation: origin.aiExplanation ?? null,
      })
      .returning()
      .get();
    return presentHabit(row, timeZone);
  });
}

export function updateHabit(userId: number, id: number, input: HabitInput, timeZone: string) {
  return db().transaction(() => {
    const current = db().select().from(habits).where(owned(userId, id)).get();
    if (!current) return undefined;
    const today = todayKey(timeZone);
    const row = db()
      .update(habits)
      .set({
        title: input.title,
        description: input.description,
        frequency: input.frequency,
        colorScheme: input.colorScheme,
        streak: computeStreak(current.completionHistory, input.frequency, today),
        updatedAt: new Date(),
      })
      .where(owned(userId, id))
      .returning()
      .get();
    return presentHabit(row!, timeZone);
  });
}

/** docs/product.md#states-and-transitions: marks today (the person's local day) done or not done, either way. */
export function setHabitDoneToday(
  userId: number,
  id: number,
  completed: boolean,
  timeZone: string,
  now = new Date(),
) {
  const habit = db().transaction(() => {
    const current = db().select().from(habits).where(owned(userId, id)).get();
    if (!current) return undefined;
    const today = todayKey(timeZone, now);
    const history = withCompletion(current.completionHistory, today, completed);
    const row = db()
      .update(habits)
      .set({
        completionHistory: history,
        completedToday: completed,
        streak: computeStreak(history, frequencyOf(current.frequency), today),
        lastCompletedAt: completed ? now : current.lastCompletedAt,
        updatedAt: now,
      })
      .where(owned(userId, id))
      .returning()
      .get();
    return presentHabit(row!, timeZone, now);
  });
  if (habit?.completedToday) {
    // 7, 30 or 100 days in a row: a notification, once per run (its email never delays this).
    announceStreakMilestone({
      userId,
      habit,
      streak: habit.streak,
      completedToday: habit.completedToday,
      today: todayKey(timeZone, now),
      now,
    })?.catch((error: unknown) => console.error("[notifications] streak milestone failed", error));
  }
  return habit;
}

export function deleteHabit(userId: number, id: number) {
  return db().transaction(() => {
    const title = db()
      .update(habits)
      .set({ deletedAt: new Date() })
      .where(owned(userId, id))
      .returning({ title: habits.title })
      .get()?.title;
    if (title !== undefined) forgetRemindersAbout(userId, { habitId: id });
    return title;
  });
}

/** Brings a deleted habit back, unless that would pass the cap on items. */
export function restoreHabit(userId: number, id: number) {
  return db().transaction(() => {
    if (deletedHabitName(userId, id)) assertRoomForHabit(userId);
    return db()
      .update(habits)
      .set({ deletedAt: null })
      .where(and(eq(habits.userId, userId), eq(habits.id, id)))
      .returning({ title: habits.title })
      .get()?.title;
  });
}

/** The name of one of the person's deleted habits, for its Undo banner; null otherwise. */
export function deletedHabitName(userId: number, id: number) {
  const row = db()
    .select({ title: habits.title, deletedAt: habits.deletedAt })
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.id, id)))
    .get();
  return row?.deletedAt ? row.title : null;
}
