import { it } from "vitest";
import tuning from "#tests/fixtures/crisis-tuning.json";
import consumed from "#tests/fixtures/crisis-held-out.json";
import heldOut from "#tests/fixtures/crisis-held-out-2.json";
import heldOut3 from "#tests/fixtures/crisis-held-out-3.json";
import heldOut4 from "#tests/fixtures/crisis-held-out-4.json";
import heldOut5 from "#tests/fixtures/crisis-held-out-5.json";
import { whenSentenceModelSettles, embedSentences } from "~/services/ai/sentence-embeddings.server";
import { CRISIS_BANK, SAFE_BANK } from "~/services/safety/crisis-bank";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { aboutOthersOnly } from "~/services/safety/crisis-attribution.server";
import { isClassifierHit } from "~/services/safety/crisis-classifier.server";
import {
  isEmbeddingHit,
  nearestInBank,
  screeningSentences,
} from "~/services/safety/crisis-tiers.server";

/**
 * The crisis screen's recall and false-alarm rate per tier and overall, on the tuning set, the
 * consumed held-out sets and (with CRISIS_SET5=1) held-out set 5, the only one nothing was tuned
 * or chosen on (docs/decisions/019-sentence-embeddings.md, docs/decisions/026-crisis-classifier.md,
 * docs/decisions/028-crisis-third-party.md). For each set it prints the answer texts get: the
 * full crisis response, the check-in, or nothing; a false alarm is ANY response on a safe text.
 * It also times the screen's own CPU per message (rules, frames, attribution and the classifier's
 * scoring; the embedding itself runs in the worker and is timed in semantic-memory.bench.ts). Measured and
 * printed, never asserted:  npm run bench:crisis   (add `-- --details` style env CRISIS_DETAILS=1
 * to list the tuning set's misses; the held-out set's misses are listed only as a count).
 */
process.env.SEMANTIC_MEMORY = "on";

type Verdict = {
  rules: boolean;
  frames: boolean;
  /** The rules or frames matched only sentences about someone else: a check-in (decision 028). */
  others: boolean;
  neighbours: boolean;
  classifier: boolean;
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
    const frames = screen.crisis && FRAMES.has(screen.reason!);
    const others = screen.crisis && aboutOthersOnly(text);
    const split = screeningSentences(text);
    const vectors = (await embedSentences(split, { timeoutMs: 30_000 })) ?? [];
    const sentences = vectors.map((vector) => nearestInBank(vector, bank));
    const nearest = sentences.reduce((a, b) => (b.crisis - b.safe > a.crisis - a.safe ? b : a), {
      crisis: -1,
      safe: 1,
    });
    const neighbours = vectors.some((vector) => isEmbeddingHit(nearestInBank(vector, bank)));
    const classifier = vectors.some((vector, i) => isClassifierHit(vector, split[i]!));
    out.push({
      text,
      rules: screen.crisis && !frames,
      frames,
      others,
      neighbours,
      classifier,
      embedding: neighbours || classifier,
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

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}% (${n}/${d})`;

function report(name: string, crisis: Awaited<ReturnType<typeof verdicts>>, safe: typeof crisis) {
  const rows: [string, (v: Verdict) => boolean][] = [
    ["rules", (v) => v.rules],
    ["rules+frames", (v) => v.rules || v.frames],
    ["neighbours", (v) => v.neighbours],
    ["classifier", (v) => v.classifier],
    ["embedding tier", (v) => v.embedding],
    ["all tiers", (v) => v.rules || v.frames || v.embedding],
  ];
  console.log(`\n${name}: ${crisis.length} crisis, ${safe.length} safe-but-sad or benign`);
  for (const [label, hit] of rows) {
    console.log(
      `  ${label.padEnd(16)} recall ${pct(crisis.filter(hit).length, crisis.length).padEnd(16)} false alarms ${pct(safe.filter(hit).length, safe.length)}`,
    );
  }
  // The answer each text gets (decision 028): the full crisis response for a rule or frame hit
  // about the writer; the check-in for one about someone else, or for the embedding tier alone.
  const full = (v: Verdict) => (v.rules || v.frames) && !v.others;
  const any = (v: Verdict) => v.rules || v.frames || v.embedding;
  const checkIn = (v: Verdict) => any(v) && !full(v);
  console.log(
    `  crisis texts: full response ${pct(crisis.filter(full).length, crisis.length)}, check-in only ${pct(crisis.filter(checkIn).length, crisis.length)}, nothing ${pct(crisis.filter((v) => !any(v)).length, crisis.length)}`,
  );
  console.log(
    `  safe texts:   full response ${pct(safe.filter(full).length, safe.length)}, check-in ${pct(safe.filter(checkIn).length, safe.length)} (of which about someone else ${safe.filter((v) => checkIn(v) && v.others).length}), ANY response (the bar's false alarm) ${pct(safe.filter(any).length, safe.length)}`,
  );
}

it("reports the crisis screen's recall and false alarms", async () => {
  await whenSentenceModelSettles();
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
  // Set 5: the clean held-out set (decision 028). Only counts, never its texts; measured only
  // when asked (CRISIS_SET5=1), so that routine runs do not look at it.
  if (process.env.CRISIS_SET5) {
    report(
      "HELD-OUT set 5 (never tuned against; decision 028)",
      await verdicts(heldOut5.crisis, bank),
      await verdicts(heldOut5.safe, bank),
    );
  }

  // CPU per message of the screen's synchronous part, embedding excluded.
  const texts = [heldOut.crisis, heldOut.safe, heldOut4.crisis, heldOut4.safe].flat();
  const long = texts.join(" ");
  const vector = (await embedSentences(["a sentence"], { timeoutMs: 30_000 }))![0]!;
  const screenOnce = (text: string) => {
    if (screenForCrisis(text).crisis) aboutOthersOnly(text);
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
});
