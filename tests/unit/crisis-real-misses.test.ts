import { describe, expect, it } from "vitest";
import heldOut from "#tests/fixtures/crisis-held-out.json";
import tuning from "#tests/fixtures/crisis-tuning.json";
import { screenForCrisis } from "~/services/safety/crisis.server";

/**
 * Every real miss found so far is a test (docs/decisions/019-sentence-embeddings.md): the tuning
 * set, and the held-out set after its results were reported (79 crisis sentences the rules and
 * frames missed, 5 benign ones they flagged). The rules and frames must now catch every crisis
 * sentence and leave every safe one alone, except the misses listed below, which only the
 * embedding tier may catch.
 */
const STILL_MISSED_BY_RULES_AND_FRAMES = new Set([
  // No frame fits without flagging "the screen went black" and the like.
  "I just want everything to go black and stay black.",
]);

describe.each([
  ["tuning", tuning],
  ["held-out (consumed)", heldOut],
])("the %s set", (_name, set) => {
  it.each(set.crisis.filter((text) => !STILL_MISSED_BY_RULES_AND_FRAMES.has(text)))(
    "screens %j as a crisis",
    (text) => {
      expect(screenForCrisis(text).crisis).toBe(true);
    },
  );

  it.each(set.safe)("leaves %j alone", (text) => {
    expect(screenForCrisis(text)).toEqual({ crisis: false });
  });
});

// Expected to fail, and listed on purpose: a known miss the rules and frames cannot catch yet (see
// the list's comment). When a change catches one, this fails and the sentence leaves the list.
it.fails.each([...STILL_MISSED_BY_RULES_AND_FRAMES])(
  "still misses %j (remove it from the list once a rule or frame catches it)",
  (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
  },
);
