import { readingForm } from "~/services/safety/reading-form";
import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
} from "obscenity";
import type { HoldReason } from "~/lib/community";
import { moderationCheck } from "~/models/ai-moderation.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";

/**
 * The screen every community post and reply passes before anyone else can see it
 * (docs/decisions/022-community.md):
 * 1. the journal's tiered crisis screen: a crisis match holds the post ("crisis") and the author
 *    gets the crisis resources; an embedding-only match ("check-in") publishes it and the author
 *    gets the gentle check-in;
 * 2. a profanity filter (`obscenity`, English) and a short list of harassment phrases: a match
 *    holds the post ("filter") for a moderator.
 */

/**
 * Words people use about their own bad day ("I feel like shit"); holding them would tell someone
 * who is struggling that their words were wrong. Slurs and insults stay in the filter.
 */
const MILD_WORDS = new Set(["shit", "crap", "damn", "hell", "piss"]);

const profanity = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => MILD_WORDS.has(phrase.metadata?.originalWord ?? ""))
  .addPhrase((phrase) => phrase.setMetadata({ originalWord: "kys" }).addPattern(pattern`|kys|`));

const matcher = new RegExpMatcher({ ...profanity.build(), ...englishRecommendedTransformers });

/** Phrases aimed at another person that no peer-support space should publish unreviewed. */
const HARASSMENT_PHRASES = [
  "kill yourself",
  "kill urself",
  "go kill yourself",
  "you should die",
  "you should kill yourself",
  "go die",
  "nobody likes you",
  "no one likes you",
  "nobody cares about you",
  "no one cares about you",
  "everyone hates you",
  "everybody hates you",
  "you are worthless",
  "youre worthless",
  "you are pathetic",
  "youre pathetic",
  "you deserve to suffer",
  "the world would be better without you",
  "do everyone a favour",
  "do everyone a favor",
];

/** Lower case, letters and digits only, single spaces: "Nobody   LIKES you!!" → "nobody likes you". */
function normalise(text: string) {
  return ` ${text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u2019']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** Whether the profanity or harassment filter would hold `text` (also used for community names). */
export function isFilteredText(raw: string) {
  const text = readingForm(raw);
  if (matcher.hasMatch(text)) return true;
  const words = normalise(text);
  return HARASSMENT_PHRASES.some((phrase) => words.includes(` ${phrase} `));
}

export type CommunityScreening = { holdReason: HoldReason | null; checkIn: boolean };

export async function screenCommunityText(text: string): Promise<CommunityScreening> {
  const crisis = await screenCrisisTiers(text, { moderate: moderationCheck() });
  if (crisis.level === "crisis") return { holdReason: "crisis", checkIn: false };
  const checkIn = crisis.level === "check-in";
  return { holdReason: isFilteredText(text) ? "filter" : null, checkIn };
}
