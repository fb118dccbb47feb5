import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { journalEmbeddings, journalEntries } from "#db/schema";
import { toFtsQuery } from "~/lib/journal";
import { dayRange, type DayKey } from "~/lib/local-day";
import { FOLLOW_UP_WAIT_MS, settleWithin } from "~/lib/settle-within";
import { assertRoomForJournalEntry } from "~/models/limits.server";
import { refreshWeeklySummary } from "~/models/summaries.server";
import { HASHED_MODEL_ID, cosineSimilarity, embedText } from "~/services/ai/embeddings.server";
import { SENTENCE_MODEL_ID, dot, embedSentences } from "~/services/ai/sentence-embeddings.server";
import { nudgeSemanticBackfill } from "~/models/semantic-memory.server";
import { getAiEngine } from "~/services/ai/engine.server";
import { LOCAL_ANALYSER_VERSION } from "~/services/ai/local/engine.server";
import { refreshSuggestions } from "~/models/suggestions.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";
import { moderationCheck } from "~/models/ai-moderation.server";

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
  const { crisis, checkIn } = await screenEntry(input.content);
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
        analysisVersion: LOCAL_ANALYSER_VERSION,
        titleGenerated: !input.title,
      })
      .returning()
      .get();
    tx.insert(journalEmbeddings)
      .values({ journalEntryId: row.id, embeddingJson: JSON.stringify(embedding) })
      .run();
    return row;
  });
  // The sentence model embeds it in the background (the hashed vector serves until then).
  nudgeSemanticBackfill();
  await followEntryChange(userId, entry.date, { newWords: true, timezone: input.timezone });
  return { entry, crisis, checkIn };
}

/**
 * The tiered crisis screen for an entry's text (crisis-tiers.server.ts): `crisis` for a rule or
 * frame match (full crisis resources), `checkIn` for an embedding-tier match alone (a gentle
 * check-in with the resources).
 */
export async function screenEntry(content: string) {
  // An entry can be long: the crisis model reads it in several passages (decision 034), so its
  // screen may wait longer than a chat message's. The verdict is remembered for the page loads.
  const screening = await screenCrisisTiers(content, {
    waitMs: 1_500,
    moderate: moderationCheck(),
  });
  return { crisis: screening.level === "crisis", checkIn: screening.level === "check-in" };
}

export async function updateJournalEntry(
  userId: number,
  id: number,
  input: { content: string; title?: string; date: Date; timezone?: string },
) {
  const existing = getJournalEntry(userId, id);
  if (!existing) return null;
  const { crisis, checkIn } = await screenEntry(input.content);
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
        analysisVersion: LOCAL_ANALYSER_VERSION,
        titleGenerated: !input.title,
        updatedAt: new Date(),
      })
      .where(ownedEntry(userId, id))
      .returning()
      .get();
    tx.insert(journalEmbeddings)
      .values({ journalEntryId: id, embeddingJson: JSON.stringify(embedding) })
      .onConflictDoUpdate({
        target: journalEmbeddings.journalEntryId,
        set: { embeddingJson: JSON.stringify(embedding), model: HASHED_MODEL_ID },
      })
      .run();
    return row;
  });
  nudgeSemanticBackfill();
  // The entry may have moved to another week: both weeks are brought up to date.
  if (entry && entry.date.getTime() !== existing.date.getTime()) {
    await followEntryChange(userId, existing.date, { timezone: input.timezone });
  }
  if (entry)
    await followEntryChange(userId, entry.date, { newWords: true, timezone: input.timezone });
  return entry ? { entry, crisis, checkIn } : null;
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

/**
 * /journal: paginated, filterable by local date range and emotion, and searchable by words (FTS5)
 * and by meaning (sentence embeddings) ranked together; newest first when there is no query.
 */
