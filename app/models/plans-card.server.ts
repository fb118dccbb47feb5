import { goalStatusLabel } from "~/lib/plans";
import { listGoals } from "~/models/goals.server";
import { listHabitCards } from "~/models/habits.server";
import { listPendingSuggestions } from "~/models/suggestions.server";
import { listTasks } from "~/models/tasks.server";

/** docs/product.md#business-constants: the completed list on the dashboard shows at most 3. */
export const DASHBOARD_COMPLETED_TASKS = 3;

/** The dashboard's Goals, Habits and Tasks card: all three tabs (tabs are links, no JS needed). */
export function getPlansCard(userId: number, timeZone: string) {
  const tasks = listTasks(userId, timeZone);
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
    habits: listHabitCards(userId, timeZone),
  };
}

export type PlansCardData = ReturnType<typeof getPlansCard>;
