import { analyseText } from "./local/nlp.server";
import { hashText } from "./local/phrasing";

/**
 * Hashed-term embeddings, the fallback behind the sentence model
 * (docs/decisions/019-sentence-embeddings.md): written at every save so related entries and
 * memories work at once and whenever the model is unavailable; replaced in the background by the
 * sentence model's vector (sentence-embeddings.server.ts). Vectors of the two kinds are never
 * compared with each other.
 *
 * The hashing: each content lemma (stop words dropped) is hashed to one of
 * EMBEDDING_DIMENSIONS slots with a hashed sign, counts are dampened (1 + log tf) and the vector
 * is L2-normalised, so the dot product is the cosine similarity.
 *
 * Always computed locally, whichever engine answers the chat: stored vectors (journal_embeddings)
 * must stay comparable when an admin switches the AI provider, and entries never leave the server
 * just to be embedded.
 */
export const EMBEDDING_DIMENSIONS = 256;
/** The `model` stored with a hashed vector (journal_embeddings.model). */
export const HASHED_MODEL_ID = "hashed-256";

export function embedText(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  const counts = new Map<string, number>();
  for (const token of analyseText(text).tokens) {
    if (token.stop || !/\p{L}/u.test(token.lemma)) continue;
    counts.set(token.lemma, (counts.get(token.lemma) ?? 0) + 1);
  }
  for (const [lemma, count] of counts) {
    const hash = hashText(lemma);
    const sign = hash & 0x80000000 ? -1 : 1;
    vector[hash % EMBEDDING_DIMENSIONS]! += sign * (1 + Math.log(count));
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

/** Cosine similarity, -1..1; 0 when either vector is empty or all zeros. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]) {
  const length = Math.min(a.length, b.length);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
