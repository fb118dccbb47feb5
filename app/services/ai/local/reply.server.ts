import { ASK_ME_ABOUT, MULTI_PART_PROMPT, type ChatRequest, type ChatTurn } from "../types";
import { EMOTION_VALENCE, type EmotionName } from "./emotion-lexicon";
import {
  capitalise,
  EMOTION_PHRASE,
  EMOTION_WORD,
  feelingGroup,
  hashText,
  pick,
  quotable,
  toSecondPerson,
  words,
  type FeelingGroup,
} from "./phrasing";
import { readText, type Reading } from "./reading.server";
import { mainEvent } from "./title.server";
import { PEOPLE_NOUNS, type TopicName } from "./topic-lexicon";

/**
 * The local companion's replies (docs/architecture.md#the-local-engine): 2-4 warm sentences that
 * reflect the situation and the feeling in the companion's own words (the person's words appear
 * only as a short noun phrase such as "your presentation at work", never as a quote), sometimes a
 * memory of an earlier entry or of something said earlier in the conversation, and exactly one
 * gentle question. Choices are deterministic (a hash of the message and the history) and avoid
 * every line the companion already used in the turns it can see, so replies vary.
 */

const OPENINGS: Record<FeelingGroup, readonly string[]> = {
  bright: [
    "That sounds really lovely.",
    "I'm glad you took a moment to notice this.",
    "There's a warmth in what you've written.",
    "It's good to hear something has been going well.",
  ],
  heavy: [
    "That sounds really hard, and I'm glad you wrote it down.",
    "Thank you for trusting me with something so heavy.",
    "It makes sense that this would weigh on you.",
    "I'm sorry you're carrying this right now.",
  ],
  anxious: [
    "That sounds like a lot to hold at once.",
    "It's understandable to feel unsettled with all of this going on.",
    "Thank you for putting these worries into words.",
    "Worry like this can be exhausting, and it makes sense you'd feel it.",
  ],
  angry: [
    "It sounds like something really got under your skin.",
    "That sounds frustrating, and your reaction makes sense.",
    "It's okay to feel this strongly about it.",
    "Thank you for being honest about how much this bothered you.",
  ],
  selfCritical: [
    "It sounds like you're being quite hard on yourself.",
    "Thank you for being so honest with yourself here.",
    "Those feelings are painful, and they also show how much you care.",
    "It takes courage to look at this so openly.",
  ],
  tired: [
    "It sounds like you're running on empty.",
    "Being this worn out affects everything, so it makes sense it's on your mind.",
    "Thank you for noticing how tired you are.",
    "That kind of tiredness can make everything feel harder.",
  ],
  unsure: [
    "It sounds like there's a lot to untangle here.",
    "It's okay not to have it all figured out yet.",
    "Feeling unsure is a very human place to be.",
    "Thank you for sitting with something that isn't clear yet.",
  ],
  neutral: [
    "Thank you for sharing that with me.",
    "I appreciate you taking the time to write this.",
    "It's good to pause and put the day into words.",
    "Thanks for letting me in on what's going on.",
  ],
};

const QUESTIONS: Record<FeelingGroup, readonly string[]> = {
  bright: [
    "What do you think made this moment feel so good?",
    "How could you make a little more room for this in your week?",
    "Who or what helped bring this about?",
    "What would you like to remember most about it?",
  ],
  heavy: [
    "What would feel most supportive for you right now?",
    "When did you first notice this feeling today?",
    "Is there someone you could lean on a little while this feels so heavy?",
    "What would you say to a friend who felt this way?",
  ],
  anxious: [
    "Which part of this feels most pressing to you?",
    "What is one small thing that might make this feel a bit lighter?",
    "What do you notice in your body when this worry shows up?",
    "What is within your control here, even a little?",
  ],
  angry: [
    "What do you think this feeling is trying to tell you?",
    "What would you have needed in that moment?",
    "What part of it bothers you the most?",
    "How would you like to respond, once the feeling settles a little?",
  ],
  selfCritical: [
    "What would you say to a friend in the same situation?",
    "What is one thing you did well, even if it feels small?",
    "Where do you think this harsh voice comes from?",
    "What would it look like to be a little kinder to yourself today?",
  ],
  tired: [
    "What has been taking most of your energy lately?",
    "What would real rest look like for you this week?",
    "Is there one thing you could set down, even for a day?",
    "How have you been sleeping lately?",
  ],
  unsure: [
    "What feels clearest to you, even if it's small?",
    "If you had to name one thing you want here, what would it be?",
    "What would help you feel a little more sure?",
    "What part of this would you like to understand better?",
  ],
  neutral: [
    "How are you feeling about it right now?",
    "What stood out to you most about today?",
    "What's been on your mind the most lately?",
    "Is there anything underneath this you'd like to explore?",
  ],
};

