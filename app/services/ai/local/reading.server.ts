import { tooShortToTell } from "~/lib/sentiment";
import type { Sentiment } from "../types";
import {
  EMOTION_LEXICON,
  EMOTION_VALENCE,
  INTENSIFIERS,
  NEGATED_EMOTION,
  type EmotionName,
} from "./emotion-lexicon";
import { analyseText, type Token } from "./nlp.server";
import { GENERIC_NOUNS, PEOPLE_NOUNS, TOPIC_LEXICON, type TopicName } from "./topic-lexicon";

/** Everything the local engine reads from one text; sentiment, replies and titles build on it. */
export type Reading = {
  tokens: Token[];
  sentences: string[];
  /** -1..1, or null when the text is too short to tell how the writer feels. */
  score: number | null;
  /** Emotions of the writer by weight, strongest first. */
  emotions: { name: EmotionName; weight: number }[];
  /** Topics by number of mentions, most first. */
  topics: TopicName[];
  /** Content nouns (lemmas) by frequency, most first, not covered by a topic name. */
  nouns: string[];
  /** How much feeling and topic each sentence carries (same order as `sentences`). */
  sentenceWeight: number[];
  /** Feelings the text gives to other people ("my friend was sad"), not counted as the writer's. */
  othersEmotions: EmotionName[];
};

const MAX_PHRASE = 4;
/** A feeling named this weakly ("a little down" is 0.6) still counts; a passing "nice" (1 × 0.5 after "but") does not. */
const MIN_EMOTION_WEIGHT = 0.6;
const EMOTIONS_RETURNED = 4;
const THEMES_RETURNED = 4;
/** Salient nouns kept as themes after the topics: a few, so a theme list stays about topics. */
const NOUNS_RETURNED = 2;

/** The token as it appears in a phrase of the lexicon: "ca n't" reads "can not". */
function surface(token: Token) {
  if (token.value === "n't") return "not";
  if (token.value === "ca") return "can";
  if (token.value === "wo") return "will";
  return token.value.replace(/[’]/g, "'");
}

function normaliseKey(key: string) {
  return key
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/n't\b/g, " not");
}

const EMOTION_KEYS = new Map(
  [...EMOTION_LEXICON].map(([key, value]) => [normaliseKey(key), value]),
);
const TOPIC_KEYS = new Map([...TOPIC_LEXICON].map(([key, value]) => [normaliseKey(key), value]));

/** Longest phrase (up to MAX_PHRASE words) starting at `start` that `lexicon` knows. */
function matchAt<T>(tokens: Token[], start: number, lexicon: Map<string, T>) {
  for (let length = Math.min(MAX_PHRASE, tokens.length - start); length >= 1; length--) {
    const slice = tokens.slice(start, start + length);
    if (slice.some((token) => token.sentence !== slice[0]!.sentence)) continue;
    const phrase = slice.map(surface).join(" ");
    const found = lexicon.get(phrase);
    if (found) return { found, length, phrase };
    if (length === 1) {
      const byLemma = lexicon.get(tokens[start]!.lemma);
      if (byLemma) return { found: byLemma, length, phrase };
    }
  }
  return null;
}

function intensityBefore(tokens: Token[], index: number) {
  let factor = 1;
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    const token = tokens[i]!;
    if (token.sentence !== tokens[index]!.sentence || token.clause !== tokens[index]!.clause) break;
    const boost = INTENSIFIERS.get(token.value);
    if (boost) factor *= boost;
  }
  return factor;
}

