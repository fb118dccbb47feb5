import { and, count, desc, eq, gte, isNull, lt, or } from "drizzle-orm";
import { db } from "#db/client";
import { journalEntries } from "#db/schema";
import { getAiSettings } from "~/models/ai-settings.server";
import { LOCAL_ANALYSER_VERSION, localEngine } from "~/services/ai/local/engine.server";

/**
 * Re-reading old entries after the local analyser changes (docs/architecture.md#semantic-memory):
 * every live entry whose analysis_version is older than LOCAL_ANALYSER_VERSION (or unknown) gets
 * its sentiment, emotions and themes from the current analyser, and its title too when the
 * analyser made it; what the person wrote (the text and a typed title) never changes, nor does
 * the entry's "edited" time. An entry too short to tell gets a null score and so leaves the mood
 * chart and insights. Like the re-embedding, it runs off the request path in small batches with
 * pauses, newest first, and the database is the queue: it resumes after a restart and, once every
 * entry carries the current version, it does nothing until the next upgrade.
 *
 * Only while the local engine is the active one: with an outside provider configured, entries
 * are analysed by it at save, and the background never sends old entries out.
 */

/** Entries per batch: the analyser takes a few milliseconds an entry on the event loop. */
const BATCH_SIZE = 10;
const PAUSE_MS = 200;
const RETRY_MS = 60_000;

const outdated = and(
  isNull(journalEntries.deletedAt),
  or(
    isNull(journalEntries.analysisVersion),
    lt(journalEntries.analysisVersion, LOCAL_ANALYSER_VERSION),
  ),
);

const localIsActive = () => getAiSettings().provider !== "openai";

/**
 * Re-analyses one batch of outdated entries. Returns how many were read, or null when an outside
 * provider is active (nothing is done then).
 */
export async function reanalyseOutdatedEntries(limit = BATCH_SIZE): Promise<number | null> {
  if (!localIsActive()) return null;
  const batch = db()
    .select({
      id: journalEntries.id,
      content: journalEntries.content,
      analyzed: journalEntries.analyzed,
      titleGenerated: journalEntries.titleGenerated,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(outdated)
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .limit(limit)
    .all();
  for (const entry of batch) {
    const sentiment = entry.analyzed ? await localEngine.analyzeSentiment(entry.content) : null;
    const title = entry.titleGenerated ? await localEngine.titleFor(entry.content) : null;
    // Written only if the entry was not edited meanwhile (an edit analyses it afresh).
    db()
      .update(journalEntries)
      .set({
        ...(entry.analyzed ? { sentiment } : {}),
        ...(title ? { title } : {}),
        analysisVersion: LOCAL_ANALYSER_VERSION,
      })
      .where(
        and(
          eq(journalEntries.id, entry.id),
          eq(journalEntries.updatedAt, entry.updatedAt),
          outdated,
        ),
      )
      .run();
  }
  return batch.length;
}

type Loop = { running: boolean; timer: NodeJS.Timeout | null };
const globalForLoop = globalThis as unknown as { __reanalysis?: Loop };
const loop = () => (globalForLoop.__reanalysis ??= { running: false, timer: null });

/** Starts the background loop (at server start, on the primary); one loop per process. */
export function nudgeReanalysis() {
  const state = loop();
  if (state.running) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.running = true;
  void run(state);
}

async function run(state: Loop) {
  let next: number | null = null;
  try {
    const done = await reanalyseOutdatedEntries();
    if (done === null) next = RETRY_MS;
    else if (done > 0) next = PAUSE_MS;
  } catch (error) {
    console.error("[analysis] background re-analysis failed", error);
    next = RETRY_MS;
  }
  state.running = false;
  if (next !== null) {
    state.timer = setTimeout(nudgeReanalysis, next);
    state.timer.unref();
  }
}

/** For admins: how many live entries the current analyser has read (counts only). */
export function reanalysisProgress() {
  const live = isNull(journalEntries.deletedAt);
  const total = db().select({ value: count() }).from(journalEntries).where(live).get()?.value ?? 0;
  const current =
    db()
      .select({ value: count() })
      .from(journalEntries)
      .where(and(live, gte(journalEntries.analysisVersion, LOCAL_ANALYSER_VERSION)))
      .get()?.value ?? 0;
  return { current, total, paused: !localIsActive() };
}
