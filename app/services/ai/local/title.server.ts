import type { Token } from "./nlp.server";
import { EMOTION_WORD, words } from "./phrasing";
import { readText, type Reading } from "./reading.server";
import { GENERIC_NOUNS, PEOPLE_NOUNS, TOPIC_LEXICON, type TopicName } from "./topic-lexicon";
import { EMOTION_LEXICON, type EmotionName } from "./emotion-lexicon";

/**
 * Titles name the main event of an entry in a few of its own words ("The presentation at work",
 * "Tea and a novel"), in sentence case. The phrase is a noun with what is attached to it ("at
 * work", "with my sister", "and a novel") from the sentence that carries the most feeling and
 * topic; it is always a whole phrase, never words cut off mid-way.
 */

const MIN_WORDS = 3;
const MAX_WORDS = 7;

const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "this",
  "that",
  "his",
  "her",
  "their",
  "your",
]);
const LINKS = new Set(["at", "with", "in", "on", "from", "for", "about", "after", "before"]);

/** Where a topic happens, for a head noun of that topic said on its own ("the presentation"). */
const TOPIC_PLACE: Partial<Record<TopicName, string>> = {
  work: "at work",
  school: "at school",
  family: "with family",
  friendship: "with friends",
};

/** A feeling as the adjective a title uses ("Feeling worried about work"). */
const FEELING_ADJECTIVE: Record<EmotionName, string> = {
  joy: "happy",
  gratitude: "grateful",
  love: "loved",
  hope: "hopeful",
  calm: "calm",
  pride: "proud",
  excitement: "excited",
  relief: "relieved",
  sadness: "sad",
  loneliness: "lonely",
  grief: "grief-stricken",
  anxiety: "worried",
  fear: "afraid",
  anger: "angry",
  frustration: "frustrated",
  guilt: "guilty",
  shame: "ashamed",
  overwhelm: "overwhelmed",
  exhaustion: "worn out",
  confusion: "unsure",
  surprise: "surprised",
};

/** A name keeps its capital letter; a capitalised topic word ("Work was…") does not. */
function isName(token: Token) {
  return token.pos === "PROPN" && !TOPIC_LEXICON.has(token.value);
}

/** wink tags a capitalised first word ("Tea and a novel") as a name; it is a noun there. */
function nounLike(token: Token) {
  return token.pos === "NOUN" || (token.pos === "PROPN" && TOPIC_LEXICON.has(token.value));
}

function isThing(token: Token | undefined) {
  return (
    token !== undefined &&
    nounLike(token) &&
    token.lemma.length >= 3 &&
    /^[a-z][a-z-]*$/.test(token.value) &&
    !GENERIC_NOUNS.has(token.lemma) &&
    !GENERIC_NOUNS.has(token.value) &&
    !PEOPLE_NOUNS.has(token.lemma) &&
    !EMOTION_LEXICON.has(token.value) &&
    !EMOTION_LEXICON.has(token.lemma)
  );
}

/** A noun someone can be with or at: a thing, a person ("my sister") or a topic word ("work"). */
function isAttachable(token: Token | undefined) {
  return (
    token !== undefined &&
    (isThing(token) ||
      (nounLike(token) && PEOPLE_NOUNS.has(token.lemma)) ||
      (nounLike(token) && TOPIC_LEXICON.has(token.value)))
  );
}

/** `[determiner] [adjective] noun [of noun]` starting at `start`, or null. */
function nounGroup(tokens: Token[], start: number, sentence: number) {
  let i = start;
  const at = (index: number) => (tokens[index]?.sentence === sentence ? tokens[index] : undefined);
  if (DETERMINERS.has(at(i)?.value ?? "")) i += 1;
  if (at(i)?.pos === "ADJ" && !EMOTION_LEXICON.has(at(i)!.value)) i += 1;
  if (!isAttachable(at(i))) return null;
  let end = i;
  if (at(end + 1)?.value === "of" && isAttachable(at(end + 2))) end += 2;
  return { start, head: i, end };
}

type Candidate = { start: number; end: number; head: number; score: number };

