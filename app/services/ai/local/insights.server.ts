import { moodFromSentimentScore, moodLabel } from "~/lib/mood";
import type {
  ChatTurn,
  ConversationAnalysis,
  Sentiment,
  SuggestionInput,
  Suggestions,
  WeeklySummary,
  WeeklySummaryInput,
} from "../types";
import { ASK_ME_ABOUT, MULTI_PART_PROMPT } from "../types";
import type { EmotionName } from "./emotion-lexicon";
import { EMOTION_WORD, feelingGroup, quotable, words } from "./phrasing";
import { readText, sentimentOf, themesOf, type Reading } from "./reading.server";
import { keyPhrase } from "./reply.server";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function dayKeyOf(date: string) {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(date);
  if (match) return match[0];
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}

function weekdayOf(dayKey: string) {
  return WEEKDAYS[new Date(`${dayKey}T12:00:00Z`).getUTCDay()]!;
}

/** Counts names weighted by their rank in each list (the first emotion counts most). */
function rankedCounts(lists: string[][], limit: number) {
  const counts = new Map<string, number>();
  for (const list of lists) {
    list.forEach((name, index) => {
      counts.set(name, (counts.get(name) ?? 0) + Math.max(1, 3 - index));
    });
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name]) => name);
}

const GENTLE_SUGGESTIONS: Partial<Record<ReturnType<typeof feelingGroup>, string>> = {
  heavy: "Be gentle with yourself this week, and consider reaching out to someone you trust.",
  anxious: "When worry builds, a few slow breaths or a short walk can give your mind some room.",
  angry:
    "Writing down what you need, once the heat has passed, can help you respond the way you want.",
  selfCritical: "Try noting one thing you did well each evening, however small.",
  tired: "A calmer evening routine and an earlier night or two might help you recover some energy.",
  unsure: "It may help to write down the one question you most want answered.",
  bright: "Keep making room for the things that lifted you this week.",
};

export function localSummarizeWeek(input: WeeklySummaryInput): WeeklySummary {
  if (input.entries.length === 0 && input.moods.length === 0) {
    return { topEmotions: [], commonThemes: [], insights: [] };
  }
  const sentiments: Sentiment[] = input.entries.map(
    (entry) => entry.sentiment ?? sentimentOf(readText(entry.content)),
  );
  const topEmotions = rankedCounts(
    sentiments.map((s) => s.emotions),
    5,
  );
  const commonThemes = rankedCounts(
    sentiments.map((s) => s.themes),
    5,
  );

  // A mood per day: the self-reported rating, else the day's journal sentiment (docs/product.md#mood-chart).
  const byDay = new Map<string, number[]>();
  for (const mood of input.moods) {
    const day = dayKeyOf(mood.date);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), mood.rating]);
  }
  input.entries.forEach((entry, index) => {
    const day = dayKeyOf(entry.date);
    const score = sentiments[index]!.score;
    // An entry too short to tell has no score and says nothing about the day's mood.
    if (score === null) return;
    if (day && !input.moods.some((mood) => dayKeyOf(mood.date) === day)) {
      byDay.set(day, [...(byDay.get(day) ?? []), moodFromSentimentScore(score)]);
    }
  });
  const days = [...byDay]
    .map(([day, values]) => ({ day, mood: values.reduce((a, b) => a + b, 0) / values.length }))
    .sort((a, b) => a.day.localeCompare(b.day));

  const insights: string[] = [];
  if (days.length >= 2) {
    const half = Math.floor(days.length / 2);
    const average = (list: typeof days) => list.reduce((sum, d) => sum + d.mood, 0) / list.length;
    const early = average(days.slice(0, half));
    const late = average(days.slice(half));
    if (late - early > 0.4) insights.push("Your mood lifted as the week went on.");
    else if (early - late > 0.4)
      insights.push("Your mood dipped as the week went on, so go easy on yourself.");
    else {
      const label = moodLabel(average(days));
      insights.push(
        `Your mood stayed fairly steady this week, mostly around ${label.toLowerCase()}.`,
      );
    }
    const best = days.reduce((a, b) => (b.mood > a.mood ? b : a));
    const worst = days.reduce((a, b) => (b.mood < a.mood ? b : a));
    if (best.mood - worst.mood >= 1) {
      insights.push(
        `${weekdayOf(best.day)} was your brightest day, and ${weekdayOf(worst.day)} felt the hardest.`,
      );
    }
  } else if (days.length === 1) {
    const label = moodLabel(days[0]!.mood);
    insights.push(`On ${weekdayOf(days[0]!.day)} your mood was ${label.toLowerCase()}.`);
  }
  const theme = commonThemes[0];
  if (theme) {
    const mentions = sentiments.filter((s) => s.themes.includes(theme)).length;
    insights.push(
      mentions >= 2
        ? `${capitalise(theme)} came up in ${mentions} entries, so it seems to be on your mind.`
        : `You wrote about ${theme} this week.`,
    );
  }
  const suggestion = GENTLE_SUGGESTIONS[feelingGroup(topEmotions[0] as EmotionName | undefined)];
  if (suggestion) insights.push(suggestion);
  if (insights.length < 2) {
    const count = input.entries.length;
    insights.push(
      count > 0
        ? `You wrote ${count === 1 ? "one entry" : `${count} entries`} this week; showing up for yourself like that matters.`
        : "Logging your mood is a good habit; a few words in your journal can add to the picture.",
    );
  }
  return { topEmotions, commonThemes, insights: insights.slice(0, 4) };
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function personText(turns: ChatTurn[]) {
  return turns
    .filter((turn) => turn.role === "user")
    .map((turn) =>
      turn.content.replace(ASK_ME_ABOUT, "").replace(MULTI_PART_PROMPT.trim(), "").trim(),
    )
    .filter((text) => words(text).length > 0)
    .join("\n");
}

