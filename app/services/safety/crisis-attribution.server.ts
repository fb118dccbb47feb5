import { normaliseForScreening, screenForCrisis, type CrisisReason } from "./crisis.server";

/**
 * Whose risk a rule or frame hit is about (docs/decisions/028-crisis-third-party.md).
 *
 * The rules and frames match "my friend attempted suicide", "my uncle died by suicide", a news
 * report or a novel's plot as readily as the writer's own words, because their patterns accept
 * "herself", "himself", "themselves" and the word "suicide" wherever it stands. Such a text is
 * not the writer at risk: it gets the gentle check-in with the resources (which also help someone
 * worried about another person), not the full crisis response, unless the writer's own risk is
 * expressed too, anywhere in the text.
 *
 * `aboutOthersOnly(text)` is true when every sentence the rules or frames match is about someone
 * else, a report, a story or the writer's own past told as recovered, and nothing in the text
 * speaks of the writer's own risk. A sign that spans sentences (matched only on the whole text) counts as
 * the writer's. Local, synchronous, no I/O; erring towards the writer: one first-person risk word
 * in a matched sentence keeps the full response.
 */

/** Someone else is the one at risk, or the text reports, tells a story or remembers. */
const OTHERS = [
  // "killed herself", "took his own life", "her suicide", "their attempt"
  /\b(?:herself|himself|themselves)\b/,
  /\b(?:his|her|their) (?:own )?(?:life|lives|suicide|attempt|overdose|death|self harm|cutting)\b/,
  /\b(?:died|dying|dead|death|deaths|lost \w+(?: \w+){0,3}) (?:by|of|from|to) (?:suicide|an overdose|overdose)\b/,
  /\bsuicide of\b/,
  // a person other than the writer as the subject near the risk words
  /\b(?:friend|friends|bestie|mate|sister|brother|sibling|mum|mom|mother|dad|father|parent|parents|uncle|aunt|auntie|cousin|nephew|niece|son|daughter|child|kid|kids|wife|husband|partner|boyfriend|girlfriend|ex|colleague|coworker|co worker|boss|teacher|neighbour|neighbor|classmate|student|students|patient|patients|client|grandad|grandpa|grandfather|grandma|gran|granny|grandmother|someone|somebody|a man|a woman|a boy|a girl|people|teen|teenager|singer|actor|rapper|celebrity|character|villain|narrator|hero|heroine)s?\b|\b(?:he|she)\b/,
  // news, research, fiction, art, teaching
  /\b(?:news|article|headline|report|reported|reports|documentary|podcast|statistics|rates?|study|research|campaign|awareness|prevention|hotline|helpline|book|novel|film|movie|show|series|episode|character|poem|poetry|song|lyrics|play|villain|detective|chapter|story|thriller|plot|scene|lesson|class|lecture|course|training|module)\b/,
  // the writer's own past, told as over: "I used to self-harm, six years clean now"
  /\b(?:used to|years? clean|months? clean|clean for|free (?:of|from)|recovered|recovering|in recovery|survived|survivor|looking back|back then|no longer|not anymore|anymore but|proud of)\b/,
];

/**
 * The writer's own risk in the same sentence: a first-person wish, plan or act, or a present
 * tie to another's death ("I should do the same", "me too").
 */
const WRITER = [
  /\bmyself\b/,
  /\bmy (?:own )?life\b/,
  /\bi (?:am|feel|felt|have been|was|keep being) (?:so |really |still |also )?suicidal\b/,
  /\bi (?!used to)(?:\w+ ){0,2}(?:want|wanted|wish|wished|need|plan|planning|going|decided|ready|tempted|thinking about|thought about|think about) (?:to )?(?:die|be dead|kill|end|hurt|cut|jump|overdose|do it|do the same|join|follow)\b/,
  /\b(?:do|did|doing) the same\b|\bme (?:too|next|as well)\b|\bsame here\b|\bsame\b(?= \||$)|\bjoin (?:him|her|them)\b|\bfollow (?:him|her|them)\b/,
  /\b(?:i|we) (?!used to)(?:\w+ ){0,2}(?:attempted|tried to kill|overdosed|took an overdose|cut|cutting|self harmed|self harming|harmed|harming|burned|burning|starving)\b(?! (?:to )?(?:help|call|reach|stop|talk|save|get))/,
  // the writer in another's death: "I envied him", "that could be me soon", "she is just me"
  /\b(?:envy|envied|envying|jealous of)\b|\b(?:be|is|was) (?:just )?me\b|\bme soon\b|\ball i (?:needed|need|wanted) to know\b/,
  /\bi (?:\w+ ){0,2}(?:planning|going) to leave\b/,
  // the first-person present or future of a risk word without any other subject
  /\bi (?:\w+ ){0,2}(?:will|would|am going to|might|may) (?:\w+ )?(?:die|be dead|not be here|not be around|not wake up)\b/,
];

/**
 * The reasons that can be about someone else. The others (a lethality question, means, a
 * farewell, an act of self-injury, death as the way out, being a burden, hopelessness about living) are the writer's own
 * by their shape and always keep the full response.
 */
const ATTRIBUTABLE = new Set<CrisisReason>([
  "suicidal-intent",
  "suicide-language",
  "wish-to-die",
  "self-harm",
  "method",
]);

/** A text's sentences, as the frames read them. */
const sentences = (text: string) =>
  text.split(/(?<=[.!?\n])\s+|\n+/).filter((sentence) => sentence.trim() !== "");

/** True when a matched sentence is about someone else (or a report, a story, a recovered past). */
function isAboutOthers(sentence: string): boolean {
  const normalised = normaliseForScreening(sentence);
  if (WRITER.some((pattern) => pattern.test(normalised))) return false;
  return OTHERS.some((pattern) => pattern.test(normalised));
}

/**
 * True when the rules or frames match the text only in sentences about others. False when they
 * do not match at all, or when any match is the writer's own.
 */
export function aboutOthersOnly(text: string): boolean {
  // The writer's own risk anywhere in the text, even in a sentence the rules did not match ("The
  // article said he felt no pain. That's all I needed to know."), keeps the full response.
  const whole = normaliseForScreening(text);
  if (WRITER.some((pattern) => pattern.test(whole))) return false;
  let others = false;
  for (const sentence of sentences(text)) {
    const { crisis, reason } = screenForCrisis(sentence);
    if (!crisis) continue;
    if (!reason || !ATTRIBUTABLE.has(reason) || !isAboutOthers(sentence)) return false;
    others = true;
  }
  // Nothing matched sentence by sentence, yet the whole text matched: a sign across sentences.
  return others;
}
