import { describe, expect, it } from "vitest";
import { getAiEngine, localEngine } from "~/services/ai/engine.server";
import { cosineSimilarity, embedText, EMBEDDING_DIMENSIONS } from "~/services/ai/embeddings.server";
import {
  ASK_ME_ABOUT,
  MULTI_PART_PROMPT,
  type ChatRequest,
  type ChatTurn,
} from "~/services/ai/types";

const engine = localEngine;

async function reply(
  message: string,
  history: ChatTurn[] = [],
  memories: ChatRequest["memories"] = [],
) {
  const chunks: string[] = [];
  for await (const chunk of engine.streamChatReply({
    message,
    history,
    memories,
    assistantName: "Sage",
  })) {
    chunks.push(chunk);
  }
  return { text: chunks.join(""), chunks };
}

function sentences(text: string) {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim().length > 0);
}

function questionCount(text: string) {
  return (text.match(/\?/g) ?? []).length;
}

describe("local sentiment", () => {
  it.each([
    "Today was wonderful. I laughed with my friends at the beach and felt so grateful.",
    "I'm really proud of myself, I finally finished the project and my team loved it.",
    "I feel calm and rested after a quiet weekend with my family.",
    "So excited for the trip next week, I can't wait!",
  ])("scores clearly positive text above 0: %s", async (text) => {
    expect((await engine.analyzeSentiment(text)).score).toBeGreaterThan(0.2);
  });

  it.each([
    "I feel hopeless and alone, I cried all night.",
    "My boss yelled at me again and I'm furious and exhausted.",
    "I'm so anxious about the exam, I couldn't sleep at all.",
    "I am not happy. Everything feels heavy and pointless.",
  ])("scores clearly negative text below 0: %s", async (text) => {
    expect((await engine.analyzeSentiment(text)).score).toBeLessThan(-0.2);
  });

  it("reads negation: 'not happy' is negative and leans sad", async () => {
    const happy = await engine.analyzeSentiment("I am happy with my job.");
    const notHappy = await engine.analyzeSentiment("I am not happy with my job.");
    expect(happy.score).toBeGreaterThan(0);
    expect(notHappy.score).toBeLessThan(0);
    expect(notHappy.emotions).toContain("sadness");
    expect(notHappy.emotions).not.toContain("joy");
  });

  it("names the emotions and themes of a text", async () => {
    const result = await engine.analyzeSentiment(
      "I feel lonely since my sister moved away, and I'm anxious about my exams at school.",
    );
    expect(result.emotions).toEqual(expect.arrayContaining(["loneliness", "anxiety"]));
    expect(result.themes).toEqual(expect.arrayContaining(["family", "school"]));
    expect(result.score).toBeGreaterThanOrEqual(-1);
    expect(result.score).toBeLessThanOrEqual(1);
  });

  it("finds grief, gratitude and exhaustion from lemmas", async () => {
    expect(
      (await engine.analyzeSentiment("My grandfather passed away and I keep grieving.")).emotions,
    ).toContain("grief");
    expect(
      (await engine.analyzeSentiment("Thanks to my neighbour, I appreciated the help.")).emotions,
    ).toContain("gratitude");
    const tired = await engine.analyzeSentiment("I couldn't sleep again and I'm exhausted.");
    expect(tired.emotions).toContain("exhaustion");
    expect(tired.themes).toContain("sleep");
  });

  it("does not repeat a topic's own words as themes", async () => {
    const { themes } = await localEngine.analyzeSentiment(
      "Today was great, I got promoted and celebrated with friends!",
    );
    expect(themes).toContain("friendship");
    expect(themes).not.toContain("friend");
  });

  it("is deterministic", async () => {
    const text = "Work was stressful but dinner with my partner was lovely.";
    expect(await engine.analyzeSentiment(text)).toEqual(await engine.analyzeSentiment(text));
  });
});