const THEME_QUESTIONS: Record<string, string> = {
  work: "How has work been sitting with you outside of work hours?",
  school: "How are you feeling about your studies at the moment?",
  family: "How are things feeling with your family right now?",
  relationships: "How are you feeling about this relationship right now?",
  friendship: "What do your friendships give you at the moment?",
  health: "How have you been looking after your health through this?",
  sleep: "What helps you wind down at the end of the day?",
  exercise: "How do you feel after you move your body?",
  money: "What part of the money side of things worries you most?",
  "self-care": "What does taking care of yourself look like this week?",
  creativity: "What does making things give you?",
  nature: "What is it about being outside that helps you?",
};

/** What a topic is, said to the person, when the text names no particular thing. */
const TOPIC_SITUATION: Record<TopicName, string> = {
  work: "things at work",
  school: "your studies",
  family: "things with your family",
  relationships: "your relationship",
  friendship: "your friendships",
  health: "your health",
  sleep: "your sleep",
  exercise: "moving your body",
  money: "money",
  "self-care": "looking after yourself",
  creativity: "making things",
  nature: "time outside",
  food: "food and meals",
  "personal growth": "the way you want to grow",
  pets: "your pet",
  travel: "your travels",
  "mental health": "how your mind has been",
};

/** "my sister", "my boss": the first person the writer names as theirs, or null. */
function personOf(reading: Reading) {
  const tokens = reading.tokens;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.pos === "NOUN" && PEOPLE_NOUNS.has(token.lemma) && tokens[i - 1]!.value === "my") {
      return token.value;
    }
  }
  return null;
}

/** The reading of one message: what happened, how the writer felt, and what turned. */
type Understanding = {
  reading: Reading;
  /** "your presentation at work", or a topic ("things at work"), or null. */
  situation: string | null;
  /** True when `situation` is a thing the person named, not a topic. */
  named: boolean;
  feeling: EmotionName | undefined;
  /** A second feeling the text turned to or from with "but" (mixed days). */
  other: EmotionName | undefined;
  group: FeelingGroup;
};

function understand(text: string): Understanding {
  const reading = readText(text);
  const event = mainEvent(reading, text);
  const topic = reading.topics[0];
  const person = event ? null : personOf(reading);
  const situation = event
    ? toSecondPerson(event)
    : person
      ? `what's going on with your ${person}`
      : topic
        ? TOPIC_SITUATION[topic]
        : null;
  const feeling = reading.emotions[0]?.name;
  // A mixed text: a second feeling pulling the other way ("tired, but happy").
  const other = feeling
    ? reading.emotions.find(
        (emotion) => EMOTION_VALENCE[emotion.name] * EMOTION_VALENCE[feeling] < 0,
      )?.name
    : undefined;
  return {
    reading,
    situation,
    named: Boolean(event || person),
    feeling,
    other,
    group: feelingGroup(feeling),
  };
}

const REFLECTIONS: readonly ((situation: string, feeling: string) => string)[] = [
  (situation, feeling) => `It sounds like ${situation} brought up ${feeling} for you.`,
  (situation, feeling) => `So ${situation} has left you with ${feeling}.`,
  (situation, feeling) => `I'm hearing ${feeling} around ${situation}.`,
  (situation, feeling) => `There's ${feeling} in the way you describe ${situation}.`,
];

const SITUATION_ONLY: readonly ((situation: string) => string)[] = [
  (situation) => `It sounds like ${situation} has been on your mind.`,
  (situation) => `So ${situation} is what's taking up space today.`,
  (situation) => `I can tell ${situation} matters to you.`,
];

