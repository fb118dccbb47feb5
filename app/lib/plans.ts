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
 * docs/product.md#goals-tasks-and-habits: the stored default is `in_progress`, older data says `in-progress`; any value that is
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

/** docs/product.md#goals-tasks-and-habits: progress / target x 100, as a whole percentage from 0 to 100 (a target of 0 is 0%). */
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

/** docs/product.md#data-model: high and medium are shown as such; any other stored value reads as low. */
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

/**
 * How many live goals, tasks and habits one person may have (each), whatever their tier: enough
 * for any real plan, small enough that no person can make a screen or an API answer expensive.
 */
export const PLAN_ITEM_CAP = 200;

/** The list screens (/goals, /tasks, /habits) show this many items per `?page=`. */
export const PLAN_PAGE_SIZE = 50;

type PlanItemKind = "goal" | "task" | "habit";

/**
 * The codes of the plan rules a person can break. The message says what happened; the code says
 * what the screen offers next (a limit links to the plans page) and which HTTP status the JSON API
 * answers.
 */
export type PlanRuleCode = "goal_limit" | "item_cap" | "invalid";

/** Where a person can act on a broken rule, by code (null: the message is enough). */
export function planRuleLink(code: PlanRuleCode) {
  return code === "goal_limit" ? { href: "/subscription", label: "See plans" } : null;
}

/** The free tier's goal cap (its number comes from the feature_limits table). */
export function goalLimitMessage(max: number) {
  return `You've reached your plan's limit of ${max} goals. Upgrade to Pro for unlimited goals, or complete and remove a goal first.`;
}

export function itemCapMessage(kind: PlanItemKind) {
  return `You have ${PLAN_ITEM_CAP} ${kind}s, the most one person can keep. Delete one you no longer need to add another.`;
}

/**
 * A goal's status follows its progress: reaching the target (progress >= target) makes it
 * Completed, and lowering the progress of a Completed goal below its target makes it In Progress
 * again. Cancelled stays Cancelled whatever the progress; Not Started and In Progress are the
 * person's choice below the target. (Choosing Completed in the goal form fills the progress up to
 * the target instead: see the goals model.)
 */
export function settleGoalStatus(status: GoalStatus, progress: number, target: number): GoalStatus {
  if (status === "cancelled") return status;
  if (target > 0 && progress >= target) return "completed";
  return status === "completed" ? "in_progress" : status;
}

/**
 * `?page=` of a list screen: a whole number from 1; anything else (missing, "abc", "0", "-1",
 * "1.5", "1e3", repeated) reads as page 1, and a page past the end as the last page.
 */
export function paginate<T>(items: readonly T[], pageParam: string | null) {
  const pageCount = Math.max(1, Math.ceil(items.length / PLAN_PAGE_SIZE));
  const asked = pageParam !== null && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  const page = Math.min(asked, pageCount);
  return {
    items: items.slice((page - 1) * PLAN_PAGE_SIZE, page * PLAN_PAGE_SIZE),
    page,
    pageCount,
    total: items.length,
  };
}

/** The page of a list that holds the item with this id (1 when it is not there). */
export function pageOfItem(ids: readonly number[], id: number) {
  const index = ids.indexOf(id);
  return index < 0 ? 1 : Math.floor(index / PLAN_PAGE_SIZE) + 1;
}

/**
 * What a list screen shows: the page holding the item being edited (so its form is in view),
 * else the page `?page=` asks for (a malformed one reads as page 1).
 */
export function listPageFor<T extends { id: number }>(
  items: readonly T[],
  editId: number | null,
  pageParam: string | null,
) {
  const editing = items.find((item) => item.id === editId) ?? null;
  const page = editing
    ? String(
        pageOfItem(
          items.map((item) => item.id),
          editing.id,
        ),
      )
    : pageParam;
  return { editing, list: paginate(items, page) };
}

/** The list screen at a page (`?page=` only past page 1; a malformed page is page 1). */
export function listHref(screen: "/goals" | "/tasks" | "/habits", page: unknown) {
  const valid = typeof page === "string" && /^[1-9]\d{0,5}$/.test(page) && page !== "1";
  return valid ? `${screen}?page=${page}` : screen;
}
