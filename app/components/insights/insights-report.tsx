import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { BarListChart } from "~/components/charts/bar-list-chart";
import { monthDay, weekdayMonthDay, weekdayShort } from "~/lib/format-day";
import { moodFill } from "~/components/charts/mood-colors";
import { MoodLegend, MoodLineChart, type MoodPoint } from "~/components/charts/mood-line-chart";
import { YearCalendar } from "~/components/charts/year-calendar";
import { buttonClassName } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { StaticMarkup } from "~/components/ui/static-markup";
import type { DayKey } from "~/lib/local-day";
import { decodeDayValues, moodLabel, type DayValues, type MoodAggregate } from "~/lib/mood";
import type { WeeklySummary } from "~/services/ai/types";
import { WeeklySummaryDetails, weekRangeText } from "./weekly-insights-card";

type TermCount = { term: string; count: number };

export type InsightsReportData = {
  today: DayKey;
  period: 7 | 30 | 90 | 365;
  trend: MoodPoint[];
  averages: { days: number; average: number | null; recordedDays: number }[];
  /** The last 365 days' moods, one digit a day (encodeDayValues). */
  yearMoods: DayValues;
  streaks: { current: number; longest: number };
  emotions: TermCount[];
  themes: TermCount[];
  entryCount: number;
  byWeekday: ({ weekday: string } & MoodAggregate)[];
  habits: { completedDays: number; withHabit: MoodAggregate; withoutHabit: MoodAggregate };
  weeklySummaries: (WeeklySummary & { weekStart: DayKey; weekEnd: DayKey; entryCount: number })[];
  hasAnyData: boolean;
};

const PERIOD_NAMES: Record<number, string> = {
  7: "7 days",
  30: "30 days",
  90: "90 days",
  365: "12 months",
};

/**
 * The report's lower sections are laid out and painted only when they come near the screen
 * (`content-visibility: auto`; still in the page for find-in-page and screen readers), which
 * takes most of the layout work off the page load (docs/architecture.md#performance). The
 * intrinsic size is a guess until a section has been shown once; `auto` then remembers it.
 */
const BELOW_THE_FOLD = "[content-visibility:auto] [contain-intrinsic-size:auto_36rem]";

const linkClass = "font-medium text-accent hover:underline";

const periodText = (days: number) =>
  days === 365 ? "the last 12 months" : `the last ${days} days`;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const moodText = (average: number | null) =>
  average === null ? "No mood yet" : `${average.toFixed(1)} · ${moodLabel(average)}`;

