import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { aiGoals, aiHabits, aiTasks, journalEmbeddings, journalEntries } from "#db/schema";
import { isRecentJournalEntry } from "~/lib/journal";
import { deleteJournalEntry, listRecentJournalEntries } from "~/models/journal.server";
import { action as createAction } from "~/routes/api.journal-entries";
import { loader as listLoader } from "~/routes/api.journal-entries.$userId";
import { loader as entryLoader } from "~/routes/api.journal-entries.entry.$id";
import { loader as moodsLoader } from "~/routes/api.moods.$userId";
import { loader as summaryLoader } from "~/routes/api.summary.$userId";
import { action as chatResponseAction } from "~/routes/api.chat-response";
import { loader as promptsLoader } from "~/routes/api.prompts";
import { callRoute, createSignedInUser, getRequest, jsonRequest } from "#tests/utils/http";
import { matchedRouteId } from "#tests/utils/routes";

const countEntries = (userId: number) =>
  db().select().from(journalEntries).where(eq(journalEntries.userId, userId)).all().length;

type Entry = {
  id: number;
  title: string;
  content: string;
  date: string;
  isJournal: boolean;
  transcript: string | null;
  sentiment: { score: number; emotions: string[]; themes: string[] } | null;
  crisis: boolean;
};

describe("POST /api/journal-entries", () => {
  it("saves a typed entry with sentiment and a title, answering [entry]", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      createAction,
      jsonRequest(
        "/api/journal-entries",
        {
          userId: user.id,
          content: "I had a wonderful walk with my sister and felt grateful and calm.",
          isJournal: true,
          date: "2026-11-20T18:30:00.000Z",
          analyzeSentiment: true,
        },
        { cookie },
      ),
    );
    expect(result.status).toBe(201);
    const [entry] = result.body as Entry[];
    expect(entry!.id).toEqual(expect.any(Number));
    expect(entry!.date).toBe("2026-11-20T18:30:00.000Z");
    expect(entry!.sentiment!.score).toBeGreaterThan(0);
    expect(entry!.sentiment!.emotions.length).toBeGreaterThan(0);
    const words = entry!.title.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(3);
    expect(words).toBeLessThanOrEqual(7);
    expect(entry!.crisis).toBe(false);
    const embedding = db()
      .select()
      .from(journalEmbeddings)
      .where(eq(journalEmbeddings.journalEntryId, entry!.id))
      .get();
    expect(JSON.parse(embedding!.embeddingJson)).toEqual(expect.any(Array));
  });

  it("turns new words into AI suggestions after the save, without delaying it", async () => {
    const { user, cookie } = await createSignedInUser();
    await callRoute(
      createAction,
      jsonRequest(
        "/api/journal-entries",
        {
          userId: user.id,
          content:
            "I couldn't sleep again, scrolling my phone until 2am, and work stress keeps piling up.",
          date: new Date().toISOString(),
        },
        { cookie },
      ),
    );
    await vi.waitFor(() => {
      const suggested = [aiGoals, aiTasks, aiHabits].flatMap((table) =>
        db().select().from(table).where(eq(table.userId, user.id)).all(),
      );
      expect(suggested.length).toBeGreaterThan(0);
    });
  });

  it("keeps a chat save's transcript and honours analyzeSentiment: false", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      createAction,
      jsonRequest(
        "/api/journal-entries",
        {
          userId: user.id,
          content: "Work was a lot today.",
          isJournal: true,
          date: "2026-11-21T10:00:00Z",
          transcript: "You: Work was a lot today.\n\nSage: That sounds heavy.",
          analyzeSentiment: false,
        },
        { cookie },
      ),
    );
    const [entry] = result.body as Entry[];
    expect(entry!.transcript).toContain("Sage: That sounds heavy.");
    expect(entry!.sentiment).toBeNull();
  });

  it("flags crisis language so the client can show resources", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      createAction,
      jsonRequest(
        "/api/journal-entries",
        {
          userId: user.id,
          content: "I don't want to live anymore.",
          date: "2026-11-21T10:00:00Z",
        },
        { cookie },
      ),
    );
    expect((result.body as Entry[])[0]!.crisis).toBe(true);
  });

  it.each([
    ["a date that is not a datetime string", { date: "yesterday" }],
    ["a plain day without time", { date: "2026-11-21" }],
    ["blank content", { content: "   " }],
    ["content that is not text", { content: 42 }],
    ["a userId that is not a number", { userId: "me" }],
  ])("refuses %s with 400 and writes nothing", async (_label, change) => {
    const { user, cookie } = await createSignedInUser();
    const body = { userId: user.id, content: "Hello", date: "2026-11-21T10:00:00Z", ...change };
    const result = await callRoute(
      createAction,
      jsonRequest("/api/journal-entries", body, { cookie }),
    );
    expect(result.status).toBe(400);
    expect((result.body as { message: string }).message).toBeTruthy();
    expect(countEntries(user.id)).toBe(0);
  });

  it("refuses to write into another person's journal (403) and without a session (401)", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const body = { userId: other.user.id, content: "Hello", date: "2026-11-21T10:00:00Z" };
    const forbidden = await callRoute(
      createAction,
      jsonRequest("/api/journal-entries", body, { cookie: me.cookie }),
    );
    expect(forbidden.status).toBe(403);
    const anonymous = await callRoute(createAction, jsonRequest("/api/journal-entries", body));
    expect(anonymous.status).toBe(401);
    expect(countEntries(other.user.id)).toBe(0);
  });
});

