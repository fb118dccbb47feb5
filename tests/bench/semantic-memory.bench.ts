// The sentence model for real: one worker, loaded once.
process.env.SEMANTIC_MEMORY = "on";

import { it } from "vitest";
import { performance } from "node:perf_hooks";
import { db } from "#db/client";
import { journalEntries } from "#db/schema";
import { embedStaleEntries } from "~/models/semantic-memory.server";
import { embedSentences, whenSentenceModelSettles } from "~/services/ai/sentence-embeddings.server";
import { createSignedInUser } from "#tests/utils/http";
import { measure } from "./measure";

/**
 * Semantic memory's costs (docs/decisions/019-sentence-embeddings.md), measured and printed, never
 * asserted:  npm run bench:embeddings   (BENCH_ENTRIES=1000 for a shorter run)
 * - time to embed one typical entry in the worker (the request thread only waits);
 * - re-embedding BENCH_ENTRIES entries (default 10,000) in the background batches, as after an
 *   upgrade of the model;
 * - memory of the process with the model loaded (the worker's heap is part of the process RSS).
 */
const ENTRY =
  "Today was long. The meeting ran over, I skipped lunch, and on the way home the bus was late " +
  "again. I called my sister and we talked about mum's birthday; that helped. Tonight I want to " +
  "read and sleep early.";

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

it("measures embedding time, a full re-embedding and memory", async () => {
  const before = process.memoryUsage().rss;
  const loadStart = performance.now();
  await whenSentenceModelSettles();
  console.log(`model load: ${(performance.now() - loadStart).toFixed(0)} ms`);
  await measure("embed one entry (worker round trip)", 100, (run) =>
    embedSentences([`${ENTRY} (${run})`], { timeoutMs: 30_000 }),
  );
  await measure("embed a search query", 100, (run) =>
    embedSentences([`walks that helped ${run}`], { timeoutMs: 30_000 }),
  );
  console.log(
    `process RSS with the model loaded: ${mb(process.memoryUsage().rss)} (before: ${mb(before)})`,
  );

  const total = Number(process.env.BENCH_ENTRIES ?? 10_000);
  const { user } = await createSignedInUser();
  const rows = Array.from({ length: total }, (_, i) => ({
    userId: user.id,
    content: `${ENTRY} Entry number ${i}.`,
    title: `Entry ${i}`,
    date: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
    isJournal: true,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    db()
      .insert(journalEntries)
      .values(rows.slice(i, i + 500))
      .run();
  }
  const start = performance.now();
  let done = 0;
  for (;;) {
    const batch = await embedStaleEntries(8);
    if (!batch) break;
    done += batch;
    if (done % 500 < 8)
      console.log(
        `  ${done} of ${total} after ${((performance.now() - start) / 1000).toFixed(0)} s`,
      );
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `re-embedding ${done} entries: ${seconds.toFixed(0)} s of one worker at full speed (${((seconds * 1000) / done).toFixed(1)} ms per entry); ` +
      `the background loop pauses 250 ms between batches of 8, so in production it takes about ${(seconds + (done / 8) * 0.25).toFixed(0)} s`,
  );
  console.log(`process RSS after: ${mb(process.memoryUsage().rss)}`);
}, 3_600_000);
