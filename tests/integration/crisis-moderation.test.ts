import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { moderationCheck } from "~/models/ai-moderation.server";
import { saveAiSettings } from "~/models/ai-settings.server";
import { isOpenAiItself, moderateForCrisis } from "~/services/ai/moderation.server";

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());

describe("OpenAI moderation as an extra crisis signal", () => {
  it("maps self-harm intent and instructions to a crisis, self-harm alone to a check-in", async () => {
    const options = { apiKey: "sk-test", baseUrl: fake.url };
    fake.moderate(() => ({ flagged: ["self-harm", "self-harm/intent"] }));
    expect(await moderateForCrisis("text", options)).toBe("crisis");
    fake.moderate(() => ({ flagged: ["self-harm/instructions"] }));
    expect(await moderateForCrisis("text", options)).toBe("crisis");
    fake.moderate(() => ({ flagged: ["self-harm"] }));
    expect(await moderateForCrisis("text", options)).toBe("check-in");
    fake.moderate(() => ({ flagged: ["violence"] }));
    expect(await moderateForCrisis("text", options)).toBe("none");
    const sent = fake.requests.filter((r) => r.path === "/v1/moderations").at(-1)!;
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body?.input).toBe("text");
  });

  it("says nothing on a failure or past its short timeout", async () => {
    const options = { apiKey: "sk-test", baseUrl: fake.url };
    fake.moderate(() => ({ status: 500 }));
    expect(await moderateForCrisis("text", options)).toBe("none");
    fake.moderate(() => ({ delayMs: 2_000, flagged: ["self-harm/intent"] }));
    const started = Date.now();
    expect(await moderateForCrisis("text", { ...options, timeoutMs: 200 })).toBe("none");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("is used only with OpenAI itself and a key", () => {
    expect(isOpenAiItself(null)).toBe(true);
    expect(isOpenAiItself("https://api.openai.com/v1")).toBe(true);
    expect(isOpenAiItself(fake.url)).toBe(false);
    expect(isOpenAiItself("http://localhost:11434/v1")).toBe(false);
    const base = { model: "gpt-4o-mini", assistantName: "Willow" };
    saveAiSettings({ ...base, provider: "openai", baseUrl: fake.url, apiKey: "sk-test" });
    expect(moderationCheck()).toBeUndefined();
    saveAiSettings({
      ...base,
      provider: "openai",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-test",
    });
    expect(moderationCheck()).toBeTypeOf("function");
    saveAiSettings({ ...base, provider: "local", baseUrl: "", apiKey: "" });
    expect(moderationCheck()).toBeUndefined();
  });
});