export async function searchJournalEntries(userId: number, search: JournalSearch) {
  const conditions = [liveEntriesOf(userId)];
  if (search.from)
    conditions.push(gte(journalEntries.date, dayRange(search.from, search.timezone).start));
  if (search.to) conditions.push(lt(journalEntries.date, dayRange(search.to, search.timezone).end));
  if (search.emotion) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM json_each(${journalEntries.sentiment}, '$.emotions') WHERE lower(value) = lower(${search.emotion}))`,
    );
  }
  const where = and(...conditions);
  if (search.q?.trim()) {
    const ranked = await searchRanking(userId, search.q, where);
    const total = ranked.length;
    const pageCount = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
    const page = Math.min(search.page ?? 1, pageCount);
    const ids = ranked.slice((page - 1) * JOURNAL_PAGE_SIZE, page * JOURNAL_PAGE_SIZE);
    const rows = ids.length
      ? db().select(listColumns).from(journalEntries).where(inArray(journalEntries.id, ids)).all()
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const entries = ids.flatMap((id) => byId.get(id) ?? []);
    return { entries, total, page, pageCount };
  }
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

/**
 * How similar two vectors must be to count as related, per model: the sentence model's cosine for
 * two unrelated entries is below 0.45 in 95% of pairs, a paraphrase is above it (measured on
 * tests/fixtures/paraphrase-pairs.json, docs/decisions/019-sentence-embeddings.md).
 */
const RELATED_THRESHOLD: Record<string, number> = {
  [SENTENCE_MODEL_ID]: 0.5,
  [HASHED_MODEL_ID]: 0.15,
};
/** A search query is short, so its cosine with a matching entry is lower. */
const SEARCH_THRESHOLD = 0.35;
/** How long a search or a chat message waits for its own embedding before using words only. */
const QUERY_EMBED_TIMEOUT_MS = 400;

function rankBySimilarity(
  userId: number,
  query: { vector: number[]; model: string },
  excludeId: number | null,
  limit: number,
  threshold = RELATED_THRESHOLD[query.model] ?? 0.5,
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
    .where(and(liveEntriesOf(userId), eq(journalEmbeddings.model, query.model)))
    .orderBy(desc(journalEntries.date))
    .limit(SIMILARITY_WINDOW)
    .all();
  const scored: Scored[] = [];
  const sentence = query.model === SENTENCE_MODEL_ID;
  for (const c of candidates) {
    if (c.id === excludeId) continue;
    const vector = JSON.parse(c.embeddingJson) as number[];
    const similarity = sentence
      ? dot(query.vector, vector)
      : cosineSimilarity(query.vector, vector);
    if (similarity >= threshold) {
      scored.push({ id: c.id, title: c.title, content: c.content, date: c.date, similarity });
    }
  }
  return scored.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
}

/**
 * Entries that mean something close to this one, for /journal/{id}: by the sentence model once
 * the entry has been embedded with it, by hashed words until then.
 */
export function listRelatedEntries(userId: number, id: number, limit = 3) {
  const own = db()
    .select({ embeddingJson: journalEmbeddings.embeddingJson, model: journalEmbeddings.model })
    .from(journalEmbeddings)
    .where(eq(journalEmbeddings.journalEntryId, id))
    .get();
  if (!own) return [];
  const vector = JSON.parse(own.embeddingJson) as number[];
  return rankBySimilarity(userId, { vector, model: own.model }, id, limit);
}

/**
 * The past entries that mean most nearly what a chat message says (at most `limit`, only those
 * above the model's similarity threshold, so the companion recalls an entry only when it helps).
 * The message is embedded in the worker with a short timeout; hashed words serve otherwise.
 */
export async function findMemoriesFor(userId: number, text: string, limit = 3) {
  const [vector] = (await embedSentences([text], { timeoutMs: QUERY_EMBED_TIMEOUT_MS })) ?? [];
  if (vector && countSentenceEmbedded(userId) > 0) {
    return rankBySimilarity(userId, { vector, model: SENTENCE_MODEL_ID }, null, limit);
  }
  return rankBySimilarity(userId, { vector: embedText(text), model: HASHED_MODEL_ID }, null, limit);
}

function countSentenceEmbedded(userId: number) {
  return (
    db()
      .select({ value: count() })
      .from(journalEmbeddings)
      .innerJoin(journalEntries, eq(journalEmbeddings.journalEntryId, journalEntries.id))
      .where(and(eq(journalEntries.userId, userId), eq(journalEmbeddings.model, SENTENCE_MODEL_ID)))
      .get()?.value ?? 0
  );
}

/** Reciprocal-rank fusion constant: the usual 60 keeps one list's first place from dominating. */
const RRF_K = 60;
/** How many entries each list contributes to the fused ranking. */
const FUSION_DEPTH = 200;

/**
 * Ids matching a search, best first: the full-text matches (bm25) and the entries whose meaning
 * is close to the query (sentence model), fused by reciprocal rank. Words only when the model is
 * not ready or the query embedding times out.
 */
async function searchRanking(userId: number, q: string, where: ReturnType<typeof and>) {
  const ftsQuery = toFtsQuery(q);
  const wordHits = ftsQuery
    ? db()
        .all<{ id: number }>(
          sql`SELECT rowid AS id FROM journal_entries_fts WHERE journal_entries_fts MATCH ${ftsQuery} ORDER BY bm25(journal_entries_fts) LIMIT ${FUSION_DEPTH}`,
        )
        .map((row) => row.id)
    : [];
  const allowed = new Set(
    db()
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(where)
      .all()
      .map((row) => row.id),
  );
  const words = wordHits.filter((id) => allowed.has(id));
  const [vector] = (await embedSentences([q], { timeoutMs: QUERY_EMBED_TIMEOUT_MS })) ?? [];
  const meaning = vector
    ? rankBySimilarity(
        userId,
        { vector, model: SENTENCE_MODEL_ID },
        null,
        FUSION_DEPTH,
        SEARCH_THRESHOLD,
      )
        .map((hit) => hit.id)
        .filter((id) => allowed.has(id))
    : [];
  const score = new Map<number, number>();
  for (const list of [words, meaning]) {
    list.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + 1 / (RRF_K + rank + 1)));
  }
  return [...score.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id);
}
