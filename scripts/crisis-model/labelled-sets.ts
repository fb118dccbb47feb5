import { writeFileSync } from "node:fs";
import { CRISIS_BANK, SAFE_BANK } from "~/services/safety/crisis-bank";
import { readLabelledSets } from "./labelled-files";

/**
 * Writes every labelled crisis set the crisis model may learn from, as one JSON file for
 * train.py (docs/decisions/034-fine-tuned-crisis-model.md, 035 to 040): those labelled-files.ts lists,
 * without their texts about someone else, and the bank. The shipped model learnt in three stages
 * (train.py with INIT, decisions 039 and 040): first the sets up to training 7 (with the bank),
 * then training 8 to 10 and held-out 7 to 14, then training 11 and 12 and held-out 15
 * (NEW="<stage two>;training 11,training 12,held-out 15"; resume.py rebuilds its INIT).
 *   npx tsx scripts/crisis-model/labelled-sets.ts out.json
 */
const sets = readLabelledSets().map(({ name, crisis, safe }) => ({ name, crisis, safe }));
sets.push({ name: "bank", crisis: [...CRISIS_BANK], safe: [...SAFE_BANK] });
writeFileSync(process.argv[2]!, JSON.stringify(sets));
console.log(
  sets.map((set) => `${set.name}: ${set.crisis.length} crisis, ${set.safe.length} safe`).join("\n"),
);
