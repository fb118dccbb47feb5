import { untilDatabaseChanges } from "#db/prepared";
import { todayKey } from "~/lib/local-day";
import { goalStatusLabel } from "~/lib/plans";
import { listGoals } from "~/models/goals.server";
import { listHabitCards } from "~/models/habits.server";
import { listPendingSuggestions } from "~/models/suggestions.server";
import { listTasks } from "~/models/tasks.server";

/** docs/product.md#business-constants: the completed list on the dashboard shows at most 3. */
export const DASHBOARD_COMPLETED_TASKS = 3;

/**
 * The dashboard's Goals, Habits and Tasks card: all three tabs (tabs are links, no JS needed).
 * Kept until anything is written to the database (decision 027); it depends on nothing else but
 * the person, their zone and their day (tasks fall overdue and habits start a new day at midnight).
 */
export function getPlansCard(userId: number, timeZone: string, now = new Date()) {
  return plansCards(`${userId}|${timeZone}|${todayKey(timeZone, now)}`, () =>
    readPlansCard(userId, timeZone, now),
  );
}

const plansCards = untilDatabaseChanges<ReturnType<typeof readPlansCard>>(200);

function readPlansCard(userId: number, timeZone: string, now: Date) {
  const tasks = listTasks(userId, timeZone, now);
  return {
    suggestions: listPendingSuggestions(userId),
    goals: listGoals(userId, timeZone).map((goal) => ({
      id: goal.id,
      name: goal.name,
      category: goal.category,
      progress: goal.progress,
      target: goal.target,
      unit: goal.unit,
      percent: goal.percent,
      colorScheme: goal.colorScheme,
      statusLabel: goalStatusLabel(goal.status),
    })),
    activeTasks: tasks
      .filter((task) => !task.completed)
      .map(({ id, title, completed, priority, dueDay, overdue, colorScheme }) => ({
        id,
        title,
        completed,
        priority,
        dueDay,
        overdue,
        colorScheme,
      })),
    completedTasks: tasks
      .filter((task) => task.completed)
      .slice(0, DASHBOARD_COMPLETED_TASKS)
      .map(({ id, title, completed, priority, dueDay, overdue, colorScheme }) => ({
        id,
        title,
        completed,
        priority,
        dueDay,
        overdue,
        colorScheme,
      })),
    habits: listHabitCards(userId, timeZone, now),
  };
}

export type PlansCardData = ReturnType<typeof readPlansCard>;
