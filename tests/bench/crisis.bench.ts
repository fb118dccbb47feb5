import { existsSync, readFileSync } from "node:fs";
import { it } from "vitest";
import tuning from "#tests/fixtures/crisis-tuning.json";
import consumed from "#tests/fixtures/crisis-held-out.json";
import heldOut from "#tests/fixtures/crisis-held-out-2.json";
import heldOut3 from "#tests/fixtures/crisis-held-out-3.json";
import heldOut4 from "#tests/fixtures/crisis-held-out-4.json";
import heldOut5 from "#tests/fixtures/crisis-held-out-5.json";
import heldOut6 from "#tests/fixtures/crisis-held-out-6.json";
import { whenSentenceModelSettles, embedSentences } from "~/services/ai/sentence-embeddings.server";
import { CRISIS_BANK, SAFE_BANK } from "~/services/safety/crisis-bank";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { attributeCrisis } from "~/services/safety/crisis-attribution.server";
import { isClassifierHit } from "~/services/safety/crisis-classifier.server";
import { disownedIntrusiveThought } from "~/services/safety/crisis-disowned-thought.server";
import { crisisModelHit, whenCrisisModelSettles } from "~/services/safety/crisis-model.server";
import { someoneElseAtRisk } from "~/services/safety/crisis-others.server";
import {
  crisisModelSetsAside,
  isEmbeddingHit,
  nearestInBank,
  nobodyAtRiskInRuleHit,
  screeningSentences,
} from "~/services/safety/crisis-tiers.server";

/**
 * The crisis screen's recall and false-alarm rate per tier and overall, on the tuning set, the
 * consumed held-out sets, (with CRISIS_SET5=1 or CRISIS_SET6=1) sets 5 and 6, and (with
 * CRISIS_SET7=1 to CRISIS_SET103=1, counts only) held-out sets 7 to 103 when their files are
 * there (docs/decisions/019-sentence-embeddings.md, docs/decisions/026-crisis-classifier.md,
 * docs/decisions/028-crisis-third-party.md, docs/decisions/029-crisis-three-categories.md,
 * docs/decisions/036-crisis-model-long-entries.md). For each set it prints the answer texts get: the
 * full crisis response, the check-in, or nothing, per category: the writer's own risk (any
 * response catches it), someone else's (the check-in is right), nobody's (ANY response is a
 * false alarm).
 * It also times the screen's own CPU per message (rules, frames, attribution, the third-person step and the classifier's
 * scoring; the embedding itself runs in the worker and is timed in semantic-memory.bench.ts). Measured and
 * printed, never asserted:  npm run bench:crisis   (env CRISIS_DETAILS=1 lists the tuning set's
 * and, with CRISIS_SET5=1 or CRISIS_SET6=1, their misses and false alarms; sets 7 to 103 are
 * only ever counted). "rules+frames, kept" leaves out the hits the crisis model sets aside
 * (decision 035); "all, none set aside" is the screen without that step.
 */
process.env.SEMANTIC_MEMORY = "on";
// The crisis model (decision 034) answers the embedding tier; the sentence model's stand-in is
// measured alongside ("stand-in tier", and "all tiers, stand-in" for the screen without the model).
process.env.CRISIS_MODEL = "on";

type Verdict = {
  rules: boolean;
  frames: boolean;
  /** The rules or frames matched only sentences about someone else: a check-in (decision 028). */
  others: boolean;
  /**
   * The crisis model set the rules' or frames' hit aside: about the writer, read as clearly safe;
   * about someone else, its second head reads nobody at risk.
   */
  setAside: boolean;
  /** No rule or frame hit, and someone else's risk told in the third person: a check-in (decision 038). */
  thirdPerson: boolean;
  neighbours: boolean;
  classifier: boolean;
  /** The crisis model (decision 034) on the text's passages. */
  model: boolean;
  /** The embedding tier as the app answers: the crisis model when ready, else its stand-in. */
  embedding: boolean;
};