describe("local chat replies", () => {
  const messages = [
    "My boss yelled at me in front of everyone and I feel humiliated.",
    "I'm so grateful for my friends, we went hiking and laughed all day.",
    "I couldn't sleep again last night and I'm exhausted.",
    "I feel lonely since my sister moved away.",
    "I don't know what to do about university, I'm confused.",
    "ok",
  ];

  it.each(messages)("answers in 2-4 sentences with exactly one question: %s", async (message) => {
    const { text, chunks } = await reply(message);
    expect(chunks.length).toBeGreaterThan(3);
    expect(sentences(text).length).toBeGreaterThanOrEqual(2);
    expect(sentences(text).length).toBeLessThanOrEqual(4);
    expect(questionCount(text)).toBe(1);
    expect(text.trim().endsWith("?")).toBe(true);
    expect(text).not.toMatch(/\bI('| a)m (a|your) (therapist|counsell?or|person|human)\b/i);
  });

  it("reflects the situation and the feeling in its own words, quoting nothing", async () => {
    const message =
      "My boss yelled at me in front of everyone during the meeting and I felt humiliated.";
    const { text } = await reply(message);
    expect(text).not.toContain('"');
    expect(text).toMatch(/meeting/);
    expect(text).toMatch(/shame|embarrass|humiliat/i);
  });

  it("varies: consecutive replies differ, even to the same message", async () => {
    const first = await reply("I feel anxious about tomorrow.");
    const history: ChatTurn[] = [
      { role: "user", content: "I feel anxious about tomorrow." },
      { role: "ai", content: first.text },
    ];
    const second = await reply("I feel anxious about tomorrow.", history);
    expect(second.text).not.toBe(first.text);
    expect(sentences(second.text)[0]).not.toBe(sentences(first.text)[0]);
    const firstQuestion = sentences(first.text).at(-1);
    expect(sentences(second.text).at(-1)).not.toBe(firstQuestion);
  });

  it("turns ASK_ME_ABOUT into a gentle question back to the person", async () => {
    const { text } = await reply(`${ASK_ME_ABOUT}How am I feeling today?`);
    expect(text).toContain("How are you feeling today?");
    expect(questionCount(text)).toBe(1);
    const other = await reply(`${ASK_ME_ABOUT}What made me smile today?`);
    expect(other.text).toContain("What made you smile today?");
  });

  it("answers 'Tell me more' and 'Why do I feel this way?' from the earlier history", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "Work has been awful, my manager keeps piling deadlines on me." },
      {
        role: "ai",
        content: "That sounds like a lot to hold at once. Which part feels most pressing?",
      },
    ];
    for (const chip of [
      "Tell me more",
      `${ASK_ME_ABOUT}Why do I feel this way?`,
      "Why do I feel this way?",
    ]) {
      const { text } = await reply(chip, history);
      expect(text).toMatch(/manager|deadlines|work/i);
      expect(questionCount(text)).toBe(1);
      expect(sentences(text).length).toBeLessThanOrEqual(4);
    }
  });

  it("weaves in the most relevant past entry, in its own words", async () => {
    const { text } = await reply(
      "Work was awful today and I feel completely drained.",
      [],
      [
        {
          date: "2025-01-02T10:00:00.000Z",
          content: "After a rough day I took a long walk in the park and felt calm again.",
        },
      ],
    );
    expect(text).toMatch(/On 2 January you wrote/);
    expect(text).toContain("a long walk in the park");
    expect(text).not.toContain('"');
    expect(questionCount(text)).toBe(1);
  });

  it("explores a multi-part prompt one part at a time, then summarises", async () => {
    const prompt = `${MULTI_PART_PROMPT}Who is someone you feel thankful for right now, and what do they bring to your life? Think of one thing you'd like to tell them.`;
    const history: ChatTurn[] = [];
    const send = async (message: string) => {
      const { text } = await reply(message, history.slice(-5));
      history.push({ role: "user", content: message }, { role: "ai", content: text });
      expect(questionCount(text)).toBe(1);
      expect(sentences(text).length).toBeLessThanOrEqual(4);
      return text;
    };
    expect(await send(prompt)).toContain("Who is someone you feel thankful for right now?");
    const second = await send("My grandmother, she always listened to me.");
    expect(second).toContain("What do they bring to your life?");
    const third = await send("She brings calm and warmth when everything feels chaotic.");
    expect(third).toContain("Think of one thing you'd like to tell them.");
    const summary = await send("I would tell her that I love her and miss our Sunday dinners.");
    // The summary names what was said in the companion's words, never the answers pasted back.
    expect(summary).toMatch(/Looking back, you spoke about [^.]*Sunday dinners/);
    expect(summary).not.toContain("I would tell her that I love her");
  });
});

