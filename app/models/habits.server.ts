import { and, asc, count, eq, isNull } from "drizzle-orm";
import { db } from "#db/client";
import { habits } from "#db/schema";
import { todayKey } from "~/lib/local-day";
import { itemCapMessage, normaliseColorScheme, PLAN_ITEM_CAP } from "~/lib/plans";
import { forgetRemindersAbout } from "~/models/notification-delivery.server";
import { PlanRuleError } from "~/models/plans.server";
import {
  computeStreak,
  doneEarlierThisPeriod,
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
