import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { saveAiSettings } from "~/models/ai-settings.server";
import { action as chatAction } from "~/routes/resources.chat";
import { action as chatResponseAction } from "~/routes/api.chat-response";
import { loader as dashboardLoader } from "~/routes/_index";
import { loader as chatPageLoader } from "~/routes/_app.chat";
import { getToast } from "~/services/session.server";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

const KEY = "sk-never-in-the-browser-7f3a9c";
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond((request) =>
    request.body?.response_format?.type === "json_object"
      ? JSON.stringify({
          summary: "You talked about a hard week.",
          emotions: ["stress"],
          themes: ["work"],
          suggestions: ["Rest a little."],
          score: -0.2,
          title: "A Hard Week at Work",
        })
      : "That sounds like a lot to carry. What helped even a little?",
  );
  saveAiSettings({
    provider: "openai",
    baseUrl: fake.url,
    model: "fake-model",
    apiKey: KEY,
    assistantName: "Willow",
  });
});

const chatRequests = () => fake.requests.filter((r) => r.body?.stream === true);

describe("the chat with an OpenAI-compatible provider", () => {
  it("sends at most the last 5 messages with mapped roles, and never the key to the browser", async () => {
    const { cookie } = await createSignedInUser();
    for (const message of ["one", "two", "three", "four"]) {
      await callRoute(
        chatAction,
        formRequest("/resources/chat", { intent: "send", message, redirectTo: "/" }, { cookie }),
      );
    }
    const last = chatRequests().at(-1)!;
    const turns = last.body!.messages!.filter((m) => m.role !== "system");
    // 5 earlier messages (of 6) plus the new one.
    expect(turns).toHaveLength(6);
    expect(turns.map((m) => m.role)).toEqual([
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    expect(turns.at(-1)!.content).toBe("four");
    expect(last.headers.authorization).toBe(`Bearer ${KEY}`);

    for (const [loader, path] of [
      [dashboardLoader, "/"],
      [chatPageLoader, "/chat"],
    ] as const) {
      const page = await callRoute(loader, getRequest(path, { cookie }));
      const served = JSON.stringify(page.body);
      expect(served).toContain("Willow");
      expect(served).not.toContain(KEY);
    }
  });

  it("shows 'Failed to get AI response' when the provider fails, keeping the person's message", async () => {
    fake.respond(() => ({ status: 500, message: "upstream down" }));
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      chatAction,
      formRequest(
        "/resources/chat",
        { intent: "send", message: "Are you there?", redirectTo: "/" },
        { cookie },
      ),
    );
    const toast = (
      await getToast(
        new Request("http://localhost:3000/", { headers: { Cookie: cookiesFrom(result.headers) } }),
      )
    ).toast;
    expect(toast).toMatchObject({
      type: "error",
      title: "Error",
      description: "Failed to get AI response. Please try again.",
    });
    const page = await callRoute(chatPageLoader, getRequest("/chat", { cookie }));
    expect(
      (page.body as { messages: { content: string }[] }).messages.map((m) => m.content),
    ).toEqual(["Are you there?"]);

    const api = await callRoute(
      chatResponseAction,
      jsonRequest("/api/chat-response", { content: "Hi", userId: 0, history: [] }, { cookie }),
    );
    expect(api.status).toBe(400);
  });

  it("never sends crisis language to the provider", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      chatResponseAction,
      jsonRequest(
        "/api/chat-response",
        { content: "I want to end my life tonight", userId: user.id, history: [] },
        { cookie },
      ),
    );
    expect((result.body as { crisis: boolean }).crisis).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers /api/chat-response with the provider's reply", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      chatResponseAction,
      jsonRequest(
        "/api/chat-response",
        {
          content: "Work was hard",
          userId: user.id,
          history: [{ role: "ai", content: "How was your day?" }],
        },
        { cookie },
      ),
    );
    expect(result.body).toMatchObject({
      content: "That sounds like a lot to carry. What helped even a little?",
    });
    const sent = chatRequests()[0]!.body!.messages!.filter((m) => m.role !== "system");
    expect(sent).toEqual([
      { role: "assistant", content: "How was your day?" },
      { role: "user", content: "Work was hard" },
    ]);
  });
});
