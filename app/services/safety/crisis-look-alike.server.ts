import {
  FIRST_PERSON,
  LONG_AGO,
  RELAPSE,
  SAFE_PRESENT,
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
 * for an ordinary reason, embarrassment (decision 044); a gun cleaned for game, affairs put in
 * order before an operation, a past told from a safe present, a title, a race (decision 046); a
 * farewell to a thing told around the hit, hyperbole with its object, adventure sport, a game's
 * character, doses learnt for an exam, a question answered no (decision 047). In
 * such a text the rules' words are often not the writer's risk ("I want to die lol", "the GP
 * asked if I'd had thoughts of ending my life and I said no"), so the crisis model's ordinary
 * threshold decides whether the hit stands, reading the passages with their context, not the far
 * lower "clearly safe" bar.
 *
 * A cue never clears a hit by itself: the model must also read the text as under its threshold.
 * And a sign that the risk is real ("not a joke", "I lied", "again") takes the cue away.
 */

/** Laughing it off: "lol", "haha", "jk", a laughing emoji. */
const JOKE = /\b(?:lol|lmao|lmfao|rofl|ha(?:ha)+|he(?:he)+|jk|joking|kidding)\b/;
const LAUGHING_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}\u{1F480}]/u;

/**
 * A screening question (a GP, a form, an app's check-in, a review) answered no: "I said no",
 * "Honestly, no", "any thoughts of self-harm: no", "no thoughts like that".
 */
const SCREENING_QUESTION = String.raw`(?:asked|asks|asking|question|questions|questionnaire|survey|form|screening|safety check|evaluator|assessor|phq|check up|check in|health check|review|assessment|any thoughts|thoughts of|thoughts that|thought about|q)`;
const ANSWERED_NO = String.raw`(?:(?:i )?(?:said|answered|ticked|told (?:her|him|them)(?: straight)?)(?: \|)? (?:no|not at all|never)|(?:i )?said not (?:any ?more|for (?:ages|years|months|a long time|over a year))|(?:i )?(?:could|can) say no|(?:all )?no s|no \| no|no and no|not at all|honestly (?:\| )?no|(?:honest |true |my |the )?answer (?:was|is) (?:no|never|not at all)|no history of|no (?:dark |bad |such |suicidal |self harm )?thoughts|nothing like that|\| (?:no|nope|nah|none)(?= \||$))`;
const SCREENING_ANSWERED_NO = new RegExp(
  String.raw`\b${SCREENING_QUESTION}\b(?: (?:\w+|\|)){0,30} ${ANSWERED_NO}\b|\b(?:ticked|answered|said|circled|put|pressed|clicked) (?:\| )?(?:no|not at all|never) (?:\| )?(?:on|to|for) (?:the|that|every|each) (?:\w+ ){0,4}(?:question|questions|box|item)\b`,
);

/** The question in one sentence, the answer opening the next: "GP did the questionnaire. No self-harm." */
const SCREENING_ASKED = new RegExp(String.raw`\b${SCREENING_QUESTION}\b`);
const ANSWERED_NO_FIRST = /^(?:no|not at all|never|nope|none)\b/;

/**
 * A farewell to a thing, not to people: an app, an account, a car, a job; a journal left for a
 * paper one, a subscription cancelled, a habit given up (decision 045).
 */
const FAREWELL_TO_A_THING =
  /\b(?:goodbye|bye|farewell)(?: forever)? (?:\| )?(?:old |my )?(?:car|van|bike|phone|laptop|twitter|x|facebook|instagram|tiktok|snapchat|app|apps|account|blog|desk|job|office|flat|house|sofa|couch|hair|beard)\b|\b(?:deleting|deleted|closing|closed|quitting|leaving|moving)(?: \w+){0,4} (?:account|app|blog|page|profile|desk|job|channel|server)\b|\blast (?:post|video|stream|tweet) (?:on|to|in) (?:this|my|the) (?:account|blog|page|channel|profile|app|forum|group|subreddit|sub|server|site|board|discord)\b|\b(?:switching|moving|going back|changing) to (?:a |an |my )?(?:paper|new|another|different|old) (?:journal|diary|notebook|app)\b|\bcancel(?:ling|led)? (?:my |the )?subscription\b|\bgoodbye (?:forever )?(?:\| )?(?:to )?(?:doomscrolling|scrolling|social media|smoking|cigarettes|vaping|booze|drinking|sugar|caffeine)\b|\bgoodbye to (?:the|my|this) (?:\w+ ){0,2}(?:manager|boss|job|office|commute|landlord)\b|\bgoodbye cruel world (?:\| )?hello\b|\blast (?:entry|post) before i (?:go|head|fly|leave|set off) (?:off grid|on (?:holiday|a trip|the camino|retreat|a retreat)|travelling|abroad|backpacking)\b/;

