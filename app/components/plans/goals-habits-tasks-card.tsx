import { clsx } from "clsx";
import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useId } from "react";
import { afterTodayToggle, streakUnit, type HabitFrequency } from "~/lib/streaks";
import type { PlansCardData } from "~/models/plans-card.server";
import { SCHEME_CLASSES } from "./colors";
import { HabitToggle, TaskToggle } from "./plan-buttons";
import { ProgressBar } from "./progress-bar";
import { StreakCalendar } from "./streak-calendar";
import { SuggestionList } from "./suggestions";
import { TaskMeta } from "./task-meta";

const TABS = [
  { id: "goals", kind: "goal", label: "Goals", add: "/goals#top", addLabel: "Add a goal" },
  { id: "tasks", kind: "task", label: "Tasks", add: "/tasks#top", addLabel: "Add a task" },
  { id: "habits", kind: "habit", label: "Habits", add: "/habits#top", addLabel: "Add a habit" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The query parameter that picks the tab, so tabs are links and work without JavaScript. */
export const PLANS_TAB_PARAM = "plans";

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong p-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted">{text}</p>
    </div>
  );
}

/** Dashboard card (docs/product.md#goals-habits-and-tasks-card): Goals, Tasks and Habits tabs, each with a '+' to its screen. */
export function GoalsHabitsTasksCard({ data }: { data: PlansCardData }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const headingId = useId();
  const requested = searchParams.get(PLANS_TAB_PARAM);
  const active: TabId = TABS.some((tab) => tab.id === requested) ? (requested as TabId) : "goals";
  const tab = TABS.find((item) => item.id === active)!;
  const back = `${location.pathname}${location.search}#plans`;

  const hrefFor = (id: TabId) => {
    const params = new URLSearchParams(searchParams);
    params.set(PLANS_TAB_PARAM, id);
    return `?${params.toString()}#plans`;
  };

  return (
    <section
      id="plans"
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-2xl border border-line bg-surface p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Goals, Habits and Tasks
        </h2>
        <Link
          to={tab.add}
          aria-label={tab.addLabel}
          title={tab.addLabel}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">+</span>
        </Link>
      </div>
      <nav aria-label="Goals, habits and tasks" className="mt-4">
        <ul className="flex gap-1 rounded-lg bg-surface-muted p-1">
          {TABS.map((item) => (
            <li key={item.id} className="flex-1">
              <Link
                to={hrefFor(item.id)}
                preventScrollReset
                aria-current={item.id === active ? "page" : undefined}
                className={clsx(
                  "block rounded-md px-3 py-1.5 text-center text-sm font-medium",
                  item.id === active
                    ? "bg-white text-strong shadow-sm dark:bg-slate-950"
                    : "text-slate-700 hover:text-strong dark:text-slate-300",
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        {active === "goals" ? <GoalsTab goals={data.goals} /> : null}
        {active === "tasks" ? (
          <TasksTab active={data.activeTasks} completed={data.completedTasks} back={back} />
        ) : null}
        {active === "habits" ? <HabitsTab habits={data.habits} back={back} /> : null}
      </div>
      <div className="mt-4">
        <SuggestionList
          kind={tab.kind}
          suggestions={data.suggestions[active]}
          redirectTo={back}
          compact
        />
      </div>
    </section>
  );
}

function GoalsTab({ goals }: { goals: PlansCardData["goals"] }) {
  if (!goals.length) {
    return <EmptyState title="No Goals Yet" text="Set a goal to see your progress here." />;
  }
  return (
    <ul className="space-y-3">
      {goals.map((goal) => (
        <li
          key={goal.id}
          className={clsx(
            "rounded-lg border border-l-4 border-line p-3",
            SCHEME_CLASSES[goal.colorScheme].accent,
          )}
          data-color-scheme={goal.colorScheme}
        >
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium">{goal.name}</span>
            <span className="text-sm font-semibold tabular-nums">{goal.percent}%</span>
          </div>
          <div className="mt-2">
            <ProgressBar
              percent={goal.percent}
              scheme={goal.colorScheme}
              label={`${goal.name} progress`}
            />
          </div>
          <p className="mt-1 text-xs text-muted">
            {goal.progress} of {goal.target} {goal.unit} · {goal.statusLabel} · {goal.category}
          </p>
        </li>
      ))}
    </ul>
  );
}

type CardTask = PlansCardData["activeTasks"][number];

function TaskRow({ task, back }: { task: CardTask; back: string }) {
  return (
    <li className="flex items-start gap-3 py-2">
      <TaskToggle task={task} redirectTo={back}>
        {(completed) => (
          <span className="min-w-0">
            <span
              className={clsx(
                "block break-words",
                completed && "text-slate-500 line-through dark:text-slate-400",
              )}
            >
              {task.title}
            </span>
            <TaskMeta
              priority={task.priority}
              dueDay={task.dueDay}
              overdue={task.overdue}
              completed={completed}
            />
          </span>
        )}
      </TaskToggle>
    </li>
  );
}

function TasksTab({
  active,
  completed,
  back,
}: {
  active: CardTask[];
  completed: CardTask[];
  back: string;
}) {
  if (!active.length && !completed.length) {
    return <EmptyState title="No Tasks Yet" text="Add a task to start checking things off." />;
  }
  return (
    <div className="space-y-4">
      <section aria-label="Active tasks">
        <h3 className="text-sm font-semibold text-body">Active</h3>
        {active.length ? (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {active.map((task) => (
              <TaskRow key={task.id} task={task} back={back} />
            ))}
          </ul>
        ) : (
          <p className="py-2 text-sm text-muted">No active tasks!</p>
        )}
      </section>
      {completed.length ? (
        <section aria-label="Completed tasks">
          <h3 className="text-sm font-semibold text-body">Completed</h3>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {completed.map((task) => (
              <TaskRow key={task.id} task={task} back={back} />
            ))}
          </ul>
        </section>
      ) : null}
      <Link
        to="/tasks#top"
        className="inline-block text-sm font-medium text-accent underline underline-offset-2"
      >
        All tasks
      </Link>
    </div>
  );
}

export function streakLabel(streak: number, frequency: HabitFrequency) {
  return `${streak} ${streakUnit(frequency, streak)} streak`;
}

function HabitsTab({ habits, back }: { habits: PlansCardData["habits"]; back: string }) {
  if (!habits.length) {
    return (
      <EmptyState title="No Habits Yet" text="Add a habit and build a streak, one day at a time." />
    );
  }
  return (
    <ul className="space-y-3">
      {habits.map((habit) => (
        <li key={habit.id} className="rounded-lg border border-line p-3">
          <HabitToggle habit={habit} redirectTo={back}>
            {(done) => {
              const shown = afterTodayToggle(habit, done);
              return (
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{habit.title}</span>
                    <span className="text-sm font-semibold" data-testid="habit-streak">
                      <span aria-hidden="true">🔥 </span>
                      {streakLabel(shown.streak, habit.frequency)}
                    </span>
                  </div>
                  <StreakCalendar
                    calendar={shown.calendar}
                    scheme={habit.colorScheme}
                    title={habit.title}
                  />
                </div>
              );
            }}
          </HabitToggle>
        </li>
      ))}
    </ul>
  );
}
