import { sql } from "drizzle-orm";
import { db } from "#db/client";
import { untilDatabaseChanges } from "#db/prepared";
import { habits, journalEntries } from "#db/schema";
import { dayRange, daysEndingWith, todayKey, type DayKey } from "~/lib/local-day";
import {
  averageMood,
  checkInStreaks,
  dailyMoods,
  moodByHabitCompletion,
  moodByWeekday,
  weeklyAverages,
} from "~/lib/mood";
import { readMoodInputs } from "~/models/moods.server";
import { listWeeklySummaries } from "~/models/summaries.server";
import { featureLockedMessage } from "~/lib/limits";
import { assertFeature, hasFeature, subjectId, type LimitSubject } from "~/models/limits.server";

/** The dashboard's Mood Insights card: the last 7 local days and today's own rating. */
export function getMoodCard(person: LimitSubject, timezone: string, now = new Date()) {
  const userId = subjectId(person);
  const today = todayKey(timezone, now);
  return {
    /** The plan has no mood tracking: why, instead of the check-in buttons (the chart stays). */
    locked: hasFeature(person, "moodTrackingAccess", now)
      ? null
      : featureLockedMessage("moodTrackingAccess"),
    today,
    ...moodWeeks(`${userId}|${timezone}|${today}`, () => readMoodWeek(userId, timezone, today)),
  };
}

/** The card's week of moods, kept until anything is written to the database (decision 027). */
const moodWeeks = untilDatabaseChanges<ReturnType<typeof readMoodWeek>>(200);

function readMoodWeek(userId: number, timezone: string, today: DayKey) {
  const days = daysEndingWith(today, 7);
  const inputs = readMoodInputs(userId, days[0]!, today, timezone);
  return {
    days: dailyMoods(days, inputs.ratings, inputs.journalScores),
    todayRating: inputs.ratings.get(today) ?? null,
  };
}

/** The periods of the /insights report, in days; the calendar always shows the last 365. */
export const REPORT_PERIODS = [7, 30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

export function parseReportPeriod(value: string | null): ReportPeriod {
  const days = Number(value);
  return (REPORT_PERIODS as readonly number[]).includes(days)
    ? (days as ReportPeriod)
    : DEFAULT_REPORT_PERIOD;
}

const WEEKLY_SUMMARIES_SHOWN = 12;
const TOP_TERMS = 10;

/**
 * Everything the /insights report shows. It reads one year of moods and journal scores (the
 * longest window any chart shows), the period's emotion and theme counts, the period's habit
 * days and the latest weekly summaries: the cost does not grow with older history. Throws
 * LimitError when the plan has no insights.
 */
export function getInsightsReport(
  person: LimitSubject,
  timezone: string,
  period: ReportPeriod,
  now = new Date(),
) {
  assertFeature(person, "insightsAccess", now);
  const userId = subjectId(person);
  const today = todayKey(timezone, now);
  return reports(`${userId}|${timezone}|${today}|${period}`, () =>
    buildInsightsReport(userId, timezone, period, today),
  );
}

/**
 * Reports already worked out, kept until anything is written to the database (decision 027):
 * a report reads a year of moods and entries and is the same all day until something changes.
 * The key names the person, zone, day and period; the plan is checked above, on every request.
 */
const reports = untilDatabaseChanges<ReturnType<typeof buildInsightsReport>>(200);

function buildInsightsReport(
  userId: number,
  timezone: string,
  period: ReportPeriod,
  today: DayKey,
) {
  const yearDays = daysEndingWith(today, 365);
  const inputs = readMoodInputs(userId, yearDays[0]!, today, timezone);
  const year = dailyMoods(yearDays, inputs.ratings, inputs.journalScores);
  const periodDays = year.slice(-period);
  const periodStart = periodDays[0]!.day;
  const recordedDays = year.filter((d) => d.value > 0);
  const { emotions, themes, entryCount } = readSentimentCounts(
    userId,
    periodStart,
    today,
    timezone,
  );
  const habitDays = readHabitCompletionDays(userId, periodStart, today);

  return {
    today,
    period,
    /** The line of the chosen period: daily points, or weekly averages for a whole year. */
    trend: period === 365 ? weeklyAverages(year) : periodDays,
    averages: REPORT_PERIODS.map((days) => {
      const window = year.slice(-days);
      return {
        days,
        average: averageMood(window),
        recordedDays: window.filter((d) => d.value > 0).length,
      };
    }),
    year,
    streaks: checkInStreaks(
      recordedDays.map((d) => d.day),
      today,
    ),
    emotions,
    themes,
    entryCount,
    byWeekday: moodByWeekday(periodDays),
    habits: {
      completedDays: habitDays.size,
      ...moodByHabitCompletion(periodDays, habitDays),
    },
    weeklySummaries: listWeeklySummaries(userId, { limit: WEEKLY_SUMMARIES_SHOWN }),
    hasAnyData: recordedDays.length > 0,
  };
}

type TermCount = { term: string; count: number };

/**
 * How many of the period's journal entries named each emotion and theme (counted in SQLite,
 * over the period's rows only), and how many entries had a sentiment at all. An entry too short
 * to tell (a null score, docs/product.md#sentiment-analysis) counts for none of them.
 */
function readSentimentCounts(userId: number, first: DayKey, last: DayKey, timezone: string) {
  const from = dayRange(first, timezone).start.getTime();
  const to = dayRange(last, timezone).end.getTime();
  const inPeriod = sql`${journalEntries.userId} = ${userId}
    AND ${journalEntries.date} >= ${from} AND ${journalEntries.date} < ${to}
    AND ${journalEntries.deletedAt} IS NULL AND ${journalEntries.isAiResponse} = 0
    AND ${journalEntries.sentiment} IS NOT NULL
    AND json_type(${journalEntries.sentiment}, '$.score') IN ('integer', 'real')`;
  const countTerms = (path: string) =>
    db().all<TermCount>(sql`
      SELECT lower(trim(term.value)) AS term, count(DISTINCT ${journalEntries.id}) AS count
      FROM ${journalEntries}, json_each(${journalEntries.sentiment}, ${path}) AS term
      WHERE ${inPeriod} AND term.type = 'text' AND trim(term.value) <> ''
      GROUP BY 1 ORDER BY count DESC, term ASC LIMIT ${TOP_TERMS}`);
  const total = db().get<{ count: number }>(
    sql`SELECT count(*) AS count FROM ${journalEntries} WHERE ${inPeriod}`,
  );
  return {
    emotions: countTerms("$.emotions"),
    themes: countTerms("$.themes"),
    entryCount: total?.count ?? 0,
  };
}

/** The local days in `first`..`last` on which any of the person's habits was completed. */
function readHabitCompletionDays(userId: number, first: DayKey, last: DayKey) {
  const rows = db().all<{ day: string }>(sql`
    SELECT DISTINCT day.key AS day
    FROM ${habits}, json_each(${habits.completionHistory}) AS day
    WHERE ${habits.userId} = ${userId} AND ${habits.deletedAt} IS NULL
      AND day.type = 'true' AND day.key >= ${first} AND day.key <= ${last}`);
  return new Set(rows.map((row) => row.day));
}
