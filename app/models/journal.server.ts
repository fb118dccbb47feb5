import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { journalEmbeddings, journalEntries } from "#db/schema";
import { toFtsQuery } from "~/lib/journal";
import { dayRange, type DayKey } from "~/lib/local-day";
import { FOLLOW_UP_WAIT_MS, settleWithin } from "~/lib/settle-within";
import { assertRoomForJournalEntry } from "~/models/limits.server";
import { refreshWeeklySummary } from "~/models/summaries.server";
import { cosineSimilarity, embedText } from "~/services/ai/embeddings.server";
import { getAiEngine } from "~/services/ai/engine.server";
import { refreshSuggestions } from "~/models/suggestions.server";
import { screenForCrisis } from "~/services/safety/crisis.server";

export const JOURNAL_PAGE_SIZE = 20;
/** How many recent entries are compared when looking for related ones (bounded work). */
const SIMILARITY_WINDOW = 500;

export type NewJournalEntry = {
  content: string;
  date: Date;
  title?: string;
  isJournal?: boolean;
  transcript?: string;
  /** docs/product.md#saving-a-chat: typed entries ask for sentiment analysis; chat saves are analysed too. */
  analyzeSentiment?: boolean;
  /** The person's zone, so the right local week's summary is refreshed. */
  timezone?: string;
};

const ownedEntry = (userId: number, id: number) =>
  and(eq(journalEntries.userId, userId), eq(journalEntries.id, id));
const liveEntriesOf = (userId: number) =>
  and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt));

/**
 * What follows a journal change: the week's summary is brought up to date, and new words may
 * suggest goals, tasks or habits. A save waits for them only briefly (a slow provider must not
 * hold it up) and never fails because of them.
 */
function followEntryChange(
  userId: number,
  date: Date,
  { newWords = false, timezone }: { newWords?: boolean; timezone?: string } = {},
) {
  const followUps: Promise<unknown>[] = [refreshWeeklySummary(userId, date, timezone)];
  if (newWords) followUps.push(refreshSuggestions(userId));
  return settleWithin(Promise.all(followUps), FOLLOW_UP_WAIT_MS, "journal follow-up");
}

async function analyse(content: string, title: string | undefined, withSentiment: boolean) {
  const engine = getAiEngine();
  const [sentiment, generatedTitle] = await Promise.all([
    withSentiment ? engine.analyzeSentiment(content) : Promise.resolve(null),
    title ? Promise.resolve(title) : engine.titleFor(content),
  ]);
  return { sentiment, title: generatedTitle };
}

/**
 * The one way an entry is written (screens, chat save and the JSON API). Throws LimitError when
 * the plan's entry cap is reached (nothing is stored). Screens the text for
 * crisis language first (always locally), analyses it, titles it when the person did not, and
 * stores its embedding so related entries can be found.
 */
export async function createJournalEntry(userId: number, input: NewJournalEntry) {
  // The plan's entry cap (docs/decisions/014): only new entries are refused, never reading or editing.
  assertRoomForJournalEntry(userId);
  const crisis = screenForCrisis(input.content).crisis;
  const { sentiment, title } = await analyse(
    input.content,
    input.title,
    input.analyzeSentiment ?? true,
  );
  const embedding = embedText(`${title}\n${input.content}`);
  const entry = db().transaction((tx) => {
    const row = tx
      .insert(journalEntries)
      .values({
        userId,
        content: input.content,
        date: input.date,
        title,
        isJournal: input.isJournal ?? true,
        transcript: input.transcript ?? null,
        sentiment,
        analyzed: sentiment !== null,
      })
      .returning()
      .get();
    tx.insert(journalEmbeddings)
      .values({ journalEntryId: row.id, embeddingJson: JSON.stringify(embedding) })
      .run();
    return row;
  });
  await followEntryChange(userId, entry.date, { newWords: true, timezone: input.timezone });
  return { entry, crisis };
}

export async function updateJournalEntry(
  userId: number,
  id: number,
  input: { content: string; title?: string; date: Date; timezone?: string },
) {
  const existing = getJournalEntry(userId, id);
  if (!existing) return null;
  const crisis = screenForCrisis(input.content).crisis;
  const { sentiment, title } = await analyse(input.content, input.title, true);
  const embedding = embedText(`${title}\n${input.content}`);
  const entry = db().transaction((tx) => {
    const row = tx
      .update(journalEntries)
      .set({
        content: input.content,
        title,
        date: input.date,
        sentiment,
        analyzed: true,
        updatedAt: new Date(),
      })
      .where(ownedEntry(userId, id))
      .returning()
      .get();
    tx.insert(journalEmbeddings)
      .values({ journalEntryId: id, embeddingJson: JSON.stringify(embedding) })
      .onConflictDoUpdate({
        target: journalEmbeddings.journalEntryId,
        set: { embeddingJson: JSON.stringify(embedding) },
      })
      .run();
    return row;
  });
  // The entry may have moved to another week: both weeks are brought up to date.
  if (entry && entry.date.getTime() !== existing.date.getTime()) {
    await followEntryChange(userId, existing.date, { timezone: input.timezone });
  }
  if (entry)
    await followEntryChange(userId, entry.date, { newWords: true, timezone: input.timezone });
  return entry ? { entry, crisis } : null;
}

/** A live (not deleted) entry of this person, or undefined. */
export function getJournalEntry(userId: number, id: number) {
  return db()
    .select()
    .from(journalEntries)
    .where(and(ownedEntry(userId, id), isNull(journalEntries.deletedAt)))
    .get();
}

