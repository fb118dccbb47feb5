import { ASK_ME_ABOUT, MULTI_PART_PROMPT, type ChatRequest, type ChatTurn } from "../types";
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

/**
 * The local companion's replies: reflective listening in 2-4 sentences. An acknowledgement, the
 * person's own words reflected back, sometimes a memory of an earlier entry, and exactly one
 * gentle question. Choices are deterministic (a hash of the message and the history) and never
 * repeat the previous reply's opening or question, so consecutive replies differ.
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

const REFLECTIONS: readonly ((phrase: string, feeling: string | null) => string)[] = [
  (phrase, feeling) =>
    feeling
      ? `When you say "${phrase}", I can hear ${feeling} in it.`
      : `When you say "${phrase}", it sounds like it matters to you.`,
  (phrase) => `You wrote "${phrase}", and that stands out to me.`,
  (phrase, feeling) =>
    feeling
      ? `"${capitalise(phrase)}" sounds like it carries ${feeling}.`
      : `"${capitalise(phrase)}" seems to be at the heart of it.`,
  (phrase) => `I keep coming back to your words, "${phrase}".`,
];

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

const MEMORY_LINES: readonly ((phrase: string) => string)[] = [
  (phrase) => `Earlier you wrote about something similar: "${phrase}".`,
  (phrase) => `This connects with something you wrote before, "${phrase}".`,
];

export const LAST_PART_LINE = "Now for the last part.";
const NEXT_PART_LINE = "Let's move to the next part.";

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
  lastAiReply: string;
};

function avoidingLast(context: Context) {
  return (line: string) => context.lastAiReply.includes(line);
}

function themeOf(reading: Reading) {
  return reading.topics[0] ?? null;
}

function memoryLine(context: Context, reading: Reading) {
  const subjects = new Set([...reading.topics, ...reading.nouns.slice(0, 5)]);
  if (!subjects.size) return null;
  for (const memory of context.request.memories) {
    const past = readText(memory.content);
    const shared = [...past.topics, ...past.nouns].some((subject) => subjects.has(subject));
    if (!shared) continue;
    const phrase = keyPhrase(past, 10);
    if (words(phrase).length < 2) continue;
    return pick(MEMORY_LINES, context.seed >>> 3)(phrase);
  }
  return null;
}

function ordinaryReply(context: Context, text: string) {
  const reading = readText(text);
  const top = reading.emotions[0]?.name;
  const group = feelingGroup(top);
  const avoid = avoidingLast(context);
  const sentences = [pick(OPENINGS[group], context.seed, avoid)];
  const phrase = keyPhrase(reading);
  if (words(phrase).length >= 2) {
    const reflect = pick(REFLECTIONS, context.seed >>> 5, (make) =>
      avoid(make(phrase, null).slice(0, 12)),
    );
    sentences.push(reflect(phrase, top ? EMOTION_PHRASE[top] : null));
  }
  const memory = memoryLine(context, reading);
  if (memory) sentences.push(memory);
  const theme = themeOf(reading);
  const themeQuestion = theme ? THEME_QUESTIONS[theme] : undefined;
  const question =
    themeQuestion && (context.seed >>> 7) % 2 === 0 && !avoid(themeQuestion)
      ? themeQuestion
      : pick(QUESTIONS[group], context.seed >>> 9, avoid);
  sentences.push(question);
  return sentences.join(" ");
}

/** The last thing the person said before a chip, in their words. */
function lastPersonalTurn(history: ChatTurn[]) {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== "user") continue;
    const chip = normaliseChip(turn.content);
    if (chip === CHIP_TELL_ME_MORE || chip === CHIP_WHY) continue;
    if (turn.content.startsWith(ASK_ME_ABOUT)) continue;
    return stripMarkers(turn.content);
  }
  return null;
}

