import { Panel } from "~/components/ui/panel";

/** Dashboard card; filled in by its issue. */
export function GoalsHabitsTasksCard({ data }: { data: null }) {
  return (
    <Panel title="Goals, Habits and Tasks">
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{data ?? "Coming soon."}</p>
    </Panel>
  );
}
