import { EMOTION_WORD, hashText, pick, words } from "./phrasing";
import { readText } from "./reading.server";

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "about",
  "for",
  "in",
  "of",
  "on",
  "the",
  "to",
  "with",
  "my",
]);

function titleCase(text: string) {
  return words(text)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

function themeLabel(theme: string) {
  return titleCase(theme.replaceAll("-", " ")).replace("Self Care", "Self-Care");
}

/** A 3-7 word title from the main feeling and topic, or the opening words; never empty. */
export function localTitle(text: string) {
  const reading = readText(text);
  const seed = hashText(text);
  const emotion = reading.emotions[0]?.name;
  const theme = reading.topics[0] ?? reading.nouns[0];
  if (emotion && theme) {
    const feeling = titleCase(EMOTION_WORD[emotion]);
    const topic = themeLabel(theme);
    return pick(
      [`${feeling} and ${topic}`, `${topic}, ${feeling} and Me`, `On ${topic} and ${feeling}`],
      seed,
    );
  }
  if (emotion) {
    const feeling = titleCase(EMOTION_WORD[emotion]);
    return pick([`A Day of ${feeling}`, `Moments of ${feeling}`, `Sitting With ${feeling}`], seed);
  }
  if (theme) {
    const topic = themeLabel(theme);
    return pick([`Thoughts on ${topic}`, `Reflections on ${topic}`, `A Note About ${topic}`], seed);
  }
  const opening = words((reading.sentences[0] ?? text).replace(/[^\p{L}\p{N}'\s-]/gu, " "))
    .filter((word) => word.length > 0)
    .slice(0, 6);
  if (opening.length >= 3) return titleCase(opening.join(" "));
  return "A Quiet Journal Moment";
}
