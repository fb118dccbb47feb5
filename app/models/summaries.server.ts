import { createHash } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { journalEntries, moods, summaries, weeklySummaries } from "#db/schema";
import {
  addDaysToKey,
  dayRange,
  daysEndingWith,
  localDayKey,
  todayKey,
  weekStartKey,
  type DayKey,
} from "~/lib/local-day";
import { averageMood, dailyMoods } from "~/lib/mood";
import { getTimezonePreference } from "~/models/notifications.server";
import { getAiEngine } from "~/services/ai/engine.server";
import type { WeeklySummary, WeeklySummaryInput } from "~/services/ai/types";
import { assertFeature } from "~/models/limits.server";

/** A stored summary with something to show (an engine may answer every list empty). */
const hasContent = or(
  sql`json_array_length(${weeklySummaries.topEmotions}) > 0`,
  sql`json_array_length(${weeklySummaries.commonThemes}) > 0`,
  sql`json_array_length(${weeklySummaries.insights}) > 0`,
);

/** The Monday and Sunday of the local week holding `now`. */
export function currentWeek(timezone: string, now = new Date()) {
  const weekStart = weekStartKey(todayKey(timezone, now));
  return { weekStart, weekEnd: addDaysToKey(weekStart, 6) };
}

/** The latest summary with content starting on or before a week, prepared once (the dashboard reads it). */
const latestSummary = oncePerConnection((database) =>
  database
    .select({
      weekStart: weeklySummaries.weekStart,
      topEmotions: weeklySummaries.topEmotions,
      commonThemes: weeklySummaries.commonThemes,
      insights: weeklySummaries.insights,
    })
    .from(weeklySummaries)
    .where(
      and(
        eq(weeklySummaries.userId, sql.placeholder("userId")),
        lte(weeklySummaries.weekStart, sql.placeholder("weekStart")),
        hasContent,
      ),
    )
    .orderBy(desc(weeklySummaries.weekStart))
    .limit(1)
    .prepare(),
);

/**
 * The person's latest weekly summary, as the dashboard's Weekly Insights card and
 * `GET /api/summary/{userId}` show it: this week's; until this week has one (a Monday before any
 * entry, or after this week's only entry or mood was deleted), the most recent earlier week's,
 * with that week's range. `isCurrentWeek` says which; `summary` is null only when the person has
 * no summary at all.
 */
export function getWeeklyInsightsCard(userId: number, timezone: string, now = new Date()) {
  const week = currentWeek(timezone, now);
  const latest = latestSummary().get({ userId, weekStart: week.weekStart });
  if (!latest) return { ...week, isCurrentWeek: true, summary: null };
  const { weekStart, ...summary } = latest;
  return {
    weekStart,
    weekEnd: addDaysToKey(weekStart, 6),
    isCurrentWeek: weekStart === week.weekStart,
    summary,
  };
}

/**
 * The summary of {@link getWeeklyInsightsCard} alone, or null when the person has none. Throws
 * LimitError when the plan has no insights.
 */
export function getSummary(
  userId: number,
  timezone: string,
  now = new Date(),
): WeeklySummary | null {
  assertFeature(userId, "insightsAccess", now);
  return getWeeklyInsightsCard(userId, timezone, now).summary;
}

export type StoredWeeklySummary = WeeklySummary & {
  weekStart: DayKey;
  weekEnd: DayKey;
  entryCount: number;
  moodAverage: number | null;
};

/** Past and current weekly summaries, newest first (the unique index serves this order). */
export function listWeeklySummaries(userId: number, { limit = 12 } = {}): StoredWeeklySummary[] {
  return db()
    .select({
      weekStart: weeklySummaries.weekStart,
      topEmotions: weeklySummaries.topEmotions,
      commonThemes: weeklySummaries.commonThemes,
      insights: weeklySummaries.insights,
      entryCount: weeklySummaries.entryCount,
      moodAverage: weeklySummaries.moodAverage,
    })
    .from(weeklySummaries)
    .where(eq(weeklySummaries.userId, userId))
    .orderBy(desc(weeklySummaries.weekStart))
    .limit(limit)
    .all()
    .map((row) => ({ ...row, weekEnd: addDaysToKey(row.weekStart, 6) }));
}

/** The moods and journal entries of one local week, as the AI engine reads them. */
function readWeekInputs(userId: number, weekStart: DayKey, timezone: string) {
  const from = dayRange(weekStart, timezone).start;
  const to = dayRange(addDaysToKey(weekStart, 6), timezone).end;
  const entries = db()
    .select({
      id: journalEntries.id,
      content: journalEntries.content,
      date: journalEntries.date,
      sentiment: journalEntries.sentiment,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        gte(journalEntries.date, from),
        lt(journalEntries.date, to),
        isNull(journalEntries.deletedAt),
        eq(journalEntries.isAiResponse, false),
      ),
    )
    .orderBy(asc(journalEntries.date), asc(journalEntries.id))
    .all();
  const moodRows = db()
    .select({ id: moods.id, rating: moods.rating, date: moods.date })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.date, from), lt(moods.date, to)))
    .orderBy(asc(moods.date), asc(moods.id))
    .all();
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        timezone,
        entries.map((e) => [e.id, e.updatedAt.getTime(), e.date.getTime(), e.content, e.sentiment]),
        moodRows.map((m) => [m.id, m.rating, m.date.getTime()]),
      ]),
    )
    .digest("hex");
  return { entries, moods: moodRows, fingerprint };
}

