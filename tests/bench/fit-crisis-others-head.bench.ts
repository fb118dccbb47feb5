// The crisis model runs here in its worker thread; the sentence model is not needed.
process.env.CRISIS_MODEL = "on";
process.env.SEMANTIC_MEMORY = "off";

import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import {
  CRISIS_MODEL_FILE,
  crisisModelFileFingerprint,
  crisisModelVectors,
  whenCrisisModelSettles,
} from "~/services/safety/crisis-model.server";
import { attributeCrisis } from "~/services/safety/crisis-attribution.server";
import { ruleHitPassages } from "~/services/safety/crisis-tiers.server";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { readingForm } from "~/services/safety/reading-form";
import { readLabelledSets } from "../../scripts/crisis-model/labelled-files";
import { fitLogistic, logisticScore, type Row } from "./logistic-regression";

/**
 * Fits the crisis model's "someone at risk" head (docs/decisions/041-someone-at-risk-head.md)
 * and writes app/services/safety/crisis-others-head.json:   npm run fit:crisis-others
 *
 * It learns from the labelled sets the crisis model may learn from
 * (scripts/crisis-model/labelled-files.ts; never a set still to be counted), on the crisis
 * model's pooled vectors of what the screen would read (`ruleHitPassages`): someone at risk now
 * (every text about someone else, and the writer's own risk where the rules hit) against
 * nobody at risk (every safe text). Each passage is a row with its text's label; a text scores
 * its highest passage. The threshold is chosen by 5-fold cross-validation (folds by text): the
 * score that KEEP of the held-back at-risk texts whose rule hit the screen reads as about someone
 * else reach, since those are the texts the head decides. Deterministic for one model file; fit
 * it again whenever the model is trained again (the head records the file's SHA-256 and does not
 * answer for any other).
 */
const SETTINGS = { l2: 3e-4, steps: 1_500, rate: 1, momentum: 0.9 };
const FOLDS = 5;
const KEEP = 0.98;

type Text = { label: 0 | 1; decides: boolean; rows: Row[] };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

// Fitting rewrites the committed head, so it runs only when asked (`npm run fit:crisis-others`
// sets FIT_CRISIS_OTHERS); a plain `npm run bench` skips it.
it.skipIf(!process.env.FIT_CRISIS_OTHERS)(
  "fits the crisis model's someone-at-risk head",
  async () => {
    if ((await whenCrisisModelSettles()) !== "ready")
      throw new Error("The crisis model is not ready.");
    const texts: Text[] = [];
    for (const set of readLabelledSets()) {
      for (const [kind, label] of [
        ["crisis", 1],
        ["others", 1],
        ["safe", 0],
      ] as const) {
        for (const written of set[kind]) {
          const text = readingForm(written);
          const rules = screenForCrisis(text);
          // The writer's own risk is the head's concern only where the rules hit (a hit read
          // as about someone else that is really the writer's keeps its check-in).
          if (kind === "crisis" && !rules.crisis) continue;
          const passages = ruleHitPassages(text);
          if (!passages) continue;
          const vectors = await crisisModelVectors(passages, { timeoutMs: 600_000 });
          if (!vectors) throw new Error("The crisis model did not answer.");
          const decides = rules.crisis && attributeCrisis(text) === "others";
          texts.push({ label, decides, rows: vectors.map((dense) => ({ dense, label })) });
        }
      }
    }
    const textScore = (model: ReturnType<typeof fitLogistic>, text: Text) =>
      Math.max(...text.rows.map((row) => logisticScore(model, row)));

    const heldBack = texts.map(() => 0);
    for (let fold = 0; fold < FOLDS; fold++) {
      const model = fitLogistic(
        texts.filter((_, i) => i % FOLDS !== fold).flatMap((text) => text.rows),
        SETTINGS,
      );
      texts.forEach((text, i) => {
        if (i % FOLDS === fold) heldBack[i] = textScore(model, text);
      });
    }
    const decided = (label: 0 | 1) =>
      heldBack
        .filter((_, i) => texts[i]!.decides && texts[i]!.label === label)
        .sort((a, b) => a - b);
    const atRisk = decided(1);
    const nobody = decided(0);
    const threshold = atRisk[Math.floor((1 - KEEP) * atRisk.length)]!;
    const setAside = nobody.filter((score) => score < threshold).length / nobody.length;

    const model = fitLogistic(
      texts.flatMap((text) => text.rows),
      SETTINGS,
    );
    const count = (label: 0 | 1) => texts.filter((text) => text.label === label).length;
    console.log(
      `${texts.length} texts (${count(1)} at risk, ${count(0)} nobody), ${texts.reduce((n, t) => n + t.rows.length, 0)} passages; cross-validated threshold ${threshold.toFixed(3)} keeps ${(100 * KEEP).toFixed(0)}% of the ${atRisk.length} at-risk texts read as about someone else and sets aside ${(100 * setAside).toFixed(1)}% of the ${nobody.length} such texts with nobody at risk`,
    );
    writeFileSync(
      "app/services/safety/crisis-others-head.json",
      `${JSON.stringify({
        about:
          "Written by `npm run fit:crisis-others` (tests/bench/fit-crisis-others-head.bench.ts); do not edit by hand. docs/decisions/041-someone-at-risk-head.md",
        model: crisisModelFileFingerprint(readFileSync(CRISIS_MODEL_FILE)),
        texts: { atRisk: count(1), nobody: count(0) },
        crossValidated: { keeps: KEEP, setsAside: round(setAside), of: nobody.length },
        threshold: round(threshold),
        bias: round(model.bias),
        weights: model.weights.map(round),
      })}\n`,
    );
  },
  7_200_000,
);