/**
 * The risk is real after all: said so, back now ("again" anywhere, but not a recovery: "feeling
 * like myself again", decision 043), or an attempt regretted for failing ("woke up in a&e, mostly
 * annoyed it didn't work").
 */
const NOT_A_LOOK_ALIKE = new RegExp(
  String.raw`\b(?:not (?:a |even )?(?:joke|joking|kidding|a bit)|no joke|for real|(?:i |and i )(?:\w+ )?mean it|i lied|(?:was|is) a lie|was not true|did not mean (?:it|no)|(?<!\b(?:myself|me|normal|human|whole|well|say that|said that|never) )again|${REGRET_IT_FAILED}|(?:obviously|actually|honestly|really|but) yes|(?:true|real|honest) answer is yes|tired of waiting for it to (?:pass|end|stop|go)|have (?:wanted|been wanting) to die (?:ever )?since)\b`,
);

/** The writer as the patient, not the one at work: "woke up in a&e", "was admitted to the ward". */
const WRITER_AS_PATIENT =
  /\b(?:woke up|ended up|came round|came to|was|were|been|got taken|taken|rushed|admitted|kept) (?:\w+ ){0,2}(?:in|to|into|on) (?:a and e|a e|hospital|the hospital|the ward|a ward|the er|icu|resus)\b|\b(?:pumped my stomach|my stomach pumped)\b/;

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
const JOB = String.raw`(?:nurse|doctor|paramedic|pharmacist|pathologist|officer|carer|hca|social worker|midwife|firefighter|counsellor|counselor|therapist|psychiatrist|psychologist|moderator|volunteer)`;
const JOB_AS_HEADING = new RegExp(
  String.raw`^(?:i work as (?:an? )?|i am (?:an? )?)?(?:\w+ ){0,2}${JOB}(?: (?:for|since) (?:\w+ ){1,2}years?| here| shift)?(?= \||$)|^as an? (?:\w+ ){0,3}${JOB}\b`,
);
/**
 * Study, research or staff training as a setting: "Toxicology revision for my pharmacy exam.",
 * "OSCE practice:", "Law essay:", "Chapter three of my thesis.", "INSET day." (decision 044).
 */
const STUDY =
  /\b(?:revision|revising|essay|assignment|coursework|module|lecture|course|placement|practical|osce|first aid|workshop|seminar|dissertation|thesis|phd|postdoc|research|safeguarding|inset day|training day|toxicology|pharmacology|supervision)\b|^teaching (?:my |the |a )?(?:year \d+s?|class|students|pupils)\b/;
/** A court the writer reports on or works in (decision 046): "Coroner's court for the paper today." */
const COURT = /\b(?:coroners (?:court|officer)|inquests?|court reporter|for the paper)\b/;
/**
 * The entry opens with the writer's work or study, the setting of the sentences that follow it
 * (decision 043): a shift, a job as a heading, revision, a course or an essay. A bad day at school
 * or work ("The exam went badly.") is no setting.
 */
const SETTING_IN_THE_OPENING = [SHIFT, JOB_AS_HEADING, STUDY, COURT, WORK];
/**
 * What a shift or a course names as its subject: an overdose, suicide, self-harm. A farewell, a
 * lethality question or a wish to die is never the work's subject, whatever the setting. A hit
 * of only these kinds has its own set-aside bar (decision 048).
 */
