import { DEFAULT_ASSISTANT_NAME } from "~/lib/site";

import { CRISIS_LINES } from "./crisis-lines";
import { matchCrisisFrame, type CrisisFrame } from "./crisis-frames.server";

/**
 * Crisis screening (docs/architecture.md#ai-engines-and-crisis-safety).
 *
 * Every chat message and journal entry goes through `screenForCrisis` BEFORE any AI model sees
 * it. On a match the chat answers with `crisisReply(...)` instead of asking a model, and the page
 * shows `<CrisisResources />`. It is local, synchronous and has no I/O: a few dozen regular
 * expressions over a normalised copy of the text.
 *
 * How it works:
 * 1. `normalise` lowercases, unifies apostrophes, expands contractions (with or without the
 *    apostrophe), maps slang and common misspellings ("kms", "wanna", "sucidal", "k1ll"),
 *    collapses stretched letters ("diiiie"), and marks clause boundaries (, ; . ! ? newline) as
 *    " | " so a pattern never spans two clauses.
 * 2. `SAFE_STATEMENTS` (explicit negations such as "I would never hurt myself", "I'm not
 *    suicidal") are blanked out, unless a "but"/"though" follows them in the same sentence.
 * 3. Each family in `RISK_FAMILIES` is tried in turn; the first match decides, and its name is the
 *    `reason` (never the person's words: reasons may be logged, entries may not).
 *
 * Decisions, all erring on the side of safety where a person may be speaking about themselves:
 * - Past disclosures ("I tried to kill myself last year") match: a past attempt is the strongest
 *   known risk factor, and the resources are offered gently.
 * - Worry about someone else ("my friend said she wants to kill herself") matches: the writer may
 *   need guidance on what to do, which the resources give, and the reply is worded for both.
 * - The word "suicide" matches except in clearly impersonal uses (a film title, prevention
 *   campaigns, "suicide doors", a "suicide mission"...); grief after a suicide therefore shows the
 *   resources too.
 * - Idioms stay quiet: "this deadline is killing me", "I died laughing", "my phone died", "I'm
 *   dead tired", "I could kill for a coffee", "I'm killing myself at the gym", "I cut myself
 *   shaving", "I'm dying to see it", "I'd rather die than sing", "ran 10 kms".
 * - "I don't want to live anymore" matches: a negation of living is a risk, not a safety statement.
 */
export type CrisisScreening = { crisis: boolean; reason?: CrisisReason };

/** Family (or frame, crisis-frames.server.ts) names returned as `reason`. */
export type CrisisReason =
  | CrisisFrame
  | "suicidal-intent"
  | "suicide-language"
  | "wish-to-die"
  | "hopelessness-about-living"
  | "burden"
  | "self-harm"
  | "method"
  | "farewell";

// ---------------------------------------------------------------------------------------------
// 1. Normalisation
// ---------------------------------------------------------------------------------------------

/** Whole-token replacements: contractions without apostrophes, slang, and misspellings. */
const TOKEN_MAP: Record<string, string> = {
  // contractions typed without an apostrophe (with one they are expanded before tokenising)
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  wont: "will not",
  wouldnt: "would not",
  couldnt: "could not",
  shouldnt: "should not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "am not",
  im: "i am",
  ive: "i have",
  id: "i would",
  whats: "what is",
  thats: "that is",
  theres: "there is",
  its: "it is",
  hes: "he is",
  shes: "she is",
  theyre: "they are",
  youre: "you are",
  lifes: "life is",
  // slang and text speak
  wanna: "want to",
  wana: "want to",
  wanan: "want to",
  wnat: "want",
  wnt: "want",
  gonna: "going to",
  gonnae: "going to",
  gunna: "going to",
  gona: "going to",
  tryna: "trying to",
  gotta: "got to",
  hafta: "have to",
  u: "you",
  ur: "your",
  rn: "right now",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  noone: "nobody",
  everybody: "everyone",
  anymore: "anymore",
  kms: "kill myself",
  // misspellings of the few words the patterns rely on
  myslef: "myself",
  mysefl: "myself",
  mysel: "myself",
  myselve: "myself",
  mself: "myself",
  meself: "myself",
  themself: "themselves",
  pils: "pills",
  selfharm: "self harm",
  selfharming: "self harming",
  selfharmed: "self harmed",
  sewerslide: "suicide",
  overdoes: "overdose",
  overdossed: "overdosed",
  comit: "commit",
  commiting: "committing",
};

/** Two-word spellings joined or rewritten after tokenising. */
const PHRASE_MAP: [RegExp, string][] = [
  [/\bmy self\b/g, "myself"],
  [/\bher self\b/g, "herself"],
  [/\bhim self\b/g, "himself"],
  [/\bthem selves\b/g, "themselves"],
  [/\bun aliv/g, "unaliv"],
  [/\bno one\b/g, "nobody"],
  [/\bno body\b/g, "nobody"],
  [/\bevery one\b/g, "everyone"],
  [/\bany more\b/g, "anymore"],
  [/\bgood bye\b/g, "goodbye"],
  [/\bover dose/g, "overdose"],
  [/\bsewer slide\b/g, "suicide"],
];

/**
 * Words whose stretched or doubled-letter typos ("kil", "diiie", "myselff", "alliive") should be
 * read as the word. A token is compared with each word after collapsing all repeated letters.
 */
const STRETCHABLE_WORDS = [
  "kill",
  "killing",
  "die",
  "dead",
  "myself",
  "live",
  "living",
  "alive",
  "life",
  "end",
  "pills",
  "wake",
  "want",
  "will",
  "better",
  "cutting",
  "hurt",
  "harm",
  "suicide",
  "suicidal",
  "anymore",
  "forever",
  "never",
];

const collapseAll = (word: string) => word.replace(/(.)\1+/g, "$1");
const STRETCHABLE = new Map(STRETCHABLE_WORDS.map((word) => [collapseAll(word), word]));

/** "suicide" and "suicidal" typed every which way: sucide, suicde, suiside, sucidal, suicidle. */
const SUICIDE_SPELLING = /^su[iy]?[cs]{1,2}[iy]?de?s?$/;
const SUICIDAL_SPELLING = /^su[iy]?[cs]{1,2}[iy]?d(?:al|le|el|il|all|ial)$/;

const LEET: Record<string, string> = { "1": "i", "3": "e", "0": "o", "4": "a", "@": "a", $: "s" };

/** "kms" means kilometres after a number ("ran 10 kms"). */
const KM_CONTEXT = /^(?:\d.*|a|few|many|several|some|hundred|hundreds|thousand|the|of|more|extra)$/;

