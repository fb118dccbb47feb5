import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { db } from "#db/client";
import { goals, tasks } from "#db/schema";
import { todayKey } from "~/lib/local-day";
import {
  itemCapMessage,
  normaliseColorScheme,
  normaliseTaskPriority,
  PLAN_ITEM_CAP,
} from "~/lib/plans";
import { isOwnGoal } from "~/models/goals.server";
import { PlanRuleError, toDayKey, toInstant } from "~/models/plans.server";
import type { TaskInput } from "~/schemas/tasks";

const live = (userId: number) => and(eq(tasks.userId, userId), isNull(tasks.deletedAt));
const owned = (userId: number, id: number) => and(live(userId), eq(tasks.id, id));

type TaskRow = typeof tasks.$inferSelect;

/** A task as read: priority normalised, due day and "overdue" in the person's local day. */
export function presentTask(
  task: TaskRow,
  timeZone: string,
  goalName: string | null,
  now = new Date(),
) {
  const { deletedAt: _deletedAt, userId: _userId, ...rest } = task;
  const dueDay = toDayKey(task.dueDate, timeZone);
  return {
    ...rest,
    priority: normaliseTaskPriority(task.priority),
    colorScheme: normaliseColorScheme(task.colorScheme),
    goalName,
    dueDay,
    /** Due before today (in the person's zone) and not done: due today is not overdue yet. */
    overdue: !task.completed && dueDay !== null && dueDay < todayKey(timeZone, now),
  };
}

/** Active tasks first (by due day, then priority), then completed ones, newest done first. */
export function listTasks(userId: number, timeZone: string, now = new Date()) {
  const rows = db()
    .select({ task: tasks, goalName: goals.name, goalDeletedAt: goals.deletedAt })
    .from(tasks)
    .leftJoin(goals, and(eq(goals.id, tasks.goalId), eq(goals.userId, userId)))
    .where(live(userId))
    .orderBy(asc(tasks.completed), desc(tasks.completedAt), asc(tasks.createdAt), asc(tasks.id))
    .all()
    .map((row) =>
      presentTask(row.task, timeZone, row.goalDeletedAt ? null : (row.goalName ?? null), now),
    );
  const rank = { high: 0, medium: 1, low: 2 } as const;
  const active = rows
    .filter((task) => !task.completed)
    .sort(
      (a, b) =>
        (a.dueDay ?? "9999").localeCompare(b.dueDay ?? "9999") ||
        rank[a.priority] - rank[b.priority],
    );
  return [...active, ...rows.filter((task) => task.completed)];
}

export function getTask(userId: number, id: number, timeZone: string) {
  const row = db()
    .select({ task: tasks, goalName: goals.name })
    .from(tasks)
    .leftJoin(goals, and(eq(goals.id, tasks.goalId), isNull(goals.deletedAt)))
    .where(owned(userId, id))
    .get();
  return row ? presentTask(row.task, timeZone, row.goalName ?? null) : undefined;
}

function checkGoal(userId: number, goalId: number | null) {
  if (goalId !== null && !isOwnGoal(userId, goalId)) {
    throw new PlanRuleError("invalid", "Choose one of your own goals", "goalId");
  }
}

function countTasks(userId: number) {
  return db().select({ value: count() }).from(tasks).where(live(userId)).get()?.value ?? 0;
}

/** Throws when one more live task would pass the cap on items. */
function assertRoomForTask(userId: number) {
  if (countTasks(userId) >= PLAN_ITEM_CAP) {
    throw new PlanRuleError("item_cap", itemCapMessage("task"));
  }
}

function values(input: TaskInput, timeZone: string) {
  return {
    title: input.title,
    description: input.description,
    dueDate: toInstant(input.dueDate, timeZone),
    priority: input.priority,
    goalId: input.goalId,
    colorScheme: input.colorScheme,
  };
}

export function createTask(
  userId: number,
  input: TaskInput,
  timeZone: string,
  origin: { source: "user" | "ai"; aiExplanation?: string | null } = { source: "user" },
) {
  return db().transaction(() => {
    assertRoomForTask(userId);
    checkGoal(userId, input.goalId);
    const row = db()
      .insert(tasks)
      .values({
        userId,
        ...values(input, timeZone),
        source: origin.source,
        aiExplanation: origin.aiExplanation ?? null,
      })
      .returning()
      .get();
    return getTask(userId, row.id, timeZone)!;
  });
}

export function updateTask(userId: number, id: number, input: TaskInput, timeZone: string) {
  checkGoal(userId, input.goalId);
  const row = db()
    .update(tasks)
    .set({ ...values(input, timeZone), updatedAt: new Date() })
    .where(owned(userId, id))
    .returning({ id: tasks.id })
    .get();
  return row ? getTask(userId, row.id, timeZone) : undefined;
}

/** docs/product.md#states-and-transitions: toggling moves a task between active and completed; completedAt records when. */
export function setTaskCompleted(
  userId: number,
  id: number,
  completed: boolean,
  timeZone: string,
  now = new Date(),
) {
  const row = db()
    .update(tasks)
    .set({
      completed,
      completedAt: completed ? now : null,
      status: completed ? "completed" : "pending",
      updatedAt: now,
    })
    .where(owned(userId, id))
    .returning({ id: tasks.id })
    .get();
  return row ? getTask(userId, row.id, timeZone) : undefined;
}

export function deleteTask(userId: number, id: number) {
  return db()
    .update(tasks)
    .set({ deletedAt: new Date() })
    .where(owned(userId, id))
    .returning({ title: tasks.title })
    .get()?.title;
}

/** Brings a deleted task back, unless that would pass the cap on items. */
export function restoreTask(userId: number, id: number) {
  return db().transaction(() => {
    if (deletedTaskName(userId, id)) assertRoomForTask(userId);
    return db()
      .update(tasks)
      .set({ deletedAt: null })
      .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
      .returning({ title: tasks.title })
      .get()?.title;
  });
}

/** The name of one of the person's deleted tasks, for its Undo banner; null otherwise. */
export function deletedTaskName(userId: number, id: number) {
  const row = db()
    .select({ title: tasks.title, deletedAt: tasks.deletedAt })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
    .get();
  return row?.deletedAt ? row.title : null;
}