async function verdicts(texts: string[], bank: { crisis: number[][]; safe: number[][] }) {
  const out: (Verdict & {
    text: string;
    nearest: { crisis: number; safe: number };
    sentences: { crisis: number; safe: number }[];
  })[] = [];
  for (const text of texts) {
    const screen = screenForCrisis(text);
    // As screenCrisisTiers answers (decision 029): a hit about nobody the writer knows is set
    // aside; one about someone the writer knows is a check-in.
    const attribution = screen.crisis ? attributeCrisis(text) : null;
    const counted = screen.crisis && attribution !== "distant";
    // One about the writer that the crisis model reads as clearly safe is set aside (decision
    // 035), as is one about someone else in which its "someone at risk" head reads nobody at
    // risk now (decision 041).
    // An intrusive thought the writer disowns is no one's risk, whichever tier read it (decision 050).
    const disowned = disownedIntrusiveThought(text);
    const setAside =
      counted &&
      (attribution === "writer"
        ? disowned || (await crisisModelSetsAside(text, 30_000))
        : await nobodyAtRiskInRuleHit(text, 30_000));
    const frames = counted && FRAMES.has(screen.reason!);
    const others = counted && attribution === "others" && !setAside;
    const thirdPerson = !screen.crisis && someoneElseAtRisk(text);
    const split = screeningSentences(text);
    const vectors = (await embedSentences(split, { timeoutMs: 30_000 })) ?? [];
    const sentences = vectors.map((vector) => nearestInBank(vector, bank));
    const nearest = sentences.reduce((a, b) => (b.crisis - b.safe > a.crisis - a.safe ? b : a), {
      crisis: -1,
      safe: 1,
    });
    const neighbours = vectors.some((vector) => isEmbeddingHit(nearestInBank(vector, bank)));
    const classifier = vectors.some((vector, i) => isClassifierHit(vector, split[i]!));
    const model = await crisisModelHit(split, 30_000);
    out.push({
      text,
      rules: counted && !frames,
      frames,
      others,
      setAside,
      thirdPerson,
      neighbours,
      classifier,
      model: model ?? false,
      embedding: (model ?? (neighbours || classifier)) && !disowned,
      nearest,
      sentences,
    });
  }
  return out;
}

const FRAMES = new Set([
  "lethality-question",
  "means-and-preparation",
  "farewell",
  "self-harm-act",
  "death-as-way-out",
  "burden",
]);

