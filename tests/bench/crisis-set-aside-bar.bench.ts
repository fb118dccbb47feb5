import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { readingForm } from "~/services/safety/reading-form";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { attributeCrisis } from "~/services/safety/crisis-attribution.server";
import {
  crisisModelClearlySafeBar,
  crisisModelTextScore,
  crisisModelThreshold,
  whenCrisisModelSettles,
} from "~/services/safety/crisis-model.server";
import { inLookAlikeContext } from "~/services/safety/crisis-look-alike.server";
import {
  crisisModelSetAsideScoreOf,
  namedOnlyHit,
  screeningSentences,
} from "~/services/safety/crisis-tiers.server";

/**
 * Chooses the crisis model's "clearly safe" bar (docs/decisions/037-set-aside-bar-from-rule-hits.md)
 * and reads its threshold (decision 044) from the texts the trainer held back
 * (scripts/crisis-model/heldback.py writes them, with the share of safe ones the threshold lets
 * through):
 *
 *   HELD_BACK=held-back.json BAR_OUT=bar.txt IN_CONTEXT_BAR_OUT=context.txt NAMED_BAR_OUT=named.txt \
 *     THRESHOLD_OUT=threshold.txt npm run crisis:set-aside-bar
 *
 * The threshold is read from the app's own scores of the held-back safe texts, as the screen
 * reads a text (its highest passage): the score that `falseAlarmShare` of them reach. It is
 * printed with the recall it gives on the held-back crisis texts, beside those of a few other
 * shares (5% was used before decision 044), and written to THRESHOLD_OUT for set-bars.ts
 * (THRESHOLD).
 *
 * The bar decides when the model may set a rule or frame hit about the writer aside (decision
 * 035). Only such hits matter, so it is read from them alone: just under the lowest set-aside
 * score of a held-back crisis text the rules match, so that no such text would be set aside
 * (decision 037; decision 050 weighed a higher bar and kept this one). It prints what that bar,
 * the stored one and decision 035's 4% share would set aside on each side, and what the model's
 * threshold sets aside of the hits in a look-alike's context (where it is the bar, decision 040),
 * and writes the bar to BAR_OUT for set-bars.ts (CLEARLY_SAFE). train.sh runs it.
 *
 * The in-context bar reads the same hits by their passages alone (the text with its context, no
 * matched sentence on its own): just under the lowest such score of a held-back crisis text, so
 * none would be set aside by it (decision 050). It is written to IN_CONTEXT_BAR_OUT for
 * set-bars.ts (CLEARLY_SAFE_IN_CONTEXT).
 *
 * A second bar is read the same way from the hits whose every matched sentence only names the
 * subject ("suicide", "an overdose", "self-harm"; decision 048): just under the lowest set-aside
 * score of a held-back crisis text with such a hit. It is written to NAMED_BAR_OUT for set-bars.ts
 * (CLEARLY_SAFE_NAMED).
 */
process.env.CRISIS_MODEL = "on";

/** Under the lowest crisis score by this much: the runtime's rounding, never a real margin. */
const BELOW_LOWEST = 0.01;

type Scored = {
  text: string;
  score: number;
  inContext: number;
  lookAlike: boolean;
  namedOnly: boolean;
};

async function setAsideScores(texts: string[]): Promise<Scored[]> {
  const scored: Scored[] = [];
  for (const written of texts) {
    const text = readingForm(written);
    // As screenCrisisTiers asks: only a hit the rules or frames put on the writer is ever set aside.
    if (!screenForCrisis(text).crisis || attributeCrisis(text) !== "writer") continue;
    const scores = await crisisModelSetAsideScoreOf(text, 60_000);
    if (scores !== null)
      scored.push({
        text,
        ...scores,
        lookAlike: inLookAlikeContext(text),
        namedOnly: namedOnlyHit(text),
      });
  }
  return scored.sort((a, b) => a.score - b.score);
}

const under = (scored: Scored[], bar: number, which = (_hit: Scored) => true) =>
  scored.filter((hit) => which(hit) && hit.score < bar).length;

/** Every text's score as the threshold reads it (crisisModelTextScore), highest first. */
async function textScores(texts: string[]): Promise<number[]> {
  const scores: number[] = [];
  for (const written of texts) {
    const score = await crisisModelTextScore(screeningSentences(readingForm(written)), 60_000);
    if (score === null) throw new Error("The crisis model did not answer.");
    scores.push(score);
  }
  return scores.sort((a, b) => b - a);
}

/** As heldback.py's threshold_at: the score `share` of the safe texts reach, by a hair. */
const thresholdAt = (safeScores: number[], share: number) =>
  safeScores[Math.floor(safeScores.length * share)]! + 1e-6;

function thresholdLine(share: number, safe: number[], crisis: number[]) {
  const threshold = thresholdAt(safe, share);
  const recall = crisis.filter((score) => score >= threshold).length / crisis.length;
  return {
    threshold,
    line: `  threshold at ${(share * 100).toFixed(2)}% of held-back safe texts: ${threshold.toFixed(3)}, held-back recall ${(recall * 100).toFixed(1)}%`,
  };
}

