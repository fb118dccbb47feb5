import type { EmotionName } from "./emotion-lexicon";

/** FNV-1a: a stable number from a text, so the same conversation always reads the same way. */
export function hashText(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(items: readonly T[], seed: number, avoid?: (item: T) => boolean): T {
  const start = seed % items.length;
  for (let step = 0; step < items.length; step++) {
    const item = items[(start + step) % items.length]!;
    if (!avoid?.(item)) return item;
  }
  return items[start]!;
}

const FIRST_TO_SECOND: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  our: "your",
  ours: "yours",
  myself: "yourself",
  am: "are",
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  im: "you're",
  ive: "you've",
};

/** "How am I feeling today?" → "How are you feeling today?" (for chips written as the person). */
export function toSecondPerson(text: string) {
  const words = text.replace(/[’]/g, "'").split(/(\s+)/);
  return words
    .map((word, index) => {
      const match = /^([^a-z']*)([a-z']+)(.*)$/i.exec(word);
      if (!match) return word;
      const [, before, core, after] = match;
      const lower = core!.toLowerCase();
      let replacement = FIRST_TO_SECOND[lower];
      // "I was" → "you were"
      if (lower === "was" && words[index - 2]?.toLowerCase() === "i") replacement = "were";
      if (!replacement) return word;
      if (index === 0 && /^[A-Z]/.test(core!)) {
        replacement = replacement[0]!.toUpperCase() + replacement.slice(1);
      }
      return `${before}${replacement}${after}`;
    })
    .join("");
}

export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function words(text: string) {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * A short quotable piece of the person's words: one clause, no sentence punctuation inside (so a
 * reply's sentences and its one question stay countable), at most `maxWords` words.
 */
export function quotable(text: string, maxWords = 12) {
  const cleaned = text
    .replace(/\s+/g, " ")
    .replace(/["“”]/g, "")
    .replace(/[.!?…]+(?=\s|$)/g, "")
    .replace(/[.!?]/g, ",")
    .trim()
    .replace(/^(and|but|so|because|also)\s+/i, "")
    .replace(/[,;:\-–—\s]+$/, "");
  const list = words(cleaned);
  if (list.length <= maxWords) return list.join(" ");
  return `${list
    .slice(0, maxWords)
    .join(" ")
    .replace(/[,;:\-–—]+$/, "")}…`;
}

/** A feeling as a plain noun ("worry", not "anxiety"). */
export const EMOTION_WORD: Record<EmotionName, string> = {
  joy: "joy",
  gratitude: "gratitude",
  love: "love",
  hope: "hope",
  calm: "calm",
  pride: "pride",
  excitement: "excitement",
  relief: "relief",
  sadness: "sadness",
  loneliness: "loneliness",
  grief: "grief",
  anxiety: "worry",
  fear: "fear",
  anger: "anger",
  frustration: "frustration",
  guilt: "guilt",
  shame: "shame",
  overwhelm: "overwhelm",
  exhaustion: "tiredness",
  confusion: "uncertainty",
  surprise: "surprise",
};

/** How the companion names a feeling in a sentence ("a lot of worry", not "anxiety"). */
export const EMOTION_PHRASE: Record<EmotionName, string> = {
  joy: "real joy",
  gratitude: "gratitude",
  love: "a lot of love",
  hope: "some hope",
  calm: "a sense of calm",
  pride: "pride",
  excitement: "excitement",
  relief: "relief",
  sadness: "sadness",
  loneliness: "loneliness",
  grief: "grief",
  anxiety: "worry",
  fear: "fear",
  anger: "anger",
  frustration: "frustration",
  guilt: "guilt",
  shame: "shame",
  overwhelm: "overwhelm",
  exhaustion: "tiredness",
  confusion: "uncertainty",
  surprise: "surprise",
};

export type FeelingGroup =
  "bright" | "heavy" | "anxious" | "angry" | "selfCritical" | "tired" | "unsure" | "neutral";

export function feelingGroup(emotion: EmotionName | undefined): FeelingGroup {
  switch (emotion) {
    case "joy":
    case "gratitude":
    case "love":
    case "hope":
    case "calm":
    case "pride":
    case "excitement":
    case "relief":
      return "bright";
    case "sadness":
    case "loneliness":
    case "grief":
      return "heavy";
    case "anxiety":
    case "fear":
    case "overwhelm":
      return "anxious";
    case "anger":
    case "frustration":
      return "angry";
    case "guilt":
    case "shame":
      return "selfCritical";
    case "exhaustion":
      return "tired";
    case "confusion":
    case "surprise":
      return "unsure";
    default:
      return "neutral";
  }
}
