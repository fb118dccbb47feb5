import { clsx } from "clsx";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useToast, type ToastMessage } from "~/components/ui/toaster";
import { useHydrated } from "~/hooks/use-hydrated";

export const PLAN_BUTTONS_ACTION = "/resources/plans";

/**
 * A small form posted to /resources/plans. Without JavaScript it is a plain form and the
 * server redirects back to `redirectTo`; with it, a fetcher posts it and asks for data instead
 * of a redirect (`respond=data`), so the page stays where it is while loaders revalidate.
 */
export function PlanButtonForm({
  fields,
  redirectTo,
  children,
  fetcherKey,
  className,
}: {
  fields: Record<string, string>;
  redirectTo: string;
  children: (pending: FormData | undefined) => React.ReactNode;
  fetcherKey: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ toast: ToastMessage }>({ key: fetcherKey });
  const hydrated = useHydrated();
  const showToast = useToast();
  const answer = fetcher.state === "idle" ? fetcher.data?.toast : undefined;
  // The same toast as the redirect shows without JavaScript ("Task completed", errors alike).
  useEffect(() => {
    if (answer) showToast(answer);
  }, [answer, showToast]);
  return (
    <fetcher.Form method="post" action={PLAN_BUTTONS_ACTION} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      {children(fetcher.formData)}
    </fetcher.Form>
  );
}

function CheckButton({ done, label }: { done: boolean; label: string }) {
  return (
    <button
      type="submit"
      aria-pressed={done}
      aria-label={label}
      className={clsx(
        "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        done
          ? "border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950"
          : "border-slate-400 bg-surface text-transparent hover:border-emerald-700 dark:border-slate-500",
      )}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
        <path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
      </svg>
    </button>
  );
}

/** Complete or uncomplete a task; shows the new state at once (optimistic) with JavaScript. */
export function TaskToggle({
  task,
  redirectTo,
  children,
}: {
  task: { id: number; title: string; completed: boolean };
  redirectTo: string;
  children?: (completed: boolean) => React.ReactNode;
}) {
  return (
    <PlanButtonForm
      fetcherKey={`task-${task.id}`}
      fields={{ intent: "toggle-task", id: String(task.id), completed: String(!task.completed) }}
      redirectTo={redirectTo}
      className="flex min-w-0 flex-1 items-start gap-3"
    >
      {(pending) => {
        const completed = pending ? pending.get("completed") === "true" : task.completed;
        return (
          <>
            <CheckButton
              done={completed}
              label={
                completed ? `Mark "${task.title}" as not done` : `Mark "${task.title}" as done`
              }
            />
            {children?.(completed)}
          </>
        );
      }}
    </PlanButtonForm>
  );
}

/** Today's completion of a habit, either way (docs/product.md#states-and-transitions), optimistic with JavaScript. */
export function HabitToggle({
  habit,
  redirectTo,
  children,
}: {
  habit: { id: number; title: string; completedToday: boolean };
  redirectTo: string;
  children?: (completedToday: boolean) => React.ReactNode;
}) {
  return (
    <PlanButtonForm
      fetcherKey={`habit-${habit.id}`}
      fields={{
        intent: "toggle-habit",
        id: String(habit.id),
        completed: String(!habit.completedToday),
      }}
      redirectTo={redirectTo}
      className="flex min-w-0 flex-1 items-start gap-3"
    >
      {(pending) => {
        const done = pending ? pending.get("completed") === "true" : habit.completedToday;
        return (
          <>
            <CheckButton
              done={done}
              label={
                done
                  ? `Mark "${habit.title}" as not done today`
                  : `Mark "${habit.title}" as done today`
              }
            />
            {children?.(done)}
          </>
        );
      }}
    </PlanButtonForm>
  );
}

/**
 * Like PlanButtonForm, for buttons whose item disappears afterwards (accept, dismiss, suggest):
 * a navigation that follows the redirect, so its toast shows even though the button is gone.
 */
export function PlanNavigationForm({
  fields,
  redirectTo,
  children,
}: {
  fields: Record<string, string>;
  redirectTo: string;
  children: (pending: boolean) => React.ReactNode;
}) {
  const navigation = useNavigation();
  const submitted = navigation.formData;
  const pending =
    navigation.formAction === PLAN_BUTTONS_ACTION &&
    Object.entries(fields).every(([name, value]) => submitted?.get(name) === value);
  return (
    <Form method="post" action={PLAN_BUTTONS_ACTION} preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children(pending)}
    </Form>
  );
}
