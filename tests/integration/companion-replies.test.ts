import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { localEngine } from "~/services/ai/engine.server";
import { createOpenAiEngine } from "~/services/ai/openai-engine.server";
import type { AiEngine, ChatRequest, ChatTurn } from "~/services/ai/types";

/**
 * How the companion listens (docs/architecture.md#the-local-engine), run against both engines
 * where it applies: the local engine's own replies, and what the OpenAI engine sends to an
 * OpenAI-compatible fake on 127.0.0.1 (the fake's canned answer says nothing about listening).
 */

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());

function openAi() {
  return createOpenAiEngine({
    provider: "openai",
    baseUrl: fake.url,
    model: "fake-model",
    apiKey: "sk-test-0123456789abcdefWXYZ",
    assistantName: "Sage",
  });
}

async function ask(engine: AiEngine, request: Partial<ChatRequest> & { message: string }) {
  fake.requests.length = 0;
  let text = "";
  for await (const chunk of engine.streamChatReply({
    history: [],
    memories: [],
    assistantName: "Sage",
    ...request,
  })) {
    text += chunk;
  }
  const sent = fake.requests
    .flatMap((r) => r.body?.messages ?? [])
    .map((m) => m.content)
    .join("\n");
  return { text, sent };
}

function sentences(text: string) {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim().length > 0);
}

/** The first run of `size` words of `message` that `reply` repeats, ignoring case and punctuation. */
function copiedRun(message: string, reply: string, size = 8) {
  const norm = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const said = norm(message);
  const answered = ` ${norm(reply).join(" ")} `;
  for (let i = 0; i + size <= said.length; i++) {
    const run = said.slice(i, i + size).join(" ");
    if (answered.includes(` ${run} `)) return run;
  }
  return null;
}

const MESSAGES = [
  "My boss yelled at me in front of everyone during the meeting and I felt humiliated and small.",
  "Today was a long day and I just want to sleep and forget about everything that happened at work.",
  "I'm so grateful for my friends, we went hiking up the hill and laughed all day long.",
  "I couldn't sleep again last night because I kept thinking about the exam on Friday morning.",
  "I was tired all day, but dinner with my sister at the new place made me really happy.",
  "My friend was sad but we laughed on the call for almost two hours about old times.",
  "I don't know what to do about university, I'm confused and everyone expects an answer from me.",
  "I gave my presentation at work today and my hands were shaking the whole time I was talking.",
  "Tea and a novel before bed, finally some calm after a week of noise and deadlines.",
  "My grandmother passed away last night and I keep thinking about her garden and her laugh.",
];

