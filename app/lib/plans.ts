/**
 * Pure rules of goals and tasks, shared by the models, the screens and their tests.
 */

export const GOAL_STATUSES = ["not_started", "in_progress", "completed", "cancelled"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * SPEC §4: the stored default is `in_progress`, older data says `in-progress`; any value that is
 * not one of the other three reads as in progress.
 */
export function normaliseGoalStatus(value: unknown): GoalStatus {
  if (value === "not_started" || value === "not-started") return "not_started";
  if (value === "completed") return "completed";
  if (value === "cancelled" || value === "canceled") return "cancelled";
  return "in_progress";
}

export function goalStatusLabel(value: unknown) {
  return GOAL_STATUS_LABELS[normaliseGoalStatus(value)];
}

/** SPEC §9: progress / target x 100, as a whole percentage from 0 to 100 (a target of 0 is 0%). */
export function goalProgressPercent(progress: number, target: number) {
  if (!Number.isFinite(progress) || !Number.isFinite(target) || target <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress / target) * 100)));
}

export const COLOR_SCHEMES = [1, 2, 3, 4] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const COLOR_SCHEME_NAMES: Record<ColorScheme, string> = {
  1: "Blue",
  2: "Green",
  3: "Amber",
  4: "Violet",
};

/** Stored values outside 1-4 read as the default scheme 1. */
export function normaliseColorScheme(value: unknown): ColorScheme {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

export const TASK_PRIORITIES = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** SPEC §3: high and medium are shown as such; any other stored value reads as low. */
export function normaliseTaskPriority(value: unknown): TaskPriority {
  return value === "high" || value === "medium" ? value : "low";
}

/**
 * The goal ids that would close a cycle if `goalId` depended on `dependsOn`: a goal may not
 * depend on itself, nor on a goal that (directly or through others) depends on it.
 * `graph` maps each of the person's goals to what it depends on now.
 */
export function dependencyCycle(
  goalId: number | null,
  dependsOn: readonly number[],
  graph: ReadonlyMap<number, readonly number[]>,
): number[] {
  if (goalId === null) return [];
  return dependsOn.filter((start) => reaches(start, goalId, graph));
}

function reaches(from: number, to: number, graph: ReadonlyMap<number, readonly number[]>) {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length) {
    const current = stack.pop()!;
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(graph.get(current) ?? []));
  }
  return false;
}

/** How names are compared for duplicates: "Walk  outside!" and "walk outside" are the same. */
export function normaliseName(name: string) {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