export const NAMED_AS_A_TOPIC = new Set<CrisisReason>(["method", "suicide-language", "self-harm"]);

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
  /\b(?:grown up|very adult|feels adult|adulting|guardians?|guardianship|(?:we|we have|we just) had (?:a|our first|our) (?:baby|son|daughter)|the (?:baby is|babys) here|the baby (?:was born|came)|after the baby|since the (?:twins|baby) came|bought a (?:house|flat)|bu(?:y|ys|ying) a (?:house|flat|home)|after buying the (?:house|flat)|after the divorce|admin|paperwork|(?:have got|have) (?:a|my first) (?:kid|child|baby|son|daughter) now|legal clinic)\b/;

/**
 * The cues below come from the spent held-out sets 33 to 40 (decision 046), each a family of safe
 * texts the rules or frames read as the writer's risk, which the model reads as safe.
 *
 * A gun cleaned for game or pests: "Hunting season opens Saturday. Cleaned the rifle".
 */
const A_GUN_CLEANED = /\b(?:cleaned|oiled|cleaning|oiling)\b(?: \w+){0,3} (?:gun|rifle|shotgun)\b/;
const NOT_FOR_GAME = /\bnot (?:going )?(?:hunting|shooting|for)\b/;
const GAME_OR_PESTS =
  /\b(?:hunting|shooting|stalking|season opens|fox control|foxes|deer|pigeons?|pheasants?|ducks?|geese|rabbits?|scope|gun cabinet|roos|kangaroos|wild pigs|boar|hogs|coyotes|possums)\b/;

/** Affairs, a will or a funeral put in order before an operation: "before the hip operation". */
const PUT_IN_ORDER = /\b(?:affairs in order|my will|my (?:own )?funeral)\b/;
const BEFORE_AN_OPERATION =
  /\b(?:before|ahead of) (?:the|my|an?|next weeks?) (?:\w+ ){0,2}(?:op|operation|surgery|procedure|transplant|replacement|anaesthetic|trek|expedition|climb|deployment)\b|\b(?:surgeon|expedition company)\b/;

/**
 * A funeral planned, or "when I'm gone" spoken of, for the family's sake, with a plan bought, or
 * while fit: "Planned my own funeral with the Co-op. I'm 79 and fit", "so the kids don't have
 * to". An age alone is no reason: "I'm 70 ... I'd like to choose when" is a crisis text.
 */
const OWN_FUNERAL_OR_WHEN_GONE = /\b(?:(?:my|your) (?:own )?funeral|when i am gone)\b/;
const ORDINARY_REASON_FOR_A_FUNERAL_PLAN =
  /\bso (?:the|my) (?:kids|children|family) (?:do not|dont|will not|wont) (?:have to|fight|argue|squabble)\b|\b(?:pre planning|preplanning|like my (?:mum|mom|dad|mother|father|gran|nan|grandma) did|weirdly fun|saved us (?:so much )?(?:hassle|stress|bother)|for fun|just morbid|(?:we are|were) both healthy)\b|\b(?:co op|funeral plan|pre paid|prepaid|fit as a fiddle|and fit)\b|\b(?:cried laughing|hilarious|we laughed|laughed (?:a lot|so much|till)|(?:a|as a) pub game|as a (?:game|laugh|joke)|over (?:wine|drinks|dinner)|(?:hymns|songs|music) i (?:actually )?(?:like|love)|very satisfying)\b/;

/**
 * A past told from a safe present: the sentence the rules match is the writer's past ("Read back
 * my entries from 2020 when I wanted to die", "A year ago I was in hospital after an overdose"),
 * and the entry says how it is now ("So glad I stayed", "treatment worked", "I'm proud of me").
 */
const TOLD_AS_PAST =
  /\b(?:used to|the old me|for (?:most|all) of my (?:teens|twenties|childhood)|(?:19|20)\d\d|ago|since (?:i|the|my)|back then|survived|remember when|looking back|read back|reading back|decade)\b/;

