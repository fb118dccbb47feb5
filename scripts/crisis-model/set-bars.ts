import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { readSafetensors, writeSafetensors } from "~/services/safety/crisis-model-weights.server";

/**
 * Writes the threshold and the "clearly safe" bars that the app's own tool read
 * (tests/bench/crisis-set-aside-bar.bench.ts) into the exported crisis model, and into the
 * scores the runtime must reproduce, without retraining or PyTorch
 * (docs/decisions/050-bars-from-the-spent-sets-and-disowned-thoughts.md). Only the bars named
 * are replaced; the weights are copied byte for byte.
 *
 *   THRESHOLD=0.53 CLEARLY_SAFE=-1.9 CLEARLY_SAFE_IN_CONTEXT=-4.6 CLEARLY_SAFE_NAMED=0.14 \
 *     npx tsx scripts/crisis-model/set-bars.ts [model.safetensors.gz] [expected.json]
 */
const BARS = {
  THRESHOLD: { tensor: "head.threshold", expected: "threshold" },
  CLEARLY_SAFE: { tensor: "head.clearly_safe", expected: "clearlySafe" },
  CLEARLY_SAFE_IN_CONTEXT: {
    tensor: "head.clearly_safe_in_context",
    expected: "clearlySafeInContext",
  },
  CLEARLY_SAFE_NAMED: { tensor: "head.clearly_safe_named", expected: "clearlySafeNamed" },
} as const;

const modelFile = process.argv[2] ?? "models/crisis-model.safetensors.gz";
const expectedFile = process.argv[3] ?? "tests/fixtures/crisis-model-expected.json";

const tensors = readSafetensors(gunzipSync(readFileSync(modelFile)));
const expected = JSON.parse(readFileSync(expectedFile, "utf8")) as Record<string, unknown>;
const written: string[] = [];
for (const [variable, { tensor, expected: field }] of Object.entries(BARS)) {
  const given = process.env[variable];
  if (!given) continue;
  const value = Number(given);
  if (!Number.isFinite(value)) throw new Error(`${variable} is not a number: ${given}`);
  const data = new Uint8Array(new Float32Array([value]).buffer);
  tensors.set(tensor, { dtype: "F32", shape: [1], data });
  expected[field] = value;
  written.push(`${tensor} ${value}`);
}
if (written.length === 0) throw new Error(`Name at least one of ${Object.keys(BARS).join(", ")}.`);
writeFileSync(modelFile, gzipSync(writeSafetensors(tensors), { level: 9 }));
writeFileSync(expectedFile, `${JSON.stringify(expected, null, 2)}\n`);
console.log(`${modelFile}: ${written.join(", ")}`);
