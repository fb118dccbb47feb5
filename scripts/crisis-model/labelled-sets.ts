import { readFileSync, writeFileSync } from "node:fs";
import { CRISIS_BANK, SAFE_BANK } from "~/services/safety/crisis-bank";

/**
 * Writes every labelled crisis set the crisis model may learn from, as one JSON file for
 * train.py (docs/decisions/034-fine-tuned-crisis-model.md, 035 to 040). The held-out sets 7 to 15
 * are spent (the rules were tuned against them, set 15 counted four times) and are learnt from
 * too; held-out sets from 16 on are never read here. The shipped model learnt in three stages
 * (train.py with INIT, decisions 039 and 040): first the sets up to training 7 (with the bank),
 * then training 8 to 10 and held-out 7 to 14, then training 11 and 12 and held-out 15
 * (NEW="<stage two>;training 11,training 12,held-out 15"; resume.py rebuilds its INIT).
 *   npx tsx scripts/crisis-model/labelled-sets.ts out.json
 */
const FILES: [string, string][] = [
  ["tuning", "crisis-tuning"],
  ["held-out 1", "crisis-held-out"],
  ["held-out 2", "crisis-held-out-2"],
  ["held-out 3", "crisis-held-out-3"],
  ["held-out 4", "crisis-held-out-4"],
  ["held-out 5", "crisis-held-out-5"],
  ["held-out 6", "crisis-held-out-6"],
  ["training 1", "crisis-training"],
  ["training 2", "crisis-training-2"],
  ["training 3", "crisis-training-3"],
  ["training 4", "crisis-training-4"],
  ["training 5", "crisis-training-5"],
  ["training 6", "crisis-training-6"],
  ["training 7", "crisis-training-7"],
  ["training 8", "crisis-training-8"],
  ["training 9", "crisis-training-9"],
  ["training 10", "crisis-training-10"],
  ["training 11", "crisis-training-11"],
  ["training 12", "crisis-training-12"],
  ...[7, 8, 9, 10, 11, 12, 13, 14, 15].map((n): [string, string] => [
    `held-out ${n}`,
    `crisis-held-out-${n}`,
  ]),
];

type LabelledSet = { crisis: string[]; safe: string[] };
const sets = FILES.map(([name, file]) => {
  const { crisis, safe } = JSON.parse(
    readFileSync(new URL(`../../tests/fixtures/${file}.json`, import.meta.url), "utf8"),
  ) as LabelledSet;
  return { name, crisis, safe };
});
sets.push({ name: "bank", crisis: [...CRISIS_BANK], safe: [...SAFE_BANK] });
writeFileSync(process.argv[2]!, JSON.stringify(sets));
console.log(
  sets.map((set) => `${set.name}: ${set.crisis.length} crisis, ${set.safe.length} safe`).join("\n"),
);