describe("GET /api/journal-entries/{userId}", () => {
  it("lists the person's own entries newest first, with sentiment.score", async () => {
    const { user, cookie } = await createSignedInUser();
    for (const [content, date] of [
      ["An older calm morning.", "2026-11-01T09:00:00Z"],
      ["A newer happy evening.", "2026-11-10T19:00:00Z"],
    ]) {
      await callRoute(
        createAction,
        jsonRequest("/api/journal-entries", { userId: user.id, content, date }, { cookie }),
      );
    }
    const result = await callRoute(
      listLoader,
      getRequest(`/api/journal-entries/${user.id}`, { cookie }),
      { userId: String(user.id) },
    );
    expect(result.status).toBe(200);
    const entries = result.body as Entry[];
    expect(entries.map((e) => e.content)).toEqual([
      "A newer happy evening.",
      "An older calm morning.",
    ]);
    expect(typeof entries[0]!.sentiment!.score).toBe("number");
  });

  it("answers 403 for another person's id, an admin's session included", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const result = await callRoute(
      listLoader,
      getRequest(`/api/journal-entries/${other.user.id}`, { cookie: me.cookie }),
      { userId: String(other.user.id) },
    );
    expect(result.status).toBe(403);
    // Admins never read journals, moods or summaries.
    const admin = await createSignedInUser({ admin: true });
    for (const [loader, path] of [
      [listLoader, `/api/journal-entries/${other.user.id}`],
      [moodsLoader, `/api/moods/${other.user.id}`],
      [summaryLoader, `/api/summary/${other.user.id}`],
    ] as const) {
      const asAdmin = await callRoute(loader, getRequest(path, { cookie: admin.cookie }), {
        userId: String(other.user.id),
      });
      expect(asAdmin.status).toBe(403);
    }
  });
});

describe("GET /api/journal-entries/entry/{id}", () => {
  const readEntry = (id: number | string, cookie?: string) =>
    callRoute(entryLoader, getRequest(`/api/journal-entries/entry/${id}`, { cookie }), {
      id: String(id),
    });
  const write = async (cookie: string, userId: number, content: string) => {
    const result = await callRoute(
      createAction,
      jsonRequest(
        "/api/journal-entries",
        { userId, content, date: "2026-11-12T08:00:00Z", isJournal: true },
        { cookie },
      ),
    );
    return (result.body as Entry[])[0]!;
  };

  it("is served by its own route, not taken for a userId", async () => {
    expect(await matchedRouteId("/api/journal-entries/entry/12")).toBe(
      "routes/api.journal-entries.entry.$id",
    );
    expect(await matchedRouteId("/api/journal-entries/12")).toBe(
      "routes/api.journal-entries.$userId",
    );
  });

  it("answers the owner's entry", async () => {
    const { user, cookie } = await createSignedInUser();
    const written = await write(cookie, user.id, "A quiet evening reading by the window.");
    const result = await readEntry(written.id, cookie);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: written.id,
      userId: user.id,
      content: "A quiet evening reading by the window.",
      date: "2026-11-12T08:00:00.000Z",
      isJournal: true,
    });
  });

  it("answers 404 for another person's entry, a deleted one, an unknown or malformed id, and 401 signed out", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const written = await write(owner.cookie, owner.user.id, "Something only I should read.");

    const theirs = await readEntry(written.id, other.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: "Journal entry not found" });
    const admin = await createSignedInUser({ admin: true });
    expect((await readEntry(written.id, admin.cookie)).status).toBe(404);

    const unknown = await readEntry(written.id + 100000, owner.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(theirs.body);
    for (const junk of ["abc", "-1", "1.5", "99999999999999999999"]) {
      expect((await readEntry(junk, owner.cookie)).status).toBe(404);
    }

    await deleteJournalEntry(owner.user.id, written.id);
    expect((await readEntry(written.id, owner.cookie)).status).toBe(404);

    expect((await readEntry(written.id)).status).toBe(401);
  });
});