const FEELING_ONLY: readonly ((feeling: string) => string)[] = [
  (feeling) => `I can hear ${feeling} in what you've written.`,
  (feeling) => `There's ${feeling} running through this.`,
  (feeling) => `It sounds like you're carrying ${feeling} right now.`,
];

const MIXED: readonly ((first: string, second: string) => string)[] = [
  (first, second) => `It sounds like ${first} and ${second} were both there, side by side.`,
  (first, second) => `There seem to be two threads here: ${first}, and alongside it ${second}.`,
];

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Last Tuesday" within a week or two, else "On 4 March"; null for a date it cannot read. */
function whenWritten(date: string, now = new Date()) {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return null;
  const days = Math.floor((now.getTime() - then.getTime()) / 86_400_000);
  if (days >= 0 && days < 1) return "Earlier today";
  if (days >= 1 && days < 2) return "Yesterday";
  if (days >= 2 && days < 14) return `Last ${WEEKDAYS[then.getUTCDay()]}`;
  return `On ${then.getUTCDate()} ${MONTHS[then.getUTCMonth()]}`;
}

const MEMORY_HELPED: readonly ((when: string, situation: string) => string)[] = [
  (when, situation) => `${when} you wrote about ${situation}, and it seemed to help you then.`,
  (when, situation) =>
    `${when} you wrote that ${situation} lifted you a little after a day like this.`,
];
const MEMORY_ECHO: readonly ((when: string, situation: string) => string)[] = [
  (when, situation) => `${when} you wrote about ${situation} too, so this isn't the first time.`,
  (when, situation) => `This echoes what you wrote ${when.toLowerCase()} about ${situation}.`,
];

/** A line recalling the most relevant past entry the app found (`memories`), or null. */
function memoryLine(context: Context, now: Understanding) {
  for (const memory of context.request.memories) {
    const past = understand(memory.content);
    if (!past.situation) continue;
    const when = whenWritten(memory.date) ?? "Once";
    // A brighter past moment on a hard day is worth recalling as something that helped.
    const helped = past.group === "bright" && now.group !== "bright" && now.group !== "neutral";
    const lines = helped ? MEMORY_HELPED : MEMORY_ECHO;
    const make = pick(lines, context.seed >>> 3, (line) =>
      context.used(line(when, past.situation!).slice(0, 24)),
    );
    return { line: make(when, past.situation), helped };
  }
  return null;
}

const EARLIER_LINES: readonly ((situation: string) => string)[] = [
  (situation) => `And this comes on top of ${situation}, which you mentioned earlier.`,
  (situation) => `I haven't forgotten ${situation} from earlier, either.`,
  (situation) => `That sits alongside ${situation}, which you told me about before.`,
];

/** A line linking back to something the person said earlier in this conversation, or null. */
function earlierLine(context: Context, now: Understanding) {
  const turns = context.request.history.filter(
    (turn) =>
      turn.role === "user" && !isChip(turn.content) && !turn.content.startsWith(MULTI_PART_PROMPT),
  );
  for (let i = turns.length - 1; i >= 0; i--) {
    const earlier = understand(stripMarkers(turns[i]!.content));
    if (!earlier.situation || earlier.situation === now.situation || !earlier.named) continue;
    return pick(EARLIER_LINES, context.seed >>> 11, (line) =>
      context.used(line(earlier.situation!).slice(0, 20)),
    )(earlier.situation);
  }
  return null;
}

function reflection(context: Context, u: Understanding) {
  const feeling = u.feeling ? EMOTION_PHRASE[u.feeling] : null;
  if (feeling && u.other) {
    const make = pick(MIXED, context.seed >>> 5, (line) => context.used(line("", "").slice(0, 14)));
    return make(EMOTION_WORD[u.other], EMOTION_WORD[u.feeling!]);
  }
  if (feeling && u.situation) {
    return pick(REFLECTIONS, context.seed >>> 5, (line) =>
      context.used(line(u.situation!, feeling).slice(0, 14)),
    )(u.situation, feeling);
  }
  if (u.situation) {
    return pick(SITUATION_ONLY, context.seed >>> 5, (line) =>
      context.used(line(u.situation!).slice(0, 12)),
    )(u.situation);
  }
  if (feeling) {
    return pick(FEELING_ONLY, context.seed >>> 5, (line) =>
      context.used(line(feeling).slice(0, 12)),
    )(feeling);
  }
  return null;
}

