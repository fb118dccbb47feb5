import { and, count, desc, eq, isNull, ne, or } from "drizzle-orm";
import { db } from "#db/client";
import { journalEmbeddings, journalEntries } from "#db/schema";
import type { SemanticMemoryState } from "~/lib/semantic-memory";
import {
  SENTENCE_MODEL_ID,
  embedSentences,
  sentenceModelState,
} from "~/services/ai/sentence-embeddings.server";

/**
 * Semantic memory's background work (docs/architecture.md#semantic-memory): every live entry whose
 * stored vector was not made by the current sentence model (new entries, which are saved with a
 * hashed vector, and every entry after a model upgrade) is embedded by the worker, newest first,
 * in small batches with a pause between them, so the process keeps serving requests. The
 * database itself is the queue: nothing is lost on a restart, and a save only nudges the loop.
 */

/** Entries per worker job: about a quarter of a second of one core for typical entries. */
const BATCH_SIZE = 8;
/** Pause between batches, so the backfill takes at most about half of one core. */
const PAUSE_MS = 250;
/** After a failure (the model is loading or the queue is full), try again later. */
const RETRY_MS = 5_000;

const stale = or(isNull(journalEmbeddings.model), ne(journalEmbeddings.model, SENTENCE_MODEL_ID));

function staleEntries(limit: number) {
  return db()
    .select({ id: journalEntries.id, title: journalEntries.title, content: journalEntries.content })
    .from(journalEntries)
    .leftJoin(journalEmbeddings, eq(journalEmbeddings.journalEntryId, journalEntries.id))
    .where(and(isNull(journalEntries.deletedAt), stale))
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .limit(limit)
    .all();
}

/** Text that is embedded for an entry: its title and what was written. */
const entryText = (entry: { title: string | null; content: string }) =>
  entry.title ? `${entry.title}\n${entry.content}` : entry.content;

/**
 * Embeds one batch of stale entries. Returns how many were embedded, or null when the model could
 * not take the work (off, loading, failed or busy).
 */
export async function embedStaleEntries(limit = BATCH_SIZE): Promise<number | null> {
  const batch = staleEntries(limit);
  if (batch.length === 0) return 0;
  const vectors = await embedSentences(batch.map(entryText), {
    lane: "background",
    timeoutMs: 30_000,
  });
  if (!vectors) return null;
  db().transaction((tx) => {
    batch.forEach((entry, i) => {
      // Rounded to 6 decimals: a third of the JSON, and far below what changes a ranking.
      const embeddingJson = JSON.stringify(vectors[i]!.map((x) => Math.round(x * 1e6) / 1e6));
      // The entry may have been erased while the worker ran; then there is nothing to store.
      const alive = tx
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(eq(journalEntries.id, entry.id))
        .get();
      if (!alive) return;
      tx.insert(journalEmbeddings)
        .values({ journalEntryId: entry.id, embeddingJson, model: SENTENCE_MODEL_ID })
        .onConflictDoUpdate({
          target: journalEmbeddings.journalEntryId,
          set: { embeddingJson, model: SENTENCE_MODEL_ID },
        })
        .run();
    });
  });
  return batch.length;
}

type Loop = { running: boolean; again: boolean; timer: NodeJS.Timeout | null };
const globalForLoop = globalThis as unknown as { __semanticBackfill?: Loop };
const loop = () =>
  (globalForLoop.__semanticBackfill ??= { running: false, again: false, timer: null });

/**
 * Starts (or wakes) the background loop. Safe to call on every save: one loop per process, and a
 * call while it runs only makes it look again when it finishes.
 */
export function nudgeSemanticBackfill() {
  const state = loop();
  const model = sentenceModelState();
  if (model === "off" || model === "failed") return;
  if (state.running) {
    state.again = true;
    return;
  }
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.running = true;
  void run(state);
}

async function run(state: Loop) {
  let next: number | null = null;
  try {
    const done = await embedStaleEntries();
    if (done === null) next = sentenceModelState() === "loading" ? 1_000 : RETRY_MS;
    else if (done > 0) next = PAUSE_MS;
    else if (state.again) next = 0;
  } catch (error) {
    console.error("[embeddings] background embedding failed", error);
    next = RETRY_MS;
  }
  state.running = false;
  state.again = false;
  const model = sentenceModelState();
  if (next !== null && model !== "failed" && model !== "off") {
    state.timer = setTimeout(nudgeSemanticBackfill, next);
    state.timer.unref();
  }
}

type SemanticMemoryProgress = { state: SemanticMemoryState; ready: number; total: number };

/** For admins: how many live entries the current sentence model has embedded (counts only). */
export function semanticMemoryProgress(): SemanticMemoryProgress {
  const total =
    db()
      .select({ value: count() })
      .from(journalEntries)
      .where(isNull(journalEntries.deletedAt))
      .get()?.value ?? 0;
  const ready =
    db()
      .select({ value: count() })
      .from(journalEntries)
      .innerJoin(journalEmbeddings, eq(journalEmbeddings.journalEntryId, journalEntries.id))
      .where(and(isNull(journalEntries.deletedAt), eq(journalEmbeddings.model, SENTENCE_MODEL_ID)))
      .get()?.value ?? 0;
  return { state: sentenceModelState(), ready, total };
}
