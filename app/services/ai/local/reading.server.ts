import type { Sentiment } from "../types";
import {
  EMOTION_LEXICON,
  EMOTION_VALENCE,
  INTENSIFIERS,
  NEGATED_EMOTION,
  type EmotionName,
} from "./emotion-lexicon";
import { analyseText, type Token } from "./nlp.server";
import { GENERIC_NOUNS, TOPIC_LEXICON, type TopicName } from "./topic-lexicon";

/** Everything the local engine reads from one text; sentiment, replies and titles build on it. */
export type Reading = {
  tokens: Token[];
  sentences: string[];
  /** -1..1 */
  score: number;
  /** Emotions by weight, strongest first. */
  emotions: { name: EmotionName; weight: number }[];
  /** Topics by number of mentions, most first. */
  topics: TopicName[];
  /** Content nouns (lemmas) by frequency, most first, not covered by a topic name. */
  nouns: string[];
  /** How much feeling and topic each sentence carries (same order as `sentences`). */
  sentenceWeight: number[];
};

const MAX_PHRASE = 4;
const EMOTIONS_RETURNED = 4;
const THEMES_RETURNED = 5;

/** The token as it appears in a phrase of the lexicon: "ca n't" reads "can not". */
function surface(token: Token) {
  if (token.value === "n't") return "not";
  if (token.value === "ca") return "can";
  if (token.value === "wo") return "will";
  return token.value;
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
    if (found) return { found, length };
    if (length === 1) {
      const byLemma = lexicon.get(tokens[start]!.lemma);
      if (byLemma) return { found: byLemma, length };
    }
  }
  return null;
}

function intensityBefore(tokens: Token[], index: number) {
  let factor = 1;
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    const token = tokens[i]!;
    if (token.sentence !== tokens[index]!.sentence) break;
    const boost = INTENSIFIERS.get(token.value);
    if (boost) factor *= boost;
  }
  return factor;
}

export function readText(text: string): Reading {
  const { tokens, sentences, sentiment } = analyseText(text);
  const weights = new Map<EmotionName, number>();
  const topicCounts = new Map<TopicName, number>();
  const nounCounts = new Map<string, number>();
  const sentenceWeight = sentences.map(() => 0);
  let valence = 0;
  let hits = 0;

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const emotion = matchAt(tokens, i, EMOTION_KEYS);
    if (!emotion) {
      i += 1;
      continue;
    }
    const factor = intensityBefore(tokens, i);
    for (const entry of emotion.found) {
      const weight = entry.intensity * factor;
      const polarity = EMOTION_VALENCE[entry.emotion];
      if (token.negated) {
        // "not happy" leans sad; "not sad" is only mildly positive and names no emotion.
        const opposite = NEGATED_EMOTION[entry.emotion];
        if (opposite) weights.set(opposite, (weights.get(opposite) ?? 0) + weight * 0.7);
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
    if (
      token.pos === "NOUN" &&
      !token.stop &&
      token.lemma.length >= 3 &&
      /^[a-z][a-z-]*$/.test(token.lemma) &&
      !GENERIC_NOUNS.has(token.lemma) &&
      !EMOTION_KEYS.has(token.lemma) &&
      !EMOTION_KEYS.has(token.value)
    ) {
      nounCounts.set(token.lemma, (nounCounts.get(token.lemma) ?? 0) + 1);
    }
    i += topic?.length ?? 1;
  }

  const lexical = Math.tanh(valence / 4);
  const blended = hits > 0 ? 0.75 * lexical + 0.25 * sentiment : 0.8 * sentiment;
  const topics = [...topicCounts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return {
    tokens,
    sentences,
    score: Math.round(Math.max(-1, Math.min(1, blended)) * 1000) / 1000,
    emotions: [...weights]
      .filter(([, weight]) => weight >= 1)
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
  };
}

export function themesOf(reading: Reading) {
  return [...reading.topics.slice(0, 3), ...reading.nouns]
    .filter((theme, index, all) => all.indexOf(theme) === index)
    .slice(0, THEMES_RETURNED);
}

export function sentimentOf(reading: Reading): Sentiment {
  return {
    score: reading.score,
    emotions: reading.emotions.slice(0, EMOTIONS_RETURNED).map((emotion) => emotion.name),
    themes: themesOf(reading),
  };
}
