import { readingForm } from "~/services/safety/reading-form";
import { createHash } from "node:crypto";
import {
  dot,
  embedSentences,
  whenSentenceModelSettles,
} from "~/services/ai/sentence-embeddings.server";

import { attributeCrisis, FIRST_PERSON } from "./crisis-attribution.server";
import { someoneElseAtRisk } from "./crisis-others.server";
import { inLookAlikeContext, NAMED_AS_A_TOPIC } from "./crisis-look-alike.server";
import { disownedIntrusiveThought } from "./crisis-disowned-thought.server";
import { toldAsRecoveredPast } from "./crisis-recovered-past.server";
import { medicationAsPrescribed } from "./crisis-medication-routine.server";
import { readsNobodyAtRisk } from "./crisis-others-head.server";
import { matchCrisisFrame } from "./crisis-frames.server";
import { CRISIS_BANK, SAFE_BANK } from "./crisis-bank";
import { isClassifierHit } from "./crisis-classifier.server";
import {
  crisisModelClearlySafe,
  crisisModelSetAsideScore,
  crisisModelHit,
  crisisModelPassages,
  crisisModelState,
  whenCrisisModelSettles,
} from "./crisis-model.server";
import { normaliseForScreening, screenForCrisis, type CrisisReason } from "./crisis.server";

/**
 * The crisis screen in tiers (docs/architecture.md#ai-engines-and-crisis-safety), always local and
 * before any model:
 * 1. rules and 2. semantic frames (`screenForCrisis`, synchronous): a hit is a crisis, answered
 *    with the full crisis response, unless every sentence they match is about someone else
 *    (crisis-attribution.server.ts): someone the writer knows (a friend's attempt, a death by
 *    suicide in the family) gets a check-in ("about: others", decision 028); nobody the writer
 *    knows (a novel, the news, a stranger, a course, an attempt long over) sets the hit aside and
 *    lets the embedding tier decide (decision 029), as does one about someone else in which the
 *    crisis model's "someone at risk" head reads nobody at risk now (decision 041); and a hit
 *    about the writer is set aside when the crisis model reads the text as clearly safe
 *    (decision 035), or, in a look-alike's context (a joke, a screening question answered no, a
 *    lesson), as under its threshold (crisis-look-alike.server.ts, decision 040). Someone else's
 *    risk told in the third person, which the rules and frames do not read ("my dad keeps saying
 *    we'd be better off without him"), gets the check-in (crisis-others.server.ts, decision 038);
 * 3. the embedding tier: the crisis model (crisis-model.server.ts, decision 034), a sentence model
 *    fine-tuned on the repository's labelled texts, reads the message in passages and scores the
 *    writer's own risk; a hit alone is a "check-in", answered with a gentle question and the
 *    resources. While that model is off or cannot answer, the sentence model's tier stands in:
 *    each sentence is embedded in the sentence-model worker, then scored by a classifier trained
 *    on labelled sentences (crisis-classifier.server.ts, decision 026) and compared with a
 *    labelled bank (crisis-bank.ts, nearest neighbours with a margin);
 * 4. when an admin has configured OpenAI itself, its moderation endpoint may raise the level
 *    (moderation.server.ts); nothing ever lowers it.
 * An intrusive thought the writer names and disowns ("what if I jumped. It's the call of the void,
 * I don't want to"; crisis-disowned-thought.server.ts, decision 050) and the writer's own crisis
 * told as over ("five years since I was in hospital after trying to end it. I don't think about
 * dying anymore"; crisis-recovered-past.server.ts, decision 051) and medicines taken as prescribed
 * ("sorted Mum's pills into the dosette"; crisis-medication-routine.server.ts, decision 051) are
 * nobody's risk now, whichever of tiers 1 to 3 read them.
 * The embedding tier waits at most `waitMs` (the model not ready, the worker busy): the rules and
 * frames always run, and a request is never held up for long.
 */
export type CrisisLevel = "crisis" | "check-in" | "none";
export type CrisisTier = "rules" | "frames" | "embedding" | "moderation";
export type TieredScreening = {
  level: CrisisLevel;
  tier?: CrisisTier;
  reason?: CrisisReason;
  /** Set when the rules or frames matched only sentences about someone else (decision 028). */
  about?: "others";
};

const FRAME_REASONS = new Set<CrisisReason>([
  "lethality-question",
  "means-and-preparation",
  "farewell",
  "self-harm-act",
  "death-as-way-out",
  "burden",
]);