// The newest held-out set on disk; each is counted only when asked (CRISIS_SET<n>=1).
const LAST_HELD_OUT_SET = 111;
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}% (${n}/${d})`;

type Verdicts = Awaited<ReturnType<typeof verdicts>>;

// The answer each text gets (decision 028): the full crisis response for a rule or frame hit
// about the writer; the check-in for one about someone else, for someone else's risk told in the
// third person (decision 038), or for the embedding tier alone.
const kept = (v: Verdict) => (v.rules || v.frames) && !v.setAside;
const full = (v: Verdict) => kept(v) && !v.others;
const any = (v: Verdict) => kept(v) || v.embedding || v.thirdPerson;
const checkIn = (v: Verdict) => any(v) && !full(v);

/**
 * Three categories (docs/decisions/029-crisis-three-categories.md): `crisis` is the writer's own
 * risk (any response catches it), `others` is someone else at risk while the writer is not (the
 * right answer is the check-in; the full response over-reacts, nothing misses), `safe` is nobody at
 * risk (ANY response is a false alarm). Sets written before decision 029 have no `others` list:
 * their texts about someone else sit among the safe ones.
 */
function report(name: string, crisis: Verdicts, safe: Verdicts, others: Verdicts = []) {
  const rows: [string, (v: Verdict) => boolean][] = [
    ["rules", (v) => v.rules],
    ["rules+frames", (v) => v.rules || v.frames],
    ["rules+frames, kept", kept],
    ["neighbours", (v) => v.neighbours],
    ["classifier", (v) => v.classifier],
    ["stand-in tier", (v) => v.neighbours || v.classifier],
    ["crisis model", (v) => v.model],
    ["embedding tier", (v) => v.embedding],
    ["all tiers", any],
    ["third person", (v) => v.thirdPerson],
    [
      "all tiers, stand-in",
      (v) => v.rules || v.frames || v.neighbours || v.classifier || v.thirdPerson,
    ],
  ];
  console.log(
    `\n${name}: ${crisis.length} crisis, ${others.length} about someone else, ${safe.length} safe`,
  );
  for (const [label, hit] of rows) {
    console.log(
      `  ${label.padEnd(20)} recall ${pct(crisis.filter(hit).length, crisis.length).padEnd(16)} false alarms ${pct(safe.filter(hit).length, safe.length)}`,
    );
  }
  summary(crisis, safe, others);
  if (process.env.CRISIS_DETAILS && !name.startsWith("Tuning")) {
    // Consumed sets only: held-out set 7 is never passed to report().
    for (const v of crisis.filter((v) => !any(v))) console.log(`  MISS  ${v.text}`);
  }
}

/** Counts only: what the crisis, others and safe texts get. */
function summary(crisis: Verdict[], safe: Verdict[], others: Verdict[]) {
  console.log(
    `  crisis: RECALL (any response) ${pct(crisis.filter(any).length, crisis.length)}: full response ${pct(crisis.filter(full).length, crisis.length)}, check-in only ${pct(crisis.filter(checkIn).length, crisis.length)}, nothing ${pct(crisis.filter((v) => !any(v)).length, crisis.length)}`,
  );
  if (others.length) {
    console.log(
      `  others: CHECK-IN (the right answer) ${pct(others.filter(checkIn).length, others.length)}, full response ${pct(others.filter(full).length, others.length)}, nothing ${pct(others.filter((v) => !any(v)).length, others.length)}`,
    );
  }
  console.log(
    `  safe:   FALSE ALARMS (any response) ${pct(safe.filter(any).length, safe.length)}: full response ${pct(safe.filter(full).length, safe.length)}, check-in ${pct(safe.filter(checkIn).length, safe.length)} (of which the rules or frames read as about someone else ${safe.filter((v) => checkIn(v) && v.others).length})`,
  );
  if (others.length) {
    // Decision 028's count, kept for continuity: others' texts were on the safe side then.
    const both = [...safe, ...others];
    console.log(
      `  decision 028's count, any response on safe + others: ${pct(both.filter(any).length, both.length)} [full ${pct(both.filter(full).length, both.length)}]`,
    );
  }
}

/** A held-out set's counts by tier and answer, never its texts. */
async function countHeldOut(
  set: number | string,
  bank: { crisis: number[][]; safe: number[][] },
  file = `tests/fixtures/crisis-held-out-${set}.json`,
) {
  if (!existsSync(file)) {
    console.log(`\n${file} is not there: set ${set} skipped.`);
    return;
  }
  const texts = JSON.parse(readFileSync(file, "utf8")) as Partial<
    Record<"crisis" | "others" | "safe", string[]>
  >;
  const crisis = await verdicts(texts.crisis ?? [], bank);
  const others = await verdicts(texts.others ?? [], bank);
  const safe = await verdicts(texts.safe ?? [], bank);
  console.log(
    `\nHELD-OUT set ${set} (counts only): ${crisis.length} crisis, ${others.length} about someone else, ${safe.length} safe`,
  );
  for (const [label, hit] of [
    ["rules+frames", (v: Verdict) => v.rules || v.frames],
    ["rules+frames, kept", kept],
    ["stand-in tier", (v: Verdict) => v.neighbours || v.classifier],
    ["crisis model", (v: Verdict) => v.model],
    ["embedding tier", (v: Verdict) => v.embedding],
    ["all tiers", any],
    ["third person", (v: Verdict) => v.thirdPerson],
    ["all, none set aside", (v: Verdict) => v.rules || v.frames || v.embedding || v.thirdPerson],
    [
      "all tiers, stand-in",
      (v: Verdict) => v.rules || v.frames || v.neighbours || v.classifier || v.thirdPerson,
    ],
  ] as const) {
    console.log(
      `  ${label.padEnd(20)} recall ${pct(crisis.filter(hit).length, crisis.length).padEnd(16)} false alarms ${pct(safe.filter(hit).length, safe.length)}`,
    );
  }
  summary(crisis, safe, others);
}