/** A book or film named by its title. */
const TITLE =
  /\b(?:the virgin suicides|suicide squad|(?:13|thirteen) reasons why|the bell jar|a man called ove|girl interrupted|dead poets society|romeo and juliet|anna karenina|mrs dalloway|suicide is painless)\b/;
/** Written work on the subject: "Wrote a grant proposal on means restriction for overdose". */
const WRITTEN_ON_THE_SUBJECT =
  /\b(?:grant|proposal|paper|essay|report|article|chapter|poster|talk|lecture) (?:on|about|into)\b/;

/**
 * Hyperbole in sport or a blunder: "I wanted to die at mile 40", "I literally want to die, I just
 * sent the meme to the work group chat".
 */
const SPORT_OR_BLUNDER =
  /\bat (?:mile|km|lap) \d+\b|\b(?:during|in|after) (?:the |my |that )?(?:marathon|ultra|race|spin class|leg day|workout|bootcamp|hiit)\b|\bsent (?:\w+ ){0,6}to the (?:work|wrong|family) (?:group )?chat\b|\b(?:wrong (?:chat|person)|replied all|reply all|waved back)\b|\bsent (?:\w+ ){0,8}(?:meant for (?:my|the) \w+ )?to the (?:\w+ ){0,3}(?:whatsapp|group chat)\b/;
/**
 * The thing, not the writer, said straight after, in one sentence or two: "I'll end it. The
 * printer, I mean.", "I'll end it. The pigeon. Not me." (decision 049).
 */
const THE_THING_NOT_ME = /^(?:the|that|this) (?:\w+ ){1,2}(?:\| )?(?:i mean|not me)\b/;

/** A cut from a tool, by accident: "Cut myself a tiny bit on the thumb, plaster on, carried on". */
const A_TOOL =
  /\b(?:chisels?|(?:hand|tenon|coping) saw|sawing|stanley knife|box cutter|mandoline|secateurs|woodworking|whittling|carving|dovetails?|chopping|slicing)\b/;
const BY_ACCIDENT =
  /\bcut myself (?:\w+ ){0,3}(?:on (?:the|my) (?:thumb|finger|first go|hand)|by accident)\b|\b(?:slipped|accidentally)\b/;

/**
 * The cues below come from the spent held-out sets 41 to 48 (decision 047).
 *
 * A farewell to a thing told around the matched sentence: "Deleted Grindr. Goodbye forever,
 * thirsty headless torsos.", "My last entry in this app. Switching to a paper notebook.", a
 * goodbye letter to an eating disorder, to students on retiring, a diet's "goodbye forever, gluten".
 */
const FAREWELL_TO_A_THING_AROUND =
  /\b(?:deleted|deleting|left|leaving|quit|quitting)(?: \w+){0,3} (?:apps?|grindr|tinder|hinge|bumble|whatsapp group|group chat)\b|\b(?:sold|selling|scrapped)(?: \w+){0,3} (?:car|van)\b|\b(?:digital detox|as i retire|retiring from|my retirement|switching to (?:a |an )?(?:paper|new) (?:journal|diary|notebook|planner))\b|\bgoodbye (?:note|letter|letters|message|card) to (?:my |the |our )?(?:old |former )?(?:car|van|house|flat|job|students|class|team|colleagues|eating disorder|anorexia|bulimia|addiction|habit)\b|\bgoodbye forever (?:\| )?(?:to )?(?:gluten|dairy|meat|carbs|sugar|chocolate|coffee|tinder|grindr|hinge|bumble)\b|\blast (?:entry|post) for a (?:while|bit|few (?:days|weeks)|week|month)\b|\bgoodbye(?: forever)? (?:\| )?(?:to )?(?:my |the )?(?:braces|treadmill|retainer|cast|crutches|overdraft|marlboro \w+|marlboros|cigarettes|fags|vape)\b|\b(?:switched|switching|moved|moving|changing|changed) to (?:a |an )?(?:paper|app)\b|\bdeleted (?:my |his |her )?(?:ex |exs )?(?:number|contact)\b|\bhanded (?:in )?my notice\b|\bmy notice in\b|\bmoved (?:into|in to) (?:my|a|our) (?:new )?(?:\w+ )?(?:flat|house|home|place|apartment|bungalow)\b/;

