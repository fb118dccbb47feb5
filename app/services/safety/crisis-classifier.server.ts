import { SENTENCE_MODEL_ID } from "~/services/ai/sentence-embeddings.server";
import trained from "./crisis-classifier.json";

/**
 * The crisis screen's classifier (docs/decisions/026-crisis-classifier.md): a logistic regression
 * over one sentence's 512-d sentence embedding and its hashed words and word pairs, trained on
 * the labelled sentences in the repository by `npm run train:crisis`
 * (tests/bench/train-crisis-classifier.bench.ts), which writes crisis-classifier.json. Scoring is
 * a dot product: the cost of this tier is embedding the sentence, done in the worker.
 *
 * A sentence scoring at least the stored threshold is a hit of the embedding tier (a gentle
 * check-in, never the full crisis response: it is the least certain tier).
 */

/** Hashed word and word-pair slots (the trainer and the screen must agree). */
export const LEXICAL_DIMS = 2048;
/** How much the words weigh against the embedding (both L2-normalised). */
const LEXICAL_WEIGHT = 1;

/** FNV-1a, 32-bit: a stable slot for a word or word pair. */
function slot(gram: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < gram.length; i++) {
    hash ^= gram.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % LEXICAL_DIMS;
}

/**
 * The sentence's words and adjacent word pairs as distinct hashed slots, each carrying the same
 * value so that the vector has length LEXICAL_WEIGHT.
 */
export function lexicalFeatures(sentence: string): { slots: number[]; value: number } {
  const words =
    sentence
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z']+/g) ?? [];
  const grams = [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
  const slots = [...new Set(grams.map(slot))];
  return { slots, value: slots.length ? LEXICAL_WEIGHT / Math.sqrt(slots.length) : 0 };
}

type CrisisClassifier = {
  model: string;
  weights: number[];
  bias: number;
  threshold: number;
};

const CRISIS_CLASSIFIER: CrisisClassifier = trained;

/** The classifier's score (log-odds) for one sentence and its normalised embedding. */
function classifierScore(
  vector: readonly number[],
  sentence: string,
  classifier: CrisisClassifier = CRISIS_CLASSIFIER,
) {
  const { weights } = classifier;
  let score = classifier.bias;
  for (let i = 0; i < vector.length; i++) score += weights[i]! * vector[i]!;
  const { slots, value } = lexicalFeatures(sentence);
  for (const index of slots) score += weights[vector.length + index]! * value;
  return score;
}

/** Weights learnt on another model's vectors mean nothing for this one: no hit until retrained. */
export const isClassifierHit = (
  vector: readonly number[],
  sentence: string,
  classifier: CrisisClassifier = CRISIS_CLASSIFIER,
) =>
  classifier.model === SENTENCE_MODEL_ID &&
  classifierScore(vector, sentence, classifier) >= classifier.threshold;