const CHIP_TELL_ME_MORE = "tell me more";
const CHIP_WHY = "why do i feel this way";

function normaliseChip(text: string) {
  return text
    .replace(ASK_ME_ABOUT, "")
    .trim()
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[?.!\s]+$/, "");
}

function isChip(text: string) {
  const chip = normaliseChip(text);
  return chip === CHIP_TELL_ME_MORE || chip === CHIP_WHY || text.startsWith(ASK_ME_ABOUT);
}

function stripMarkers(text: string) {
  if (text.startsWith(ASK_ME_ABOUT)) return text.slice(ASK_ME_ABOUT.length).trim();
  if (text.startsWith(MULTI_PART_PROMPT)) return text.slice(MULTI_PART_PROMPT.length).trim();
  return text.trim();
}

/** The clause carrying the most feeling and topic, in the person's words. */
export function keyPhrase(reading: Reading, maxWords = 12) {
  if (!reading.sentences.length) return "";
  let best = 0;
  reading.sentenceWeight.forEach((weight, index) => {
    if (weight > reading.sentenceWeight[best]!) best = index;
  });
  const sentence = reading.sentences[best]!;
  const clauses = sentence.split(/\s*[,;:]\s+|\s+(?:but|because|although|though)\s+/i);
  const salient = new Set([
    ...reading.emotions.map((emotion) => emotion.name),
    ...reading.tokens.filter((token) => !token.stop).map((token) => token.value),
  ]);
  const clause =
    clauses
      .map((text) => ({
        text,
        score: words(text.toLowerCase()).filter((word) => salient.has(word.replace(/[^a-z']/g, "")))
          .length,
      }))
      .filter((item) => words(item.text).length >= 2)
      .sort((a, b) => b.score - a.score || words(b.text).length - words(a.text).length)[0]?.text ??
    sentence;
  return quotable(clause, maxWords);
}

type Context = {
  request: ChatRequest;
  seed: number;
  /** Every reply of the companion in the history the engine was given. */
  earlierReplies: string;
  /** Whether the companion already said `line` (or its start) in this conversation. */
  used: (line: string) => boolean;
};

const CHECK_IN_OPENINGS = [
  "Thanks for checking in.",
  "It's good to hear from you.",
  "I'm glad you stopped by.",
];
const CHECK_IN_QUESTIONS = [
  "What's been on your mind today?",
  "How has your day been, in a few more words?",
  "Is there something you'd like to talk through?",
];

function ordinaryReply(context: Context, text: string) {
  const u = understand(text);
  if (u.reading.score === null && !u.situation && !u.feeling) {
    // "ok": too little to reflect; an honest, open invitation instead of a guess.
    const opening = pick(CHECK_IN_OPENINGS, context.seed, context.used);
    const earlier = earlierLine(context, u);
    const question = pick(CHECK_IN_QUESTIONS, context.seed >>> 9, context.used);
    return [opening, earlier, question].filter(Boolean).join(" ");
  }
  const sentences = [pick(OPENINGS[u.group], context.seed, context.used)];
  const reflect = reflection(context, u);
  if (reflect) sentences.push(reflect);
  const memory = memoryLine(context, u);
  const earlier = memory ? null : earlierLine(context, u);
  if (memory) sentences.push(memory.line);
  else if (earlier) sentences.push(earlier);
  const theme = u.reading.topics[0];
  const themeQuestion = theme ? THEME_QUESTIONS[theme] : undefined;
  const question = memory?.helped
    ? pick(MEMORY_QUESTIONS, context.seed >>> 9, context.used)
    : themeQuestion && (context.seed >>> 7) % 2 === 0 && !context.used(themeQuestion)
      ? themeQuestion
      : pick(QUESTIONS[u.group], context.seed >>> 9, context.used);
  sentences.push(question);
  return sentences.slice(-4).join(" ");
}

const MEMORY_QUESTIONS = [
  "Could something like that help a little today?",
  "Is there a small version of that you could try now?",
];

/**
 * The last thing the person said before a chip. After several chips their words may have left
 * the few turns the engine sees; then the companion's own first reply still names the subject.
 */
function lastPersonalTurn(history: ChatTurn[]) {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== "user" || isChip(turn.content)) continue;
    return stripMarkers(turn.content);
  }
  return history.find((turn) => turn.role === "ai")?.content ?? null;
}

/** A different angle on each "Tell me more": what came before, the body, the need, the people. */
const MORE_ANGLES: Record<FeelingGroup, readonly string[]> = {
  bright: [
    "Good moments often have a quiet cause, like rest, company or a small win.",
    "Moments like this are worth slowing down for, because they show what feeds you.",
    "Noticing what went right is a skill, and you're practising it here.",
  ],
  heavy: [
    "Heavy feelings often gather slowly, from several small things rather than one.",
    "Sadness usually points to something that mattered, or still does.",
    "Sometimes the hardest part isn't the event itself but what it seems to say about us.",
  ],
  anxious: [
    "Worry tends to fill the gap between what we care about and what we can control.",
    "Anxious feelings often live in the body as much as in the mind.",
    "Sometimes worry is trying to protect something important to us.",
  ],
  angry: [
    "Anger often shows up when something we value has been crossed.",
    "Frustration can be a sign that you've been patient for a long time.",
    "Underneath anger there is sometimes hurt, or a need that wasn't met.",
  ],
  selfCritical: [
    "The voice that judges us is often much harsher than anyone else would be.",
    "Guilt can be a sign of how much you care about doing right by people.",
    "Mistakes feel big up close, and usually look smaller with a little distance.",
  ],
  tired: [
    "Tiredness isn't only about sleep; carrying a lot for a long time wears us down too.",
    "When energy runs low, everything else tends to feel heavier than it is.",
    "Rest sometimes has to be planned, not just hoped for.",
  ],
  unsure: [
    "Not knowing can be uncomfortable, and it's also where new choices come from.",
    "Mixed feelings usually mean more than one thing matters to you here.",
    "Clarity often comes a little at a time, not all at once.",
  ],
  neutral: [
    "Even ordinary days leave traces worth noticing.",
    "Sometimes what we don't say about a day is as telling as what we do.",
    "Small details often lead somewhere bigger when we follow them.",
  ],
};

const MORE_QUESTIONS = [
  "What was happening just before it started?",
  "Where do you notice it in your body?",
  "Who else was part of it, and how did they respond?",
  "What did you need most in that moment?",
  "How did the rest of your day go after that?",
];

const WHY_LINES: Record<FeelingGroup, readonly string[]> = {
  bright: [
    "Feelings like this often come when a need is met, like connection, rest or a sense of progress.",
    "Good feelings usually follow something that lines up with what you value.",
  ],
  heavy: [
    "Sadness often follows a loss or a disappointment, even a small one, about something that matters.",
    "Feeling low can come from a long stretch of giving more than you get back.",
  ],
  anxious: [
    "Worry often grows around things that matter to us and that we can't fully control.",
    "Anxiety is often the mind trying to prepare for every outcome at once.",
  ],
  angry: [
    "Anger often rises when something feels unfair or when a boundary has been crossed.",
    "Frustration tends to build when effort doesn't lead where we hoped.",
  ],
  selfCritical: [
    "Guilt and shame often come from high standards and a real wish to do right.",
    "Being hard on ourselves is often an old habit, learned long before today.",
  ],
  tired: [
    "Exhaustion often builds when rest keeps losing out to everything else.",
    "Feeling worn out can come from carrying worry as much as from doing too much.",
  ],
  unsure: [
    "Confusion often means two things you care about are pulling in different directions.",
    "Feeling unsure is common when something is changing and the new shape isn't clear yet.",
  ],
  neutral: [
    "Feelings often make more sense when we look at what happened around them.",
    "Sometimes a feeling comes from several small things rather than one big one.",
  ],
};

const WHY_QUESTIONS = [
  "Have you felt something like this before, and what was going on then?",
  "What happened earlier in the day, before you noticed it?",
  "What need of yours might not be met right now?",
  "What do you think this feeling might be asking of you?",
];

function chipOpening(context: Context, lines: readonly string[]) {
  return pick(lines, context.seed, context.used);
}

function tellMeMoreReply(context: Context) {
  const earlier = lastPersonalTurn(context.request.history);
  const opening = chipOpening(context, [
    "Of course, let's stay with this a little longer.",
    "Let's slow down and look at this from another side.",
    "Happy to go a little deeper with you.",
    "Let's keep going, gently.",
  ]);
  if (!earlier) {
    return `${opening} What's been on your mind most today?`;
  }
  const u = understand(earlier);
  const sentences = [opening];
  if (u.situation) {
    sentences.push(
      pick(
        [
          `I'd like to understand more about ${u.situation}.`,
          `You've told me a little about ${u.situation}, and I sense there's more to it.`,
        ],
        context.seed >>> 2,
        context.used,
      ),
    );
  }
  sentences.push(pick(MORE_ANGLES[u.group], context.seed >>> 4, context.used));
  sentences.push(pick(MORE_QUESTIONS, context.seed >>> 6, context.used));
  return sentences.join(" ");
}

function whyReply(context: Context) {
  const earlier = lastPersonalTurn(context.request.history);
  const opening = chipOpening(context, [
    "That's a really good question to ask yourself.",
    "Wondering why is a kind thing to do for yourself.",
    "It's natural to want to understand your feelings.",
  ]);
  if (!earlier) {
    return `${opening} ${pick(WHY_LINES.neutral, context.seed >>> 4, context.used)} What has been happening for you today?`;
  }
  const u = understand(earlier);
  const sentences = [opening, pick(WHY_LINES[u.group], context.seed >>> 4, context.used)];
  if (u.situation) {
    sentences.push(
      pick(
        [
          `With ${u.situation} in the picture, it makes sense that ${u.feeling ? EMOTION_WORD[u.feeling] : "this"} would show up.`,
          `${capitalise(u.situation)} may be touching something that matters a lot to you.`,
        ],
        context.seed >>> 2,
        context.used,
      ),
    );
  }
  sentences.push(pick(WHY_QUESTIONS, context.seed >>> 6, context.used));
  return sentences.join(" ");
}

const LAST_PART_LINE = "Now for the last part.";
const NEXT_PART_LINE = "Let's move to the next part.";

function askMeAboutReply(context: Context, topic: string) {
  const chip = normaliseChip(topic);
  if (chip === CHIP_TELL_ME_MORE) return tellMeMoreReply(context);
  if (chip === CHIP_WHY) return whyReply(context);
  const opening = pick(
    [
      "That's a lovely place to start.",
      "Let's look at that together.",
      "I'd be glad to explore that with you.",
    ],
    context.seed,
    context.used,
  );
  const subject = quotable(toSecondPerson(topic), 16);
  if (!subject) return `${opening} What would you like to talk about today?`;
  if (/\?\s*$/.test(topic.trim())) {
    return `${opening} Take your time, there's no right or wrong answer. ${capitalise(subject)}?`;
  }
  return `${opening} I'd love to hear about ${subject.replace(/^about\s+/i, "")}. What comes to mind first when you think about it?`;
}

/** A prompt's parts: its sentences, with "…, and what…" questions split in two; at most 3. */
export function promptParts(prompt: string) {
  const sentences = prompt
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const parts: string[] = [];
  for (const sentence of sentences) {
    const split = /^(.+?),\s+and\s+((?:what|how|why|who|where|when|which)\b.+\?)$/i.exec(sentence);
    if (split) parts.push(`${split[1]}?`, capitalise(split[2]!));
    else parts.push(sentence);
  }
  if (parts.length > 3) return [...parts.slice(0, 2), parts.slice(2).join(" ")];
  return parts;
}

/** A part said as a sentence or a question; an instruction gets one short question after it. */
function askPart(part: string) {
  const text = /[.!?]$/.test(part) ? part : `${part}.`;
  if (text.endsWith("?") && (text.match(/\?/g) ?? []).length === 1) return text;
  return `${text.replace(/\?/g, ".")} What comes to mind first?`;
}

function multiPartReply(context: Context, prompt: string, answers: string[]) {
  const parts = promptParts(prompt);
  const index = answers.length;
  if (index === 0) {
    const intro =
      parts.length > 1 ? "Let's take this one part at a time." : "Let's reflect on this together.";
    return `${intro} ${askPart(parts[0] ?? prompt)}`;
  }
  const answer = understand(answers[answers.length - 1]!);
  const thanks = answer.situation
    ? `Thank you for telling me about ${answer.situation}.`
    : answer.feeling
      ? `Thank you, I can hear ${EMOTION_PHRASE[answer.feeling]} in that.`
      : "Thank you for sharing that.";
  if (index < parts.length) {
    const transition = index === parts.length - 1 ? LAST_PART_LINE : NEXT_PART_LINE;
    return `${thanks} ${transition} ${askPart(parts[index]!)}`;
  }
  return summaryReply(answers);
}

function summaryReply(answers: string[]) {
  const situations = answers
    .map((answer) => understand(answer).situation)
    .filter((situation): situation is string => Boolean(situation))
    .filter((situation, index, all) => all.indexOf(situation) === index)
    .slice(-3);
  const list =
    situations.length <= 1
      ? (situations[0] ?? "")
      : `${situations.slice(0, -1).join(", ")} and ${situations[situations.length - 1]}`;
  const feelings = readText(answers.join(". "))
    .emotions.slice(0, 2)
    .map((e) => EMOTION_WORD[e.name]);
  const sentences = ["Thank you for reflecting on this with me, step by step."];
  if (list) sentences.push(`Looking back, you spoke about ${list}.`);
  if (feelings.length)
    sentences.push(`There's a thread of ${feelings.join(" and ")} running through it.`);
  sentences.push("What stands out to you most, now that you've put it all into words?");
  return sentences.join(" ");
}

/** Where a multi-part reflection stands, from the message and the (at most 5) turns before it. */
function multiPartState(request: ChatRequest) {
  if (request.message.startsWith(MULTI_PART_PROMPT)) {
    return { prompt: stripMarkers(request.message), answers: [] as string[] };
  }
  const history = request.history;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === "user" && turn.content.startsWith(MULTI_PART_PROMPT)) {
      const answers = history
        .slice(i + 1)
        .filter((item) => item.role === "user")
        .map((item) => item.content);
      answers.push(request.message);
      const prompt = stripMarkers(turn.content);
      if (answers.length > promptParts(prompt).length) return null;
      return { prompt, answers };
    }
  }
  // The prompt has scrolled out of the 5 turns sent; our own "last part" line says where we are.
  const lastAi = [...history].reverse().find((turn) => turn.role === "ai");
  if (lastAi?.content.includes(LAST_PART_LINE)) {
    const answers = history.filter((turn) => turn.role === "user").map((turn) => turn.content);
    return { prompt: null, answers: [...answers, request.message] };
  }
  return null;
}