/**
 * Hyperbole with its object named: "so full I want to die", "the hold music makes me want to
 * die", "if one more person asks ... I'll walk into the sea", "I announced dramatically", "end it
 * all: the subscriptions", and adventure sport ("jump off a cliff ... coasteering").
 */
const HYPERBOLE =
  /\bso full (?:that )?i (?:want to|could|am going to) (?:die|explode)\b|\b(?:the|this|that) (?:\w+ ){0,2}(?:music|song|queue|jingle|advert|noise|smell|meeting|traffic) makes me want to die\b|^if one more (?:person|\w+) (?:asks|says|tells|calls|emails|texts|comments|mentions|sends|books|schedules|microwaves) (?:\w+ ){0,8}i (?:will|am going to)\b|\b(?:announced|declared|said|sighed|wailed) dramatically\b|\bby which i mean\b|\bend(?:ing)? it all (?:\| )?(?:the|my) (?:subscriptions?|takeaways?|impulse|spending|shopping|streaming)\b/;
const ADVENTURE_SPORT =
  /\b(?:coasteering|cliff (?:diving|jumping)|bungee|zip ?(?:wire|line)|skydiv\w*|parachute jump|wetsuit|abseil\w*|canyoning|tombstoning)\b/;

/** A game's character, not the writer: "My character has no will to live. Neither do my thumbs." */
const A_GAME_CHARACTER =
  /\bmy (?:character|avatar|sims?|toon)\b|\b(?:my thumbs|boss fight|respawn\w*)\b/;

/** Plants on suicide watch, a starter or a goldfish: a thing the writer keeps alive. */
const A_THING_ON_WATCH =
  /\b(?:plants?|cactus|cacti|succulents?|basil|sourdough starter|goldfish|tamagotchi|ferns?) (?:are|is) (?:on suicide watch|committing (?:slow )?suicide)\b/;

/**
 * Doses learnt for an exam, said without the writer: "Toxicology exam tomorrow. Lethal doses of
 * tricyclics, digoxin, iron in children." ("how much would it take for me" keeps the hit).
 */
const STUDY_OF_DOSES =
  /\b(?:toxicology|pharmacology|pharmacy|pharmacokinetics|pharm) (?:exams?|revision|tests?|finals|quiz|module)\b|\bflashcards\b|\bstudying (?:toxicology|pharmacology)\b/;

/**
 * The writer's work, research or teaching opening the very sentence the rules match, as a role
 * or a heading: "As a prison officer I did my suicide watch checks", "Researcher log: coding
 * transcripts on suicidal ideation"; and from sets 49 to 56 (decision 048) "Paramedic life:",
 * "Hospital pharmacy:", "Psych rotation:", "My job as a crisis line supervisor", "As the in-house
 * lawyer", "Teaching my Year 10s".
 */
const SETTING_OPENS_THE_SENTENCE = new RegExp(
  String.raw`^(?:as (?:the|an?) (?:\w+ ){0,3}(?:${JOB}|lawyer|solicitor|underwriter|actuary|journalist|teacher|coroner|researcher|supervisor)\b|(?:\w+ ){0,2}(?:research|researcher|lab|fieldwork) (?:log|notes|diary|day)\b|(?:\w+ ){0,2}(?:paramedic|nurse|ambulance|pharmacy|psych|gp|a and e|ward|crisis line|helpline) (?:life|log|notes|diary|rotation|shift)\b|(?:hospital |community )?pharmacy \||(?:my|in my) (?:job|work|role) as\b|teaching (?:my |the |a )?(?:year \d+s?|class|students|pupils))`,
);

/**
 * The cues below come from the spent held-out sets 49 to 56 (decision 048).
 *
 * Hyperbole with its object or its turn said: "I want to die. (Of laughter.)", "not literally",
 * "I literally want to die every time my mum posts", "hang myself... upside down from the pull-up
 * bar", "drown myself in the punch bowl", "suicide squats", "I'll sleep when I'm dead", "nearly
 * killed myself tripping over the dog", a meme's "me, ten minutes later", and "as they say —
 * actually just organised the filing cabinet".
 */
