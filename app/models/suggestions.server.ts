import { and, desc, eq, gte, isNull } from "drizzle-orm";
import { db } from "#db/client";
import { aiGoals, aiHabits, aiTasks, goals, habits, journalEntries, tasks } from "#db/schema";
import { normaliseName } from "~/lib/plans";
import { normaliseHabitFrequency } from "~/lib/streaks";
import { createGoal, isOwnGoal } from "~/models/goals.server";
import { createHabit } from "~/models/habits.server";
import { createTask } from "~/models/tasks.server";
import type { SuggestionKind } from "~/schemas/plans";
import { getAiEngine } from "~/services/ai/engine.server";
import type { AiEngine, Suggestions } from "~/services/ai/types";

/** Suggestions come from what the person wrote in the last two weeks. */
export const SUGGESTION_WINDOW_DAYS = 14;
const MAX_ENTRIES = 20;
/** An AI goal has no target of its own; it starts as a percentage to fill. */
const AI_GOAL_TARGET = 100;

const clip = (text: string | null | undefined, max: number) => {
  const value = (text ?? "").trim().replace(/\s+/g, " ");
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

function recentEntries(userId: number, now: Date) {
  const since = new Date(now.getTime() - SUGGESTION_WINDOW_DAYS * 86_400_000);
  return db()
    .select({
      id: journalEntries.id,
      date: journalEntries.date,
      content: journalEntries.content,
      sentiment: journalEntries.sentiment,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        isNull(journalEntries.deletedAt),
        eq(journalEntries.isAiResponse, false),
        gte(journalEntries.date, since),
      ),
    )
    .orderBy(desc(journalEntries.date))
    .limit(MAX_ENTRIES)
    .all()
    .filter((entry) => entry.content.trim());
}

/**
 * Every name the person already has or was offered: live goals, tasks and habits, and every
 * suggestion whatever its status (a dismissed one is never proposed again).
 */
function takenNames(userId: number) {
  const database = db();
  const live = {
    goals: database
      .select({ name: goals.name })
      .from(goals)
      .where(and(eq(goals.userId, userId), isNull(goals.deletedAt)))
      .all()
      .map((row) => row.name),
    tasks: database
      .select({ name: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), isNull(tasks.deletedAt)))
      .all()
      .map((row) => row.name),
    habits: database
      .select({ name: habits.title })
      .from(habits)
      .where(and(eq(habits.userId, userId), isNull(habits.deletedAt)))
      .all()
      .map((row) => row.name),
  };
  const offered = {
    goals: database
      .select({ name: aiGoals.name })
      .from(aiGoals)
      .where(eq(aiGoals.userId, userId))
      .all()
      .map((row) => row.name),
    tasks: database
      .select({ name: aiTasks.title })
      .from(aiTasks)
      .where(eq(aiTasks.userId, userId))
      .all()
      .map((row) => row.name),
    habits: database
      .select({ name: aiHabits.title })
      .from(aiHabits)
      .where(eq(aiHabits.userId, userId))
      .all()
      .map((row) => row.name),
  };
  return {
    forEngine: {
      goals: [...live.goals, ...offered.goals],
      tasks: [...live.tasks, ...offered.tasks],
      habits: [...live.habits, ...offered.habits],
    },
    all: new Set(
      [...Object.values(live), ...Object.values(offered)].flat().map((name) => normaliseName(name)),
    ),
  };
}

/**
 * Asks the AI engine for goals, tasks and habits from the person's recent journal entries and
 * stores the new ones as pending suggestions. Never throws: the journal calls it after a save
 * without waiting (fire-and-forget), and a failing provider must not break anything.
 * Answers how many suggestions were added.
 */
export async function refreshSuggestions(
  userId: number,
  { engine, now = new Date() }: { engine?: AiEngine; now?: Date } = {},
): Promise<{ added: number; failed: boolean }> {
  try {
    const entries = recentEntries(userId, now);
    if (!entries.length) return { added: 0, failed: false };
    const suggestions = await (engine ?? getAiEngine()).suggest({
      entries: entries.map((entry) => ({
        id: entry.id,
        date: entry.date.toISOString(),
        content: entry.content,
        sentiment: entry.sentiment ?? null,
      })),
      existing: takenNames(userId).forEngine,
    });
    const entryIds = new Set(entries.map((entry) => entry.id));
    return { added: storeSuggestions(userId, suggestions, entryIds), failed: false };
  } catch (error) {
    console.error("[suggestions] could not refresh suggestions", error);
    return { added: 0, failed: true };
  }
}

/** Synchronous, so two refreshes at once cannot both insert the same name. */
function storeSuggestions(userId: number, suggestions: Suggestions, entryIds: Set<number>) {
  return db().transaction(() => {
    const taken = takenNames(userId).all;
    const fresh = (name: string) => {
      const key = normaliseName(name);
      if (!key || taken.has(key)) return false;
      taken.add(key);
      return true;
    };
    const entryId = (id: number | null) => (id !== null && entryIds.has(id) ? id : null);
    let added = 0;
    for (const goal of suggestions.goals ?? []) {
      const name = clip(goal.name, 100);
      if (!fresh(name)) continue;
      db()
        .insert(aiGoals)
        .values({
          userId,
          name,
          description: clip(goal.description, 1000) || null,
          category: clip(goal.category, 40) || "Personal",
          explanation: clip(goal.explanation, 1000) || null,
          journalEntryId: entryId(goal.journalEntryId),
        })
        .run();
      added += 1;
    }
    for (const task of suggestions.tasks ?? []) {
      const title = clip(task.title, 200);
      if (!fresh(title)) continue;
      db()
        .insert(aiTasks)
        .values({
          userId,
          title,
          description: clip(task.description, 1000) || null,
          priority: ["high", "medium", "low"].includes(task.priority) ? task.priority : "medium",
          explanation: clip(task.explanation, 1000) || null,
          journalEntryId: entryId(task.journalEntryId),
        })
        .run();
      added += 1;
    }
    for (const habit of suggestions.habits ?? []) {
      const title = clip(habit.title, 200);
      if (!fresh(title)) continue;
      db()
        .insert(aiHabits)
        .values({
          userId,
          title,
          description: clip(habit.description, 1000) || null,
          frequency: habit.frequency === "weekly" ? "weekly" : "daily",
          explanation: clip(habit.explanation, 1000) || null,
          journalEntryId: entryId(habit.journalEntryId),
        })
        .run();
      added += 1;
    }
    return added;
  });
}

