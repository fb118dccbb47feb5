import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { readingForm } from "~/services/safety/reading-form";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { attributeCrisis } from "~/services/safety/crisis-attribution.server";
import {
  crisisModelClearlySafeBar,
  crisisModelThreshold,
  whenCrisisModelSettles,
} from "~/services/safety/crisis-model.server";
import { inLookAlikeContext } from "~/services/safety/crisis-look-alike.server";
import { crisisModelSetAsideScoreOf } from "~/services/safety/crisis-tiers.server";

/**
 * Chooses the crisis model's "clearly safe" bar (docs/decisions/037-set-aside-bar-from-rule-hits.md)
 * from the texts the trainer held back (scripts/crisis-model/heldback.py writes them):
 *
 *   HELD_BACK=held-back.json BAR_OUT=bar.txt npm run crisis:set-aside-bar
 *
 * The bar decides when the model may set a rule or frame hit about the writer aside (decision
 * 035). Only such hits matter, so it is read from them alone: just under the lowest set-aside
 * score of a held-back crisis text the rules match, so that no such text would be set aside.
 * It prints what that bar, the stored one and decision 035's 4% share would set aside on each
 * side, and what the model's threshold sets aside of the hits in a look-alike's context (where it
 * is the bar, decision 040), and writes the bar to BAR_OUT for export.py (CLEARLY_SAFE). train.sh runs it.
 */
process.env.CRISIS_MODEL = "on";

/** Under the lowest crisis score by this much: the runtime's rounding, never a real margin. */
const BELOW_LOWEST = 0.01;

type Scored = { text: string; score: number; lookAlike: boolean };

async function setAsideScores(texts: string[]): Promise<Scored[]> {
  const scored: Scored[] = [];
  for (const written of texts) {
    const text = readingForm(written);
    // As screenCrisisTiers asks: only a hit the rules or frames put on the writer is ever set aside.
    if (!screenForCrisis(text).crisis || attributeCrisis(text) !== "writer") continue;
    const score = await crisisModelSetAsideScoreOf(text, 60_000);
    if (score !== null) scored.push({ text, score, lookAlike: inLookAlikeContext(text) });
  }
  return scored.sort((a, b) => a.score - b.score);
}

const under = (scored: Scored[], bar: number, which = (_hit: Scored) => true) =>
  scored.filter((hit) => which(hit) && hit.score < bar).length;

// A tool, not a benchmark: it needs the trainer's held-back texts (HELD_BACK); a plain
// `npm run bench` skips it.
it.skipIf(!process.env.HELD_BACK)(
  "chooses the clearly-safe bar from held-back rule hits",
  async () => {
    await whenCrisisModelSettles();
    const heldBack = JSON.parse(readFileSync(process.env.HELD_BACK!, "utf8")) as {
      crisis: string[];
      safe: string[];
    };
    const crisis = await setAsideScores(heldBack.crisis);
    const safe = await setAsideScores(heldBack.safe);
    if (crisis.length === 0) throw new Error("no held-back crisis text matched the rules");
    const bar = crisis[0]!.score - BELOW_LOWEST;
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
    if (process.env.BAR_OUT) writeFileSync(process.env.BAR_OUT, `${bar}\n`);
  },
);