const HYPERBOLE_TURNED =
  /\b(?:die|dying|dead) (?:\| )?(?:of|from) (?:laughter|laughing|embarrassment|shame|cringe|boredom|cuteness)\b|\bnot literally\b|\bwant to die every time (?:my |the |he |she |someone |they )?(?:\w+ ){0,2}(?:posts|tags|sings|says|plays|calls|uses|does)\b|\bhang myself (?:\| )?upside down\b|\bdrown myself in (?:the |a )?(?:punch|wine|gin|coffee|chocolate|ice cream|work|bubble bath)\b|\bsuicide (?:squats|sprints|runs|drills|shuttles|burpees|ladders?)\b|\bsleep when i am dead\b|\b(?:nearly|almost) killed myself (?:\w+ ){0,2}(?:tripping|tripped|slipping|slipped|falling|fell)\b|\bme \d+ (?:minutes|seconds|hours) later\b|\bactually just (?:organi[sz]ed|sorted|tidied|cleaned|cleared)\b/;
/** A team's fans "on suicide watch since 1961". */
const A_TEAMS_FANS = /\b(?:fan|fans|supporter|supporters|season ticket|we joke)\b/;
/** Medicines locked away from a child: "in a locked box now because my toddler can open everything". */
const LOCKED_FROM_A_CHILD =
  /\b(?:locked (?:box|cabinet|drawer|tin|away)|out of reach)\b(?: (?:\w+|\|)){0,10} (?:toddler|baby|kids|grandkids|child proof|childproof)\b/;

function ninthFamilyCue(hit: CrisisReason, normalised: string, whole: string, around: string) {
  return (
    HYPERBOLE_TURNED.test(around) ||
    (/\bsuicide watch\b/.test(normalised) && A_TEAMS_FANS.test(around)) ||
    (hit === "means-and-preparation" && LOCKED_FROM_A_CHILD.test(whole))
  );
}

/**
 * The cues below come from the spent held-out sets 58 to 64 (decision 049).
 *
 * Affairs put in order as sense, not as an end: "power of attorney, will, funeral plan. I'm 78,
 * it's sensible." (an age alone is no reason).
 */
const PUT_IN_ORDER_AS_SENSE =
  /\b(?:it is|its) (?:just )?(?:sensible|practical)\b|\bpower of attorney\b/;
/** A hangover's "last words", a moderator's word list, a meme ("me after eating an entire pizza"). */
const HANGOVER = /\b(?:hangover|hungover)\b/;
const A_WORD_LIST =
  /\b(?:automod|auto mod|filter list|word filter|banned words|blocklist|block list|mods)\b/;
const MEME_OPENING = /^me (?:after|when|trying to|every time|at \d)\b/;
/** An unwanted intrusive thought named as such: "the 'what if I want to hurt myself' OCD theme". */
const INTRUSIVE_THOUGHT = /\b(?:ocd|pure o|intrusive thoughts?|intrusive|erp)\b/;
/** Recovery counted in months: "I haven't had a self-harm urge in eight months". */
const FREE_FOR_MONTHS =
  /\b(?:have not|havent|had not) had (?:a |an |any )?(?:self harm |sh |suicidal )?(?:urges?|thoughts?|episodes?) (?:in|for) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|many) (?:weeks|months|years)\b/;

function fromSets58To64Cue(normalised: string, whole: string, around: string) {
  return (
    (PUT_IN_ORDER.test(normalised) && PUT_IN_ORDER_AS_SENSE.test(whole)) ||
    HANGOVER.test(around) ||
    A_WORD_LIST.test(normalised) ||
    MEME_OPENING.test(whole) ||
    (INTRUSIVE_THOUGHT.test(whole) && /\bwhat if\b/.test(normalised)) ||
    (FREE_FOR_MONTHS.test(normalised) && !tellsWritersRisk(normalised))
  );
}