/**
 * A sentence is a check-in when its nearest crisis sentence is at least this similar and beats
 * the nearest safe sentence by at least the margin (tuned on tests/fixtures/crisis-tuning.json,
 * measured on the held-out set by `npm run bench:crisis`).
 */
export const EMBEDDING_THRESHOLD = 0.66;
export const EMBEDDING_MARGIN = 0.08;
/** Sentences compared per text (the longest ones beyond this are rare; rules read them all). */
const MAX_SENTENCES = 24;
/**
 * The longest entry whose rule hit the crisis model may set aside: it must read every sentence to
 * vouch for the entry, and twice the embedding tier's reading still fits in the journal's wait
 * (about a second on two cores; decision 040). Past this the rules' answer stands.
 */
const MAX_SET_ASIDE_SENTENCES = 2 * MAX_SENTENCES;

type Bank = { crisis: number[][]; safe: number[][] };
const globalForBank = globalThis as unknown as { __crisisBank?: Promise<Bank | null> };

/** The bank's vectors, embedded once per process when the model is ready (null until then). */
function bank(waitMs: number): Promise<Bank | null> {
  if (!globalForBank.__crisisBank) {
    const pending = embedSentences([...CRISIS_BANK, ...SAFE_BANK], {
      timeoutMs: 30_000,
    }).then((vectors) =>
      vectors
        ? { crisis: vectors.slice(0, CRISIS_BANK.length), safe: vectors.slice(CRISIS_BANK.length) }
        : null,
    );
    globalForBank.__crisisBank = pending;
    // Not ready (model loading or failed): forget it, so a later request tries again.
    void pending.then((result) => {
      if (!result && globalForBank.__crisisBank === pending) globalForBank.__crisisBank = undefined;
    });
  }
  return Promise.race([globalForBank.__crisisBank, delay(waitMs, null)]);
}

/**
 * Embeds the bank as soon as the model is ready (called at server start), so the first message
 * screened does not wait for it.
 */
export async function prepareCrisisBank() {
  if ((await whenCrisisModelSettles()) === "ready") return;
  if ((await whenSentenceModelSettles()) === "ready") await bank(60_000);
}

const delay = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());

/** The text's sentences, for the embedding tier (the first MAX_SENTENCES). */
export const screeningSentences = (text: string) => sentencesOf(text).slice(0, MAX_SENTENCES);

/** Every sentence of the text with a letter in it, each cut at 400 characters. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence))
    .map((sentence) => sentence.slice(0, 400));

/** How close one sentence vector is to the bank: its best crisis and best safe similarity. */
export function nearestInBank(vector: readonly number[], vectors: Bank) {
  let crisis = -1;
  let safe = -1;
  for (const other of vectors.crisis) crisis = Math.max(crisis, dot(vector, other));
  for (const other of vectors.safe) safe = Math.max(safe, dot(vector, other));
  return { crisis, safe };
}

export const isEmbeddingHit = ({ crisis, safe }: { crisis: number; safe: number }) =>
  crisis >= EMBEDDING_THRESHOLD && crisis - safe >= EMBEDDING_MARGIN;

/**
 * The embedding tier alone: true when a sentence sits near the crisis side of the bank; null when
 * the model could not answer within `waitMs`.
 */
export async function embeddingTierHit(text: string, waitMs: number): Promise<boolean | null> {
  // Which model answered is part of the key: a verdict of the stand-in is not kept once the
  // crisis model is ready.
  const key = `${crisisModelState()}:${createHash("sha256").update(text).digest("base64")}`;
  const cached = recentVerdicts.get(key);
  if (cached !== undefined) return cached;
  const verdict = await embeddingTierVerdict(text, waitMs);
  if (verdict !== null) remember(key, verdict);
  return verdict;
}

/**
 * The last few hundred verdicts by a hash of the text (never the text itself), so an entry page
 * reloaded does not embed every sentence again.
 */
const recentVerdicts = new Map<string, boolean>();
const MAX_REMEMBERED = 256;
function remember(key: string, verdict: boolean) {
  recentVerdicts.delete(key);
  recentVerdicts.set(key, verdict);
  if (recentVerdicts.size > MAX_REMEMBERED) {
    recentVerdicts.delete(recentVerdicts.keys().next().value!);
  }
}