describe("POST /api/chat-response", () => {
  it("answers {content} with a reply from the local engine", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      chatResponseAction,
      jsonRequest(
        "/api/chat-response",
        {
          content: "I've been stressed about my exams all week.",
          userId: user.id,
          history: [
            { role: "user", content: "Hi" },
            { role: "ai", content: "Hello, how are you today?" },
          ],
        },
        { cookie },
      ),
    );
    expect(result.status).toBe(200);
    const { content } = result.body as { content: string };
    expect(content).toMatch(/\?/);
    expect(content.length).toBeGreaterThan(20);
  });

  it("answers crisis language with crisis resources, never a model reply", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      chatResponseAction,
      jsonRequest(
        "/api/chat-response",
        { content: "i want to kill myself", userId: user.id, history: [] },
        { cookie },
      ),
    );
    const body = result.body as { content: string; crisis: boolean };
    expect(body.crisis).toBe(true);
    expect(body.content).toMatch(/988/);
  });

  it.each([
    ["more than 5 history messages", { history: Array(6).fill({ role: "user", content: "x" }) }],
    ["an unknown role", { history: [{ role: "assistant", content: "x" }] }],
    ["blank content", { content: " " }],
    ["another person's userId", { userId: 999_999 }],
  ])("refuses %s", async (_label, change) => {
    const { user, cookie } = await createSignedInUser();
    const body = { content: "Hello", userId: user.id, history: [], ...change };
    const result = await callRoute(
      chatResponseAction,
      jsonRequest("/api/chat-response", body, { cookie }),
    );
    expect(result.status).toBe(body.userId === user.id ? 400 : 403);
  });
});

describe("GET /api/prompts", () => {
  it("answers three seeded prompts as {id, text}", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(promptsLoader, getRequest("/api/prompts", { cookie }));
    const prompts = result.body as { id: number; text: string }[];
    expect(prompts).toHaveLength(3);
    for (const prompt of prompts) expect(Object.keys(prompt).sort()).toEqual(["id", "text"]);
  });

  it("needs a session", async () => {
    const result = await callRoute(promptsLoader, getRequest("/api/prompts"));
    expect(result.status).toBe(401);
  });
});

describe("Recent Journal Entries", () => {
  it("lists exactly the entries docs/product.md#recent-entries-rule's rule keeps, newest first", async () => {
    const { user } = await createSignedInUser();
    const long = "I wrote a lot today. ".repeat(12);
    const rows = [
      { content: "short journal", isJournal: true, isAiResponse: false },
      { content: long, isJournal: false, isAiResponse: false },
      { content: long, isJournal: false, isAiResponse: true },
      { content: "short chat message", isJournal: false, isAiResponse: false },
      { content: "x".repeat(200), isJournal: false, isAiResponse: false },
    ].map((row, i) => ({ ...row, userId: user.id, date: new Date(Date.UTC(2026, 10, 1 + i)) }));
    db().insert(journalEntries).values(rows).run();
    const expected = rows
      .filter(isRecentJournalEntry)
      .reverse()
      .map((r) => r.content);
    expect(listRecentJournalEntries(user.id).map((e) => e.content)).toEqual(expected);
    expect(expected).toHaveLength(2);
  });
});