describe("local titles, summaries, analysis and suggestions", () => {
  it.each([
    "Work was stressful today and my boss yelled at me.",
    "I'm grateful for my sister.",
    "ok",
    "We walked along the river and fed the ducks in the morning light.",
    "",
  ])("titles %j in 3-7 words", async (text) => {
    const title = await engine.titleFor(text);
    const count = title.split(/\s+/).filter(Boolean).length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(7);
  });

  it("summarises a week: emotions, themes and kind insights", async () => {
    const summary = await engine.summarizeWeek({
      weekStart: "2025-03-03",
      entries: [
        {
          date: "2025-03-03T09:00:00.000Z",
          content: "Work deadlines are piling up and I'm so stressed.",
          sentiment: null,
        },
        {
          date: "2025-03-05T09:00:00.000Z",
          content: "Another stressful day at work, I couldn't sleep.",
          sentiment: null,
        },
        {
          date: "2025-03-08T09:00:00.000Z",
          content: "A lovely walk in the park with my friend, I felt calm.",
          sentiment: null,
        },
      ],
      moods: [
        { date: "2025-03-03", rating: 2 },
        { date: "2025-03-05", rating: 2 },
        { date: "2025-03-08", rating: 5 },
      ],
    });
    expect(summary.topEmotions.length).toBeGreaterThan(0);
    expect(summary.topEmotions.length).toBeLessThanOrEqual(5);
    expect(summary.topEmotions).toContain("anxiety");
    expect(summary.commonThemes[0]).toBe("work");
    expect(summary.commonThemes.length).toBeLessThanOrEqual(5);
    expect(summary.insights.length).toBeGreaterThanOrEqual(2);
    expect(summary.insights.length).toBeLessThanOrEqual(4);
    expect(summary.insights.join(" ")).toMatch(/Saturday was your brightest day/);
  });

  it("summarises an empty week as empty lists", async () => {
    expect(await engine.summarizeWeek({ weekStart: "2025-03-03", entries: [], moods: [] })).toEqual(
      {
        topEmotions: [],
        commonThemes: [],
        insights: [],
      },
    );
  });

  it("analyses a conversation in the person's words", async () => {
    const analysis = await engine.analyzeConversation([
      { role: "user", content: "I'm anxious about my exam at school tomorrow." },
      { role: "ai", content: "That sounds like a lot. What worries you most?" },
      { role: "user", content: "That I'll freeze and forget everything I studied." },
    ]);
    expect(analysis.summary).toMatch(/school/);
    expect(analysis.summary).toMatch(/"/);
    expect(analysis.emotions).toContain("anxiety");
    expect(analysis.themes).toContain("school");
    expect(analysis.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(analysis.suggestions.length).toBeLessThanOrEqual(3);
  });

  it("suggests goals, tasks and habits from entries, never one the person has", async () => {
    const input = {
      entries: [
        {
          id: 11,
          date: "2025-03-04T08:00:00.000Z",
          content: "I couldn't sleep again, I'm exhausted.",
          sentiment: null,
        },
        {
          id: 12,
          date: "2025-03-05T08:00:00.000Z",
          content: "Work is overwhelming, my boss keeps adding deadlines.",
          sentiment: null,
        },
        {
          id: 13,
          date: "2025-03-06T08:00:00.000Z",
          content: "Went for a run in the park, felt great.",
          sentiment: null,
        },
      ],
      existing: { goals: [], tasks: [], habits: [] as string[] },
    };
    const first = await engine.suggest(input);
    const sleepHabit = first.habits.find(
      (h) => h.title === "Wind down without screens 30 minutes before bed",
    );
    expect(sleepHabit?.journalEntryId).toBe(11);
    expect(sleepHabit?.explanation).toMatch(/"[^"]*(sleep|exhausted)[^"]*"/);
    expect(first.tasks.some((t) => t.journalEntryId === 12 && t.priority === "high")).toBe(true);
    expect(first.goals.some((g) => g.journalEntryId === 13)).toBe(true);

    const again = await engine.suggest({
      ...input,
      existing: {
        goals: first.goals.map((g) => g.name.toUpperCase()),
        tasks: first.tasks.map((t) => ` ${t.title}!`),
        habits: ["wind down without screens, 30 minutes before bed"],
      },
    });
    const names = [
      ...again.goals.map((g) => g.name),
      ...again.tasks.map((t) => t.title),
      ...again.habits.map((h) => h.title),
    ];
    for (const taken of [
      ...first.goals.map((g) => g.name),
      ...first.tasks.map((t) => t.title),
      sleepHabit!.title,
    ]) {
      expect(names).not.toContain(taken);
    }
    expect(await engine.suggest({ entries: [], existing: input.existing })).toEqual({
      goals: [],
      tasks: [],
      habits: [],
    });
  });
});

describe("embeddings", () => {
  it("are normalised vectors of a fixed size", () => {
    const vector = embedText("I walked my dog in the park.");
    expect(vector).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
    expect(embedText("")).toHaveLength(EMBEDDING_DIMENSIONS);
  });

  it("rank a related text above an unrelated one", () => {
    const query = embedText("My dog was sick and I took him to the vet.");
    const related = embedText("The vet says my dog is getting better after being sick.");
    const unrelated = embedText("Budget meeting about quarterly sales numbers ran long.");
    expect(cosineSimilarity(query, related)).toBeGreaterThan(cosineSimilarity(query, unrelated));
    expect(cosineSimilarity(query, query)).toBeCloseTo(1, 6);
  });
});

describe("getAiEngine", () => {
  it("is the local engine when nothing is configured", () => {
    expect(getAiEngine().name).toBe("local");
  });
});
