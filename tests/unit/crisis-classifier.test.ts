import { describe, expect, it } from "vitest";
import trained from "~/services/safety/crisis-classifier.json";
import {
  isClassifierHit,
  LEXICAL_DIMS,
  lexicalFeatures,
} from "~/services/safety/crisis-classifier.server";
import { SENTENCE_MODEL_ID } from "~/services/ai/sentence-embeddings.server";

describe("the crisis classifier (decision 026)", () => {
  it("was trained on the sentence model the app runs, with one weight per feature", () => {
    expect(trained.model).toBe(SENTENCE_MODEL_ID);
    expect(trained.weights).toHaveLength(512 + LEXICAL_DIMS);
    expect(trained.crossValidated.falseAlarms).toBeLessThanOrEqual(0.06);
  });

  it("hashes words and word pairs the same way whatever the case or apostrophe", () => {
    const a = lexicalFeatures("I’ve written the note");
    const b = lexicalFeatures("i've WRITTEN the note");
    expect(a).toEqual(b);
    // 4 words and 3 pairs, a unit vector in total.
    expect(a.slots).toHaveLength(7);
    expect(a.value * Math.sqrt(a.slots.length)).toBeCloseTo(1);
    expect(lexicalFeatures("…")).toEqual({ slots: [], value: 0 });
  });

  it("never flags with weights learnt on another model's vectors", () => {
    const vector = Array.from({ length: 512 }, (_, i) => trained.weights[i]! / 10);
    const own = { ...trained };
    expect(isClassifierHit(vector, "I want to die", own)).toBe(true);
    expect(isClassifierHit(vector, "I want to die", { ...own, model: "another@1" })).toBe(false);
  });
});
