import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { chatMessages, journalEntries } from "#db/schema";
import { CHAT_STREAM_TYPE, takeChatEvents, type ChatStreamEvent } from "~/lib/chat-stream";
import { action as chatAction } from "~/routes/resources.chat";
import { loader as dashboardLoader } from "~/routes/_index";
import { loader as chatPageLoader } from "~/routes/_app.chat";
import { getToast } from "~/services/session.server";
import { addDaysToKey, localDayKey, todayKey } from "~/lib/local-day";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  type RouteResult,
} from "#tests/utils/http";

async function toastOf(result: RouteResult) {
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: cookiesFrom(result.headers) },
  });
  return (await getToast(request)).toast;
}

const conversationOf = (userId: number) =>
  db().select().from(chatMessages).where(eq(chatMessages.userId, userId)).all();

async function send(
  cookie: string,
  message: string,
  redirectTo = "/?panel=chat",
  extra: Record<string, string> = {},
) {
  return callRoute(
    chatAction,
    formRequest("/resources/chat", { intent: "send", message, redirectTo, ...extra }, { cookie }),
  );
}

type Dashboard = {
  dashboard: {
    cards: {
      journal: {
        messages: { content: string; isAiResponse: boolean; crisisReply: boolean }[];
        analysis: { summary: string; emotions: string[]; themes: string[] } | null;
        crisis: boolean;
        recentEntries: { id: number; title: string; content: string }[];
        isToday: boolean;
        dayLabel: string;
        day: string;
      };
      prompts: { prompts: { id: number; text: string }[]; promptSet: number };
    };
  };
};

async function dashboard(cookie: string, search = "") {
  const result = await callRoute(dashboardLoader, getRequest(`/${search}`, { cookie }));
  return (result.body as Dashboard).dashboard.cards;
}

describe("the chat without JavaScript (form posts)", () => {
  it("keeps the conversation on the server, with a real analysis after each reply", async () => {
    const { user, cookie } = await createSignedInUser();
    const first = await send(cookie, "Work has been overwhelming and I can't sleep.");
    expect(first.status).toBe(302);
    expect(first.location).toBe("/?panel=chat#chat-latest");
    await send(cookie, "Tell me more");

    const stored = conversationOf(user.id);
    expect(stored.map((m) => m.isAiResponse)).toEqual([false, true, false, true]);

    const { journal } = await dashboard(cookie);
    expect(journal.messages).toHaveLength(4);
    expect(journal.analysis?.summary).toBeTruthy();
    expect(journal.analysis?.themes.length).toBeGreaterThan(0);
    expect(journal.crisis).toBe(false);
  });

  it("saves the chat as one journal entry with the transcript, then empties it", async () => {
    const { user, cookie } = await createSignedInUser();
    // Written from the dashboard's view of Friday 20 November: that day's conversation.
    const day = { day: "2026-11-20" };
    await send(cookie, "ASK_ME_ABOUT:What made me smile today?", "/?panel=chat", day);
    await send(cookie, "My dog greeted me at the door and I laughed.", "/?panel=chat", day);
    await send(cookie, "Tell me more", "/?panel=chat", day);
    const saved = await callRoute(
      chatAction,
      formRequest(
        "/resources/chat",
        { intent: "save", day: "2026-11-20", redirectTo: "/?panel=chat" },
        { cookie },
      ),
    );
    expect(saved.status).toBe(302);
    const toast = await toastOf(saved);
    const entry = db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, user.id))
      .get()!;
    expect(toast?.link).toEqual({ href: `/journal/${entry.id}`, label: "View Journal Entry" });
    expect(entry.isJournal).toBe(true);
    // The chips the person picked are in the transcript, not in their words.
    expect(entry.content).toBe("My dog greeted me at the door and I laughed.");
    expect(entry.transcript).toMatch(/^You: What made me smile today\?\n\nSage: /);
    expect(entry.transcript).toContain("\n\nYou: Tell me more\n\nSage: ");
    expect(entry.sentiment?.score).toBeGreaterThan(0);
    expect(conversationOf(user.id)).toHaveLength(0);

    const { journal } = await dashboard(cookie, "?panel=journal");
    expect(journal.recentEntries.map((e) => e.id)).toContain(entry.id);
  });

  it("says 'No entries to save' when there is nothing to save", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      chatAction,
      formRequest("/resources/chat", { intent: "save", redirectTo: "/" }, { cookie }),
    );
    expect(await toastOf(result)).toMatchObject({
      type: "error",
      description: "No entries to save: Start a conversation before saving",
    });
  });

  it("starts a new chat with the 'New Chat Started' toast", async () => {
    const { user, cookie } = await createSignedInUser();
    await send(cookie, "Hello there");
    const result = await callRoute(
      chatAction,
      formRequest("/resources/chat", { intent: "new-chat", redirectTo: "/" }, { cookie }),
    );
    expect((await toastOf(result))?.title).toBe("New Chat Started");
    expect(conversationOf(user.id)).toHaveLength(0);
  });

  it("answers crisis language with resources and flags the conversation", async () => {
    const { user, cookie } = await createSignedInUser();
    await send(cookie, "honestly everyone would be better off without me");
    const [mine, reply] = conversationOf(user.id);
    expect(mine!.crisis).toBe(true);
    expect(reply!.content).toMatch(/988/);
    expect(reply!.content).toContain("/mental-health-resources");
    // No routine analysis (its tips) is made for a crisis reply.
    expect(reply!.analysis).toBeNull();
    const { journal } = await dashboard(cookie);
    expect(journal.crisis).toBe(true);
    expect(journal.messages.at(-1)).toMatchObject({ isAiResponse: true, crisisReply: true });
    expect(journal.analysis).toBeNull();
    // The same on /chat.
    const page = await callRoute(chatPageLoader, getRequest("/chat", { cookie }));
    expect(page.body).toMatchObject({ analysis: null, crisis: true });

    // When the conversation goes on calmly, the next reply is an ordinary one again.
    await send(cookie, "Thank you. I called a friend and I feel a bit steadier now.");
    const later = (await dashboard(cookie)).journal;
    expect(later.messages.at(-1)).toMatchObject({ isAiResponse: true, crisisReply: false });
    expect(later.analysis).not.toBeNull();
  });

  it("streams a crisis reply (JavaScript) with the resources path for the page to link", async () => {
    const { cookie } = await createSignedInUser();
    const result = await chatAction({
      request: formRequest(
        "/resources/chat",
        { intent: "send", message: "I want to kill myself" },
        { cookie, headers: { Accept: CHAT_STREAM_TYPE } },
      ),
      params: {},
      context: {},
    });
    const { events } = takeChatEvents(await result.text());
    expect(events.at(-1)).toEqual({ type: "done", crisis: true });
    const text = events.map((e) => (e.type === "token" ? e.text : "")).join("");
    expect(text).toContain("/mental-health-resources");
  });

  it("refuses a blank message and a message for a foreign site with a clear answer", async () => {
    const { user, cookie } = await createSignedInUser();
    const blank = await send(cookie, "   ");
    expect((await toastOf(blank))?.description).toBe("Write a message first");
    const offsite = await send(cookie, "Hi", "https://evil.example/");
    expect(offsite.location).toBe("/#chat-latest");
    expect(conversationOf(user.id)).toHaveLength(2);
  });

  it("shows the voice notice", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      chatAction,
      formRequest("/resources/chat", { intent: "voice", redirectTo: "/" }, { cookie }),
    );
    expect(await toastOf(result)).toMatchObject({
      title: "Coming Soon",
      description: "Voice recording feature will be available in the next update.",
    });
  });
});