/** A question the writer asks themself, answered no straight after ("Do I want to die? No."). */
const answeredNoToItself = (sentence: string, next: string, afterNext: string) =>
  /\?\s*$/.test(sentence) &&
  /^(?:no|nope|nah)\b/.test(next) &&
  !/\bbut\b/.test(next) &&
  !/^but\b/.test(afterNext);

/** Cues read in the matched sentence itself. */
const CUES_IN_THE_SENTENCE = [LONG_AGO, FAREWELL_TO_A_THING];
/**
 * A story, a lesson, a song or the writer's work, read in the matched sentence when it says
 * nothing of the writer's own risk nor of anyone else's ("I'm going to take my life before exams
 * finish", "one of my students handed in an essay that reads like a goodbye note" keep the rules'
 * answer).
 */
const TOLD_NOT_LIVED = [
  ...STORY_NEWS_OR_LESSON,
  WORK,
  MUSIC_OR_GAME,
  TITLE,
  WRITTEN_ON_THE_SUBJECT,
];
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
 * The newer families (decision 046), read in the matched sentence, its neighbours or the whole
 * entry, as each needs: the gun and the game, the plan and the operation or the family's sake,
 * the past and the present told, the race or the blunder, the thing named after, the tool and
 * the accident, the question asked one or two sentences before the answer.
 */
function newerFamilyCue(normalised: string, whole: string, previous: string, following: string) {
  return (
    (A_GUN_CLEANED.test(normalised) && GAME_OR_PESTS.test(whole) && !NOT_FOR_GAME.test(whole)) ||
    (PUT_IN_ORDER.test(normalised) && BEFORE_AN_OPERATION.test(whole)) ||
    (OWN_FUNERAL_OR_WHEN_GONE.test(normalised) && ORDINARY_REASON_FOR_A_FUNERAL_PLAN.test(whole)) ||
    (TOLD_AS_PAST.test(normalised) && SAFE_PRESENT.test(whole)) ||
    SPORT_OR_BLUNDER.test(normalised) ||
    THE_THING_NOT_ME.test(following) ||
    (A_TOOL.test(`${previous} ${normalised}`) && BY_ACCIDENT.test(normalised)) ||
    (SCREENING_ASKED.test(previous) && ANSWERED_NO_FIRST.test(normalised))
  );
}

/** The families from sets 41 to 48 (decision 047), read in the sentence or around it. */
function latestFamilyCue(hit: CrisisReason, normalised: string, whole: string, around: string) {
  return (
    FAREWELL_TO_A_THING_AROUND.test(around) ||
    HYPERBOLE.test(normalised) ||
    ADVENTURE_SPORT.test(around) ||
    A_GAME_CHARACTER.test(around) ||
    A_THING_ON_WATCH.test(normalised) ||
    (hit === "lethality-question" &&
      STUDY_OF_DOSES.test(whole) &&
      // "swimming round my head" is the student's, not a dose for the writer (decision 049)
      !FIRST_PERSON.test(normalised.replace(/\bmy (?:head|brain|mind)\b/g, ""))) ||
    (NAMED_AS_A_TOPIC.has(hit) &&
      SETTING_OPENS_THE_SENTENCE.test(normalised) &&
      !WRITER_AS_PATIENT.test(normalised))
  );
}

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
    const previous = normaliseForScreening(sentences.slice(Math.max(0, i - 2), i).join(" "));
    const next = normaliseForScreening(sentences[i + 1] ?? "");
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
      newerFamilyCue(
        normalised,
        whole,
        previous,
        `${next} | ${normaliseForScreening(sentences[i + 2] ?? "")}`,
      ) ||
      latestFamilyCue(hit.reason!, normalised, whole, `${previous} ${normalised} ${next}`) ||
      ninthFamilyCue(hit.reason!, normalised, whole, `${previous} ${normalised} ${next}`) ||
      fromSets58To64Cue(normalised, whole, `${previous} ${normalised} ${next}`) ||
      answeredNoToItself(sentence.trim(), next, normaliseForScreening(sentences[i + 2] ?? "")) ||
      toldNotLived
    );
  });
}
