import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { db } from "#db/client";
import { goals } from "#db/schema";
import {
  dependencyCycle,
  goalLimitMessage,
  goalProgressPercent,
  itemCapMessage,
  normaliseColorScheme,
  normaliseGoalStatus,
  PLAN_ITEM_CAP,
  settleGoalStatus,
} from "~/lib/plans";
import { limitsOf } from "~/models/limits.server";
import { forgetRemindersAbout } from "~/models/notification-delivery.server";
import { PlanRuleError, toDayKey, toInstant } from "~/models/plans.server";
import type { GoalInput } from "~/schemas/goals";

const live = (userId: number) => and(eq(goals.userId, userId), isNull(goals.deletedAt));
const owned = (userId: number, id: number) => and(live(userId), eq(goals.id, id));

type GoalRow = typeof goals.$inferSelect;

/** A goal as screens and the API read it: status normalised, percentage worked out. */
export function presentGoal(goal: GoalRow, timeZone: string) {
  const { deletedAt: _deletedAt, userId: _userId, ...rest } = goal;
  return {
    ...rest,
    status: normaliseGoalStatus(goal.status),
    colorScheme: normaliseColorScheme(goal.colorScheme),
    percent: goalProgressPercent(goal.progress, goal.target),
    startDay: toDayKey(goal.startDate, timeZone),
    targetDay: toDayKey(goal.targetDate, timeZone),
  };
}

export function listGoals(userId: number, timeZone: string) {
  return db()
    .select()
    .from(goals)
    .where(live(userId))
    .orderBy(asc(goals.createdAt), asc(goals.id))
    .all()
    .map((goal) => presentGoal(goal, timeZone));
}

export function countGoals(userId: number) {
  return db().select({ value: count() }).from(goals).where(live(userId)).get()?.value ?? 0;
}

/** How many goals the person's tier allows (null: no cap), and how many they have. */
export function goalAllowance(userId: number) {
  // The tier in effect: a lapsed Pro plan counts as Free (over-cap goals stay, new ones wait).
  const max = limitsOf(userId).maxGoals;
  const used = countGoals(userId);
  return { max, used, reached: max !== null && used >= max };
}

/** Throws when one more live goal would pass the cap on items or the tier's goal limit. */
function assertRoomForGoal(userId: number) {
  const allowance = goalAllowance(userId);
  if (allowance.used >= PLAN_ITEM_CAP) {
    throw new PlanRuleError("item_cap", itemCapMessage("goal"));
  }
  if (allowance.reached) {
    throw new PlanRuleError("goal_limit", goalLimitMessage(allowance.max!));
  }
}

/** Each id must be one of the person's own live goals, and no cycle may form. */
function checkDependencies(userId: number, goalId: number | null, dependsOn: number[]) {
  if (!dependsOn.length) return;
  if (goalId !== null && dependsOn.includes(goalId)) {
    throw new PlanRuleError("invalid", "A goal cannot depend on itself", "dependsOn");
  }
  const rows = db()
    .select({ id: goals.id, dependsOn: goals.dependsOn })
    .from(goals)
    .where(live(userId))
    .all();
  const graph = new Map(rows.map((row) => [row.id, row.dependsOn] as const));
  if (dependsOn.some((id) => !graph.has(id))) {
    throw new PlanRuleError("invalid", "Choose goals from your own list", "dependsOn");
  }
  const cycle = dependencyCycle(goalId, dependsOn, graph);
  if (cycle.length) {
    const names = db()
      .select({ name: goals.name })
      .from(goals)
      .where(and(live(userId), inArray(goals.id, cycle)))
      .all()
      .map((row) => `"${row.name}"`)
      .join(", ");
    throw new PlanRuleError(
      "invalid",
      `That would make a circle: ${names} already depends on this goal`,
      "dependsOn",
    );
  }
}

/**
 * The stored columns of a goal form or API body. Status and progress agree (settleGoalStatus):
 * choosing Completed below the target fills the progress up to the target; reaching the target
 * completes the goal.
 */