const WRITER = new Set(["i", "me", "my", "myself", "we", "us", "our", "ourselves", "i'm", "im"]);
/** Subjects that make a feeling someone else's; objects ("told him") do not. */
const OTHERS = new Set([
  "he",
  "she",
  "they",
  "her",
  "his",
  "their",
  "everyone",
  "everybody",
  "somebody",
  "someone",
]);
const TRANSFER = new Set(["bring", "give", "make", "cause", "send", "offer", "fill", "leave"]);
/** A person after one of these is not the one feeling ("dinner with my partner was lovely"). */
const PREPOSITIONS = new Set(["with", "to", "for", "at", "about", "from", "of", "by", "near"]);
/** A loss is the writer's even when someone else is its subject ("my grandmother passed away"). */
const ALWAYS_WRITERS = new Set<EmotionName>(["grief"]);
/** After "can't stop" a feeling word is not negated ("I can't stop worrying"). */
const UNNEGATING = new Set(["stop", "help", "quit"]);

/**
 * Whose feeling a feeling word at `index` is: the nearest person before it in its clause.
 * "my friend was sad" is the friend's; "she made me laugh" and "I was sad for her" are the
 * writer's; a clause with no person ("the day was awful") is the writer's.
 */
function isWritersFeeling(tokens: Token[], index: number) {
  const here = tokens[index]!;
  for (let i = index - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token.sentence !== here.sentence || token.clause !== here.clause) break;
    if (WRITER.has(token.value)) return true;
    // "She brings calm", "he gave me hope": what someone brings is felt by the writer.
    if (TRANSFER.has(token.lemma)) return true;
    if (OTHERS.has(token.value)) return false;
    if ((token.pos === "NOUN" && isAnimate(token)) || isName(tokens, i)) {
      if (!objectOfPreposition(tokens, i)) return false;
    }
  }
  // "Made me laugh": an object right after the feeling verb does not change whose it is.
  return true;
}

function isAnimate(token: Token) {
  return PEOPLE_NOUNS.has(token.lemma) || (TOPIC_LEXICON.get(token.lemma) ?? []).includes("pets");
}

/** "with my partner", "at Dana": the person is an object, not who is feeling. */
function objectOfPreposition(tokens: Token[], index: number) {
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const token = tokens[i]!;
    if (token.sentence !== tokens[index]!.sentence) return false;
    if (PREPOSITIONS.has(token.value)) return true;
    if (!["my", "our", "the", "a", "an", "his", "her", "their", "your"].includes(token.value)) {
      return false;
    }
  }
  return false;
}

/** A name ("Sarah cried"), not a capitalised first word ("Dinner was lovely"). */
function isName(tokens: Token[], index: number) {
  const token = tokens[index]!;
  if (
    token.pos !== "PROPN" ||
    token.stop ||
    GENERIC_NOUNS.has(token.value) ||
    TOPIC_KEYS.has(token.value) ||
    EMOTION_KEYS.has(token.value)
  ) {
    return false;
  }
  const first = tokens[index - 1]?.sentence !== token.sentence;
  const next = tokens[index + 1];
  return !first || next?.pos === "VERB" || next?.pos === "AUX";
}

/**
 * Phrases whose negation is part of the meaning: "never felt better" is joy, "not bad" is mildly
 * good. Matched before single feeling words, and never read as negated.
 */
const IDIOMS = new Map<string, { emotion: EmotionName; intensity: number }>(
  (
    [
      ["never felt better", "joy", 3],
      ["never been happier", "joy", 3],
      ["never been so happy", "joy", 3],
      ["could not be happier", "joy", 3],
      ["can not be happier", "joy", 3],
      ["could not be better", "joy", 3],
      ["could not have gone better", "joy", 3],
      ["not bad", "joy", 1],
      ["not too bad", "joy", 1],
      ["not so bad", "joy", 1],
      ["no complaints", "joy", 1],
      ["can not wait", "excitement", 3],
      ["not alone", "love", 1],
      ["not sure", "confusion", 2],
      ["not so sure", "confusion", 2],
      ["can not focus", "frustration", 2],
      ["could not focus", "frustration", 2],
      ["could not concentrate", "frustration", 2],
      ["can not concentrate", "frustration", 2],
      ["happy tears", "joy", 3],
      ["cried happy tears", "joy", 3],
      ["tears of joy", "joy", 3],
      ["no longer worried", "relief", 2],
      ["no longer scared", "relief", 2],
    ] as const
  ).map(([phrase, emotion, intensity]) => [phrase, { emotion, intensity }]),
);