const NEXT_STEPS: Record<ReturnType<typeof feelingGroup>, string[]> = {
  bright: [
    "Write down what helped today so you can return to it.",
    "Share the good moment with someone you care about.",
  ],
  heavy: [
    "Reach out to someone you trust and tell them how you are.",
    "Do one small, kind thing for yourself today.",
  ],
  anxious: [
    "Try five slow breaths before your next task.",
    "Write down the one worry you could act on, and the first small step.",
  ],
  angry: [
    "Take a short walk before responding to anyone.",
    "Write down what you needed in that moment.",
  ],
  selfCritical: [
    "Note one thing you did well today.",
    "Speak to yourself the way you would to a friend.",
  ],
  tired: [
    "Plan an earlier night and a screen-free wind-down.",
    "Pick one thing you can set aside this week.",
  ],
  unsure: [
    "Write down the question you most want answered.",
    "Talk it through with someone you trust.",
  ],
  neutral: [
    "Keep journaling for a few minutes each day.",
    "Notice one moment tomorrow that you'd like to remember.",
  ],
};

export function localAnalyzeConversation(turns: ChatTurn[]): ConversationAnalysis {
  const text = personText(turns);
  if (!text) {
    return {
      summary: "You haven't shared anything yet.",
      emotions: [],
      themes: [],
      suggestions: [],
    };
  }
  const reading = readText(text);
  const themes = themesOf(reading).slice(0, 4);
  const emotions = reading.emotions.slice(0, 3).map((emotion) => emotion.name);
  const phrase = keyPhrase(reading, 14);
  const topics = reading.topics.slice(0, 2);
  const about = topics.length
    ? `You talked about ${topics.join(" and ")}`
    : "You shared what's on your mind";
  const summary = [
    // Only a whole clause is quoted; one too long to quote whole is not cut, it is left out.
    words(phrase).length >= 2 && !phrase.endsWith("…")
      ? `${about}, saying "${phrase}".`
      : `${about}.`,
    emotions.length
      ? `The feelings that came through most were ${listOf(emotions.map((e) => EMOTION_WORD[e]))}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const group = feelingGroup(reading.emotions[0]?.name);
  const suggestions = [...NEXT_STEPS[group]];
  if (reading.topics.includes("sleep") && group !== "tired") suggestions.push(NEXT_STEPS.tired[0]!);
  return { summary, emotions, themes, suggestions: suggestions.slice(0, 3) };
}

function listOf(items: string[]) {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

type Matcher = (reading: Reading) => boolean;
const hasTopic =
  (...topics: string[]): Matcher =>
  (r) =>
    r.topics.some((t) => topics.includes(t));
const hasEmotion =
  (...emotions: EmotionName[]): Matcher =>
  (r) =>
    r.emotions.some((e) => emotions.includes(e.name));
const both =
  (a: Matcher, b: Matcher): Matcher =>
  (r) =>
    a(r) && b(r);
const STRESS: EmotionName[] = [
  "anxiety",
  "overwhelm",
  "frustration",
  "anger",
  "exhaustion",
  "fear",
];

type Rule =
  | {
      kind: "goal";
      when: Matcher;
      /** What a quoted sentence must be about (default `when`); null: never quote. */
      about?: Matcher | null;
      item: Omit<Suggestions["goals"][number], "explanation" | "journalEntryId">;
      why: string;
    }
  | {
      kind: "task";
      when: Matcher;
      /** What a quoted sentence must be about (default `when`); null: never quote. */
      about?: Matcher | null;
      item: Omit<Suggestions["tasks"][number], "explanation" | "journalEntryId">;
      why: string;
    }
  | {
      kind: "habit";
      when: Matcher;
      /** What a quoted sentence must be about (default `when`); null: never quote. */
      about?: Matcher | null;
      item: Omit<Suggestions["habits"][number], "explanation" | "journalEntryId">;
      why: string;
    };

/** Suggestions, most specific first; `why` completes "You wrote "…" on Monday, …". */
const RULES: Rule[] = [
  {
    kind: "habit",
    when: (r) => hasTopic("sleep")(r) || hasEmotion("exhaustion")(r),
    item: {
      title: "Wind down without screens 30 minutes before bed",
      description: "Put the phone away and do something calm before sleep.",
      frequency: "daily",
    },
    why: "and a calmer evening can make rest come more easily.",
  },
  {
    kind: "task",
    when: both(hasTopic("work"), hasEmotion(...STRESS)),
    about: hasTopic("work"),
    item: {
      title: "List your three most important work tasks for tomorrow",
      description: "Write them down before you finish for the day, so work can stay at work.",
      priority: "high",
    },
    why: "and a short list can make a heavy workload feel more manageable.",
  },
  {
    kind: "goal",
    when: both(hasTopic("work"), hasEmotion(...STRESS)),
    about: hasTopic("work"),
    item: {
      name: "Find a healthier balance between work and rest",
      description: "Protect some time each day that belongs only to you.",
      category: "Work",
    },
    why: "and work seems to be taking a lot out of you.",
  },
  {
    kind: "task",
    when: both(hasTopic("school"), hasEmotion(...STRESS)),
    about: hasTopic("school"),
    item: {
      title: "Break your next assignment into small steps",
      description: "Write down the first three steps and when you'll do each.",
      priority: "high",
    },
    why: "and smaller steps can make studying feel less overwhelming.",
  },
  {
    kind: "goal",
    when: hasTopic("exercise"),
    item: {
      name: "Move your body three times a week",
      description: "Walks, runs, yoga: whatever feels good.",
      category: "Health",
    },
    why: "and movement seems to be part of your life you could build on.",
  },
  {
    kind: "habit",
    when: hasTopic("exercise", "nature"),
    item: {
      title: "Take a 10-minute walk outside",
      description: "A short walk, ideally somewhere green.",
      frequency: "daily",
    },
    why: "and a little time outside can lift your mood.",
  },
  {
    kind: "task",
    when: (r) => hasEmotion("loneliness")(r) || hasTopic("friendship")(r),
    item: {
      title: "Reach out to a friend you miss",
      description: "Send a message or plan a call this week.",
      priority: "medium",
    },
    why: "and connection with people who matter can make a real difference.",
  },
  {
    kind: "goal",
    when: hasEmotion("loneliness"),
    item: {
      name: "Spend time with people you care about every week",
      description: "One coffee, call or walk with someone each week.",
      category: "Relationships",
    },
    why: "and feeling less alone is worth working towards.",
  },
  {
    kind: "task",
    when: hasTopic("family"),
    item: {
      title: "Plan a call or visit with family",
      description: "Pick a day and put it in your calendar.",
      priority: "medium",
    },
    why: "and family seems to be on your mind.",
  },
  {
    kind: "habit",
    when: hasEmotion("anxiety", "fear", "overwhelm"),
    item: {
      title: "Take five slow breaths when worry builds",
      description: "Breathe in for four, out for six, five times.",
      frequency: "daily",
    },
    why: "and slow breathing can calm the body when worry rises.",
  },
  {
    kind: "task",
    when: hasEmotion("overwhelm"),
    item: {
      title: "Pick one thing to take off your plate this week",
      description: "Cancel, delegate or postpone one thing.",
      priority: "high",
    },
    why: "and making a little room could ease the pressure.",
  },
  {
    kind: "habit",
    when: hasEmotion("gratitude", "joy", "love"),
    item: {
      title: "Write down three things you're grateful for",
      description: "Three small things, each evening.",
      frequency: "daily",
    },
    why: "and noticing the good on purpose helps it stick.",
  },
  {
    kind: "habit",
    when: hasEmotion("guilt", "shame"),
    item: {
      title: "Note one thing you did well each evening",
      description: "However small it seems.",
      frequency: "daily",
    },
    why: "and you deserve the same kindness you'd give a friend.",
  },
  {
    kind: "task",
    when: hasTopic("money"),
    item: {
      title: "Sit down with your budget for 20 minutes",
      description: "Look at what's coming in and going out, without judgement.",
      priority: "medium",
    },
    why: "and a clear picture can make money worries feel smaller.",
  },
  {
    kind: "goal",
    when: hasTopic("creativity"),
    item: {
      name: "Make time for a creative project each week",
      description: "An hour a week for something you make.",
      category: "Personal Growth",
    },
    why: "and creating things seems to matter to you.",
  },
  {
    kind: "task",
    when: hasTopic("health"),
    item: {
      title: "Book the health appointment you've been putting off",
      description: "A quick call or online booking.",
      priority: "medium",
    },
    why: "and looking after your health is a kindness to yourself.",
  },
  {
    kind: "habit",
    when: () => true,
    about: null,
    item: {
      title: "Journal for five minutes each evening",
      description: "A few lines about your day.",
      frequency: "daily",
    },
    why: "and a few minutes of writing each day helps you notice patterns.",
  },
];

const PER_KIND = 3;
/** A quoted reason is a whole sentence or clause of at most this many words, never cut. */
const QUOTE_WORDS = 20;

/**
 * The first sentence (or, when it is long, clause) of an entry that is itself about the
 * suggestion: "I couldn't sleep again" for a sleep habit, never the entry's loudest sentence
 * about something else. Null when no short enough part is about it: then nothing is quoted.
 */
function quoteAbout(text: string, about: Matcher) {
  for (const sentence of readText(text).sentences) {
    const parts = [
      sentence,
      ...sentence.split(/\s*[,;:]\s+|\s+(?:but|because|although|though)\s+/i),
    ];
    for (const part of parts) {
      const quote = quotable(part, QUOTE_WORDS);
      if (words(quote).length < 2 || quote.endsWith("…")) continue;
      if (about(readText(part))) return quote;
    }
  }
  return null;
}

function normaliseName(name: string) {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function localSuggest(input: SuggestionInput): Suggestions {
  const result: Suggestions = { goals: [], tasks: [], habits: [] };
  if (input.entries.length === 0) return result;
  const taken = new Set(
    [...input.existing.goals, ...input.existing.tasks, ...input.existing.habits].map(normaliseName),
  );
  // Newest entries first, so suggestions refer to what is on the person's mind now.
  const readings = [...input.entries]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((entry) => ({ entry, reading: readText(entry.content) }));
  for (const rule of RULES) {
    const list =
      rule.kind === "goal" ? result.goals : rule.kind === "task" ? result.tasks : result.habits;
    if (list.length >= PER_KIND) continue;
    const name = rule.kind === "goal" ? rule.item.name : rule.item.title;
    if (taken.has(normaliseName(name))) continue;
    const match = readings.find(({ reading }) => rule.when(reading));
    if (!match) continue;
    const quote =
      rule.about === null ? null : quoteAbout(match.entry.content, rule.about ?? rule.when);
    const day = dayKeyOf(match.entry.date);
    const when = day ? ` on ${weekdayOf(day)}` : "";
    const explanation = quote
      ? `You wrote "${quote}"${when}, ${rule.why}`
      : `Based on your journal entry${when}, ${rule.why}`;
    taken.add(normaliseName(name));
    const journalEntryId = match.entry.id;
    if (rule.kind === "goal") result.goals.push({ ...rule.item, explanation, journalEntryId });
    else if (rule.kind === "task") result.tasks.push({ ...rule.item, explanation, journalEntryId });
    else result.habits.push({ ...rule.item, explanation, journalEntryId });
  }
  return result;
}