it("reports the crisis screen's recall and false alarms", async () => {
  await whenSentenceModelSettles();
  console.log(`The crisis model: ${await whenCrisisModelSettles()}`);
  const vectors = await embedSentences([...CRISIS_BANK, ...SAFE_BANK], { timeoutMs: 60_000 });
  if (!vectors) throw new Error("The sentence model did not load.");
  const bank = {
    crisis: vectors.slice(0, CRISIS_BANK.length),
    safe: vectors.slice(CRISIS_BANK.length),
  };

  const tuningCrisis = await verdicts(tuning.crisis, bank);
  const tuningSafe = await verdicts(tuning.safe, bank);
  report("Tuning set", tuningCrisis, tuningSafe);
  if (process.env.CRISIS_SWEEP) {
    // Threshold and margin of the embedding tier, on the TUNING set only.
    for (const threshold of [0.54, 0.56, 0.58, 0.6, 0.62, 0.64, 0.66]) {
      const cells = [0, 0.02, 0.04, 0.06, 0.08, 0.1].map((margin) => {
        const hit = (v: (typeof tuningCrisis)[number]) =>
          v.sentences.some((n) => n.crisis >= threshold && n.crisis - n.safe >= margin);
        return `m${margin.toFixed(2)} ${tuningCrisis.filter(hit).length}/${tuningSafe.filter(hit).length}`;
      });
      console.log(`  t${threshold.toFixed(2)}  ${cells.join("  ")}`);
    }
  }
  if (process.env.CRISIS_DETAILS) {
    const fmt = (v: (typeof tuningCrisis)[number]) =>
      `    c=${v.nearest.crisis.toFixed(2)} s=${v.nearest.safe.toFixed(2)} ${v.text}`;
    console.log("  tuning crisis (embedding tier):");
    for (const v of tuningCrisis) console.log(`${v.embedding ? "+" : "-"}${fmt(v)}`);
    console.log("  tuning safe (embedding tier):");
    for (const v of tuningSafe) console.log(`${v.embedding ? "!" : " "}${fmt(v)}`);
  }

  if (process.env.CRISIS_TUNING_ONLY) return;
  report(
    "First held-out set, consumed (its misses became tests; no longer held out)",
    await verdicts(consumed.crisis, bank),
    await verdicts(consumed.safe, bank),
  );
  const heldCrisis = await verdicts(heldOut.crisis, bank);
  const heldSafe = await verdicts(heldOut.safe, bank);
  // Set 2 was never trained on, but it has been looked at several times and its false-alarm family
  // shaped training sentences (decision 026): for information only. Set 4 is the clean figure.
  report("Second held-out set (looked at several times; for information)", heldCrisis, heldSafe);
  report(
    "Third held-out set, consumed after one look (its misses became tests; decision 026)",
    await verdicts(heldOut3.crisis, bank),
    await verdicts(heldOut3.safe, bank),
  );
  // Set 4 was measured twice under decision 026 and is now used for tuning (decision 028).
  report(
    "Fourth held-out set (tuned against since decision 028; for information)",
    await verdicts(heldOut4.crisis, bank),
    await verdicts(heldOut4.safe, bank),
  );
  // Set 5 was measured once under decision 028 and is tuned and trained on since decision 029;
  // set 6 was measured twice as counts under decision 029 and is tuned and trained on since
  // decision 032. Each is read only when asked (CRISIS_SET5=1, CRISIS_SET6=1); CRISIS_DETAILS=1
  // also lists its misses, its others' texts that do not get the check-in, and its false alarms.
  for (const [set, texts] of [
    [5, heldOut5],
    [6, heldOut6],
  ] as const) {
    if (!process.env[`CRISIS_SET${set}`]) continue;
    const crisis = await verdicts(texts.crisis, bank);
    const others = await verdicts(texts.others, bank);
    const safe = await verdicts(texts.safe, bank);
    report(
      `Held-out set ${set} (tuned and trained on since decision ${set === 5 ? "029" : "032"})`,
      crisis,
      safe,
      others,
    );
    if (process.env.CRISIS_DETAILS) {
      const tiers = (v: Verdict) =>
        (["rules", "frames", "others", "neighbours", "classifier"] as const)
          .filter((k) => v[k])
          .join(",") || "-";
      for (const v of others.filter((v) => !checkIn(v)))
        console.log(`  OTHER ${full(v) ? "full" : "none"} ${v.text}`);
      for (const v of safe.filter(any)) console.log(`  FALSE ${tiers(v)} ${v.text}`);
    }
  }
  // Sets 7 (decision 032), 8 (decision 034), 9 (decision 035), 10 and 11 (everyday messages;
  // decision 036), 12 (look-alikes, long entries), 13 (everyday messages; decision 037), 14 and 15
  // (look-alikes, everyday messages, someone else's risk; decision 038), 16 and 17 (the same, two
  // more authors; decision 039), 18 (long look-alikes; first counted in decision 040), 19 and 20
  // (first counted in decision 041), 21 and 22 (first counted in decision 042), 23 to 28 (first
  // counted in decision 043), 29 to 32 (first counted in decision 044), 33 to 40 (first counted in
  // decision 045), 41 to 48 (first counted in decision 046), 49 to 56 (first counted in decision
  // 047), 58 to 64 (first counted in decision 048), 57 and 65 to 71 (first counted in decision
  // 049), 72 to 79 (first counted in decision 050), 80 to 87 (first counted in decision 051), 88
  // to 95 (first counted in decision 052), 96 to 103 (first counted in decision 053): each
  // written by yet another author, never tuned against when first counted.
  // Read only when asked (CRISIS_SET7=1 to CRISIS_SET103=1), and only ever counted; the crisis
  // model learns from 7 to 14 since decision 039, from 15 since decision 040, from 16 to 20 since
  // decision 042, from 21 to 32 since decision 045, from 33 to 40 since decision 046, from 41
  // to 48 since decision 047 and from 49 to 56 since decision 048; its "someone at risk" head
  // from 21 to 28 since decision 044, to 32 since decision 045, to 40 since decision 046, to 48
  // since decision 047 and to 56 since decision 048.
  // CRISIS_COUNT_FILE=path counts any other labelled file the same way (a new training file
  // before it is trained on, say).
  for (let set = 7; set <= LAST_HELD_OUT_SET; set++)
    if (process.env[`CRISIS_SET${set}`]) await countHeldOut(set, bank);
  for (const file of (process.env.CRISIS_COUNT_FILE ?? "").split(",").filter(Boolean)) {
    await countHeldOut(file, bank, file);
  }

  // CPU per message of the screen's synchronous part, embedding excluded.
  const texts = [heldOut.crisis, heldOut.safe, heldOut4.crisis, heldOut4.safe].flat();
  const long = texts.join(" ");
  const vector = (await embedSentences(["a sentence"], { timeoutMs: 30_000 }))![0]!;
  const screenOnce = (text: string) => {
    if (screenForCrisis(text).crisis) attributeCrisis(text);
    else someoneElseAtRisk(text);
    for (const sentence of screeningSentences(text)) isClassifierHit(vector, sentence);
  };
  for (const [label, sample] of [
    [`${texts.length} short texts`, texts],
    [`one long entry (${long.split(/\s+/).length} words)`, [long]],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const text of sample) {
        const start = process.cpuUsage();
        screenOnce(text);
        const used = process.cpuUsage(start);
        times.push((used.user + used.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(
      `\nScreen CPU per message, ${label}: median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (embedding excluded)`,
    );
  }

  // The crisis model's time per message in its worker (wall clock, one message at a time; the
  // machine's load shows in it) and the process's memory with both models loaded.
  const entry = heldOut4.safe.slice(0, 12).join(" ");
  for (const [label, text] of [
    ["a short message", heldOut4.crisis[0]!],
    [`a ${entry.split(/\s+/).length}-word entry`, entry],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      const start = performance.now();
      await crisisModelHit(screeningSentences(text), 30_000);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`Crisis model, ${label}: median ${times[10]!.toFixed(1)} ms`);
  }
  console.log(
    `Process RSS with both models loaded: ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
  );
  // Eight held-out sets at once take longer than the bench config's ten minutes (decision 049).
}, 3_600_000);