/** Words that turn what came before them down and what comes after up ("tired, but happy"). */
const CONTRAST = new Set(["but", "however", "yet", "though", "still", "although"]);
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;

/** The weight of each token's clause: what follows a "but" counts more than what it turns from. */
function contrastWeights(tokens: Token[]) {
  const weights = tokens.map(() => 1);
  tokens.forEach((token, index) => {
    if (!CONTRAST.has(token.value)) return;
    // "still" and "though" only turn the sentence when they open a clause or end it.
    if (
      (token.value === "still" || token.value === "yet") &&
      tokens[index - 1]?.clause === token.clause
    ) {
      return;
    }
    if (
      token.value === "although" ||
      (token.value === "though" && index === firstOfClause(tokens, index))
    ) {
      // "Although it rained, we had fun": the subordinate clause is what is turned from.
      for (let i = index; i < tokens.length && tokens[i]!.clause === token.clause; i++) {
        weights[i]! *= BEFORE_CONTRAST;
      }
      return;
    }
    const startsSentence = tokens[index - 1]?.sentence !== token.sentence;
    for (let i = index - 1; i >= 0; i--) {
      const before = tokens[i]!;
      // A sentence opening with "But" turns the sentence before it.
      if (
        before.sentence !== token.sentence &&
        !(startsSentence && before.sentence === token.sentence - 1)
      )
        break;
      weights[i]! *= BEFORE_CONTRAST;
    }
    for (let i = index + 1; i < tokens.length && tokens[i]!.sentence === token.sentence; i++) {
      weights[i]! *= AFTER_CONTRAST;
    }
  });
  return weights;
}

function firstOfClause(tokens: Token[], index: number) {
  let first = index;
  while (first > 0 && tokens[first - 1]!.clause === tokens[index]!.clause) first -= 1;
  return first;
}

/** Fewer words than this with no feeling word at all is not enough to tell ("ok I guess"). */
const MIN_WORDS_WITHOUT_FEELING = 6;

function isNoun(token: Token) {
  return (
    token.pos === "NOUN" &&
    !token.stop &&
    token.lemma.length >= 3 &&
    /^[a-z][a-z-]*$/.test(token.lemma) &&
    !GENERIC_NOUNS.has(token.lemma) &&
    !GENERIC_NOUNS.has(token.value) &&
    !PEOPLE_NOUNS.has(token.lemma) &&
    !EMOTION_KEYS.has(token.lemma) &&
    !EMOTION_KEYS.has(token.value)
  );
}