describe("a past day's chat on the dashboard", () => {
  const pastDay = () => addDaysToKey(todayKey("UTC"), -3);

  it("shows that day's own conversation (or the empty state), never today's", async () => {
    const { user, cookie } = await createSignedInUser();
    const day = pastDay();
    await send(cookie, "Today's thoughts about the new job.");

    const past = (await dashboard(cookie, `?date=${day}`)).journal;
    expect(past.isToday).toBe(false);
    expect(past.day).toBe(day);
    expect(past.messages).toEqual([]);
    expect(past.analysis).toBeNull();

    // Without JavaScript: the forms carry the day.
    await send(cookie, "That Thursday I walked by the river.", `/?panel=chat&date=${day}`, { day });
    const after = (await dashboard(cookie, `?date=${day}`)).journal;
    expect(after.messages.map((m) => m.content)).toEqual([
      "That Thursday I walked by the river.",
      expect.any(String),
    ]);
    const today = (await dashboard(cookie)).journal;
    expect(today.messages[0]!.content).toBe("Today's thoughts about the new job.");
    expect(today.messages).toHaveLength(2);
    // /chat is today's conversation too.
    const chatPage = await callRoute(chatPageLoader, getRequest("/chat", { cookie }));
    expect((chatPage.body as { messages: unknown[] }).messages).toHaveLength(2);
    // Another day in the past is empty again.
    const other = (await dashboard(cookie, `?date=${addDaysToKey(day, -1)}`)).journal;
    expect(other.messages).toEqual([]);
    expect(conversationOf(user.id)).toHaveLength(4);
  });

  it("streams (JavaScript) into that day's conversation", async () => {
    const { cookie } = await createSignedInUser();
    const day = pastDay();
    const result = await chatAction({
      request: formRequest(
        "/resources/chat",
        { intent: "send", message: "Remembering a calm Sunday.", day },
        { cookie, headers: { Accept: CHAT_STREAM_TYPE } },
      ),
      params: {},
      context: {},
    });
    await result.text();
    expect((await dashboard(cookie, `?date=${day}`)).journal.messages).toHaveLength(2);
    expect((await dashboard(cookie)).journal.messages).toHaveLength(0);
  });

  it("New Chat and Save act on that day's conversation only; the entry is dated that day", async () => {
    const { user, cookie } = await createSignedInUser();
    const day = pastDay();
    await send(cookie, "Today: tired but okay.");
    await send(cookie, "That day: a long hike with my brother.", "/", { day });

    const saved = await callRoute(
      chatAction,
      formRequest("/resources/chat", { intent: "save", day, redirectTo: "/" }, { cookie }),
    );
    expect(saved.status).toBe(302);
    const entry = db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, user.id))
      .get()!;
    expect(entry.content).toBe("That day: a long hike with my brother.");
    expect(localDayKey(entry.date, "UTC")).toBe(day);
    expect((await dashboard(cookie, `?date=${day}`)).journal.messages).toEqual([]);
    expect((await dashboard(cookie)).journal.messages).toHaveLength(2);

    await send(cookie, "That day again.", "/", { day });
    await callRoute(
      chatAction,
      formRequest("/resources/chat", { intent: "new-chat", day, redirectTo: "/" }, { cookie }),
    );
    expect((await dashboard(cookie, `?date=${day}`)).journal.messages).toEqual([]);
    expect((await dashboard(cookie)).journal.messages).toHaveLength(2);
  });

  it("keeps each person's past days to themselves", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const day = pastDay();
    await send(me.cookie, "My private memory of that day.", "/", { day });
    const theirs = (await dashboard(other.cookie, `?date=${day}`)).journal;
    expect(theirs.messages).toEqual([]);
  });

  it("treats a future or malformed day as today's conversation", async () => {
    const { cookie } = await createSignedInUser();
    await send(cookie, "Sent with a future day.", "/", { day: addDaysToKey(todayKey("UTC"), 2) });
    expect((await dashboard(cookie)).journal.messages).toHaveLength(2);
    const bad = await send(cookie, "Sent with junk.", "/", { day: "2026-02-31" });
    expect(bad.status).toBe(302);
    expect((await dashboard(cookie)).journal.messages).toHaveLength(2);
  });
});

