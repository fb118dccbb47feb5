import {
  LONG_AGO,
  RELAPSE,
  sentences as sentencesOf,
  SOMEONE_ELSE,
  STORY_NEWS_OR_LESSON,
  WORK,
  WRITER,
} from "./crisis-attribution.server";
import { normaliseForScreening, screenForCrisis, type CrisisReason } from "./crisis.server";
import { REGRET_IT_FAILED } from "./crisis-frames.server";

/**
 * A look-alike's context around a rule or frame hit about the writer
 * (docs/decisions/040-look-alike-context-lets-the-model-decide.md): a joke, a screening question
 * answered "no", a past dated long ago, a story, a lesson or the writer's work, a farewell to a
 * thing, an entry that opens with the writer's shift, job or study (decision 043), a will made
 * for an ordinary reason, embarrassment (decision 044). In such a text the rules' words are
 * often not the writer's risk ("I want to die lol", "the GP asked if I'd had thoughts of ending
 * my life and I said no"), so the crisis model's ordinary threshold decides
 * whether the hit stands, reading the passages with their context, not the far lower "clearly
 * safe" bar.
 *
 * A cue never clears a hit by itself: the model must also read the text as under its threshold.
 * And a sign that the risk is real ("not a joke", "I lied", "again") takes the cue away.
 */

/** Laughing it off: "lol", "haha", "jk", a laughing emoji. */
const JOKE = /\b(?:lol|lmao|lmfao|rofl|ha(?:ha)+|he(?:he)+|jk|joking|kidding)\b/;
const LAUGHING_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}]/u;

/**
 * A screening question (a GP, a form, an app's check-in, a review) answered no: "I said no",
 * "Honestly, no", "any thoughts of self-harm: no", "no thoughts like that".
 */
const SCREENING_QUESTION = String.raw`(?:asked|asks|asking|question|questions|questionnaire|survey|form|screening|phq|check up|check in|health check|review|assessment|any thoughts|thoughts of|thoughts that|thought about)`;
const ANSWERED_NO = String.raw`(?:(?:i )?(?:said|answered|ticked|told (?:her|him|them)(?: straight)?)(?: \|)? (?:no|not at all|never)|(?:all )?no s|no \| no|no and no|not at all|honestly (?:\| )?no|no (?:dark |bad |such |suicidal |self harm )?thoughts|nothing like that|\| (?:no|nope|nah)(?= \||$))`;
const SCREENING_ANSWERED_NO = new RegExp(
  String.raw`\b${SCREENING_QUESTION}\b(?: (?:\w+|\|)){0,30} ${ANSWERED_NO}\b`,
);

/**
 * A farewell to a thing, not to people: an app, an account, a car, a job; a journal left for a
 * paper one, a subscription cancelled, a habit given up (decision 045).
 */
const FAREWELL_TO_A_THING =
  /\b(?:goodbye|bye|farewell)(?: forever)? (?:\| )?(?:old |my )?(?:car|van|bike|phone|laptop|twitter|x|facebook|instagram|tiktok|snapchat|app|apps|account|blog|desk|job|office|flat|house|sofa|couch|hair|beard)\b|\b(?:deleting|deleted|closing|closed|quitting|leaving|moving)(?: \w+){0,4} (?:account|app|blog|page|profile|desk|job|channel|server)\b|\blast (?:post|video|stream|tweet) (?:on|to|in) (?:this|my|the) (?:account|blog|page|channel|profile|app)\b|\b(?:switching|moving|going back|changing) to (?:a |an |my )?(?:paper|new|another|different|old) (?:journal|diary|notebook|app)\b|\bcancel(?:ling|led)? (?:my |the )?subscription\b|\bgoodbye (?:forever )?(?:\| )?(?:to )?(?:doomscrolling|scrolling|social media|smoking|cigarettes|vaping|booze|drinking|sugar|caffeine)\b/;