const PENDING_LIMIT = 5;

/** The person's pending suggestions, newest first. */
export function listPendingSuggestions(userId: number) {
  const database = db();
  return {
    goals: database
      .select({
        id: aiGoals.id,
        name: aiGoals.name,
        description: aiGoals.description,
        category: aiGoals.category,
        explanation: aiGoals.explanation,
        journalEntryId: aiGoals.journalEntryId,
      })
      .from(aiGoals)
      .where(and(eq(aiGoals.userId, userId), eq(aiGoals.status, "pending")))
      .orderBy(desc(aiGoals.id))
      .limit(PENDING_LIMIT)
      .all(),
    tasks: database
      .select({
        id: aiTasks.id,
        name: aiTasks.title,
        description: aiTasks.description,
        priority: aiTasks.priority,
        explanation: aiTasks.explanation,
        journalEntryId: aiTasks.journalEntryId,
      })
      .from(aiTasks)
      .where(and(eq(aiTasks.userId, userId), eq(aiTasks.status, "pending")))
      .orderBy(desc(aiTasks.id))
      .limit(PENDING_LIMIT)
      .all(),
    habits: database
      .select({
        id: aiHabits.id,
        name: aiHabits.title,
        description: aiHabits.description,
        frequency: aiHabits.frequency,
        explanation: aiHabits.explanation,
        journalEntryId: aiHabits.journalEntryId,
      })
      .from(aiHabits)
      .where(and(eq(aiHabits.userId, userId), eq(aiHabits.status, "pending")))
      .orderBy(desc(aiHabits.id))
      .limit(PENDING_LIMIT)
      .all(),
  };
}

/**
 * Turns a pending suggestion into a goal, task or habit with source 'ai' and its explanation,
 * and marks it accepted. Undefined when it is not this person's pending suggestion; a goal
 * past the tier's cap throws PlanRuleError (and nothing changes).
 */
export function acceptSuggestion(
  userId: number,
  kind: SuggestionKind,
  id: number,
  timeZone: string,
): { kind: SuggestionKind; id: number; name: string } | undefined {
  return db().transaction(() => {
    if (kind === "goal") {
      const row = db()
        .select()
        .from(aiGoals)
        .where(and(eq(aiGoals.userId, userId), eq(aiGoals.id, id), eq(aiGoals.status, "pending")))
        .get();
      if (!row) return undefined;
      const goal = createGoal(
        userId,
        {
          name: row.name,
          description: row.description,
          category: row.category,
          startDate: null,
          targetDate: null,
          target: AI_GOAL_TARGET,
          progress: 0,
          unit: "%",
          colorScheme: 1,
          status: "in_progress",
          dependsOn: [],
        },
        timeZone,
        { source: "ai", aiExplanation: row.explanation },
      );
      db().update(aiGoals).set({ status: "accepted" }).where(eq(aiGoals.id, id)).run();
      return { kind, id: goal.id, name: goal.name };
    }
    if (kind === "task") {
      const row = db()
        .select()
        .from(aiTasks)
        .where(and(eq(aiTasks.userId, userId), eq(aiTasks.id, id), eq(aiTasks.status, "pending")))
        .get();
      if (!row) return undefined;
      const task = createTask(
        userId,
        {
          title: row.title,
          description: row.description,
          dueDate: row.dueDate ? row.dueDate.toISOString() : null,
          priority: row.priority === "high" || row.priority === "low" ? row.priority : "medium",
          goalId: row.goalId !== null && isOwnGoal(userId, row.goalId) ? row.goalId : null,
          colorScheme: 1,
        },
        timeZone,
        { source: "ai", aiExplanation: row.explanation },
      );
      db().update(aiTasks).set({ status: "accepted" }).where(eq(aiTasks.id, id)).run();
      return { kind, id: task.id, name: task.title };
    }
    const row = db()
      .select()
      .from(aiHabits)
      .where(and(eq(aiHabits.userId, userId), eq(aiHabits.id, id), eq(aiHabits.status, "pending")))
      .get();
    if (!row) return undefined;
    const habit = createHabit(
      userId,
      {
        title: row.title,
        description: row.description,
        frequency: normaliseHabitFrequency(row.frequency),
        colorScheme: 1,
      },
      timeZone,
      { source: "ai", aiExplanation: row.explanation },
    );
    db().update(aiHabits).set({ status: "accepted" }).where(eq(aiHabits.id, id)).run();
    return { kind, id: habit.id, name: habit.title };
  });
}

/** True when a pending suggestion of this person's was dismissed. */
export function dismissSuggestion(userId: number, kind: SuggestionKind, id: number) {
  const table = kind === "goal" ? aiGoals : kind === "task" ? aiTasks : aiHabits;
  return (
    db()
      .update(table)
      .set({ status: "dismissed" })
      .where(and(eq(table.userId, userId), eq(table.id, id), eq(table.status, "pending")))
      .run().changes > 0
  );
}