describe("the local companion listens", () => {
  it.each(MESSAGES)(
    "reflects in 2-4 sentences, one question, no 8-word run copied: %s",
    async (message) => {
      const { text } = await ask(localEngine, { message });
      expect(sentences(text).length).toBeGreaterThanOrEqual(2);
      expect(sentences(text).length).toBeLessThanOrEqual(4);
      expect(text.match(/\?/g) ?? []).toHaveLength(1);
      expect(text).not.toContain('"');
      expect(text).not.toContain("…");
      expect(copiedRun(message, text)).toBeNull();
    },
  );

  it("listens on messages it was never written against: never 8 words copied, never cut, 2-4 sentences, one question, and not the same reply twice running", async () => {
    const who = ["My boss", "My sister", "The landlord", "My best friend", "Our teacher", "My dad"];
    const did = [
      "cancelled our plans at the last minute again without saying why",
      "told me in front of the whole team that my report was not good enough",
      "called to say the rent is going up next month by a lot",
      "remembered my birthday and made me a cake with candles on it",
      "asked me to cover another double shift at the hospital this weekend",
    ];
    const felt = [
      "and I felt so embarrassed I wanted to hide",
      "and honestly I am furious about it",
      "but I ended the evening laughing with my flatmate",
      "and I cannot stop worrying about money now",
      "and I felt really loved for the first time in ages",
      "",
    ];
    const tail = [".", "!", " and I don't know what to do.", ". Not sure how I feel about it."];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...who),
        fc.constantFrom(...did),
        fc.constantFrom(...felt),
        fc.constantFrom(...tail),
        async (person, event, feeling, end) => {
          const message = `${person} ${event}${feeling ? ` ${feeling}` : ""}${end}`;
          const first = await ask(localEngine, { message });
          const second = await ask(localEngine, {
            message,
            history: [
              { role: "user", content: message },
              { role: "ai", content: first.text },
            ],
          });
          for (const { text } of [first, second]) {
            expect(copiedRun(message, text)).toBeNull();
            expect(sentences(text).length).toBeGreaterThanOrEqual(2);
            expect(sentences(text).length).toBeLessThanOrEqual(4);
            expect(text.match(/\?/g) ?? []).toHaveLength(1);
            expect(text.trim()).toMatch(/[.!?]$/);
            expect(text).not.toMatch(/…|\.\.\./);
          }
          expect(second.text).not.toBe(first.text);
        },
      ),
      { numRuns: 60, seed: 26 },
    );
  });

  it("answers 'Tell me more' and 'Why do I feel this way?' with something new each time", async () => {
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    for (const message of [
      "I gave my presentation at work today and my hands were shaking.",
      "Tell me more",
      "Tell me more",
      "Why do I feel this way?",
      "Why do I feel this way?",
    ]) {
      const { text } = await ask(localEngine, { message, history: history.slice(-5) });
      history.push({ role: "user", content: message }, { role: "ai", content: text });
      replies.push(text);
    }
    // Every reply differs from every other, sentence by sentence.
    const said = replies.flatMap(sentences);
    expect(new Set(said).size).toBe(said.length);
    // The chips stay on the subject the person raised, in the companion's words.
    for (const text of replies.slice(1)) {
      expect(text).toMatch(/presentation/);
      expect(text.match(/\?/g) ?? []).toHaveLength(1);
      expect(sentences(text).length).toBeLessThanOrEqual(4);
    }
    // "Why" offers a reason; "Tell me more" asks about what came before or around it.
    expect(replies[3]).not.toBe(replies[1]);
    expect(replies.slice(1, 3).join(" ")).toMatch(/before|body|need|Who else|rest of your day/);
  });

  it("remembers something said earlier in the conversation", async () => {
    const { text } = await ask(localEngine, {
      message: "And now my cat is sick and I'm worried about her.",
      history: [
        { role: "user", content: "My presentation at work went badly this morning." },
        { role: "ai", content: "That sounds hard. How are you feeling about it now?" },
      ],
    });
    expect(text).toMatch(/your presentation at work/);
    expect(text).toMatch(/earlier|before/);
  });

  it("draws on a related past entry without pasting it back", async () => {
    const memory = "After a rough day I took a long walk in the park and felt calm again.";
    const { text } = await ask(localEngine, {
      message: "Work was awful today and I feel completely drained.",
      memories: [{ date: "2025-01-02T10:00:00.000Z", content: memory }],
    });
    expect(text).toMatch(/you wrote/);
    expect(text).toMatch(/walk in the park/);
    expect(copiedRun(memory, text)).toBeNull();
  });
});

describe.each([
  ["local", () => localEngine],
  ["openai", openAi],
] as const)("both engines: %s", (name, make) => {
  it("has the earlier turn when answering a follow-up chip", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "My presentation at work went badly this morning." },
      { role: "ai", content: "That sounds hard. How are you feeling about it now?" },
    ];
    const { text, sent } = await ask(make(), { message: "Tell me more", history });
    if (name === "local") expect(text).toMatch(/presentation at work/);
    else expect(sent).toContain("My presentation at work went badly this morning.");
    expect(text.trim().length).toBeGreaterThan(0);
  });

  it("has the related past entries when answering", async () => {
    const memories = [
      { date: "2025-01-02T10:00:00.000Z", content: "A long walk in the park helped." },
    ];
    const { text, sent } = await ask(make(), { message: "Work drained me today.", memories });
    if (name === "local") expect(text).toMatch(/walk in the park/);
    else expect(sent).toContain("A long walk in the park helped.");
  });

  it("says 'not enough to tell' for a one-word entry, without asking a model", async () => {
    fake.requests.length = 0;
    expect(await make().analyzeSentiment("ok")).toEqual({ score: null, emotions: [], themes: [] });
    expect(fake.requests).toHaveLength(0);
  });
});
