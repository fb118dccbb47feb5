import { Panel } from "~/components/ui/panel";

/** Dashboard card; filled in by its issue. */
export function WeeklyInsightsCard({ data }: { data: null }) {
  return (
    <Panel title="Weekly Insights">
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{data ?? "Coming soon."}</p>
    </Panel>
  );
}