// A tool, not a benchmark: it needs the trainer's held-back texts (HELD_BACK); a plain
// `npm run bench` skips it.
it.skipIf(!process.env.HELD_BACK)(
  "chooses the clearly-safe bar from held-back rule hits",
  async () => {
    await whenCrisisModelSettles();
    const heldBack = JSON.parse(readFileSync(process.env.HELD_BACK!, "utf8")) as {
      crisis: string[];
      safe: string[];
      falseAlarmShare?: number;
    };
    if (typeof heldBack.falseAlarmShare !== "number")
      throw new Error("held-back.json names no falseAlarmShare: write it again with heldback.py");
    const safeScores = await textScores(heldBack.safe);
    const crisisScores = await textScores(heldBack.crisis);
    const chosen = thresholdLine(heldBack.falseAlarmShare, safeScores, crisisScores);
    const crisis = await setAsideScores(heldBack.crisis);
    const safe = await setAsideScores(heldBack.safe);
    if (crisis.length === 0) throw new Error("no held-back crisis text matched the rules");
    const bar = crisis[0]!.score - BELOW_LOWEST;
    const inContextBar = Math.min(...crisis.map((hit) => hit.inContext)) - BELOW_LOWEST;
    const underInContext = (scored: Scored[]) =>
      scored.filter((hit) => hit.inContext < inContextBar).length;
    const named = crisis.filter((hit) => hit.namedOnly);
    if (named.length === 0)
      throw new Error("no held-back crisis text has a hit that only names the subject");
    const namedBar = named[0]!.score - BELOW_LOWEST;
    const namedOnly = (hit: Scored) => hit.namedOnly;
    const share = crisis[Math.floor(crisis.length * 0.04)]!.score;
    const stored = crisisModelClearlySafeBar();
    const line = (name: string, value: number | null, which?: (hit: Scored) => boolean) =>
      value === null
        ? `  ${name}: none stored`
        : `  ${name} ${value.toFixed(3)}: sets aside ${under(crisis, value, which)} crisis, ${under(safe, value, which)} safe`;
    console.log(
      [
        `held back: ${heldBack.crisis.length} crisis, ${heldBack.safe.length} safe; the rules put` +
          ` ${crisis.length} crisis and ${safe.length} safe on the writer`,
        `  lowest crisis set-aside scores: ${crisis
          .slice(0, 5)
          .map(({ text, score }) => `${score.toFixed(2)} "${text.slice(0, 60)}"`)
          .join("; ")}`,
        line("chosen bar", bar),
        `  chosen bar for the passages in context ${inContextBar.toFixed(3)}: sets aside ` +
          `${underInContext(crisis)} crisis, ${underInContext(safe)} safe`,
        `  lowest crisis set-aside scores of hits that only name the subject: ${named
          .slice(0, 5)
          .map(({ text, score }) => `${score.toFixed(2)} "${text.slice(0, 60)}"`)
          .join("; ")}`,
        line(
          `their bar (${named.length} crisis, ${safe.filter(namedOnly).length} safe)`,
          namedBar,
          namedOnly,
        ),
        line("the chosen bar on them", bar, namedOnly),
        line("stored bar", stored),
        line("decision 035's 4% share", share),
        // In a look-alike's context the threshold is the bar (decision 040).
        line(
          `in a look-alike's context (${crisis.filter((hit) => hit.lookAlike).length} crisis, ` +
            `${safe.filter((hit) => hit.lookAlike).length} safe), the threshold`,
          crisisModelThreshold(),
          (hit) => hit.lookAlike,
        ),
      ].join("\n"),
    );
    console.log(
      [
        `the threshold, read from ${safeScores.length} safe and ${crisisScores.length} crisis held-back texts:`,
        ...[0.05, 0.045, 0.04, 0.035, 0.03, 0.0275, 0.025, 0.02].map((share) => {
          const { line } = thresholdLine(share, safeScores, crisisScores);
          if (share === heldBack.falseAlarmShare) return `${line} (chosen)`;
          return share === 0.05 ? `${line} (the share before decision 044)` : line;
        }),
        `  stored threshold ${crisisModelThreshold().toFixed(3)}`,
      ].join("\n"),
    );
    if (process.env.BAR_OUT) writeFileSync(process.env.BAR_OUT, `${bar}\n`);
    if (process.env.IN_CONTEXT_BAR_OUT)
      writeFileSync(process.env.IN_CONTEXT_BAR_OUT, `${inContextBar}\n`);
    if (process.env.NAMED_BAR_OUT) writeFileSync(process.env.NAMED_BAR_OUT, `${namedBar}\n`);
    if (process.env.THRESHOLD_OUT)
      writeFileSync(process.env.THRESHOLD_OUT, `${chosen.threshold}\n`);
  },
  // Every held-back text is scored twice, one at a time in the model's worker: over 6,000 of
  // them take longer than the bench's ten minutes.
  3_600_000,
);
