import { Link } from "@remix-run/react";
import { monthDay } from "~/lib/format-day";
import { Panel } from "~/components/ui/panel";
import { LimitNotice } from "~/components/limits/limit-notice";
import type { DayKey } from "~/lib/local-day";
import type { WeeklySummary } from "~/services/ai/types";

export type WeeklyInsightsCardData = {
  /** Monday and Sunday of the week shown: the current one, or the latest with a summary. */
  weekStart: DayKey;
  weekEnd: DayKey;
  /** False when this week has no summary yet and an earlier week's is shown. */
  isCurrentWeek: boolean;
  summary: WeeklySummary | null;
  /** The plan has no insights: the explanation shown instead. */
  locked?: string | null;
};

/** "Nov 16 - Nov 22": the Monday-to-Sunday range of docs/product.md#weekly-insights-card. */
export function weekRangeText(weekStart: DayKey, weekEnd: DayKey) {
  return `${monthDay(weekStart)} - ${monthDay(weekEnd)}`;
}

/**
 * docs/product.md#weekly-insights-card Weekly Insights card: this week's AI summary; before this week has one (a Monday), the
 * latest earlier week's, labelled with its range; 'No Summary Yet' before the first.
 */
export function WeeklyInsightsCard({ data }: { data: WeeklyInsightsCardData }) {
  const { summary } = data;
  if (data.locked) {
    return (
      <Panel title="Weekly Insights">
        <LimitNotice message={data.locked} className="mt-3" />
      </Panel>
    );
  }
  return (
    <Panel title="Weekly Insights">
      <p className="mt-1 text-sm text-muted">
        {data.isCurrentWeek ? (
          <span className="sr-only">This week: </span>
        ) : (
          <span className="font-medium">Your latest summary, week of </span>
        )}
        <time dateTime={data.weekStart}>{monthDay(data.weekStart)}</time> -{" "}
        <time dateTime={data.weekEnd}>{monthDay(data.weekEnd)}</time>
      </p>
      {!data.isCurrentWeek ? (
        <p className="mt-1 text-xs text-subtle">
          This week&apos;s summary appears after your first entry or mood this week.
        </p>
      ) : null}
      {summary ? (
        <WeeklySummaryDetails summary={summary} headingLevel="h3" />
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-line-strong p-4 text-center">
          <h3 className="font-semibold">No Summary Yet</h3>
          <p className="mt-1 text-sm text-muted">
            Complete more journal entries to receive your weekly insights.
          </p>
        </div>
      )}
      <Link
        to="/insights#top"
        className="mt-4 inline-block text-sm font-medium text-accent hover:underline"
      >
        View full report
      </Link>
    </Panel>
  );
}

/** Top Emotions, Common Themes and Key Insights of one week; shared with the /insights report. */
export function WeeklySummaryDetails({
  summary,
  headingLevel: Heading,
}: {
  summary: WeeklySummary;
  headingLevel: "h3" | "h4";
}) {
  return (
    <div className="mt-3 space-y-3">
      <div>
        <Heading className="text-sm font-semibold">Top Emotions</Heading>
        <TagList items={summary.topEmotions} empty="No emotions stood out." />
      </div>
      <div>
        <Heading className="text-sm font-semibold">Common Themes</Heading>
        <TagList items={summary.commonThemes} empty="No themes yet." />
      </div>
      <div>
        <Heading className="text-sm font-semibold">Key Insights</Heading>
        {summary.insights.length ? (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-body">
            {summary.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted">No insights yet.</p>
        )}
      </div>
    </div>
  );
}

function TagList({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) {
    return <p className="mt-1 text-sm text-muted">{empty}</p>;
  }
  return (
    // Each tag's pill look is set once on the list (a year of summaries repeats it for every tag).
    <ul className="mt-1 flex flex-wrap gap-1.5 *:rounded-full *:bg-brand-50 *:px-2.5 *:py-0.5 *:text-xs *:font-medium *:text-brand-800 *:capitalize dark:*:bg-brand-900 dark:*:text-brand-100">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