function tellMeMoreReply(context: Context) {
  const earlier = lastPersonalTurn(context.request.history);
  const avoid = avoidingLast(context);
  if (!earlier) {
    return `${pick(
      [
        "Of course, I'd love to keep going.",
        "Happy to stay with this a little longer.",
        "Let's keep exploring together.",
      ],
      context.seed,
      avoid,
    )} What's been on your mind most today?`;
  }
  const reading = readText(earlier);
  const top = reading.emotions[0]?.name;
  const phrase = keyPhrase(reading);
  const theme = themeOf(reading);
  const sentences = [
    pick(
      [
        "Of course, let's stay with this a little longer.",
        "Let's slow down and look at this more closely.",
        "Happy to go a little deeper with you.",
      ],
      context.seed,
      avoid,
    ),
  ];
  if (words(phrase).length >= 2) {
    sentences.push(
      top
        ? `When you wrote "${phrase}", there seemed to be ${EMOTION_PHRASE[top]} underneath it, and feelings like that usually point to something that matters to you.`
        : `When you wrote "${phrase}", it sounded like there was more to the story.`,
    );
  }
  if (theme)
    sentences.push(
      `It also seems connected to ${theme === "self-care" ? "how you look after yourself" : theme}.`,
    );
  sentences.push(
    pick(
      [
        "What part of it feels most important to you right now?",
        "What happened just before you started feeling this way?",
        "If this feeling could speak, what would it want you to know?",
      ],
      context.seed >>> 4,
      avoid,
    ),
  );
  return sentences.slice(0, 4).join(" ");
}

function whyReply(context: Context) {
  const earlier = lastPersonalTurn(context.request.history);
  const avoid = avoidingLast(context);
  const opening = pick(
    [
      "That's a really good question to ask yourself.",
      "Wondering why is a kind thing to do for yourself.",
      "It's natural to want to understand your feelings.",
    ],
    context.seed,
    avoid,
  );
  if (!earlier) {
    return `${opening} Feelings often make more sense when we look at what happened around them. What has been happening for you today?`;
  }
  const reading = readText(earlier);
  const top = reading.emotions[0]?.name;
  const phrase = keyPhrase(reading);
  const theme = themeOf(reading);
  const sentences = [opening];
  sentences.push(
    top
      ? `Feelings like ${EMOTION_PHRASE[top]} often make sense when we look at what's around them, and you mentioned "${phrase}".`
      : `Feelings often make more sense when we look at what's around them, and you mentioned "${phrase}".`,
  );
  if (theme)
    sentences.push(
      `Things to do with ${theme} can carry a lot of weight, especially when they touch what we care about.`,
    );
  sentences.push(
    pick(
      [
        "What do you think this feeling might be asking of you?",
        "When have you felt something similar before?",
        "What need of yours might not be met right now?",
      ],
      context.seed >>> 4,
      avoid,
    ),
  );
  return sentences.join(" ");
}

function askMeAboutReply(context: Context, topic: string) {
  const chip = normaliseChip(topic);
  if (chip === CHIP_TELL_ME_MORE) return tellMeMoreReply(context);
  if (chip === CHIP_WHY) return whyReply(context);
  const avoid = avoidingLast(context);
  const opening = pick(
    [
      "That's a lovely place to start.",
      "Let's look at that together.",
      "I'd be glad to explore that with you.",
    ],
    context.seed,
    avoid,
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
  const answer = answers[answers.length - 1]!;
  const phrase = keyPhrase(readText(answer), 10);
  const thanks =
    words(phrase).length >= 2
      ? `Thank you for sharing "${phrase}".`
      : "Thank you for sharing that.";
  if (index < parts.length) {
    const transition = index === parts.length - 1 ? LAST_PART_LINE : NEXT_PART_LINE;
    return `${thanks} ${transition} ${askPart(parts[index]!)}`;
  }
  return summaryReply(answers);
}

function summaryReply(answers: string[]) {
  const phrases = answers
    .map((answer) => keyPhrase(readText(answer), 8))
    .filter((phrase) => words(phrase).length >= 1)
    .slice(-3);
  const quoted = phrases.map((phrase) => `"${phrase}"`);
  const list =
    quoted.length <= 1
      ? (quoted[0] ?? "")
      : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
  const feelings = readText(answers.join(". "))
    .emotions.slice(0, 2)
    .map((e) => EMOTION_WORD[e.name]);
  const sentences = ["Thank you for reflecting on this with me, step by step."];
  if (list) sentences.push(`Looking back, you shared ${list}.`);
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
  const context: Context = {
    request,
    seed: hashText(
      `${request.message}\u0000${request.history.map((turn) => turn.content).join("\u0000")}`,
    ),
    lastAiReply: [...request.history].reverse().find((turn) => turn.role === "ai")?.content ?? "",
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
