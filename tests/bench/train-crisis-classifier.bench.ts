import { writeFileSync } from "node:fs";
import { it } from "vitest";
import tuning from "#tests/fixtures/crisis-tuning.json";
import consumed from "#tests/fixtures/crisis-held-out.json";
import secondSet from "#tests/fixtures/crisis-held-out-2.json";
import thirdSet from "#tests/fixtures/crisis-held-out-3.json";
import fourthSet from "#tests/fixtures/crisis-held-out-4.json";
import written from "#tests/fixtures/crisis-training.json";
import fifthSet from "#tests/fixtures/crisis-held-out-5.json";
import written2 from "#tests/fixtures/crisis-training-2.json";
import written3 from "#tests/fixtures/crisis-training-3.json";
import written4 from "#tests/fixtures/crisis-training-4.json";
import sixthSet from "#tests/fixtures/crisis-held-out-6.json";
import {
  embedSentences,
  SENTENCE_MODEL_ID,
  whenSentenceModelSettles,
} from "~/services/ai/sentence-embeddings.server";
import { CRISIS_BANK, SAFE_BANK } from "~/services/safety/crisis-bank";
import { LEXICAL_DIMS, lexicalFeatures } from "~/services/safety/crisis-classifier.server";
import { fitLogistic, logisticScore, type Row as ClassifierRow } from "./logistic-regression";

/**
 * Trains the crisis classifier (docs/decisions/026-crisis-classifier.md) and writes
 * app/services/safety/crisis-classifier.json:   npm run train:crisis
 *
 * Deterministic: the same sentences and model give the same weights (zero start, full-batch
 * gradient descent with a fixed number of steps, folds by position). Learns from the consumed
 * sets only (since decision 028 these include sets 2 and 4, since decision 029 set 5, since
 * decision 032 set 6 and the many-voiced training set 4); never reads a held-out set still kept
 * clean (set 7). Texts about someone else at risk (set 5's `others`)
 * are left out: the classifier learns the writer's own risk, and their check-in comes from the
 * rules (docs/decisions/029-crisis-three-categories.md).
 * The threshold is chosen by 5-fold cross-validation on the training sentences: the score that
 * at most 5% of the held-back safe sentences reach.
 */
process.env.SEMANTIC_MEMORY = "on";

const L2 = 3e-4;
const STEPS = 3_000;
const RATE = 1;
const MOMENTUM = 0.9;
const FOLDS = 5;
const SAFE_FALSE_ALARMS = 0.05;

type Row = ClassifierRow & { slots: number[]; value: number; group: number };

const SETTINGS = { l2: L2, steps: STEPS, rate: RATE, momentum: MOMENTUM, sparseDims: LEXICAL_DIMS };
const train = (rows: Row[]) => fitLogistic(rows, SETTINGS);

const round = (value: number) => Math.round(value * 1e6) / 1e6;

// Training rewrites the committed weights, so it runs only when asked (`npm run train:crisis`
// sets TRAIN_CRISIS); a plain `npm run bench` skips it.
it.skipIf(!process.env.TRAIN_CRISIS)(
  "trains the crisis classifier",
  async () => {
    await whenSentenceModelSettles();
    const labelled: [string, 0 | 1][] = [
      ...[
        ...CRISIS_BANK,
        ...tuning.crisis,
        ...consumed.crisis,
        ...thirdSet.crisis,
        ...written.crisis,
        ...secondSet.crisis,
        ...fourthSet.crisis,
        ...written2.crisis,
        ...fifthSet.crisis,
        ...written3.crisis,
        ...sixthSet.crisis,
        ...written4.crisis,
      ].map((text) => [text, 1] as [string, 1]),
      ...[
        ...SAFE_BANK,
        ...tuning.safe,
        ...consumed.safe,
        ...thirdSet.safe,
        ...written.safe,
        ...secondSet.safe,
        ...fourthSet.safe,
        ...written2.safe,
        ...fifthSet.safe,
        ...written3.safe,
        ...sixthSet.safe,
        ...written4.safe,
      ].map((text) => [text, 0] as [string, 0]),
    ];
    // Each sentence as written and in lower case (people often type without capitals).
    const texts = labelled.flatMap(([text]) => [text, text.toLowerCase()]);
    const vectors: number[][] = [];
    for (let i = 0; i < texts.length; i += 32) {
      const batch = await embedSentences(texts.slice(i, i + 32), { timeoutMs: 120_000 });
      if (!batch) throw new Error("The sentence model did not answer.");
      vectors.push(...batch);
    }
    const rows: Row[] = texts.map((text, i) => ({
      dense: vectors[i]!,
      ...lexicalFeatures(text),
      label: labelled[Math.floor(i / 2)]![1],
      group: Math.floor(i / 2),
    }));

    // Cross-validation (both spellings of a sentence stay in the same fold).
    const heldBack = rows.map(() => 0);
    for (let fold = 0; fold < FOLDS; fold++) {
      const model = train(rows.filter((row) => row.group % FOLDS !== fold));
      rows.forEach((row, i) => {
        if (row.group % FOLDS === fold) heldBack[i] = logisticScore(model, row);
      });
    }
    const safeScores = rows
      .map((row, i) => (row.label === 0 ? heldBack[i]! : null))
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    const threshold = safeScores[Math.ceil((1 - SAFE_FALSE_ALARMS) * safeScores.length) - 1]!;
    const crisisRows = rows.filter((row) => row.label === 1);
    const recall =
      rows.filter((row, i) => row.label === 1 && heldBack[i]! >= threshold).length /
      crisisRows.length;
    const falseAlarms = safeScores.filter((value) => value >= threshold).length / safeScores.length;

    const model = train(rows);
    const trainingRecall =
      crisisRows.filter((row) => logisticScore(model, row) >= threshold).length / crisisRows.length;
    console.log(
      `${labelled.length} sentences (${crisisRows.length / 2} crisis); cross-validated at threshold ${threshold.toFixed(3)}: recall ${(100 * recall).toFixed(1)}%, false alarms ${(100 * falseAlarms).toFixed(1)}%; recall on the training sentences ${(100 * trainingRecall).toFixed(1)}%`,
    );
    writeFileSync(
      "app/services/safety/crisis-classifier.json",
      `${JSON.stringify({
        about:
          "Written by `npm run train:crisis` (tests/bench/train-crisis-classifier.bench.ts); do not edit by hand. docs/decisions/026-crisis-classifier.md, docs/decisions/028-crisis-third-party.md, docs/decisions/029-crisis-three-categories.md, docs/decisions/032-crisis-many-voices-and-set-7.md",
        model: SENTENCE_MODEL_ID,
        sentences: { crisis: crisisRows.length / 2, safe: safeScores.length / 2 },
        crossValidated: { recall: round(recall), falseAlarms: round(falseAlarms) },
        threshold: round(threshold),
        bias: round(model.bias),
        weights: model.weights.map(round),
      })}\n`,
    );
  },
  3_600_000,
);