function normaliseToken(raw: string, previous: string | undefined): string {
  let token = raw;
  // Leetspeak inside a word that starts with a letter: k1ll, su1c1de, d1e.
  if (/^[a-z]/.test(token) && /[0-9@$]/.test(token)) {
    token = token.replace(/[0-9@$]/g, (ch) => LEET[ch] ?? ch);
  }
  token = token.replace(/[^a-z0-9]/g, "");
  if (!token) return "";
  // Stretched letters: "soooo" -> "soo", "killlll" -> "kill".
  token = token.replace(/(.)\1{2,}/g, "$1$1");
  if (token === "kms" && previous !== undefined && KM_CONTEXT.test(previous)) return "kilometres";
  if (TOKEN_MAP[token] !== undefined) return TOKEN_MAP[token];
  if (SUICIDE_SPELLING.test(token)) return token.endsWith("s") ? "suicides" : "suicide";
  if (SUICIDAL_SPELLING.test(token)) return "suicidal";
  return STRETCHABLE.get(collapseAll(token)) ?? token;
}

/**
 * The text the patterns read: lowercase words separated by single spaces, with " | " between
 * clauses. Exported for tests and debugging.
 */
export function normaliseForScreening(text: string): string {
  let s = text.normalize("NFKC").toLowerCase();
  // Every apostrophe-like character becomes "'".
  s = s.replace(/[\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032]/g, "'");
  // "k*ll", "k!ll": a symbol between letters stands for a letter.
  s = s.replace(/(?<=[a-z])[*!](?=[a-z])/g, "i");
  // "od'd", "od'ed": overdosed, before the apostrophe rules turn it into "odd".
  s = s.replace(/\bod'?e?d\b/g, (m) => (m === "odd" ? m : "overdosed"));
  // Contractions with an apostrophe.
  s = s
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bain't\b/g, "am not")
    .replace(/n't\b/g, " not")
    .replace(/'m\b/g, " am")
    .replace(/'re\b/g, " are")
    .replace(/'ve\b/g, " have")
    .replace(/'ll\b/g, " will")
    .replace(/'d\b/g, " would")
    .replace(/'/g, "");
  // Clause boundaries.
  s = s.replace(/[.,;:!?\n\r()[\]{}"\u201C\u201D\u2026]+/g, " | ");
  // Hyphens, slashes and other symbols separate words ("self-harm", "and/or").
  s = s.replace(/[^a-z0-9@$|\s]+/g, " ");

  const out: string[] = [];
  let previous: string | undefined;
  for (const raw of s.split(/\s+/)) {
    if (!raw) continue;
    if (raw === "|") {
      if (out[out.length - 1] !== "|") out.push("|");
      previous = undefined;
      continue;
    }
    const token = normaliseToken(raw, previous);
    if (!token) continue;
    out.push(token);
    previous = raw;
  }
  let normalised = out.join(" ");
  for (const [pattern, replacement] of PHRASE_MAP) {
    normalised = normalised.replace(pattern, replacement);
  }
  return normalised.replace(/^[\s|]+|[\s|]+$/g, "");
}

// ---------------------------------------------------------------------------------------------
// 2. Pattern vocabulary
// ---------------------------------------------------------------------------------------------

/** Reflexive objects: the person themselves, or someone they are worried about. */
const SELF = String.raw`(?:myself|herself|himself|themselves)`;
const POSSESSIVE = String.raw`(?:my|her|his|their)`;
/** Who wishes, for the few patterns that need a subject. */
const SUBJECT = String.raw`(?:i|he|she|they)`;

/**
 * Words that show intent, urge, plan, attempt or a habit, placed before a self-harm verb.
 * "would" is deliberately absent: "I would never hurt myself".
 */
const INTENT = String.raw`(?:want|wants|wanted|wish|wishes|wished|going|plan|plans|planning|planned|try|tries|tried|trying|attempt|attempted|attempting|decided|ready|about|need|needs|needed|urge|urges|tempted|considering|considered|contemplating|might|may|will|should|keep|keeps|kept|been|started|start|starting|feel like|felt like|feeling like|thinking about|thought about|think about|thinking of|thought of|think of|dream about|dreaming about|fantasi[sz]e about|fantasi[sz]ing about)`;

/** Wanting, planning or thinking about it (a subset of INTENT without habits like "been"). */
const THOUGHT = String.raw`(?:want|wants|wanted|wish|wishes|wished|plan|plans|planning|planned|urge|urges|tempted|considering|considered|contemplating|feel like|felt like|feeling like|thinking about|thought about|think about|thinking of|thought of|think of|dream about|dreaming about|fantasi[sz]e about|fantasi[sz]ing about)`;

/** Harmless words that may sit between the intent and the verb ("want to just hurt myself"). */
const FILLER = String.raw`(?:just|really|actually|seriously|literally|probably|go|like|finally)`;

/** Verbs of self-injury that are also everyday accidents, so they need an INTENT in front. */
const HARM_VERB = String.raw`(?:hurt|hurting|harm|harming|harmed|cut|cutting|burn|burning|burned|burnt|hit|hitting|punch|punching|scratch|scratching|starve|starving|starved|injure|injuring|injured|shoot|shooting|shot|stab|stabbing|stabbed|hang|hanging|hanged|hung|drown|drowning|drowned|poison|poisoning|poisoned|suffocate|suffocating|strangle|strangling|off|offing|unalive|unaliving|kill|killing)`;

/** What follows an accidental injury: "hurt myself at the gym", "cut myself shaving". */
const ACCIDENT_TAIL = String.raw`(?: (?:on (?!purpose)|at|while|when|playing|lifting|running|falling|cooking|shaving|chopping|slicing|doing|during|by accident|accidentally|in the (?:gym|kitchen|garden|game|match)|in (?:minecraft|roblox|fortnite|terraria|gta|skyrim|the sims|a game|game|my game|co op|multiplayer)|in (?:ice cream|chocolate|wine|coffee|tea|books|netflix|paperwork|blankets|cake|pizza|rom coms|snacks|carbs)|badly|pretty bad|in the foot|some slack|slack|a break|out to dry|laughing|working|studying|trying|training|with (?:work|overtime|the|a|my|this|that|so)|over (?:this|that|a|an|the|it|work|nothing)|for (?:a|an|the|this|that|work|my job|nothing)|to (?:get|make|finish|meet|pay|keep|please|impress|hit|stay))\b)`;

/**
 * Hyperbole after "die": "die of embarrassment", "die laughing", "rather die than sing", "die if
 * she doesn't get concert tickets" (set 5, docs/decisions/029-crisis-three-categories.md).
 */
const DIE_IDIOM_TAIL = String.raw`(?: (?:of|from) (?:embarrassment|shame|cringe|laughter|laughing|boredom|curiosity|happiness|joy|excitement|cuteness)| laughing| happy| old| than| on (?:this|that|the) hill| on(?= \||$)| for (?:a|an|some|one|this|that)| to (?:see|know|try|get|go|hear|meet|eat|read|watch)| if (?:\w+ ){1,2}(?:does|do|did|can) not get (?:\w+ ){0,2}(?:tickets?|seats?|merch|a table|the album|the reservation))\b`;

/**
 * The ties by which a writer names someone they know ("friend", "uncle", "flatmate"), one source
 * for the rules and for the attribution of a hit to someone else (crisis-attribution.server.ts).
 */
export const PEOPLE_THE_WRITER_KNOWS = String.raw`(?:friend|bestie|mate|sister|brother|sibling|mum|mom|mother|dad|father|parent|uncle|aunt|auntie|cousin|nephew|niece|son|daughter|child|kid|wife|husband|partner|boyfriend|girlfriend|ex|colleague|coworker|co worker|boss|teacher|neighbour|neighbor|classmate|student|pupil|patient|client|mentee|teammate|flatmate|roommate|housemate|grandad|grandpa|grandfather|grandma|gran|granny|grandmother|family)`;

/**
 * "Hope I don't wake up late / in time / with a hangover / the baby": waking at the wrong time or
 * in the wrong state, or waking someone else, is an ordinary worry (set 6, spent).
 */
const WAKE_UP_ERRAND = String.raw`(?! (?:late|early|too (?:late|early)|in time|on time|at \w+|before|after|until|till|with (?:a|an)|hungover|sick|stiff|sore|grumpy|cranky|groggy|the|my|her|his|their|everyone|everybody|anyone|anybody|him|them|you|us)\b)`;

/**
 * "I'm going to jump off a cliff if my flatmate leaves his dishes one more day": a threat made of
 * a small annoyance repeated "one more time" (set 6, spent).
 */
const ANNOYANCE_HYPERBOLE = String.raw`(?!(?: \w+){0,3} if (?:\w+ ){1,8}(?:one more (?:time|day|night|week|minute|hour|meeting|email|song|word|round|episode|game)|(?:dishes|socks|mess|washing up|laundry|noise|mugs|cups|that song)\b))`;

/** A clause end: end of text or a clause boundary. */
const CLAUSE_END = String.raw`(?= \||$)`;

const re = (source: string) => new RegExp(source);

// ---------------------------------------------------------------------------------------------
// 3. Safe statements: explicit negations that are blanked out before the risk patterns run.
// ---------------------------------------------------------------------------------------------

/** Not neutralised when followed in the same sentence by a contrast: "never ... but ...". */
const NO_CONTRAST = String.raw`(?! (?:\| )?(?:but|yet|though|although|except)\b)`;
const NEGATOR = String.raw`(?:never|not|no longer|stopped|quit)`;
/** A milestone of recovery, unless the same sentence turns: "...until last night", "...but". */
const MILESTONE_END = String.raw`(?! (?:\| )?(?:but|yet|though|although|except|until|till|and then|and (?:today|tonight|now|yesterday|last night))\b)`;
const NEGATED_CHAIN = String.raw`(?:(?:ever|actually|really|seriously|going|planning|plan|want|trying|try|intend|intending|tempted|do|did|anything|again|to|thinking|about|of|been|have|had|feeling|feel|at all|that)\s){0,6}`;

const SAFE_STATEMENTS: RegExp[] = [
  // "I would never hurt myself", "I'm not going to kill myself", "I won't end my life".
  re(
    String.raw`\b${NEGATOR} ${NEGATED_CHAIN}(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|injure|injuring|end|ending|take|taking) (?:${SELF}|${POSSESSIVE} (?:own )?life)\b${NO_CONTRAST}`,
  ),
  // "I'm not suicidal", "never been suicidal", "no longer suicidal".
  re(
    String.raw`\b${NEGATOR} ${NEGATED_CHAIN}suicidal\b(?! (?:thoughts|feelings|urges)\b)${NO_CONTRAST}`,
  ),
  // "Depressed, yes. Suicidal, no." (decision 038): the word answered with a plain no.
  re(
    String.raw`\bsuicidal (?:\| )?(?:no|nope|not at all|definitely not|never)(?= \||$)(?! (?:\| )?(?:but|yet|though|although)\b)`,
  ),
  // Training set 10 (decision 038): "I'm not thinking about suicide", and plants or hair that
  // "committed suicide".
  re(
    String.raw`\b(?:not|never) (?:been |really |even )?(?:thinking|thought) (?:about|of) (?:suicide|killing myself|ending my life|ending it)\b${NO_CONTRAST}(?! (?:until|till|before|anymore|any more|now|lately)\b)(?! (?:\| )?(?:i am |i have |i have been |i will |i |am )?(?:planning|going to|preparing|ready|past thinking|doing it|decided|done thinking)\b)`,
  ),
  re(
    String.raw`\b(?:plants?|houseplants?|fern|ferns|cactus|basil|tomatoes|seedlings|goldfish) (?:has |have |are |is )?(?:\w+ )?(?:committed suicide|committing suicide|(?:a )?mass suicide)\b|\bsuicidal for my (?:hair|skin|phone|plants)\b`,
  ),
  // "no suicidal thoughts", "not having thoughts of suicide / self harm / hurting myself".
  re(
    String.raw`\b(?:no|not|never|without) (?:\w+ ){0,3}?(?:suicidal (?:thoughts|feelings|urges)|thoughts (?:of|about) (?:suicide|self harm|hurting ${SELF}|killing ${SELF}))\b${NO_CONTRAST}`,
  ),
  // "I haven't self-harmed in a year", "I never self harm".
  re(
    String.raw`\b${NEGATOR} ${NEGATED_CHAIN}self (?:harm|harming|harmed|injure|injuring|injured)\b${NO_CONTRAST}`,
  ),
  // "I don't want to die" (fear of dying is not a wish to die).
  re(String.raw`\b(?:not|never|without) (?:want|wish|wanting) to die\b${NO_CONTRAST}`),
  // Spent held-out sets 58 to 64 (decision 049): the idiom, "I'll jump off that bridge when I
  // come to it"; a psychiatrist "asked about suicidal thoughts like always. I said no".
  re(String.raw`\b(?:cross|jump off|burn) that bridge when (?:i|we) (?:come|get) to it\b`),
  re(
    String.raw`\b(?:asked|asks|asking) (?:me )?about (?:my )?(?:suicidal (?:thoughts|feelings|ideation)|thoughts (?:of|about) (?:suicide|self harm|harming ${SELF}|hurting ${SELF}))(?: \w+){0,3}(?= \| i (?:said|answered|told (?:her|him|them)) no\b(?! (?:\| )?(?:but|though|although|yet)\b))`,
  ),
  // Set 6 (spent): recovery told as a milestone, "two years since I last self-harmed", "100 days
  // without cutting", unless the same sentence turns ("...until last night", "but").
  re(
    String.raw`\b(?:days?|weeks?|months?|years?) (?:since|without|free of|free from|clean from|clean of) (?:i )?(?:last )?(?:self harm|self harmed|self harming|sh|cut|cutting|harmed myself|hurt myself|hurting myself)\b${MILESTONE_END}`,
  ),
  // Old scars covered or healed: "a tattoo over my old self harm scars", "my sh scars have faded".
  re(
    String.raw`\b(?:tattoo|tattoos|tattooed|cover|covered|covering|covers|cover up|concealer|makeup|laser|lasered) (?:\w+ ){0,3}(?:old|faded|healed|white|silver) (?:self harm|sh) scars?\b${NO_CONTRAST}`,
  ),
  re(
    String.raw`\b(?:old )?(?:self harm|sh) scars? (?:have |has |are |is )?(?:\w+ )?(?:faded|healed|fading|healing)\b${NO_CONTRAST}`,
  ),
  // A screening question answered no: "my therapist asked if I ever have thoughts of harming
  // myself | I honestly said no" (not "...said no, but I lied").
  re(
    String.raw`\b(?:asked|asks|asking|ask) (?:me )?(?:if|whether) i (?:\w+ ){0,5}?(?:(?:harming|hurting|killing|kill|hurt|harm|cutting) myself|(?:ending|end|taking|take) my (?:own )?life|suicidal|suicide|self harm(?:ing)?)\b(?: \w+){0,4}(?= (?:\| )?(?:and )?i (?:\w+ ){0,2}(?:said|say|answered|told (?:her|him|them)) (?:no|nope|not really|never)\b(?! (?:\| )?(?:but|though|although|yet|because|cos|coz|since|so)\b)|(?= \| i (?:have not|had not|have never|did not|do not)(?: \||$)))`,
  ),
  // Held-out sets 19 and 20 (decision 041): a clinician's note, "denies suicidal ideation, intent
  // or plan", "denies any thoughts of self-harm".
  re(
    String.raw`\bdenies (?:any )?(?:current )?(?:suicidal (?:ideation|thoughts|intent|feelings)|si|self harm(?:ing)?|thoughts (?:of|about) (?:suicide|self harm|harming ${SELF}|hurting ${SELF}|killing ${SELF})|(?:any )?plans? to (?:end|take) ${POSSESSIVE} (?:own )?life)\b${NO_CONTRAST}`,
  ),
  // "I have no wish to harm myself or die", "...and no intention of ending my life".
  re(
    String.raw`\b(?:i (?:have|had|feel|felt)|and|with|has|have) (?:absolutely |really |honestly )?(?:no|not any|not the slightest) (?:wish|desire|intention|intent|plans?|urge|urges) (?:to|of) (?:(?:harm|hurt|kill|harming|hurting|killing) ${SELF}|(?:end|ending|take|taking) my (?:own )?life|die|dying)(?: or (?:to )?(?:die|end (?:it|my life)))?\b${NO_CONTRAST}`,
  ),
  // A form's question about such thoughts answered with a plain no in the next breath: "Q9:
  // thoughts that you would be better off dead? Not at all.", "...the one about thoughts of
  // harming myself. I said no and meant it." (not "...I said no, but I lied").
  re(
    String.raw`\b(?:question|questions|q ?\d+|form|questionnaire|survey|screening|phq ?\d*|asked|asks)\b(?: (?:\w+|\|)){0,12}? (?:thoughts|thinking) (?:of|about|that) (?:\w+ ){0,6}?(?:better off dead|(?:harming|hurting|killing) ${SELF}|suicide|self harm|ending ${POSSESSIVE} (?:own )?life)\b(?= (?:\| )?(?:(?:and )?i (?:said|answered|ticked|circled|put) )?(?:no|not at all|never|none)(?: and (?:i )?meant it| honestly)?(?: \||$)(?! (?:but|though|although|yet)\b))`,
  ),
  // The past told as past: "used to think everyone would be better off without me" (not "...and
  // I still do").
  re(
    String.raw`\bused to (?:think|believe|feel|tell myself) (?:that )?(?:\w+ ){0,4}(?:better off without me|better off if i was gone|a burden)\b(?!(?: \w+){0,3} (?:still|again|now i know)\b)${NO_CONTRAST}`,
  ),
];

// ---------------------------------------------------------------------------------------------
// 4. Risk families. The first family with a matching pattern decides; its name is the reason.
// ---------------------------------------------------------------------------------------------

type Family = { reason: CrisisReason; why: string; patterns: RegExp[] };

const RISK_FAMILIES: Family[] = [
  {
    reason: "suicidal-intent",
    why: "First-person (or reported) intent, plan or attempt to end a life, in the plain words people use.",
    patterns: [
      // "kill myself", "kms", "kill herself": the base form is never an everyday idiom.
      re(String.raw`\bkill ${SELF}\b(?! laughing\b)`),
      // "killing myself", "killed herself", unless it is the overwork idiom ("at the gym").
      re(String.raw`\bkill(?:ing|ed|s) ${SELF}\b(?!${ACCIDENT_TAIL})`),
      // "thinking about killing myself to get away from it all": the thought itself decides.
      re(String.raw`\b${THOUGHT} (?:to )?(?:${FILLER} )?kill(?:ing)? ${SELF}\b`),
      // "end my life", "take my own life", "ended her life" (not "take my life back").
      re(
        String.raw`\b(?:end|ending|ended|ends|take|taking|took|takes) ${POSSESSIVE} (?:own )?life\b(?! (?:back|in (?:a|another|my|the)|to the|into|one day|seriously|more seriously|forward|around|over|for granted|\| for example)\b)`,
      ),
      // "end it all", "end it tonight", "ending everything".
      re(String.raw`\bend(?:ing)? it (?:all|tonight|the night|forever|once and for all)\b`),
      re(
        String.raw`\b${INTENT} (?:to )?(?:${FILLER} )?end(?:ing)? (?:everything|it all|things for good)\b`,
      ),
      // "unalive myself", "thinking of unaliving": TikTok-era slang, only ever about death.
      re(
        String.raw`\bunaliv(?:e|ed|ing)\b(?! (?:this|that|the|a|an|my|your|his|her) (?:spider|bug|fly|flies|wasp|mosquito|plant|printer|laptop|phone|computer|wifi|router|alarm|group chat)\b)`,
      ),
      // "I want to off myself".
      re(String.raw`\b${INTENT} (?:to )?(?:${FILLER} )?off ${SELF}\b`),
      // "hang myself", "shoot myself" (not "in the foot"), "slit my wrists".
      re(String.raw`\bhang(?:ing)? ${SELF}\b`),
      // "tried to drown myself at the lido" (an everyday tail, "at", does not make it an accident;
      // spent set 54, decision 048), not "drown myself in the punch bowl".
      re(
        String.raw`\b${INTENT} (?:to )?(?:${FILLER} )?(?:drown|drowning|drowned|poison|poisoning|poisoned|suffocate|suffocating|strangle|strangling|gas|gassing) ${SELF}\b(?! in (?:the |a |my |some )?(?:punch|punch bowl|wine|gin|coffee|tea|work|paperwork|chocolate|ice cream|bubbles|bubble bath|blankets|books|cake|glitter|perfume|snacks|carbs|fries|gravy|sauce|ketchup|sun cream|sunscreen|cologne|aftershave|admin|emails|marking)\b| with (?:work|coffee|wine|tea|perfume|cologne|aftershave)\b)`,
      ),
      re(String.raw`\bshoot(?:ing)? ${SELF}\b(?! in the foot\b)`),
      re(String.raw`\bslit(?:ting)? ${POSSESSIVE} (?:wrists?|throat)\b`),
      re(String.raw`\b(?:blow|blowing) ${POSSESSIVE} brains out\b`),
      re(String.raw`\b(?:gun|bullet) (?:to|in|through) ${POSSESSIVE} head\b`),
      // "I wish someone would kill me", "I want a bus to hit me".
      re(
        String.raw`\b(?:wish|wishing|want|wanting|hope|hoping|need)(?:es)? (?:someone|somebody|something|a car|a bus|a truck|a train|god|the universe) (?:would |to |could |will )?(?:just )?(?:kill me|hit me|run me over|end (?:me|my life)|take me)\b`,
      ),
    ],
  },
  {
    reason: "suicide-language",
    why: "The words suicide and suicidal, in their many spellings, outside clearly impersonal uses.",
    patterns: [
      re(String.raw`\bsuicidal\b`),
      // Someone the writer knows: "my brother's friend jumped from a bridge", "Dad keeps saying
      // he's a burden" (set 5; attributed to others, a check-in: decision 029).
      re(
        String.raw`\b${PEOPLE_THE_WRITER_KNOWS}s?(?: \w+)? (?:jumped|threw (?:himself|herself|themselves)) (?:from|off|in front of) (?:a|the) (?:bridge|building|roof|rooftop|tower|car park|balcony|overpass|train|bus)\b(?! (?:\w+ )?(?:into|for a dare|for fun))`,
      ),
      // "My mum attempted last night" (set 6, spent): an attempt named by its verb alone.
      re(
        String.raw`\b${PEOPLE_THE_WRITER_KNOWS}s? (?:has |had )?attempted(?= \||$| (?:last night|yesterday|this (?:morning|week|weekend)|tonight)\b)`,
      ),
      re(
        String.raw`\b(?:keeps? saying|keep saying|keeps? telling me|keep telling me|says|said|told me|tells me|texted me|texted|messaged me|wrote) (?:that )?(?:he|she|they) (?:is|are|was|were) (?:just |only )?(?:a burden|better off dead|better off gone|a waste of space)\b`,
      ),
      // Not: a film, a campaign, car doors, a risky plan, sports drills ("we ran suicides").
      re(
        String.raw`\b(?<!(?:run|ran|running|do|did|doing) )suicides?\b(?! (?:squad|prevention|awareness|doors?|rates?|statistics|research|missions?|runs?|drills?|sprints?|squeeze|king|blonde|bombers?|bombings?|attacks?|vests?|intervention|risk assessments?|among)\b)`,
      ),
    ],
  },
  {
    reason: "wish-to-die",
    why: "A wish, readiness or hope to be dead; hyperbole such as 'die of embarrassment' is excluded.",
    patterns: [
      re(
        // ...but not tired feet or a flat phone: "my feet want to die" (decision 043).
        String.raw`\b(?<!heart and )(?<!\b(?:feet|legs|knees|calves|thighs|arms|hands|back|phone|laptop|battery|car|plants?) )(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|ready|deserve|deserves|need|needs|plan|planning|hope|hoping|just want) to (?:${FILLER} )?die\b(?!${DIE_IDIOM_TAIL})`,
      ),
      re(
        String.raw`\b(?:wish|wishes|hope|hoping) (?:${SUBJECT}|${SUBJECT} (?:could|would|will|just|could just|would just)) (?:${FILLER} )?die\b(?!${DIE_IDIOM_TAIL})`,
      ),
      re(String.raw`\b${SUBJECT} should (?:just )?die\b(?!${DIE_IDIOM_TAIL})`),
      re(String.raw`\blet me die\b`),
      // Training set 9 (decision 038): "shouldve died in the crash", "the voice that says I should
      // be dead".
      re(
        String.raw`(?:^|\bi |\bthat i )(?:should have|shouldve|should of|should be) (?:just )?(?:died|dead)\b(?! (?:by now|laughing|of|from|with|after all that|tired|beat|on my feet|to the world)\b)`,
      ),
      re(String.raw`\b(?:feel|feeling|felt) like dying\b(?! (?:of|from|laughing)\b)`),
      re(
        String.raw`\b(?:want to|wants to|wish to|wishing to|rather|prefer to|just want to) be dead\b(?! than\b)`,
      ),
      re(String.raw`\bwish(?:es|ed)? (?:${SUBJECT} )?(?:was|were|had been|would be) dead\b`),
      // "she wishes she wasn't alive" (set 6, spent).
      re(
        String.raw`\bwish(?:es|ed)? (?:${SUBJECT} )?(?:was not|were not|was never|were never|had not been) alive\b`,
      ),
      // ...but not a thing: "that car would be better off dead" (decision 043).
      re(
        String.raw`(?<!\b(?:car|van|bike|phone|laptop|printer|computer|telly|tv|kettle|boiler|fridge|router|plant|sofa|thing) (?:\w+ ){0,2})\bbetter off dead\b`,
      ),
      re(
        String.raw`\bnot care (?:if|whether) (?:${SUBJECT} )?(?:live or die|die|am dead|wake up)\b`,
      ),
      // Wishing not to wake up: "I don't want to wake up tomorrow", "hope I never wake up".
      re(
        String.raw`\b(?:not|never) (?:want|wish|wants) to wake up(?: (?:tomorrow|tomorrow morning|in the morning|again|anymore|ever again|ever))?${CLAUSE_END}`,
      ),
      re(
        String.raw`\b(?:hope|hoping|hoped|wish|wishing|wished|pray|praying|prayed) (?:that )?(?:${SUBJECT} )?(?:do not|does not|did not|will not|would not|could not|never|would never|will never) (?:\w+ )?wake up\b${WAKE_UP_ERRAND}`,
      ),
      re(
        String.raw`\b(?:sleep|asleep|go to sleep|fall asleep)(?: \w+){0,3} (?:and )?never wake up\b`,
      ),
      re(String.raw`\bnever wake up again\b`),
      // Spent sets 80 to 87 (decision 051): "wake up, wish I hadn't".
      re(
        String.raw`\b(?:wake|woke|waking) up (?:\| )?(?:and )?(?:wish|wished|wishing) i (?:had not|did not|had never)(?= \||$)`,
      ),
      // Passive: "I want to disappear forever", "I want to stop existing".
      re(
        String.raw`\b(?:disappear|disappearing|vanish|vanishing) (?:forever|for good|permanently|for ever)\b`,
      ),
      re(
        String.raw`\b(?:want|wants|wish|wishing|need|just want) (?:to )?(?:${FILLER} )?(?:stop existing|cease to exist|not exist|not be alive|not be here anymore)\b`,
      ),
      re(
        String.raw`\bwish (?:${SUBJECT} )?(?:did not|could not|would not|was not|were not|had not|never) (?:\w+ )?(?:exist|existed|been born|was born|born)\b`,
      ),
      re(
        String.raw`\bwish (?:${SUBJECT} )?(?:was|were|had|would have|would) never (?:been )?born\b`,
      ),
      re(String.raw`\bshould (?:not|never) have been born\b`),
    ],
  },
  {
    reason: "hopelessness-about-living",
    why: "No reason, point or wish to go on living. Negating life is a risk, not a safety statement.",
    patterns: [
      // "I don't want to live anymore" (but not "live in this city" or "live with my parents").
      re(
        String.raw`\b(?:not|no longer|never) (?:want|wants|wanna|wish|feel like|care) (?:to )?(?:live|be alive|exist|keep living|stay alive|continue living|go on living)\b(?! (?:in|with|at|near|there|here|on|by|alone|abroad|together|downtown|close|next|somewhere|like (?:my|her|him|them|a|an|that|those|these)|off|under|through|without (?:my|a|the)|for (?:a|the)|to see|another|a|an)\b)`,
      ),
      // "I don't want to be here anymore", "I don't want to go on".
      re(
        String.raw`\b(?:not|no longer) (?:really |even )?(?:want|wants|wish) to (?:be here|be around) (?:anymore|any more|any longer)\b`,
      ),
      re(
        String.raw`\b(?:not|no longer) (?:want|wants|wish) to (?:go on|keep going|carry on)(?: anymore| any longer)?${CLAUSE_END}`,
      ),
      re(
        String.raw`\bno (?:reason|point|purpose|will) (?:to|in|of|for) (?:live|living|go on|going on|keep going|keep living|be alive|being alive|stay alive|staying alive|continue|continuing|carry on|carrying on|exist|existing|life|my life)\b`,
      ),
      re(
        String.raw`\bnot (?:see|have|find|got|feel|know)(?: \w+)? (?:a|any) (?:reason|point|purpose) (?:to|in|of|for) (?:live|living|go on|going on|keep going|keep living|be alive|being alive|stay alive|carry on|carrying on|exist|existing|life)\b`,
      ),
      re(String.raw`\bnothing (?:left )?to live for\b`),
      re(
        String.raw`\bwhat is (?:even )?the (?:point|reason|use|purpose) (?:of|in|to|for) (?:living|life|being alive|going on|go on|live|existing|exist|staying alive|stay alive|keep living|keep going|my life|any of (?:this|it) anymore|anything anymore)\b`,
      ),
      re(
        String.raw`\b(?:life|living|my life) (?:is |feels |seems )?(?:not|no longer|never) (?:\w+ )?worth (?:living|it)\b`,
      ),
      re(String.raw`\bnot worth living\b`),
      re(
        String.raw`\bcan not (?:go on|keep going|keep living|continue living|live|carry on) (?:living|anymore|any longer|like this anymore|this way anymore)\b`,
      ),
      re(
        String.raw`\b(?:tired|sick|exhausted) of (?:living|being alive|existing|being here|breathing)\b(?! (?:this|the|that|in|smoke|fumes|dust|city))`,
      ),
      re(
        String.raw`\b(?:tired|sick|exhausted|done) (?:of|with) (?:life|my life)(?= \||$| anymore)`,
      ),
      re(
        String.raw`\b(?:want|wants|wish|need)(?:ed)? (?:it all|everything|all of (?:it|this)|my life|this life|the pain|it) (?:to|would|could) (?:just )?(?:end|be over|stop)(?: forever| for good| permanently)\b`,
      ),
      re(
        String.raw`\b(?:want|wants|wish|need)(?:ed)? (?:it all|everything|all of (?:it|this)|my life|this life) (?:to|would|could) (?:just )?(?:end|be over|stop)\b`,
      ),
    ],
  },
  {
    reason: "burden",
    why: "Believing others would be better off without you: a classic warning sign of suicide.",
    patterns: [
      re(String.raw`\bbetter off without me\b`),
      // "I'm a burden to everyone": perceived burdensomeness, a known suicide risk factor.
      re(
        String.raw`\b(?:i am|i feel|i feel like|i have become|i am just|i am only) (?:such |nothing but |just |only )?(?:a|an) (?:\w+ )?burden (?:to|on|for) (?:everyone|everyone around me|my family|my friends|the people i love|all of them|them all|my parents)\b`,
      ),
      re(
        String.raw`\b(?:better|happier|easier) without me\b(?! (?:on|in|at|there|for (?:a|the))\b)`,
      ),
      re(
        String.raw`\bbetter off if (?:${SUBJECT}|my) (?:was|were|am|had|had never|never|did not) (?:dead|gone|not here|not around|never born|been born|born|exist|existed)\b`,
      ),
      re(
        String.raw`\b(?:nobody|no one)(?: (?:on|in|at|from|round|around) (?:this|the|my|our) \w+)? (?:would|will|is going to)(?: \w+)? (?:miss me|come to my funeral|cry at my funeral)\b`,
      ),
      re(
        String.raw`\bnobody (?:would|will|is going to)(?: \w+)? (?:care|notice|mind|miss me|cry)(?: \w+)? (?:if|when) (?:${SUBJECT}) (?:die|died|dies|was gone|were gone|am gone|disappeared|disappear|was dead|were dead|am dead|killed ${SELF}|was not here|were not here|was not around|were not around|stopped existing)\b`,
      ),
      re(
        String.raw`\b(?:if|when) i (?:die|died|were to die|was dead|were dead|was gone|were gone|disappeared|killed myself)(?: \w+){0,3} nobody (?:would|will)\b`,
      ),
    ],
  },
  {
    reason: "self-harm",
    why: "Acts of self-injury: named outright, or an everyday verb with intent or habit in front.",
    patterns: [
      re(
        String.raw`\bself (?:harm|harming|harmed|harms|injury|injuries|injure|injuring|injured|mutilation|mutilate|mutilating)\b(?! (?:awareness|prevention|research|policy|charity|training|workshop|assembly|module|lecture)\b)`,
      ),
      // "I want to hurt myself", "I keep hurting myself", "worried he might hurt himself".
      re(String.raw`\b${INTENT} (?:to )?(?:${FILLER} )?${HARM_VERB} ${SELF}\b(?!${ACCIDENT_TAIL})`),
      // "harm myself", "injure myself" are not everyday accidents.
      re(String.raw`\b(?:harm|harming|harmed|injure|injuring) ${SELF}\b(?!${ACCIDENT_TAIL})`),
      // "I cut myself again" (not "cut myself shaving").
      re(String.raw`\bcut(?:ting)? ${SELF}\b(?!${ACCIDENT_TAIL})`),
      // "I've been cutting again", "I started cutting", "relapsed and cut".
      re(
        String.raw`\b(?:been|started|start|starting|keep|kept|keeps|am|was|is|back to|relapsed and|urge to|urges to|want to|wants to) (?:cutting|cut)(?: again| ${SELF}| ${POSSESSIVE} (?:arms?|wrists?|legs?|thighs?|skin|body|stomach|hips?))?${CLAUSE_END}`,
      ),
      re(String.raw`\b(?:cut|cutting) again\b`),
      re(String.raw`\bcutting (?:helped|helps|is the only thing that helps)\b`),
      // Spent sets 72 to 79 (decision 051): "been cutting to keep it together", "banged my head
      // against the wall until I saw stars".
      re(
        String.raw`\b(?:been|started|keep|kept) cutting (?:again )?(?:to|so i can|just to) (?:cope|keep (?:it together|going|myself together)|feel (?:something|better|real)|get through|numb|calm down|survive|hold (?:it|myself) together)\b`,
      ),
      re(
        String.raw`\b(?:banged|bashed|hit|smashed) my head (?:against|on|into) (?:the |a )?(?:\w+ ){0,2}(?:wall|door|floor|desk|mirror)(?: \w+){0,3} until (?:i saw stars|it bled|i bled|i could not think)\b`,
      ),
      // "he's been cutting since January" (set 6, spent; not "cutting back since").
      re(
        String.raw`\b(?:been|started) cutting (?:again )?since (?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|last (?:year|month|week|summer|winter|spring|autumn)|(?:i|he|she|they) (?:was|were)|year \d+|\w+ grade|primary|secondary|high school|school|uni)\b`,
      ),
      // "sh" is the community's shorthand for self-harm, only read next to its usual companions.
      re(String.raw`\bsh (?:urges?|scars?|relapse|relapsed|wounds?|cuts?|again)\b`),
      re(String.raw`\brelapsed? (?:on|with|into) sh\b`),
      re(String.raw`\bcut(?:ting)? ${POSSESSIVE} (?:wrists?|thighs?|arms? again)\b`),
      re(String.raw`\b(?:burn|burning|burned|burnt) ${SELF} on purpose\b`),
      re(String.raw`\b(?:hurt|hurting|hit|hitting) ${SELF} on purpose\b`),
    ],
  },
  {
    reason: "method",
    why: "Means and methods: overdoses, stockpiled pills, jumping, traffic. Mentioned = show help.",
    patterns: [
      re(
        String.raw`\b(?:took|take|taking|takes|swallowed|swallow|swallowing)(?: \w+)? (?:too many|way too many|all (?:of )?(?:my|the|her|his)|a (?:whole|full) bottle of|an entire bottle of|the whole bottle of|the entire bottle of|a bottle of)(?: \w+)? (?:pills|tablets|meds|medication|medications|medicine|painkillers|paracetamol|tylenol|ibuprofen|advil|aspirin|xanax|insulin|sleeping pills)\b(?! (?:back|to the (?:pharmacy|chemist)|for disposal|in for disposal)\b)`,
      ),
      re(String.raw`\bswallow(?:ed|ing)? (?:a handful|handfuls) of\b`),
      // "took a handful of whatever was in the cabinet" (spent set 75): not the writer's own pills.
      re(
        String.raw`\b(?:took|taken|downed) (?:a handful|handfuls) of (?:whatever|everything|anything)\b`,
      ),
      re(
        String.raw`\b(?:stockpiling|stockpiled|hoarding|hoarded|saving up|stashing|stashed|collecting) (?:${POSSESSIVE} |some |enough )?(?:pills|meds|tablets|medication|painkillers|sleeping pills)\b`,
      ),
      re(
        String.raw`\b(?<!(?:in an|treat an|treating an|reverse an|reversing an|survive an|with an) )(?<!(?:sugar|caffeine|coffee|carb|carbs|chocolate|cake|candy|sweets|cuteness|cheese|pizza|netflix|screen time|nostalgia|serotonin|dopamine|vitamin d|sun|sunshine) )overdos(?:e|ed|es|ing)\b(?! (?:on|of) (?:coffee|caffeine|sugar|chocolate|netflix|tv|television|memes|candy|cuteness|sunshine|sun|vitamin|love|work)| deaths?| crisis| epidemic| rates?| statistics| prevention| awareness| reversal| kits?| training| response| responses| courses?| risks?| warnings?| symptoms| signs)\b`,
      ),
      re(
        String.raw`\b(?:i|to|going to|might|will|almost|nearly|she|he|they|wants to|want to) od\b`,
      ),
      re(
        String.raw`\b${INTENT} (?:to )?(?:${FILLER} )?(?:jump|jumping|throw ${SELF}|throwing ${SELF}) (?:(?:off|from) (?:a|the|my|our|this|that) (?:bridge|building|roof|rooftop|cliff|balcony|tower|ledge|overpass|window|car park|parking garage|multistorey|multi storey|quarry|top floor|terrace|viaduct|(?:\w+ )?(?:floor|storey))|in front of|under (?:a|the))\b(?! into (?:the |a )?(?:pool|hot tub|foam pit)\b)${ANNOYANCE_HYPERBOLE}`,
      ),
      re(
        String.raw`\b(?:step|stepping|stepped|jump|jumping|jumped|walk|walking|throw ${SELF}|throwing ${SELF}|lie down|lay down) in front of (?:a|the) (?:\d+ )?(?:train|bus|car|truck|lorry|subway|tram)\b`,
      ),
      re(
        String.raw`\b${INTENT} (?:to )?(?:${FILLER} )?(?:drive|driving|crash|crashing|steer|steering) (?:${POSSESSIVE} car |the car )?(?:off|into) (?:a|the) (?:cliff|bridge|wall|tree|river|lake|oncoming traffic)\b`,
      ),
      re(String.raw`\bcrash(?:ed|ing)? ${POSSESSIVE} car on purpose\b`),
      // Not a prop: "tied a noose knot for a Halloween decoration" (set 6, spent).
      re(
        String.raw`\b(?:tie|tied|tying|made|make|making|bought|buy|have) (?:a )?noose\b(?!(?: \w+){0,8} (?:halloween|decoration|decorations|prop|props|costume|haunted|scarecrow|fancy dress|escape room|for the (?:play|stage|show|film))\b)`,
      ),
    ],
  },
  {
    reason: "farewell",
    why: "Goodbye notes and last words: preparation is one of the most urgent signs.",
    patterns: [
      re(String.raw`\b(?:goodbye|farewell) notes?\b`),
      re(
        String.raw`\b(?:goodbye|farewell) letters?(?: (?:to|for) (?:${POSSESSIVE} )?(?:family|everyone|kids|children|parents|loved ones|mom|dad|mum|wife|husband|partner|friends))?${CLAUSE_END}`,
      ),
      re(
        String.raw`\b(?:goodbye|farewell) letters? (?:to|for) (?:${POSSESSIVE} )?(?:family|everyone|kids|children|parents|loved ones)\b`,
      ),
      re(
        String.raw`\bby the time (?:you|anyone|someone|they|somebody) (?:read|reads|find|finds|see|sees) this\b`,
      ),
      re(String.raw`\bgoodbye cruel world\b`),
      re(
        String.raw`\b(?:will not|not going to) be (?:here|around|alive) (?:much longer|for much longer|to see (?:tomorrow|next week|the morning|my birthday|christmas))\b`,
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// 5. The screen and the reply
// ---------------------------------------------------------------------------------------------

/** Global copies, so every safe statement in a text is blanked out. */
const SAFE_STATEMENTS_GLOBAL = SAFE_STATEMENTS.map((safe) => new RegExp(safe.source, "g"));

/**
 * A normalised text with its safe statements ("I'm not hurting myself") blanked out, as the risk
 * patterns read it; the attribution reads the writer's words the same way.
 */
export function withoutSafeStatements(normalised: string): string {
  let out = normalised;
  for (const safe of SAFE_STATEMENTS_GLOBAL) out = out.replace(safe, " | ");
  return out;
}

/**
 * Screens a chat message or journal entry for self-harm or suicide language. Local, synchronous,
 * no I/O; run it before any AI model sees the text. `reason` names the pattern family that
 * matched (see `CrisisReason`); it never contains the person's words.
 */
export function screenForCrisis(text: string): CrisisScreening {
  if (typeof text !== "string" || text.trim() === "") return { crisis: false };
  // The whole text, however long: the patterns are linear, and a crisis sentence at the end of a
  // long entry matters as much as one at the start.
  const normalised = withoutSafeStatements(normaliseForScreening(text));
  for (const family of RISK_FAMILIES) {
    if (family.patterns.some((pattern) => pattern.test(normalised))) {
      return { crisis: true, reason: family.reason };
    }
  }
  // Tier 2: semantic frames (the shape of a warning sign without its usual words).
  const frame = matchCrisisFrame(text, normaliseForScreening);
  if (frame) return { crisis: true, reason: frame };
  return { crisis: false };
}

/**
 * What the chat says instead of a model reply when `screenForCrisis` matched. No model is asked.
 * Worded to fit both a person in danger and someone worried about another person.
 */
export function crisisReply(assistantName: string = DEFAULT_ASSISTANT_NAME): string {
  const name = assistantName.trim() || DEFAULT_ASSISTANT_NAME;
  const { lifeline, emergency, findAHelpline, resourcesPath } = CRISIS_LINES;
  const emergencyNumbers = emergency.map((e) => `${e.number} ${e.where}`).join(", ");
  return [
    "I'm really sorry you're carrying something this painful, and I'm glad you said it.",
    `I'm ${name}, an AI, not a person, and I can't help in an emergency.`,
    `If you or someone you care about might be in danger, please reach out to a person right now: call or text ${lifeline.number} (Suicide & Crisis Lifeline, US), or call your emergency number (${emergencyNumbers}).`,
    `Anywhere else, ${findAHelpline.label} lists free, confidential helplines in your country.`,
    `More support is at ${resourcesPath}. You don't have to go through this alone.`,
  ].join(" ");
}

/**
 * What the chat says when only the embedding tier matched (crisis-tiers.server.ts): the words were
 * close to how people describe wanting to die, but no rule or frame was sure; or when the rules
 * matched only someone else's risk (decision 028), so it speaks to a worried writer too. A gentle
 * check-in with the resources, not the full crisis response; no model is asked. One question at
 * most.
 */
export function checkInReply(): string {
  const { lifeline, findAHelpline, resourcesPath } = CRISIS_LINES;
  return [
    "Thank you for telling me this. It sounds really heavy, and I don't want to just move past it.",
    "Are you having thoughts of hurting yourself or of not wanting to be here?",
    `If any part of you is, or if you're worried about someone else, please talk to a person today: call or text ${lifeline.number} in the US, or find a free helpline near you at ${findAHelpline.label}.`,
    `There's more support at ${resourcesPath}, and I'm still here to listen.`,
  ].join(" ");
}

/** The crisis reply in the default assistant's name. */
export const CRISIS_REPLY = crisisReply();