/**
 * The risk is real after all: said so, back now ("again" anywhere, but not a recovery: "feeling
 * like myself again", decision 043), or an attempt regretted for failing ("woke up in a&e, mostly
 * annoyed it didn't work").
 */
const NOT_A_LOOK_ALIKE = new RegExp(
  String.raw`\b(?:not (?:a |even )?(?:joke|joking|kidding)|no joke|i lied|(?:was|is) a lie|was not true|did not mean (?:it|no)|(?<!\b(?:myself|me|normal|human|whole|well) )again|${REGRET_IT_FAILED})\b`,
);

/** The writer as the patient, not the one at work: "woke up in a&e", "was admitted to the ward". */
const WRITER_AS_PATIENT =
  /\b(?:woke up|ended up|came round|came to|was|were|been|got taken|taken|rushed|admitted|kept) (?:\w+ ){0,2}(?:in|to|into|on) (?:a and e|a e|hospital|the hospital|the ward|a ward|the er|icu|resus)\b/;

/** Music and games: a chorus sung, a character respawning. */
const MUSIC_OR_GAME =
  /\b(?:chorus|album|band|gig|concert|karaoke|sang|singing|minecraft|roblox|fortnite|respawn|video game)\b/;

/** A shift: "long night shift on the acute medical unit", "twelve-hour night in ICU", "on call". */
const SHIFT =
  /\b(?:(?:night|day|late|early|long|double|weekend|moderation|twelve hour|12 hour) shifts?|on call|(?:twelve|12) hour (?:night|day)s?|nights? (?:in|on) (?:icu|resus|a and e|a e|the ward|the unit))\b/;
/**
 * The writer's job as a heading: "A&E nurse for eleven years.", "Forensic pathologist.", "Prison
 * officer here.", "I work as a content moderator.".
 */
const JOB_AS_HEADING =
  /^(?:i work as (?:an? )?|i am (?:an? )?)?(?:\w+ ){0,2}(?:nurse|doctor|paramedic|pharmacist|pathologist|officer|carer|hca|social worker|midwife|firefighter|counsellor|counselor|therapist|psychiatrist|psychologist|moderator)(?: (?:for|since) (?:\w+ ){1,2}years?| here)?(?= \||$)/;
/**
 * Study, research or staff training as a setting: "Toxicology revision for my pharmacy exam.",
 * "OSCE practice:", "Law essay:", "Chapter three of my thesis.", "INSET day." (decision 044).
 */
const STUDY =
  /\b(?:revision|revising|essay|assignment|coursework|module|lecture|course|placement|practical|osce|first aid|workshop|seminar|dissertation|thesis|phd|postdoc|research|safeguarding|inset day|training day)\b/;
/**
 * The entry opens with the writer's work or study, the setting of the sentences that follow it
 * (decision 043): a shift, a job as a heading, revision, a course or an essay. A bad day at school
 * or work ("The exam went badly.") is no setting.
 */
const SETTING_IN_THE_OPENING = [SHIFT, JOB_AS_HEADING, STUDY, WORK];
/**
 * What a shift or a course names as its subject: an overdose, suicide, self-harm. A farewell, a
 * lethality question or a wish to die is never the work's subject, whatever the setting.
 */
const NAMED_AS_A_TOPIC = new Set<CrisisReason>(["method", "suicide-language", "self-harm"]);

/**
 * Recovery counted in years, with no wish said in the same sentence: "three years self-harm
 * free", "five years clean" ("two years self-harm free but I want to cut tonight" keeps the hit).
 */
const FREE_FOR_YEARS =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty) (?:years?|yrs) (?:self harm |cutting |sh )?(?:free|clean)\b/;

/**
 * A will made for an ordinary reason told in the entry (decision 044): a baby, guardians, a house,
 * a divorce, feeling grown up. A will is a warning sign (the frames read it as preparation), but
 * it is mostly written for these reasons, so the model decides. "Wrote my will. I'm 23. I don't
 * plan on needing it for long." names none of them; a reason with the writer's own end said
 * anywhere in the entry is no look-alike.
 */