async function embeddingTierVerdict(text: string, waitMs: number): Promise<boolean | null> {
  const started = Date.now();
  const sentences = screeningSentences(text);
  if (sentences.length === 0) return false;
  const model = await crisisModelHit(sentences, waitMs);
  if (model !== null) return model;
  return sentenceModelVerdict(sentences, Math.max(50, waitMs - (Date.now() - started)));
}

/** The sentence model's tier: the classifier and the bank, sentence by sentence. */
async function sentenceModelVerdict(sentences: string[], waitMs: number) {
  const started = Date.now();
  const vectors = await bank(waitMs);
  if (!vectors) return null;
  const embedded = await embedSentences(sentences, {
    timeoutMs: Math.max(50, waitMs - (Date.now() - started)),
  });
  if (!embedded) return null;
  return embedded.some(
    (vector, i) =>
      isClassifierHit(vector, sentences[i]!) || isEmbeddingHit(nearestInBank(vector, vectors)),
  );
}

/**
 * Every tier, in order. `moderate` is the optional outside check (OpenAI's moderation endpoint
 * when an admin configured OpenAI itself); it can only raise the level.
 */
export async function screenCrisisTiers(
  written: string,
  {
    waitMs = 400,
    moderate,
  }: { waitMs?: number; moderate?: (text: string) => Promise<CrisisLevel> } = {},
): Promise<TieredScreening> {
  const started = Date.now();
  const text = readingForm(written);
  const rules = screenForCrisis(text);
  const attribution = rules.crisis ? attributeCrisis(text) : null;
  if (rules.crisis && attribution !== "distant") {
    const tier = rules.reason && FRAME_REASONS.has(rules.reason) ? "frames" : "rules";
    if (attribution === "writer") {
      if (!nobodysRiskNow(text) && !(await crisisModelSetsAside(text, waitMs))) {
        return { level: "crisis", tier, reason: rules.reason };
      }
      // The writer's own words say nobody is at risk now (an intrusive thought disowned, a past
      // told as over, medicines taken as prescribed), or the crisis model reads it as clearly not
      // the writer's risk (a nurse's shift, revision for an exam, goodbyes at a leaving do):
      // moderation alone may still raise it.
      const moderation = await moderationOf(text, moderate);
      return moderation === "none" ? { level: "none" } : { level: moderation, tier: "moderation" };
    }
    // About someone the writer knows: the check-in, unless the crisis model's second head reads
    // nobody at risk now (a play, a paramedic's shift, a memorial run: decision 041); then the
    // embedding tier and moderation decide, as for a hit about nobody the writer knows.
    if (!(await nobodyAtRiskInRuleHit(text, waitMs))) {
      return checkInForSomeoneElse(text, moderate, { tier, reason: rules.reason });
    }
  }
  // Someone else's risk told in the third person, which the rules do not read (decision 038).
  if (!rules.crisis && someoneElseAtRisk(text)) {
    return checkInForSomeoneElse(text, moderate, { tier: "frames" });
  }
  // No rule or frame hit, or only about nobody the writer knows (a novel, the news, a stranger, a
  // course: decision 029), or about someone else with nobody at risk now (decision 041): the
  // embedding tier and moderation decide.
  const [embedding, moderation] = await Promise.all([
    // What is left of the wait once the "someone at risk" head has read (decision 041).
    embeddingTierHit(text, Math.max(1, waitMs - (Date.now() - started))).catch(() => null),
    moderationOf(text, moderate),
  ]);
  if (moderation === "crisis") return { level: "crisis", tier: "moderation" };
  // The model reads the words of an unwanted thought or of a past; the writer says it is not a
  // wish, or over (decisions 050 and 051).
  if (embedding && !nobodysRiskNow(text)) return { level: "check-in", tier: "embedding" };
  if (moderation === "check-in") return { level: "check-in", tier: "moderation" };
  return { level: "none" };
}

/**
 * The writer's own words say nobody is at risk now: an intrusive thought disowned (decision 050),
 * a past told as over, medicines taken as prescribed (decision 051).
 */
const nobodysRiskNow = (text: string) =>
  disownedIntrusiveThought(text) || toldAsRecoveredPast(text) || medicationAsPrescribed(text);

/**
 * Someone else at risk (decisions 028 and 038): the check-in, unless moderation (or the writer's
 * own words elsewhere, which the rules would have matched) says more. The crisis model, which
 * reads the writer's own risk, is not asked.
 */