function candidates(reading: Reading) {
  const { tokens } = reading;
  const found: Candidate[] = [];
  tokens.forEach((token, index) => {
    if (!isThing(token) || tokens[index + 1]?.value === "of") return;
    const sentence = token.sentence;
    let start = index;
    const before = tokens[index - 1];
    if (
      before?.sentence === sentence &&
      !before.stop &&
      (before.pos === "ADJ" || before.pos === "NOUN" || before.pos === "PROPN") &&
      !PEOPLE_NOUNS.has(before.lemma) &&
      !EMOTION_LEXICON.has(before.value)
    ) {
      // "a new puppy", "our Sunday dinners", "the book club"
      start -= 1;
    }
    if (tokens[start - 1]?.sentence === sentence && DETERMINERS.has(tokens[start - 1]!.value)) {
      start -= 1;
    }
    let end = index;
    let extended = false;
    const next = tokens[index + 1];
    if (next?.sentence === sentence && (LINKS.has(next.value) || next.value === "and")) {
      const group = nounGroup(tokens, index + 2, sentence);
      // "tea and a novel" joins two things; "the walk with my dog" attaches one to another.
      if (group && (next.value !== "and" || isThing(tokens[group.head]))) {
        end = group.end;
        extended = true;
      }
    }
    const topical = TOPIC_LEXICON.has(token.value) || TOPIC_LEXICON.has(token.lemma);
    found.push({
      start,
      end,
      head: index,
      score:
        (reading.sentenceWeight[sentence] ?? 0) +
        (extended ? 2 : 0) +
        (topical ? 1 : 0) -
        index / (tokens.length * 4),
    });
  });
  return found.sort((a, b) => b.score - a.score);
}

function bestCandidate(reading: Reading) {
  return candidates(reading).find((candidate) => {
    // "Work" alone names a topic, not an event: the feeling about it says more.
    const head = reading.tokens[candidate.head]!;
    return candidate.end > candidate.head || !(head.value in TOPIC_PLACE);
  });
}

/** The words of tokens `start`..`end` as written, in sentence case ("my" → "My", "the" → "The"). */
function phraseOf(tokens: Token[], original: string[], start: number, end: number) {
  const list = original.slice(start, end + 1);
  if (["this", "that", "today's"].includes(list[0]!.toLowerCase())) list[0] = "the";
  const text = list
    .map((word, index) => (isName(tokens[start + index]!) ? word : word.toLowerCase()))
    .join(" ")
    .replace(/\bi\b/g, "I");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentenceCase(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The person's words for each token, as written (wink lower-cases `value`). */
function writtenWords(reading: Reading, text: string) {
  const written: string[] = [];
  let from = 0;
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  for (const token of reading.tokens) {
    const index = lower.indexOf(token.value, from);
    if (index < 0) {
      written.push(token.value);
      continue;
    }
    written.push(text.slice(index, index + token.value.length));
    from = index + token.value.length;
  }
  return written;
}

/**
 * The main event of a text as a short phrase in its own words ("my presentation at work"), lower
 * case except names, or null when it names no thing. Replies turn it to the second person.
 */
export function mainEvent(reading: Reading, text: string) {
  const written = writtenWords(reading, text);
  const best = bestCandidate(reading);
  if (!best) return null;
  const phrase = phraseOf(reading.tokens, written, best.start, best.end);
  return isName(reading.tokens[best.start]!)
    ? phrase
    : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** The opening clause of the text when it is a whole, short phrase; else null. */
function openingClause(reading: Reading) {
  const first = reading.sentences[0] ?? "";
  const clause = first.split(/\s*[,;:.!?]\s*|\s+(?:and|but|because|so)\s+/i)[0] ?? "";
  const list = words(clause.replace(/[^\p{L}\p{N}'\s-]/gu, " "));
  if (list.length < MIN_WORDS || list.length > MAX_WORDS) return null;
  return sentenceCase(list.join(" ").toLowerCase().replace(/\bi\b/g, "I"));
}

/** A 3-7 word title naming the main event, or the main feeling; never empty, never cut. */
export function localTitle(text: string) {
  const reading = readText(text);
  const written = writtenWords(reading, text);
  const best = bestCandidate(reading);
  if (best) {
    const phrase = phraseOf(reading.tokens, written, best.start, best.end);
    const count = words(phrase).length;
    if (count >= MIN_WORDS && count <= MAX_WORDS) return phrase;
    if (count < MIN_WORDS) {
      const head = reading.tokens[best.head]!;
      const topic = (TOPIC_LEXICON.get(head.value) ?? TOPIC_LEXICON.get(head.lemma) ?? [])[0];
      const place = topic ? TOPIC_PLACE[topic] : undefined;
      const noun = /^(A|An|The|My|Our)\s/.test(phrase) ? phrase : `The ${phrase.toLowerCase()}`;
      if (place && !noun.toLowerCase().includes(place)) return `${noun} ${place}`;
      return `A note on ${noun.charAt(0).toLowerCase()}${noun.slice(1)}`;
    }
  }
  const emotion = reading.emotions[0]?.name;
  const topic = reading.topics[0];
  if (emotion && topic) return `Feeling ${FEELING_ADJECTIVE[emotion]} about ${topic}`;
  if (emotion) return `A day of ${EMOTION_WORD[emotion]}`;
  if (topic) return `A few thoughts on ${topic}`;
  return openingClause(reading) ?? "A quiet journal moment";
}