const A_WILL = /\bmy will\b/;
const ORDINARY_REASON_FOR_A_WILL =
  /\b(?:grown up|very adult|feels adult|adulting|guardians?|guardianship|(?:we|we have|we just) had (?:a|our first|our) (?:baby|son|daughter)|the (?:baby is|babys) here|the baby (?:was born|came)|after the baby|since the (?:twins|baby) came|bought a (?:house|flat)|after buying the (?:house|flat)|after the divorce)\b/;

/** Cues read in the matched sentence itself. */
const CUES_IN_THE_SENTENCE = [LONG_AGO, FAREWELL_TO_A_THING];
/**
 * A story, a lesson, a song or the writer's work, read in the matched sentence when it says
 * nothing of the writer's own risk nor of anyone else's ("I'm going to take my life before exams
 * finish", "one of my students handed in an essay that reads like a goodbye note" keep the rules'
 * answer).
 */
const TOLD_NOT_LIVED = [...STORY_NEWS_OR_LESSON, WORK, MUSIC_OR_GAME];
const WHOSE_RISK = [...WRITER, ...SOMEONE_ELSE];
const tellsWritersRisk = (normalised: string) => WRITER.some((pattern) => pattern.test(normalised));
/**
 * Embarrassment said as "I want to die" (decision 044): "ugh i want to die, i just called my
 * teacher 'mum'", "so cringe".
 */
const EMBARRASSED =
  /\b(?:cringe|cringing|cringey|so embarrassing)\b|\bi (?:just |accidentally )?called (?:my |the |our )?(?:teacher|lecturer|boss|manager|tutor|professor|doctor|gp|headteacher|sir|miss) (?:mum|mom|mummy|mommy|dad|daddy|babe|love|darling|sweetheart)\b/;
/** Cues read in the matched sentence and the one after it: the answer, the laugh, the blush. */
const CUES_NEXT_TO_IT = [JOKE, SCREENING_ANSWERED_NO, EMBARRASSED];

/**
 * True when a sentence the rules match carries a look-alike's context (the answer to a screening
 * question and a laugh may come in the sentence after it), and nothing in the text says the risk
 * is real. A sign the rules find only across sentences has no such context.
 */
export function inLookAlikeContext(text: string): boolean {
  const whole = normaliseForScreening(text);
  if (NOT_A_LOOK_ALIKE.test(whole) || RELAPSE.test(whole)) return false;
  const sentences = sentencesOf(text);
  const opening = normaliseForScreening(sentences[0] ?? "");
  const openedWithASetting = SETTING_IN_THE_OPENING.some((cue) => cue.test(opening));
  return sentences.some((sentence, i) => {
    const hit = screenForCrisis(sentence);
    if (!hit.crisis) return false;
    const withNext = `${sentence} ${sentences[i + 1] ?? ""}`;
    const normalised = normaliseForScreening(sentence);
    const normalisedWithNext = normaliseForScreening(withNext);
    const toldNotLived =
      ((i > 0 && openedWithASetting && NAMED_AS_A_TOPIC.has(hit.reason!)) ||
        TOLD_NOT_LIVED.some((cue) => cue.test(normalised))) &&
      !WHOSE_RISK.some((pattern) => pattern.test(normalised)) &&
      !WRITER_AS_PATIENT.test(normalised);
    return (
      LAUGHING_EMOJI.test(withNext) ||
      CUES_IN_THE_SENTENCE.some((cue) => cue.test(normalised)) ||
      (FREE_FOR_YEARS.test(normalised) && !tellsWritersRisk(normalised)) ||
      (A_WILL.test(normalised) &&
        ORDINARY_REASON_FOR_A_WILL.test(whole) &&
        !tellsWritersRisk(whole)) ||
      CUES_NEXT_TO_IT.some((cue) => cue.test(normalisedWithNext)) ||
      toldNotLived
    );
  });
}
