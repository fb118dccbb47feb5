import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { systemSettings } from "#db/schema";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import {
  getAiSettings,
  getAiSettingsForAdmin,
  getAssistantName,
  saveAiSettings,
} from "~/models/ai-settings.server";
import { AiUnavailableError, getAiEngine } from "~/services/ai/engine.server";
import { createOpenAiEngine } from "~/services/ai/openai-engine.server";
import type { ChatTurn } from "~/services/ai/types";
import { DEFAULT_ASSISTANT_NAME } from "~/lib/site";

const KEY = "sk-test-0123456789abcdefWXYZ";
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond((request) =>
    request.body?.response_format?.type === "json_object"
      ? JSON.stringify({ score: 0.5, emotions: ["joy"], themes: ["fake"] })
      : "I hear you. What feels most important right now?",
  );
});

function engine() {
  return createOpenAiEngine({
    provider: "openai",
    baseUrl: fake.url,
    model: "fake-model",
    apiKey: KEY,
    assistantName: "Willow",
  });
}

async function collect(stream: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const history: ChatTurn[] = [
  { role: "user", content: "one" },
  { role: "ai", content: "two" },
  { role: "user", content: "three" },
  { role: "ai", content: "four" },
  { role: "user", content: "five" },
  { role: "ai", content: "six" },
  { role: "user", content: "seven" },
];

describe("openai engine against an OpenAI-compatible fake", () => {
  it("streams the reply token by token, with the key, the model and the last 5 mapped turns", async () => {
    const chunks = await collect(
      engine().streamChatReply({
        message: "I had a long day",
        history,
        assistantName: "Willow",
        memories: [{ date: "2025-01-02", content: "I walked by the sea." }],
      }),
    );
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe("I hear you. What feels most important right now?");

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body?.stream).toBe(true);
    expect(request!.body?.model).toBe("fake-model");
    const messages = request!.body!.messages!;
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toContain("Willow");
    expect(messages[0]!.content).toContain("I walked by the sea.");
    expect(messages[0]!.content).toMatch(/not a therapist/);
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "three" },
      { role: "assistant", content: "four" },
      { role: "user", content: "five" },
      { role: "assistant", content: "six" },
      { role: "user", content: "seven" },
      { role: "user", content: "I had a long day" },
    ]);
  });

  it("throws AiUnavailableError when the provider fails", async () => {
    fake.respond(() => ({ status: 500, message: "boom" }));
    await expect(
      collect(
        engine().streamChatReply({ message: "hi", history: [], assistantName: "W", memories: [] }),
      ),
    ).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("uses validated JSON for sentiment, and falls back to the local engine on invalid JSON", async () => {
    expect(await engine().analyzeSentiment("A long, ordinary day at home.")).toEqual({
      score: 0.5,
      emotions: ["joy"],
      themes: ["fake"],
    });
    expect(fake.requests[0]!.body?.response_format).toEqual({ type: "json_object" });

    fake.respond(() => "this is not json");
    const fallback = await engine().analyzeSentiment("I am so grateful and happy today.");
    expect(fallback.score).toBeGreaterThan(0);
    expect(fallback.emotions).toContain("gratitude");

    fake.respond(() => JSON.stringify({ score: 7, emotions: "joy" }));
    expect((await engine().analyzeSentiment("I feel hopeless and alone.")).score).toBeLessThan(0);

    fake.respond(() => ({ brokenBody: true }));
    expect((await engine().analyzeSentiment("I feel hopeless and alone.")).score).toBeLessThan(0);

    fake.respond(() => ({ status: 500 }));
    expect(
      (await engine().titleFor("Work was stressful today.")).split(" ").length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("drops suggestions the person already has and unknown entry ids", async () => {
    fake.respond(() =>
      JSON.stringify({
        goals: [
          {
            name: "Run a 5K",
            description: "",
            category: "Health",
            explanation: "You run.",
            journalEntryId: 1,
          },
        ],
        tasks: [
          {
            title: "Call Mum",
            description: "",
            priority: "urgent",
            explanation: "You miss her.",
            journalEntryId: 99,
          },
        ],
        habits: [],
      }),
    );
    const result = await engine().suggest({
      entries: [{ id: 1, date: "2025-01-01T00:00:00.000Z", content: "I ran.", sentiment: null }],
      existing: { goals: ["run a 5k!"], tasks: [], habits: [] },
    });
    expect(result.goals).toEqual([]);
    expect(result.tasks).toEqual([
      {
        title: "Call Mum",
        description: "",
        priority: "medium",
        explanation: "You miss her.",
        journalEntryId: null,
      },
    ]);
  });
});

describe("AI settings", () => {
  it("defaults to the local engine and the default assistant name", () => {
    expect(getAiSettings().provider).toBe("local");
    expect(getAiEngine().name).toBe("local");
    expect(getAssistantName()).toBe(DEFAULT_ASSISTANT_NAME);
  });

  it("round-trips, with the key encrypted at rest and only masked for the admin screen", async () => {
    saveAiSettings({
      provider: "openai",
      baseUrl: fake.url,
      model: "fake-model",
      apiKey: KEY,
      assistantName: "Willow",
    });
    const rows = db().select().from(systemSettings).all();
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(JSON.stringify(rows)).not.toContain("0123456789abcdef");

    const settings = getAiSettings();
    expect(settings).toMatchObject({
      provider: "openai",
      baseUrl: fake.url,
      model: "fake-model",
      apiKey: KEY,
      assistantName: "Willow",
    });
    expect(getAssistantName()).toBe("Willow");

    const admin = getAiSettingsForAdmin();
    expect(JSON.stringify(admin)).not.toContain(KEY);
    expect(admin.key).toEqual({
      isSet: true,
      masked: "sk-…WXYZ",
      source: "saved",
      baseUrl: fake.url,
    });

    // The chosen engine talks to the configured endpoint with the saved key.
    const chunks = await collect(
      getAiEngine().streamChatReply({
        message: "hi",
        history: [],
        assistantName: "Willow",
        memories: [],
      }),
    );
    expect(chunks.join("")).toContain("I hear you");
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);

    // A blank key keeps the saved one; "remove" deletes it.
    saveAiSettings({
      provider: "openai",
      baseUrl: fake.url,
      model: "other",
      apiKey: "",
      assistantName: "Willow",
    });
    expect(getAiSettings()).toMatchObject({ apiKey: KEY, model: "other" });
    saveAiSettings({ provider: "local", assistantName: "Willow", removeKey: true });
    expect(getAiSettings()).toMatchObject({ provider: "local", apiKey: null, baseUrl: null });
    expect(
      db().select().from(systemSettings).where(eq(systemSettings.key, "ai.apiKey")).get(),
    ).toBeUndefined();
    expect(getAiEngine().name).toBe("local");
  });

  it("treats a key encrypted with another secret as not set", () => {
    db()
      .insert(systemSettings)
      .values({ key: "ai.apiKey", value: "v1.AAAA.BBBB.CCCC" })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: "v1.AAAA.BBBB.CCCC" } })
      .run();
    expect(getAiSettings().apiKey).toBeNull();
    expect(getAiSettingsForAdmin().key).toMatchObject({ isSet: false, source: "unreadable" });
    db().delete(systemSettings).where(eq(systemSettings.key, "ai.apiKey")).run();
  });
});