function values(input: GoalInput, timeZone: string) {
  const progress =
    input.status === "completed" ? Math.max(input.progress, input.target) : input.progress;
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    startDate: toInstant(input.startDate, timeZone),
    targetDate: toInstant(input.targetDate, timeZone),
    target: input.target,
    progress,
    unit: input.unit,
    colorScheme: input.colorScheme,
    status: settleGoalStatus(input.status, progress, input.target),
    dependsOn: input.dependsOn,
  };
}

/** Creates a goal within the caps (tier and items); throws PlanRuleError otherwise. */
export function createGoal(
  userId: number,
  input: GoalInput,
  timeZone: string,
  origin: { source: "user" | "ai"; aiExplanation?: string | null } = { source: "user" },
) {
  return db().transaction(() => {
    assertRoomForGoal(userId);
    checkDependencies(userId, null, input.dependsOn);
    const row = db()
      .insert(goals)
      .values({
        userId,
        ...values(input, timeZone),
        source: origin.source,
        aiExplanation: origin.aiExplanation ?? null,
      })
      .returning()
      .get();
    return presentGoal(row, timeZone);
  });
}

/** Undefined when the goal is not this person's (or deleted). */
export function updateGoal(userId: number, id: number, input: GoalInput, timeZone: string) {
  return db().transaction(() => {
    if (!db().select({ id: goals.id }).from(goals).where(owned(userId, id)).get()) return undefined;
    checkDependencies(userId, id, input.dependsOn);
    const row = db()
      .update(goals)
      .set({ ...values(input, timeZone), updatedAt: new Date() })
      .where(owned(userId, id))
      .returning()
      .get();
    return row ? presentGoal(row, timeZone) : undefined;
  });
}

/** Sets the progress; the status follows it (settleGoalStatus: 100% is Completed). */
export function updateGoalProgress(userId: number, id: number, progress: number, timeZone: string) {
  return db().transaction(() => {
    const current = db().select().from(goals).where(owned(userId, id)).get();
    if (!current) return undefined;
    const status = settleGoalStatus(normaliseGoalStatus(current.status), progress, current.target);
    const row = db()
      .update(goals)
      .set({ progress, status, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning()
      .get();
    return row ? presentGoal(row, timeZone) : undefined;
  });
}

/** Soft delete (docs/product.md#states-and-transitions); undone by restoreGoal. */
export function deleteGoal(userId: number, id: number) {
  return db().transaction(() => {
    const row = db()
      .update(goals)
      .set({ deletedAt: new Date() })
      .where(owned(userId, id))
      .returning({ name: goals.name })
      .get();
    if (row) forgetRemindersAbout(userId, { goalId: id });
    return row?.name;
  });
}

/** Brings a deleted goal back, unless that would pass a cap. Undefined when not theirs. */
export function restoreGoal(userId: number, id: number) {
  return db().transaction(() => {
    if (deletedGoalName(userId, id)) assertRoomForGoal(userId);
    const row = db()
      .update(goals)
      .set({ deletedAt: null })
      .where(and(eq(goals.userId, userId), eq(goals.id, id)))
      .returning({ name: goals.name })
      .get();
    return row?.name;
  });
}

/** The names of the person's live goals, by id (for task links and dependency lists). */
export function goalNames(userId: number) {
  return db()
    .select({ id: goals.id, name: goals.name })
    .from(goals)
    .where(live(userId))
    .orderBy(asc(goals.createdAt), asc(goals.id))
    .all();
}

export function isOwnGoal(userId: number, id: number) {
  return Boolean(db().select({ id: goals.id }).from(goals).where(owned(userId, id)).get());
}

/** The name of one of the person's deleted goals, for its Undo banner; null otherwise. */
export function deletedGoalName(userId: number, id: number) {
  const row = db()
    .select({ name: goals.name, deletedAt: goals.deletedAt })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.id, id)))
    .get();
  return row?.deletedAt ? row.name : null;
}