export function readText(text: string): Reading {
  const { tokens, sentences, sentiment } = analyseText(text);
  const weights = new Map<EmotionName, number>();
  const others = new Set<EmotionName>();
  const topicCounts = new Map<TopicName, number>();
  const nounCounts = new Map<string, number>();
  const sentenceWeight = sentences.map(() => 0);
  const contrast = contrastWeights(tokens);
  let valence = 0;
  let hits = 0;

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const idiom = matchAt(tokens, i, IDIOMS);
    const emotion = idiom
      ? { found: [idiom.found], length: idiom.length, idiom: true }
      : { ...(matchAt(tokens, i, EMOTION_KEYS) ?? { found: [], length: 1 }), idiom: false };
    if (!emotion.found.length) {
      i += 1;
      continue;
    }
    const negated =
      !emotion.idiom &&
      token.negated &&
      !UNNEGATING.has(tokens[i - 1]?.lemma ?? "") &&
      !UNNEGATING.has(tokens[i - 2]?.lemma ?? "");
    const intensity = intensityBefore(tokens, i);
    // "not very happy" is milder than "not happy", not stronger.
    const factor = (negated && intensity > 1 ? 0.8 : intensity) * contrast[i]!;
    const writers = isWritersFeeling(tokens, i);
    for (const entry of emotion.found) {
      if (!writers && !ALWAYS_WRITERS.has(entry.emotion)) {
        others.add(entry.emotion);
        continue;
      }
      const weight = entry.intensity * factor;
      const polarity = EMOTION_VALENCE[entry.emotion];
      if (negated) {
        // "not happy" leans sad; "not sad" is only mildly positive and names no emotion.
        const opposite = NEGATED_EMOTION[entry.emotion];
        if (opposite && polarity > 0) {
          weights.set(opposite, (weights.get(opposite) ?? 0) + weight * 0.7);
        }
        valence -= polarity * weight * (polarity > 0 ? 0.7 : 0.3);
      } else {
        weights.set(entry.emotion, (weights.get(entry.emotion) ?? 0) + weight);
        valence += polarity * weight;
      }
      sentenceWeight[token.sentence]! += weight;
      hits += 1;
    }
    i += emotion.length;
  }

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const topic = matchAt(tokens, i, TOPIC_KEYS);
    if (topic) {
      for (const name of topic.found) topicCounts.set(name, (topicCounts.get(name) ?? 0) + 1);
      sentenceWeight[token.sentence]! += 1;
    }
    // "a cup of tea" is about tea: a noun followed by "of" measures another.
    if (isNoun(token) && tokens[i + 1]?.value !== "of")
      nounCounts.set(token.lemma, (nounCounts.get(token.lemma) ?? 0) + 1);
    i += topic?.length ?? 1;
  }

  const enough = !tooShortToTell(text) && (tokens.length >= MIN_WORDS_WITHOUT_FEELING || hits > 0);

  const lexical = Math.tanh(valence / 4);
  // wink's AFINN score knows neither whose feeling it is nor "but"; it only nudges.
  // When every feeling in the text is someone else's, wink's score is mostly theirs too.
  const blended =
    hits > 0 ? 0.85 * lexical + 0.15 * sentiment : (others.size > 0 ? 0.2 : 0.6) * sentiment;
  const topics = [...topicCounts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return {
    tokens,
    sentences,
    score: enough ? Math.round(Math.max(-1, Math.min(1, blended)) * 1000) / 1000 : null,
    emotions: [...weights]
      .filter(([, weight]) => weight >= MIN_EMOTION_WEIGHT)
      .sort((a, b) => b[1] - a[1])
      .map(([name, weight]) => ({ name, weight })),
    topics,
    nouns: [...nounCounts]
      .sort((a, b) => b[1] - a[1])
      .map(([noun]) => noun)
      // A noun already named by one of its topics ("friend" under friendship) adds nothing.
      .filter(
        (noun) =>
          !topics.includes(noun as TopicName) &&
          !(TOPIC_LEXICON.get(noun) ?? []).some((topic) => topics.includes(topic)),
      ),
    sentenceWeight,
    othersEmotions: [...others].filter((name) => !weights.has(name)),
  };
}

export function themesOf(reading: Reading) {
  return [...reading.topics.slice(0, 3), ...reading.nouns.slice(0, NOUNS_RETURNED)]
    .filter((theme, index, all) => all.indexOf(theme) === index)
    .slice(0, THEMES_RETURNED);
}

/**
 * The writer's sentiment. A text too short to tell (docs/product.md#sentiment-analysis) has a
 * null score and no emotions or themes, so it feeds neither the mood chart nor the insights.
 */
export function sentimentOf(reading: Reading): Sentiment {
  if (reading.score === null) return { score: null, emotions: [], themes: [] };
  return {
    score: reading.score,
    emotions: reading.emotions.slice(0, EMOTIONS_RETURNED).map((emotion) => emotion.name),
    themes: themesOf(reading),
  };
}