/** Soft delete (docs/product.md#states-and-transitions): kept 30 days so it can be undone, then erased by the sweep. */
export async function deleteJournalEntry(userId: number, id: number) {
  const row = db()
    .update(journalEntries)
    .set({ deletedAt: new Date() })
    .where(and(ownedEntry(userId, id), isNull(journalEntries.deletedAt)))
    .returning({ id: journalEntries.id, date: journalEntries.date })
    .get();
  if (row) await followEntryChange(userId, row.date);
  return Boolean(row);
}

export async function restoreJournalEntry(userId: number, id: number) {
  const row = db()
    .update(journalEntries)
    .set({ deletedAt: null })
    .where(and(ownedEntry(userId, id), isNotNull(journalEntries.deletedAt)))
    .returning({ id: journalEntries.id, date: journalEntries.date })
    .get();
  if (row) await followEntryChange(userId, row.date);
  return Boolean(row);
}

const listColumns = {
  id: journalEntries.id,
  title: journalEntries.title,
  content: journalEntries.content,
  date: journalEntries.date,
  isJournal: journalEntries.isJournal,
  isAiResponse: journalEntries.isAiResponse,
  sentiment: journalEntries.sentiment,
  transcript: journalEntries.transcript,
};

/**
 * docs/product.md#recent-entries-rule's rule (`isRecentJournalEntry` in app/lib/journal.ts) as SQL, so the limit applies
 * after it.
 */
const writtenByPerson = sql`(${journalEntries.isJournal} = 1 OR (${journalEntries.isAiResponse} = 0 AND length(${journalEntries.content}) > 200))`;

/** The dashboard's Recent Journal Entries, newest first. */
export function listRecentJournalEntries(userId: number, limit = 10) {
  return db()
    .select(listColumns)
    .from(journalEntries)
    .where(and(liveEntriesOf(userId), writtenByPerson))
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .limit(limit)
    .all();
}

/** Every live entry, newest first (GET /api/journal-entries/{userId}). */
export function listAllJournalEntries(userId: number) {
  return db()
    .select()
    .from(journalEntries)
    .where(liveEntriesOf(userId))
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .all();
}

export type JournalSearch = {
  q?: string;
  from?: DayKey;
  to?: DayKey;
  emotion?: string;
  page?: number;
  timezone: string;
};

/** /journal: paginated, searchable (FTS5), filterable by local date range and emotion. */
export function searchJournalEntries(userId: number, search: JournalSearch) {
  const conditions = [liveEntriesOf(userId)];
  const ftsQuery = search.q ? toFtsQuery(search.q) : "";
  if (ftsQuery) {
    conditions.push(
      sql`${journalEntries.id} IN (SELECT rowid FROM journal_entries_fts WHERE journal_entries_fts MATCH ${ftsQuery})`,
    );
  }
  if (search.from)
    conditions.push(gte(journalEntries.date, dayRange(search.from, search.timezone).start));
  if (search.to) conditions.push(lt(journalEntries.date, dayRange(search.to, search.timezone).end));
  if (search.emotion) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM json_each(${journalEntries.sentiment}, '$.emotions') WHERE lower(value) = lower(${search.emotion}))`,
    );
  }
  const where = and(...conditions);
  const total = db().select({ value: count() }).from(journalEntries).where(where).get()?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
  const page = Math.min(search.page ?? 1, pageCount);
  const entries = db()
    .select(listColumns)
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .limit(JOURNAL_PAGE_SIZE)
    .offset((page - 1) * JOURNAL_PAGE_SIZE)
    .all();
  return { entries, total, page, pageCount };
}

/** The emotions that appear in this person's entries, most frequent first (the filter menu). */
export function listJournalEmotions(userId: number, limit = 30) {
  return db()
    .all<{ emotion: string; uses: number }>(
      sql`SELECT lower(e.value) AS emotion, count(*) AS uses
          FROM ${journalEntries}, json_each(${journalEntries.sentiment}, '$.emotions') AS e
          WHERE ${journalEntries.userId} = ${userId} AND ${journalEntries.deletedAt} IS NULL
          GROUP BY lower(e.value) ORDER BY uses DESC, emotion LIMIT ${limit}`,
    )
    .map((row) => row.emotion);
}

type Scored = { id: number; title: string | null; content: string; date: Date; similarity: number };

function rankBySimilarity(
  userId: number,
  vector: number[],
  excludeId: number | null,
  limit: number,
) {
  const candidates = db()
    .select({
      id: journalEntries.id,
      title: journalEntries.title,
      content: journalEntries.content,
      date: journalEntries.date,
      embeddingJson: journalEmbeddings.embeddingJson,
    })
    .from(journalEntries)
    .innerJoin(journalEmbeddings, eq(journalEmbeddings.journalEntryId, journalEntries.id))
    .where(liveEntriesOf(userId))
    .orderBy(desc(journalEntries.date))
    .limit(SIMILARITY_WINDOW)
    .all();
  const scored: Scored[] = [];
  for (const c of candidates) {
    if (c.id === excludeId) continue;
    const similarity = cosineSimilarity(vector, JSON.parse(c.embeddingJson) as number[]);
    if (similarity > 0.15) {
      scored.push({ id: c.id, title: c.title, content: c.content, date: c.date, similarity });
    }
  }
  return scored.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
}

/** Entries that read most like this one (by embedding), for /journal/{id}. */
export function listRelatedEntries(userId: number, id: number, limit = 3) {
  const own = db()
    .select({ embeddingJson: journalEmbeddings.embeddingJson })
    .from(journalEmbeddings)
    .where(eq(journalEmbeddings.journalEntryId, id))
    .get();
  if (!own) return [];
  return rankBySimilarity(userId, JSON.parse(own.embeddingJson) as number[], id, limit);
}

/** The 3 past entries most like a message, so the companion can remember (issue #3). */
export function findMemoriesFor(userId: number, text: string, limit = 3) {
  return rankBySimilarity(userId, embedText(text), null, limit);
}
