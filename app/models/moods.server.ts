import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { journalEntries, moods } from "#db/schema";
import { dayRange, localDayKey, type DayKey } from "~/lib/local-day";
import type { MoodRating } from "~/lib/mood";
import { assertFeature } from "~/models/limits.server";

const moodColumns = { id: moods.id, userId: moods.userId, rating: moods.rating, date: moods.date };

/**
 * Records the mood of the local day `instant` falls on. One mood per local day: a second one
 * that day replaces the first. Throws LimitError when the plan has no mood tracking (moods
 * already recorded stay readable).
 */
export function recordMood(userId: number, rating: MoodRating, instant: Date, timezone: string) {
  assertFeature(userId, "moodTrackingAccess");
  const { start, end } = dayRange(localDayKey(instant, timezone), timezone);
  return db().transaction((tx) => {
    tx.delete(moods)
      .where(and(eq(moods.userId, userId), gte(moods.date, start), lt(moods.date, end)))
      .run();
    return tx.insert(moods).values({ userId, rating, date: instant }).returning(moodColumns).get();
  });
}

/** GET /api/moods/{userId}: the newest moods first, at most `limit` of them. */
export function listMoods(userId: number, { limit = 366 } = {}) {
  return db()
    .select(moodColumns)
    .from(moods)
    .where(eq(moods.userId, userId))
    .orderBy(desc(moods.date), desc(moods.id))
    .limit(limit)
    .all();
}

/** What the day-mood rule needs for each local day of a window. */
export type MoodInputs = {
  ratings: Map<DayKey, number>;
  journalScores: Map<DayKey, number[]>;
};

/**
 * The ratings and journal sentiment scores of the local days `first`..`last` (inclusive),
 * read from that window only (both tables have an index on user and date).
 */
export function readMoodInputs(
  userId: number,
  first: DayKey,
  last: DayKey,
  timezone: string,
): MoodInputs {
  const from = dayRange(first, timezone).start;
  const to = dayRange(last, timezone).end;
  const dayOf = (instant: Date) => localDayKey(instant, timezone);
  const ratings = new Map<DayKey, number>();
  const moodRows = db()
    .select({ rating: moods.rating, date: moods.date })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.date, from), lt(moods.date, to)))
    .orderBy(asc(moods.date), asc(moods.id))
    .all();
  // Older data may hold two moods on one day; the later one is the day's mood.
  for (const row of moodRows) ratings.set(dayOf(row.date), row.rating);

  const journalScores = new Map<DayKey, number[]>();
  const entryRows = db()
    .select({
      date: journalEntries.date,
      score: sql<number | null>`json_extract(${journalEntries.sentiment}, '$.score')`,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        gte(journalEntries.date, from),
        lt(journalEntries.date, to),
        isNull(journalEntries.deletedAt),
        eq(journalEntries.isAiResponse, false),
        isNotNull(journalEntries.sentiment),
      ),
    )
    .all();
  for (const row of entryRows) {
    if (typeof row.score !== "number") continue;
    const day = dayOf(row.date);
    const scores = journalScores.get(day);
    if (scores) scores.push(row.score);
    else journalScores.set(day, [row.score]);
  }
  return { ratings, journalScores };
}