/** "2026-11-22T23:30:00+09:00": the local date and time, so the engine sees the person's days. */
function localDateTime(instant: Date, timezone: string) {
  return format(new TZDate(instant.getTime(), timezone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

export type WeeklySummaryRefresh =
  | { status: "unchanged" | "removed" | "superseded" | "failed"; weekStart: DayKey }
  | { status: "updated"; weekStart: DayKey; summary: WeeklySummary };

/**
 * Recomputes the summary of the local week holding `instant`, only when that week's entries or
 * moods changed since it was last made (inputs fingerprint), stores it in weekly_summaries and,
 * for the current week, in `summaries`. Call it after every write of a journal entry or a mood
 * (for an entry moved to another week, once for each week). GET requests never call it.
 *
 * The timezone is the one the write was made in; without it, the person's preference, else UTC.
 * A failing AI provider never fails the write: the old summary stays and the next write retries.
 */
export async function refreshWeeklySummary(
  userId: number,
  instant: Date,
  timezone: string = getTimezonePreference(userId) ?? "UTC",
): Promise<WeeklySummaryRefresh> {
  const weekStart = weekStartKey(localDayKey(instant, timezone));
  const isCurrentWeek = weekStart === currentWeek(timezone).weekStart;
  const inputs = readWeekInputs(userId, weekStart, timezone);
  const stored = db()
    .select({ fingerprint: weeklySummaries.inputsFingerprint })
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
    .get();
  if (stored?.fingerprint === inputs.fingerprint) return { status: "unchanged", weekStart };

  if (inputs.entries.length === 0 && inputs.moods.length === 0) {
    db().transaction((tx) => {
      tx.delete(weeklySummaries)
        .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
        .run();
      if (isCurrentWeek) tx.delete(summaries).where(eq(summaries.userId, userId)).run();
    });
    return { status: "removed", weekStart };
  }

  const request: WeeklySummaryInput = {
    weekStart,
    entries: inputs.entries.map((e) => ({
      date: localDateTime(e.date, timezone),
      content: e.content,
      sentiment: e.sentiment,
    })),
    moods: inputs.moods.map((m) => ({ date: localDateTime(m.date, timezone), rating: m.rating })),
  };
  let summary: WeeklySummary;
  try {
    summary = await getAiEngine().summarizeWeek(request);
  } catch (error) {
    // Never log the person's words; the error's name is enough to look into it.
    console.error("[summaries] the weekly summary could not be made:", (error as Error).name);
    return { status: "failed", weekStart };
  }
  // Another write may have changed the week while the engine worked; its own refresh wins.
  if (readWeekInputs(userId, weekStart, timezone).fingerprint !== inputs.fingerprint) {
    return { status: "superseded", weekStart };
  }

  const ratings = new Map(inputs.moods.map((m) => [localDayKey(m.date, timezone), m.rating]));
  const journalScores = new Map<DayKey, number[]>();
  for (const entry of inputs.entries) {
    if (typeof entry.sentiment?.score !== "number") continue;
    const day = localDayKey(entry.date, timezone);
    journalScores.set(day, [...(journalScores.get(day) ?? []), entry.sentiment.score]);
  }
  const week = dailyMoods(daysEndingWith(addDaysToKey(weekStart, 6), 7), ratings, journalScores);
  const values = {
    topEmotions: summary.topEmotions,
    commonThemes: summary.commonThemes,
    insights: summary.insights,
  };
  const now = new Date();
  db().transaction((tx) => {
    tx.insert(weeklySummaries)
      .values({
        userId,
        weekStart,
        ...values,
        entryCount: inputs.entries.length,
        moodAverage: averageMood(week),
        inputsFingerprint: inputs.fingerprint,
      })
      .onConflictDoUpdate({
        target: [weeklySummaries.userId, weeklySummaries.weekStart],
        set: {
          ...values,
          entryCount: inputs.entries.length,
          moodAverage: averageMood(week),
          inputsFingerprint: inputs.fingerprint,
          updatedAt: now,
        },
      })
      .run();
    if (isCurrentWeek) {
      tx.insert(summaries)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: summaries.userId, set: { ...values, updatedAt: now } })
        .run();
    }
  });
  return { status: "updated", weekStart, summary: values };
}