export function composeReply(request: ChatRequest) {
  const earlierReplies = request.history
    .filter((turn) => turn.role === "ai")
    .map((turn) => turn.content)
    .join("\n");
  const context: Context = {
    request,
    seed: hashText(
      `${request.message}\u0000${request.history.map((turn) => turn.content).join("\u0000")}`,
    ),
    earlierReplies,
    used: (line) => earlierReplies.includes(line),
  };
  const multi = multiPartState(request);
  if (multi) {
    return multi.prompt === null
      ? summaryReply(multi.answers)
      : multiPartReply(context, multi.prompt, multi.answers);
  }
  if (request.message.startsWith(ASK_ME_ABOUT)) {
    return askMeAboutReply(context, stripMarkers(request.message));
  }
  const chip = normaliseChip(request.message);
  if (chip === CHIP_TELL_ME_MORE) return tellMeMoreReply(context);
  if (chip === CHIP_WHY) return whyReply(context);
  const text = request.message.trim();
  if (!text) return "I'm here whenever you're ready. What's on your mind right now?";
  return ordinaryReply(context, text);
}

/** The reply as word chunks ("word " pieces), as a streaming model would send them. */
export async function* streamReply(request: ChatRequest): AsyncGenerator<string> {
  const reply = composeReply(request);
  for (const chunk of reply.match(/\S+\s*/g) ?? [reply]) yield chunk;
}