/** The /insights report: mood over time, the year, emotions, themes, weekdays, habits, weeks. */
export function InsightsReport({ report }: { report: InsightsReportData }) {
  if (!report.hasAnyData && report.weeklySummaries.length === 0) return <InsightsEmptyState />;
  const periodName = periodText(report.period);
  return (
    <div className="space-y-6">
      <AverageTiles report={report} />
      <section
        id="mood-over-time"
        aria-labelledby="mood-over-time-heading"
        className="scroll-mt-24 rounded-2xl border border-line bg-surface p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="mood-over-time-heading" className="text-lg font-semibold">
            Mood over time
          </h2>
          <PeriodPicker current={report.period} />
        </div>
        <p className="mt-1 text-sm text-muted">
          {report.period === 365
            ? "Each point is a week's average mood."
            : "Each point is a day's mood; gaps are days without one."}
        </p>
        <div className="mt-3">
          <MoodLineChart
            points={report.trend}
            title={`Mood over ${periodName}`}
            description={describeTrend(report)}
            tickLabel={report.period === 7 ? weekdayShort : monthDay}
            tickEvery={{ 7: 1, 30: 7, 90: 14, 365: 8 }[report.period]}
            pointLabel={
              report.period === 365 ? (day) => `Week of ${monthDay(day)}` : weekdayMonthDay
            }
            tableCaption={`Mood over ${periodName}`}
            size="wide"
            legend={
              report.period === 365 ? (
                <p className="text-xs text-muted">
                  Weekly averages of self-reported and from-journal moods.
                </p>
              ) : (
                <MoodLegend />
              )
            }
          />
        </div>
      </section>

      <div className={BELOW_THE_FOLD}>
        <Panel title="Your year in moods">
          <p className="mt-1 mb-3 text-sm text-muted">
            One square a day for the last 12 months, coloured by mood. The month-by-month table
            below has the same numbers.
          </p>
          <YearCalendar days={decodeDayValues(report.yearMoods)} />
        </Panel>
      </div>

      <div className={clsx("grid gap-6 lg:grid-cols-2", BELOW_THE_FOLD)}>
        <Panel title="Emotions">
          <p className="mt-1 mb-3 text-sm text-muted">
            How often each emotion appeared in your journal entries over {periodName} (
            {plural(report.entryCount, "entry", "entries")}).
          </p>
          {report.emotions.length ? (
            <BarListChart
              title={`Emotions in your journal over ${periodName}`}
              description={report.emotions
                .map((e) => `${e.term}: ${plural(e.count, "entry", "entries")}`)
                .join("; ")}
              max={Math.max(...report.emotions.map((e) => e.count))}
              items={report.emotions.map((e) => ({
                label: e.term,
                value: e.count,
                valueText: plural(e.count, "entry", "entries"),
              }))}
              headers={["Emotion", "Entries"]}
              caption={`How often each emotion appeared over ${periodName}`}
            />
          ) : (
            <EmptyNote>
              No emotions found in {periodName} yet. Each journal entry you save is read for the
              emotions in it.
            </EmptyNote>
          )}
        </Panel>
        <Panel title="Common themes">
          <p className="mt-1 mb-3 text-sm text-muted">
            What you wrote about most over {periodName}.
          </p>
          {report.themes.length ? (
            <ol className="flex flex-wrap gap-2">
              {report.themes.map((theme) => (
                <li
                  key={theme.term}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 capitalize dark:bg-brand-900 dark:text-brand-50"
                >
                  {theme.term}{" "}
                  <span className="text-xs text-brand-700 normal-case dark:text-brand-200">
                    ({plural(theme.count, "entry", "entries")})
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <EmptyNote>
              No themes yet for {periodName}. Themes come from the topics of your journal entries.
            </EmptyNote>
          )}
        </Panel>
      </div>

      <div className={clsx("grid gap-6 lg:grid-cols-2", BELOW_THE_FOLD)}>
        <Panel title="Mood by day of week">
          <p className="mt-1 mb-3 text-sm text-muted">
            Your average mood on each weekday over {periodName}.
          </p>
          <BarListChart
            title={`Average mood by day of week over ${periodName}`}
            description={report.byWeekday
              .map((d) => `${d.weekday}: ${d.average === null ? "no mood" : moodText(d.average)}`)
              .join("; ")}
            max={5}
            items={report.byWeekday.map((d) => ({
              label: d.weekday,
              value: d.average ?? 0,
              valueText: d.average === null ? "No mood" : moodText(d.average),
              fillClassName: moodFill(d.average ?? 0),
            }))}
            headers={["Day of week", "Average mood"]}
            caption={`Average mood by day of week over ${periodName}`}
          />
        </Panel>
        <Panel title="Habits and mood">
          <HabitComparison habits={report.habits} periodName={periodName} />
        </Panel>
      </div>

      <div className={BELOW_THE_FOLD}>
        <WeeklySummaries summaries={report.weeklySummaries} />
      </div>
    </div>
  );
}

function AverageTiles({ report }: { report: InsightsReportData }) {
  return (
    <section aria-labelledby="at-a-glance">
      <h2 id="at-a-glance" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {report.averages.map((item) => (
          <div key={item.days} className="rounded-2xl border border-line bg-surface p-4">
            <dt className="text-xs font-medium text-muted">
              Average mood, last {PERIOD_NAMES[item.days]}
            </dt>
            <dd className="mt-1 text-lg font-semibold">{moodText(item.average)}</dd>
            <dd className="text-xs text-subtle">{plural(item.recordedDays, "day")} recorded</dd>
          </div>
        ))}
        <div className="rounded-2xl border border-line bg-surface p-4">
          <dt className="text-xs font-medium text-muted">Check-in streak</dt>
          <dd className="mt-1 text-lg font-semibold">{plural(report.streaks.current, "day")}</dd>
          <dd className="text-xs text-subtle">
            Longest this year: {plural(report.streaks.longest, "day")}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function PeriodPicker({ current }: { current: number }) {
  return (
    <nav aria-label="Period">
      <ul className="flex rounded-lg border border-line p-0.5 text-sm">
        {[7, 30, 90, 365].map((days) => (
          <li key={days}>
            <Link
              to={`?period=${days}#mood-over-time`}
              preventScrollReset
              aria-current={days === current ? "page" : undefined}
              className={clsx(
                "block rounded-md px-2.5 py-1 font-medium",
                days === current ? "bg-brand-700 text-white" : "text-body hover:bg-surface-muted ",
              )}
            >
              {PERIOD_NAMES[days]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HabitComparison({
  habits,
  periodName,
}: {
  habits: InsightsReportData["habits"];
  periodName: string;
}) {
  if (habits.completedDays === 0) {
    return (
      <EmptyNote>
        No habits completed over {periodName}. When you tick off a habit on the{" "}
        <Link to="/habits#top" className={linkClass}>
          Habits
        </Link>{" "}
        page, you will see here how your mood on those days compares with the rest.
      </EmptyNote>
    );
  }
  const rows = [
    { label: "Habit days", ...habits.withHabit },
    { label: "Other days", ...habits.withoutHabit },
  ];
  const difference =
    habits.withHabit.average !== null && habits.withoutHabit.average !== null
      ? habits.withHabit.average - habits.withoutHabit.average
      : null;
  return (
    <>
      <p className="mt-1 mb-3 text-sm text-muted">
        Your average mood on days you completed a habit ({plural(habits.completedDays, "day")})
        against other days, over {periodName}.
      </p>
      <BarListChart
        title={`Mood on habit days against other days over ${periodName}`}
        description={rows.map((r) => `${r.label}: ${moodText(r.average)}`).join("; ")}
        max={5}
        items={rows.map((r) => ({
          label: r.label,
          value: r.average ?? 0,
          valueText: r.average === null ? "No mood" : moodText(r.average),
          fillClassName: moodFill(r.average ?? 0),
        }))}
        headers={["Days", "Average mood"]}
        caption={`Mood on habit days against other days over ${periodName}`}
      />
      {difference !== null ? (
        <p className="mt-2 text-sm text-body">
          {Math.abs(difference) < 0.25
            ? "Your mood is about the same on both kinds of day."
            : difference > 0
              ? `On habit days your mood is ${difference.toFixed(1)} points higher.`
              : `On habit days your mood is ${Math.abs(difference).toFixed(1)} points lower.`}
        </p>
      ) : null}
    </>
  );
}

function WeeklySummaries({ summaries }: { summaries: InsightsReportData["weeklySummaries"] }) {
  return (
    <Panel title="Weekly summaries">
      {summaries.length === 0 ? (
        <EmptyNote>
          No weekly summaries yet. Each week with journal entries or moods gets a summary of its top
          emotions, common themes and key insights.
        </EmptyNote>
      ) : (
        // Plain text: kept as the server sent it while the page hydrates.
        <StaticMarkup className="mt-3" version={JSON.stringify(summaries)}>
          <ol className="space-y-4">
            {summaries.map((week) => (
              <li key={week.weekStart} className="rounded-xl border border-line p-4">
                <article aria-labelledby={`week-${week.weekStart}`}>
                  <h3 id={`week-${week.weekStart}`} className="font-semibold">
                    Week of {weekRangeText(week.weekStart, week.weekEnd)}
                  </h3>
                  <p className="text-xs text-subtle">
                    {plural(week.entryCount, "journal entry", "journal entries")}
                  </p>
                  <WeeklySummaryDetails summary={week} headingLevel="h4" />
                </article>
              </li>
            ))}
          </ol>
        </StaticMarkup>
      )}
    </Panel>
  );
}

function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="mt-2 text-sm text-muted">{children}</p>;
}

function describeTrend(report: InsightsReportData) {
  const recorded = report.trend.filter((p) => p.value > 0);
  if (recorded.length === 0) return `No mood recorded in ${periodText(report.period)}.`;
  const average = recorded.reduce((sum, p) => sum + p.value, 0) / recorded.length;
  const best = recorded.reduce((a, b) => (b.value > a.value ? b : a));
  const low = recorded.reduce((a, b) => (b.value < a.value ? b : a));
  const unit = report.period === 365 ? "weeks" : "days";
  return `${recorded.length} ${unit} with a mood, averaging ${moodText(average)}. Highest: ${monthDay(best.day)}, ${moodLabel(best.value)}. Lowest: ${monthDay(low.day)}, ${moodLabel(low.value)}.`;
}

export function InsightsEmptyState() {
  return (
    <section
      aria-labelledby="no-insights"
      className="rounded-2xl border border-dashed border-line-strong bg-surface p-8"
    >
      <h2 id="no-insights" className="text-lg font-semibold">
        No insights yet
      </h2>
      <p className="mt-2 max-w-prose text-muted">
        Your insights grow from your check-ins. A few days are enough for the first patterns to
        show.
      </p>
      <ol className="mt-4 max-w-prose list-decimal space-y-2 pl-5 text-body">
        <li>
          Tap how you feel on your dashboard&apos;s Mood Insights card. Once a day is enough; tap
          again to change it.
        </li>
        <li>
          Write journal entries. Each one is read for emotions and themes, and counts towards the
          day&apos;s mood when you have not rated it yourself.
        </li>
        <li>
          Every week you get a summary of your top emotions, common themes and key insights, kept
          here week by week.
        </li>
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClassName("primary")}>
          Record today&apos;s mood
        </Link>
        <Link to="/journal/new" className={buttonClassName("secondary")}>
          Write a journal entry
        </Link>
      </div>
    </section>
  );
}
