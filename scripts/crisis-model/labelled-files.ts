import { readFileSync } from "node:fs";

/**
 * The labelled crisis sets the crisis model and its "someone at risk" head may learn from
 * (docs/decisions/034-fine-tuned-crisis-model.md to 048), as [name, fixture file]. The held-out
 * sets 7 to 56 are spent (counted, and the rules tuned against them) and are learnt from too:
 * the shipped model and its "someone at risk" head learnt all of them (decision 048); held-out
 * sets from 57 on are never read here.
 */
export const LABELLED_FILES: [string, string][] = [
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
  ...[
    7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
    56,
  ].map((n): [string, string] => [`held-out ${n}`, `crisis-held-out-${n}`]),
];

/** A labelled set: the writer's own risk, nobody's, and (in the later sets) someone else's. */
export type LabelledSet = { name: string; crisis: string[]; safe: string[]; others: string[] };

export function readLabelledSets(): LabelledSet[] {
  return LABELLED_FILES.map(([name, file]) => {
    const set = JSON.parse(
      readFileSync(new URL(`../../tests/fixtures/${file}.json`, import.meta.url), "utf8"),
    ) as Partial<LabelledSet>;
    return { name, crisis: set.crisis ?? [], safe: set.safe ?? [], others: set.others ?? [] };
  });
}
