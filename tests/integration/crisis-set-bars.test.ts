import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  fineTunedWeights,
  readSafetensors,
  writeSafetensors,
} from "~/services/safety/crisis-model-weights.server";

const tensor = (dtype: string, shape: number[], values: ArrayBufferView) => ({
  dtype,
  shape,
  data: new Uint8Array(values.buffer, values.byteOffset, values.byteLength),
});

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs scripts/crisis-model/set-bars.ts as the maintainer does, on a small exported model. */
function setBars(env: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), "set-bars-"));
  const model = path.join(dir, "model.safetensors.gz");
  const expected = path.join(dir, "expected.json");
  const deltas = new Map([
    ["layer.delta", tensor("I8", [2], new Int8Array([3, -4]))],
    ["head.weight", tensor("F32", [1], new Float32Array([1]))],
    ["head.bias", tensor("F32", [1], new Float32Array([0]))],
    ["head.threshold", tensor("F32", [1], new Float32Array([0.2]))],
    ["head.clearly_safe", tensor("F32", [1], new Float32Array([-4.4]))],
  ]);
  writeFileSync(model, gzipSync(writeSafetensors(deltas)));
  writeFileSync(expected, JSON.stringify({ threshold: 0.2, clearlySafe: -4.4, texts: [] }));
  const run = () =>
    execFileSync("npx", ["tsx", "scripts/crisis-model/set-bars.ts", model, expected], {
      env: { ...process.env, ...env },
      stdio: "pipe",
    });
  return { model, expected, run };
}

describe("set-bars.ts (decision 050)", () => {
  it("writes the bars it is given into the model and the expected scores, and nothing else", () => {
    const { model, expected, run } = setBars({
      THRESHOLD: "0.5",
      CLEARLY_SAFE_IN_CONTEXT: "-4.75",
    });
    run();
    const tensors = readSafetensors(gunzipSync(readFileSync(model)));
    expect([...new Int8Array(Uint8Array.from(tensors.get("layer.delta")!.data).buffer)]).toEqual([
      3, -4,
    ]);
    const base = writeSafetensors(new Map());
    const { head } = fineTunedWeights(base, gunzipSync(readFileSync(model)));
    expect(head.threshold).toBe(0.5);
    expect(head.clearlySafe).toBeCloseTo(-4.4, 5);
    expect(head.clearlySafeInContext).toBe(-4.75);
    expect(head.clearlySafeNamed).toBeNull();
    expect(JSON.parse(readFileSync(expected, "utf8"))).toEqual({
      threshold: 0.5,
      clearlySafe: -4.4,
      clearlySafeInContext: -4.75,
      texts: [],
    });
  });

  it("refuses a bar that is not a number, and changes nothing", () => {
    const { model, run } = setBars({ CLEARLY_SAFE: "low" });
    const before = readFileSync(model);
    expect(run).toThrow(/CLEARLY_SAFE is not a number/);
    expect(readFileSync(model).equals(before)).toBe(true);
  });
});
