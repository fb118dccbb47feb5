import { clsx } from "clsx";
import { monthDayYear } from "~/lib/format-day";
import { TASK_PRIORITY_LABELS, type TaskPriority } from "~/lib/plans";

const PRIORITY_CLASSES: Record<TaskPriority, string> = {
  high: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  medium:
    "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  low: "border-field bg-slate-50 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

/** Priority, due day and the overdue mark of a task, in words (never colour alone). */
export function TaskMeta({
  priority,
  dueDay,
  overdue,
  completed,
}: {
  priority: TaskPriority;
  dueDay: string | null;
  overdue: boolean;
  completed: boolean;
}) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      <span
        className={clsx("rounded-full border px-2 py-0.5 font-medium", PRIORITY_CLASSES[priority])}
      >
        {TASK_PRIORITY_LABELS[priority]} priority
      </span>
      {dueDay ? (
        <span
          className={clsx(
            overdue && !completed ? "font-semibold text-red-700 dark:text-red-300" : "text-muted",
          )}
        >
          {overdue && !completed ? "Overdue: " : "Due "}
          {monthDayYear(dueDay)}
        </span>
      ) : null}
    </span>
  );
}
