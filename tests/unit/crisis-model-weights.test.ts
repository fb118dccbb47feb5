import { describe, expect, it } from "vitest";
import {
  fineTunedWeights,
  readSafetensors,
  writeSafetensors,
} from "~/services/safety/crisis-model-weights.server";
import { crisisModelPassages } from "~/services/safety/crisis-model.server";

/** The crisis model's weight file handling (docs/decisions/034-fine-tuned-crisis-model.md). */
const bytes = (array: ArrayBufferView) =>
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
const tensor = (dtype: string, shape: number[], data: ArrayBufferView) => ({
  dtype,
  shape,
  data: bytes(data),
});
const asFloats = (data: Uint8Array) => [...new Float32Array(new Uint8Array(data).buffer)];

// Half-precision bit patterns: 1.0, -2.0, 0.5, 0.
const HALF_ONE = 0x3c00;
const HALF_MINUS_TWO = 0xc000;
const HALF_HALF = 0x3800;

describe("the crisis model's weights", () => {
  it("reads back what it writes, header padded to eight bytes", () => {
    const written = writeSafetensors(
      new Map([
        ["a", tensor("F32", [2], new Float32Array([1.5, -3]))],
        ["b", tensor("I8", [3], new Int8Array([1, -2, 127]))],
      ]),
    );
    const headerLength = Number(new DataView(written.buffer).getBigUint64(0, true));
    expect(headerLength % 8).toBe(0);
    const read = readSafetensors(written);
    expect(asFloats(read.get("a")!.data)).toEqual([1.5, -3]);
    expect([...new Int8Array(new Uint8Array(read.get("b")!.data).buffer)]).toEqual([1, -2, 127]);
    expect(read.get("b")!.shape).toEqual([3]);
  });

  it("adds int8 per-row deltas and float deltas to the half-precision base, and reads the head", () => {
    const base = writeSafetensors(
      new Map([
        [
          "matrix",
          tensor("F16", [2, 2], new Uint16Array([HALF_ONE, HALF_MINUS_TWO, HALF_HALF, 0])),
        ],
        ["bias", tensor("F16", [2], new Uint16Array([HALF_ONE, HALF_HALF]))],
        ["untouched", tensor("F16", [1], new Uint16Array([HALF_MINUS_TWO]))],
      ]),
    );
    const deltas = writeSafetensors(
      new Map([
        ["matrix.delta", tensor("I8", [2, 2], new Int8Array([10, -10, 127, 0]))],
        ["matrix.scale", tensor("F32", [2], new Float32Array([0.01, 0.5]))],
        ["bias.delta", tensor("F32", [2], new Float32Array([0.25, -0.5]))],
        ["head.weight", tensor("F32", [2], new Float32Array([2, -1]))],
        ["head.bias", tensor("F32", [1], new Float32Array([0.5]))],
        ["head.threshold", tensor("F32", [1], new Float32Array([1.25]))],
        ["head.clearly_safe", tensor("F32", [1], new Float32Array([-3.5]))],
        ["head.clearly_safe_named", tensor("F32", [1], new Float32Array([-1.5]))],
        ["head.clearly_safe_in_context", tensor("F32", [1], new Float32Array([-4.5]))],
      ]),
    );
    const { weights, head } = fineTunedWeights(base, deltas);
    const patched = readSafetensors(weights);
    const matrix = asFloats(patched.get("matrix")!.data);
    expect(matrix[0]).toBeCloseTo(1.1, 5);
    expect(matrix[1]).toBeCloseTo(-2.1, 5);
    expect(matrix[2]).toBeCloseTo(64, 5);
    expect(matrix[3]).toBe(0);
    expect(patched.get("matrix")!.dtype).toBe("F32");
    expect(asFloats(patched.get("bias")!.data)).toEqual([1.25, 0]);
    expect(patched.get("untouched")!.dtype).toBe("F16");
    expect([...head.weights]).toEqual([2, -1]);
    expect(head.bias).toBe(0.5);
    expect(head.threshold).toBe(1.25);
    expect(head.clearlySafe).toBe(-3.5);
    expect(head.clearlySafeNamed).toBe(-1.5);
    expect(head.clearlySafeInContext).toBe(-4.5);
  });

  it("reads no bar for hits that only name the subject, nor for passages in context, from a file written before them", () => {
    const base = writeSafetensors(new Map([["bias", tensor("F16", [1], new Uint16Array([0]))]]));
    const deltas = writeSafetensors(
      new Map([
        ["head.weight", tensor("F32", [1], new Float32Array([1]))],
        ["head.bias", tensor("F32", [1], new Float32Array([0]))],
        ["head.threshold", tensor("F32", [1], new Float32Array([0]))],
        ["head.clearly_safe", tensor("F32", [1], new Float32Array([-3.5]))],
      ]),
    );
    const { head } = fineTunedWeights(base, deltas);
    expect(head.clearlySafeNamed).toBeNull();
    expect(head.clearlySafeInContext).toBeNull();
  });
});

describe("what the crisis model reads of a text", () => {
  it("reads a short text whole", () => {
    expect(crisisModelPassages(["I had a long day.", "Nothing helps."])).toEqual([
      "I had a long day. Nothing helps.",
    ]);
  });

  it("reads a long entry in runs of whole sentences of at most about ninety words", () => {
    const sentence = (n: number) => `${"word ".repeat(29)}end${n}.`; // 30 words
    const passages = crisisModelPassages([1, 2, 3, 4, 5, 6, 7].map(sentence));
    expect(passages).toHaveLength(3);
    expect(passages.map((p) => p.split(/\s+/).length)).toEqual([90, 90, 30]);
    expect(passages.join(" ")).toBe([1, 2, 3, 4, 5, 6, 7].map(sentence).join(" "));
  });

  it("never splits a sentence, even one longer than a run", () => {
    const long = `${"word ".repeat(150)}end.`;
    expect(crisisModelPassages(["Short one.", long, "After."])).toEqual([
      "Short one.",
      long,
      "After.",
    ]);
  });
});