async function checkInForSomeoneElse(
  text: string,
  moderate: ((text: string) => Promise<CrisisLevel>) | undefined,
  found: { tier: CrisisTier; reason?: CrisisReason },
): Promise<TieredScreening> {
  if ((await moderationOf(text, moderate)) === "crisis")
    return { level: "crisis", tier: "moderation" };
  return { level: "check-in", ...found, about: "others" };
}

/** The outside check's level, "none" when there is none or it fails. */
const moderationOf = (text: string, moderate?: (text: string) => Promise<CrisisLevel>) =>
  moderate ? moderate(text).catch((): CrisisLevel => "none") : Promise.resolve<CrisisLevel>("none");

/**
 * A rule or frame hit about the writer is set aside when the crisis model, reading the same
 * text, scores it clearly safe (docs/decisions/035-model-sets-aside-rule-hits.md): every passage
 * and every sentence the rules match on its own. A hit no single sentence explains (a pattern
 * across sentences, or past the sentences the model reads) always stands, as it does when the
 * model cannot answer within `waitMs`.
 */
export async function crisisModelSetsAside(text: string, waitMs: number): Promise<boolean> {
  const reading = setAsideReading(text);
  if (!reading) return false;
  return crisisModelClearlySafe(reading.sentences, reading.matched, {
    timeoutMs: waitMs,
    lookAlike: inLookAlikeContext(text),
    namedOnly: reading.namedOnly,
  });
}

/**
 * A rule or frame hit about someone else is set aside when the crisis model's "someone at risk"
 * head (crisis-others-head.server.ts, docs/decisions/041-someone-at-risk-head.md) reads nobody at
 * risk now in what the rules matched. False when the head cannot answer within `waitMs`, so the
 * check-in stands.
 */
export async function nobodyAtRiskInRuleHit(text: string, waitMs: number): Promise<boolean> {
  const passages = ruleHitPassages(text);
  return passages !== null && readsNobodyAtRisk(passages, waitMs);
}

/**
 * What the "someone at risk" head reads of a text, for the screen and for its fitting alike: the
 * crisis model's passages the rules match in, and each matched sentence that is not a passage of
 * its own; every passage when no single passage or sentence explains the hit. Null past the
 * sentences the set-aside step reads.
 */
export function ruleHitPassages(text: string): string[] | null {
  const reading = setAsideReading(text);
  if (!reading) return null;
  const passages = crisisModelPassages(reading.sentences);
  const matched = [
    ...passages.filter((passage) => screenForCrisis(passage).crisis),
    ...reading.matched.filter((sentence) => !passages.includes(sentence)),
  ];
  return matched.length > 0 ? matched : passages;
}

/**
 * The scores `crisisModelSetsAside` compares with its bars (the set-aside score and the passages'
 * in context), null when it would not compare (too many sentences, no single sentence matched,
 * the model cannot answer): what the tool that chooses the bars reads
 * (tests/bench/crisis-set-aside-bar.bench.ts, decisions 037 and 050).
 */
export async function crisisModelSetAsideScoreOf(text: string, waitMs: number) {
  const reading = setAsideReading(text);
  if (!reading) return null;
  return crisisModelSetAsideScore(reading.sentences, reading.matched, {
    timeoutMs: waitMs,
    lookAlike: inLookAlikeContext(text),
  });
}

function setAsideReading(text: string) {
  const sentences = sentencesOf(text);
  if (sentences.length > MAX_SET_ASIDE_SENTENCES) return null;
  const hits = sentences
    .map((sentence) => ({ sentence, reason: screenForCrisis(sentence).reason }))
    .filter((hit) => hit.reason !== undefined);
  return {
    sentences,
    matched: hits.map((hit) => hit.sentence),
    // Every matched sentence only names the subject, and none names the writer ("the GP asked if
    // I had thoughts of suicide" is the writer's; decision 048), and no frame reads the text's
    // shape ("policy pays out on suicide after two years. It's been two years", decision 049).
    namedOnly:
      hits.length > 0 &&
      hits.every(
        (hit) =>
          NAMED_AS_A_TOPIC.has(hit.reason!) &&
          !FIRST_PERSON.test(normaliseForScreening(hit.sentence)),
      ) &&
      matchCrisisFrame(text, normaliseForScreening) === null,
  };
}

/** Whether the set-aside step reads a rule hit as only naming the subject (decision 048). */
export const namedOnlyHit = (text: string) => setAsideReading(text)?.namedOnly ?? false;
