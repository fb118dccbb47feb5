import { Link, useFetcher, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import { MoodLegend, MoodLineChart, type MoodPoint } from "~/components/charts/mood-line-chart";
import { weekdayMonthDay, weekdayShort } from "~/lib/format-day";
import { Panel } from "~/components/ui/panel";
import type { DayKey } from "~/lib/local-day";
import { MOOD_EMOJI, MOOD_LABELS, MOOD_RATINGS, type DayMood } from "~/lib/mood";
import { LimitNotice } from "~/components/limits/limit-notice";

export type MoodCardData = {
  today: DayKey;
  /** The last 7 local days, oldest first. */
  days: DayMood[];
  /** Today's self-reported rating, if any. */
  todayRating: number | null;
  /** The plan has no mood tracking: the explanation shown instead of the check-in. */
  locked?: string | null;
};

export const MOOD_ACTION = "/resources/mood";
export const NO_MOODS_YET = "No moods yet — tap how you feel below";

/**
 * docs/product.md#mood-insights-card Mood Insights card: the 7-day chart, five mood buttons (real form buttons; with
 * JavaScript a fetcher shows the new point at once), the legend and links to /insights.
 */
export function MoodInsightsCard({ data }: { data: MoodCardData }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = Number(fetcher.formData?.get("rating")) || null;
  const todayRating = pending ?? data.todayRating;
  const points: MoodPoint[] = data.days.map((d) =>
    d.day === data.today && todayRating ? { day: d.day, value: todayRating, source: "self" } : d,
  );
  const dayName = (day: DayKey) => (day === data.today ? "Today" : weekdayMonthDay(day));

  return (
    <Panel title="Mood Insights">
      <p className="mt-1 text-sm text-muted">Your mood over the last 7 days.</p>
      <div className="mt-3">
        <MoodLineChart
          points={points}
          title="Mood over the last 7 days"
          description={describeWeek(points, dayName)}
          tickLabel={(day) => (day === data.today ? "Today" : weekdayShort(day))}
          pointLabel={dayName}
          tableCaption="Mood for each of the last 7 days"
          legend={<MoodLegend />}
          emptyMessage={NO_MOODS_YET}
        />
      </div>
      {data.locked ? (
        <LimitNotice message={data.locked} className="mt-4" />
      ) : (
        <fetcher.Form method="post" action={MOOD_ACTION} preventScrollReset className="mt-4">
          <fieldset>
            <legend className="text-sm font-medium">How are you feeling today?</legend>
            <input type="hidden" name="intent" value="record-mood" />
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <div className="mt-2 grid grid-cols-5 gap-1.5">
              {MOOD_RATINGS.map((rating) => {
                const pressed = todayRating === rating;
                return (
                  <button
                    key={rating}
                    type="submit"
                    name="rating"
                    value={rating}
                    aria-pressed={pressed}
                    className={clsx(
                      "flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl border px-1 py-2 text-xs font-medium transition-colors",
                      pressed
                        ? "border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-300 dark:bg-brand-900 dark:text-brand-100"
                        : "border-line bg-surface text-body hover:bg-slate-50 dark:hover:bg-slate-800",
                    )}
                  >
                    <span aria-hidden="true" className="text-2xl leading-none">
                      {MOOD_EMOJI[rating]}
                    </span>
                    {MOOD_LABELS[rating]}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </fetcher.Form>
      )}
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/insights#top" className="font-medium text-accent hover:underline">
          View all insights
        </Link>
        <Link to="/insights#mood-over-time" className="font-medium text-accent hover:underline">
          Mood trends
        </Link>
      </div>
    </Panel>
  );
}

function describeWeek(points: MoodPoint[], dayName: (day: DayKey) => string) {
  const recorded = points.filter((p) => p.value > 0);
  if (recorded.length === 0) {
    return "No mood recorded in the last 7 days yet. Choose how you feel below, or write a journal entry.";
  }
  return `${recorded.length} of the last 7 days have a mood. ${recorded
    .map((p) => `${dayName(p.day)}: ${MOOD_LABELS[p.value as 1]}`)
    .join("; ")}.`;
}
