import { and, desc, eq } from "drizzle-orm";
import { db } from "#db/client";
import { summaries, weeklySummaries } from "#db/schema";
import { addDaysToKey, todayKey, weekStartKey, type DayKey } from "~/lib/local-day";
import type { WeeklySummary } from "~/services/ai/types";

const EMPTY_SUMMARY: WeeklySummary = { topEmotions: [], commonThemes: [], insights: [] };

const hasContent = (s: WeeklySummary) =>
  s.topEmotions.length > 0 || s.commonThemes.length > 0 || s.insights.length > 0;

/** The Monday and Sunday of the local week holding `now`. */
export function currentWeek(timezone: string, now = new Date()) {
  const weekStart = weekStartKey(todayKey(timezone, now));
  return { weekStart, weekEnd: addDaysToKey(weekStart, 6) };
}

/** GET /api/summary/{userId} (SPEC §7): the latest summary, or empty lists before the first. */
export function getSummary(userId: number): WeeklySummary {
  const row = db()
    .select({
      topEmotions: summaries.topEmotions,
      commonThemes: summaries.commonThemes,
      insights: summaries.insights,
    })
    .from(summaries)
    .where(eq(summaries.userId, userId))
    .get();
  return row ?? EMPTY_SUMMARY;
}

/** The dashboard's Weekly Insights card: this week's range and its summary, if there is one. */
export function getWeeklyInsightsCard(userId: number, timezone: string, now = new Date()) {
  const week = currentWeek(timezone, now);
  const row = db()
    .select({
      topEmotions: weeklySummaries.topEmotions,
      commonThemes: weeklySummaries.commonThemes,
      insights: weeklySummaries.insights,
    })
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, week.weekStart)))
    .get();
  return { ...week, summary: row && hasContent(row) ? row : null };
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