describe("the chat with JavaScript (streamed reply)", () => {
  it("streams the reply as NDJSON tokens and stores it when done", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await chatAction({
      request: formRequest(
        "/resources/chat",
        { intent: "send", message: "I finally finished my painting today!" },
        { cookie, headers: { Accept: CHAT_STREAM_TYPE } },
      ),
      params: {},
      context: {},
    });
    expect(result.headers.get("Content-Type")).toContain(CHAT_STREAM_TYPE);
    const { events } = takeChatEvents(await result.text());
    const tokens = events.filter(
      (e): e is Extract<ChatStreamEvent, { type: "token" }> => e.type === "token",
    );
    expect(tokens.length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: "done", crisis: false });
    const reply = conversationOf(user.id).at(-1)!;
    expect(reply.isAiResponse).toBe(true);
    expect(reply.content).toBe(tokens.map((t) => t.text).join(""));
  });
});

describe("a browser that leaves mid-reply", () => {
  it("still gets the whole reply stored, to find after a reload", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await chatAction({
      request: formRequest(
        "/resources/chat",
        {
          intent: "send",
          message: "Long day. My manager criticised my work in front of everyone.",
        },
        { cookie, headers: { Accept: CHAT_STREAM_TYPE } },
      ),
      params: {},
      context: {},
    });
    const reader = result.body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(conversationOf(user.id).at(-1)?.isAiResponse).toBe(true));
    expect(conversationOf(user.id).at(-1)!.content.length).toBeGreaterThan(40);
  });
});

describe("the dashboard's selected date and prompts", () => {
  it("journals for ?date= in the past, never the future", async () => {
    const { cookie } = await createSignedInUser();
    const past = await dashboard(cookie, "?date=2026-01-05");
    expect(past.journal.isToday).toBe(false);
    expect(past.journal.dayLabel).toBe("Monday, January 5");
    const future = await dashboard(cookie, "?date=2999-01-01");
    expect(future.journal.isToday).toBe(true);
    const nonsense = await dashboard(cookie, "?date=soon");
    expect(nonsense.journal.isToday).toBe(true);
  });

  it("shows three prompts and three others on 'Get More Prompts'", async () => {
    const { cookie } = await createSignedInUser();
    const first = (await dashboard(cookie)).prompts.prompts;
    const next = (await dashboard(cookie, "?prompts=1")).prompts.prompts;
    expect(first).toHaveLength(3);
    expect(next).toHaveLength(3);
    expect(next.map((p) => p.id).filter((id) => first.some((p) => p.id === id))).toEqual([]);
  });

  it("shows the first prompts for a set number that is not a count", async () => {
    const { cookie } = await createSignedInUser();
    for (const set of ["Infinity", "1e400", "-3", "soon"]) {
      expect((await dashboard(cookie, `?prompts=${set}`)).prompts.prompts).toHaveLength(3);
    }
  });

  it("/chat shows the same conversation", async () => {
    const { cookie } = await createSignedInUser();
    await send(cookie, "Just checking in", "/chat");
    const result = await callRoute(chatPageLoader, getRequest("/chat", { cookie }));
    expect((result.body as { messages: unknown[] }).messages).toHaveLength(2);
  });
});
