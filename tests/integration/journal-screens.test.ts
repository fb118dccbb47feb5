import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { journalEntries } from "#db/schema";
import { sentimentInWords } from "~/components/journal/entry-sentiment";
import { moodFromSentimentScore } from "~/lib/mood";
import { parseTranscript } from "~/components/journal/entry-transcript";
import { instantForDay, localDayKey, todayKey } from "~/lib/local-day";
import { createJournalEntry } from "~/models/journal.server";
import { loader as listLoader } from "~/routes/_app.journal._index";
import { action as newAction, loader as newLoader } from "~/routes/_app.journal.new";
import { action as entryAction, loader as entryLoader } from "~/routes/_app.journal.$id";
import { MAX_ENTRY_LENGTH } from "~/schemas/journal";
import { getToast } from "~/services/session.server";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  type RouteResult,
} from "#tests/utils/http";

const CRISIS_SENTENCE = "I can't go on anymore, I want to end my life tonight.";

async function toastOf(result: RouteResult) {
  return (
    await getToast(
      new Request("http://localhost:3000/", { headers: { Cookie: cookiesFrom(result.headers) } }),
    )
  ).toast;
}

const entriesOf = (userId: number) =>
  db().select().from(journalEntries).where(eq(journalEntries.userId, userId)).all();

const entryRow = (id: number) =>
  db().select().from(journalEntries).where(eq(journalEntries.id, id)).get();

type ListData = {
  entries: { id: number; title: string; excerpt: string; emotions: string[]; score: number }[];
  total: number;
  page: number;
  pageCount: number;
  emotions: string[];
  filtered: boolean;
  deletedId: number | null;
};
type EntryData = {
  entry: { id: number; title: string; content: string; day: string; sentiment: unknown };
  crisis: boolean;
  related: { id: number; title: string }[];
};
type FormReply = {
  result: { status: string; error: Record<string, string[]>; initialValue: Record<string, string> };
};

async function list(cookie: string, query = "") {
  const result = await callRoute(listLoader, getRequest(`/journal${query}`, { cookie }));
  expect(result.status).toBe(200);
  return result.body as ListData;
}

function viewEntry(cookie: string, id: number | string) {
  return callRoute(entryLoader, getRequest(`/journal/${id}`, { cookie }), { id: String(id) });
}

function postEntry(cookie: string, id: number, fields: Record<string, string>) {
  return callRoute(entryAction, formRequest(`/journal/${id}`, fields, { cookie }), {
    id: String(id),
  });
}

async function writeEntry(userId: number, content: string, date = new Date(), title?: string) {
  return (await createJournalEntry(userId, { content, date, title, isJournal: true })).entry;
}

function setEmotions(id: number, emotions: string[], score = 0.3) {
  db()
    .update(journalEntries)
    .set({ sentiment: { score, emotions, themes: [] } })
    .where(eq(journalEntries.id, id))
    .run();
}

describe("/journal/new", () => {
  it("needs a session", async () => {
    const result = await callRoute(newLoader, getRequest("/journal/new"));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth/);
  });

  it("starts on today in the person's time zone", async () => {
    const me = await createSignedInUser();
    const cookie = `${me.cookie}; tz=Pacific%2FKiritimati`;
    const result = await callRoute(newLoader, getRequest("/journal/new", { cookie }));
    expect((result.body as { today: string }).today).toBe(todayKey("Pacific/Kiritimati"));
  });

  it("saves an analysed, titled journal entry and links to it in the toast", async () => {
    const me = await createSignedInUser();
    const result = await callRoute(
      newAction,
      formRequest(
        "/journal/new",
        {
          title: "  A calm Sunday ",
          content: "I feel happy and grateful after a long walk with my sister.",
        },
        { cookie: me.cookie },
      ),
    );
    const [entry] = entriesOf(me.user.id);
    expect(entry).toBeDefined();
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/journal/${entry!.id}`);
    expect(await toastOf(result)).toMatchObject({
      title: "Journal entry saved",
      link: { href: `/journal/${entry!.id}`, label: "View Journal Entry" },
    });
    expect(entry).toMatchObject({ title: "A calm Sunday", isJournal: true, analyzed: true });
    expect(entry!.sentiment!.score).toBeGreaterThan(0);
  });

  it("dates a past day at the current local time on that day (not noon) and titles an untitled entry", async () => {
    const me = await createSignedInUser();
    const cookie = `${me.cookie}; tz=America%2FNew_York`;
    const before = new Date();
    await callRoute(
      newAction,
      formRequest("/journal/new", { day: "2025-03-09", content: "DST day." }, { cookie }),
    );
    const after = new Date();
    const [entry] = entriesOf(me.user.id);
    const zone = "America/New_York";
    expect(localDayKey(entry!.date, zone)).toBe("2025-03-09");
    expect(entry!.date.getTime()).toBeGreaterThanOrEqual(
      instantForDay("2025-03-09", zone, before).getTime(),
    );
    expect(entry!.date.getTime()).toBeLessThanOrEqual(
      instantForDay("2025-03-09", zone, after).getTime(),
    );
    expect(entry!.title).toBeTruthy();
  });

  it("follows a safe redirectTo (the dashboard's Journal tab) and ignores another origin", async () => {
    const me = await createSignedInUser();
    const back = await callRoute(
      newAction,
      formRequest(
        "/journal/new",
        { content: "From the dashboard.", redirectTo: "/?panel=journal" },
        { cookie: me.cookie },
      ),
    );
    expect(back.location).toBe("/?panel=journal");
    const evil = await callRoute(
      newAction,
      formRequest(
        "/journal/new",
        { content: "Another one.", redirectTo: "https://evil.example/" },
        { cookie: me.cookie },
      ),
    );
    expect(evil.location).toMatch(/^\/journal\/\d+$/);
  });

  it("opens a crisis entry on its own page, whatever redirectTo says", async () => {
    const me = await createSignedInUser();
    const result = await callRoute(
      newAction,
      formRequest(
        "/journal/new",
        { content: CRISIS_SENTENCE, redirectTo: "/?panel=journal" },
        { cookie: me.cookie },
      ),
    );
    const [entry] = entriesOf(me.user.id);
    expect(result.location).toBe(`/journal/${entry!.id}`);
  });

  it("keeps nothing when the content is blank", async () => {
    const me = await createSignedInUser();
    const result = await callRoute(
      newAction,
      formRequest("/journal/new", { title: "Empty", content: "   \n  " }, { cookie: me.cookie }),
    );
    expect(result.status).toBe(400);
    const reply = result.body as FormReply;
    expect(reply.result.error.content).toEqual(["Write something before saving"]);
    expect(reply.result.initialValue.title).toBe("Empty");
    expect(entriesOf(me.user.id)).toHaveLength(0);
  });

  it("sends a too-long text back with the message, so nothing typed is lost", async () => {
    const me = await createSignedInUser();
    const content = "word ".repeat(MAX_ENTRY_LENGTH / 5 + 1);
    const result = await callRoute(
      newAction,
      formRequest(
        "/journal/new",
        { content, redirectTo: "/?panel=journal" },
        { cookie: me.cookie },
      ),
    );
    expect(result.status).toBe(400);
    const reply = result.body as FormReply & { redirectTo: string };
    expect(reply.result.error.content?.[0]).toMatch(/up to 20,000 characters/);
    expect(reply.result.initialValue.content).toBe(content);
    expect(reply.redirectTo).toBe("/?panel=journal");
    expect(entriesOf(me.user.id)).toHaveLength(0);
  });

  it("refuses a future day and a malformed day", async () => {
    const me = await createSignedInUser();
    for (const day of ["2999-01-01", "2025-02-30", "yesterday"]) {
      const result = await callRoute(
        newAction,
        formRequest("/journal/new", { day, content: "Hello" }, { cookie: me.cookie }),
      );
      expect(result.status).toBe(400);
      expect((result.body as FormReply).result.error.day?.[0]).toBeTruthy();
    }
    expect(entriesOf(me.user.id)).toHaveLength(0);
  });

  it("answers 400, not 500, to a body that is not a form", async () => {
    const me = await createSignedInUser();
    const request = new Request("http://localhost:3000/journal/new", {
      method: "POST",
      headers: { Cookie: me.cookie, "Content-Type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    expect((await callRoute(newAction, request)).status).toBe(400);
  });
});

describe("/journal", () => {
  it("shows the empty state data when there are no entries", async () => {
    const me = await createSignedInUser();
    const data = await list(me.cookie);
    expect(data).toMatchObject({ total: 0, filtered: false, entries: [] });
  });

  it("lists only the person's live entries, newest first, 20 a page, keeping filters", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await writeEntry(other.user.id, "Someone else's day");
    const start = Date.UTC(2026, 0, 1, 12);
    for (let i = 0; i < 23; i++) {
      await writeEntry(me.user.id, `Day number ${i}`, new Date(start + i * 86_400_000), `T${i}`);
    }
    const first = await list(me.cookie);
    expect(first.total).toBe(23);
    expect(first.pageCount).toBe(2);
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]!.title).toBe("T22");
    expect(first.entries[19]!.title).toBe("T3");
    const second = await list(me.cookie, "?page=2");
    expect(second.entries.map((e) => e.title)).toEqual(["T2", "T1", "T0"]);
    // A page past the end shows the last one; a malformed page the first.
    expect((await list(me.cookie, "?page=99")).page).toBe(2);
    expect((await list(me.cookie, "?page=abc")).page).toBe(1);
  });

  it("searches the text with FTS, filters by local date range and by emotion", async () => {
    const me = await createSignedInUser();
    const a = await writeEntry(
      me.user.id,
      "The lighthouse keeper waved at us.",
      new Date("2026-02-10T12:00:00Z"),
    );
    const b = await writeEntry(
      me.user.id,
      "Lunch with Priya at the harbour.",
      new Date("2026-02-11T23:30:00Z"),
    );
    const c = await writeEntry(me.user.id, "Rain all day.", new Date("2026-02-12T12:00:00Z"));
    setEmotions(a.id, ["joy", "surprise"]);
    setEmotions(b.id, ["joy"]);
    setEmotions(c.id, ["sadness"], -0.4);

    const found = await list(me.cookie, "?q=lightho");
    expect(found.entries.map((e) => e.id)).toEqual([a.id]);
    expect(found.filtered).toBe(true);
    // Punctuation typed into the box is not an FTS syntax error.
    expect(
      (await list(me.cookie, `?q=${encodeURIComponent('"harbour* (')}`)).entries.map((e) => e.id),
    ).toEqual([b.id]);

    const utc = await list(me.cookie, "?from=2026-02-11&to=2026-02-11");
    expect(utc.entries.map((e) => e.id)).toEqual([b.id]);
    const backwards = await list(me.cookie, "?from=2026-02-11&to=2026-02-10");
    expect(backwards.entries.map((e) => e.id)).toEqual([b.id, a.id]);
    // In Tokyo, 23:30 UTC on the 11th is already the 12th.
    const tokyo = `${me.cookie}; tz=Asia%2FTokyo`;
    const local = await list(tokyo, "?from=2026-02-12&to=2026-02-12");
    expect(local.entries.map((e) => e.id).sort()).toEqual([b.id, c.id].sort());

    const joyful = await list(me.cookie, "?emotion=joy");
    expect(joyful.entries.map((e) => e.id)).toEqual([b.id, a.id]);
    expect(joyful.emotions).toEqual(expect.arrayContaining(["joy", "surprise", "sadness"]));
    expect(joyful.entries[0]).toMatchObject({ emotions: ["joy"], score: 0.3 });

    const none = await list(me.cookie, "?q=volcano");
    expect(none).toMatchObject({ total: 0, filtered: true });
  });

  it("shows the Undo banner for ?deleted= and never writes on GET", async () => {
    const me = await createSignedInUser();
    const entry = await writeEntry(me.user.id, "Keep me");
    const before = JSON.stringify(entriesOf(me.user.id));
    expect((await list(me.cookie, `?deleted=${entry.id}`)).deletedId).toBe(entry.id);
    expect((await list(me.cookie, "?deleted=nope")).deletedId).toBeNull();
    expect(JSON.stringify(entriesOf(me.user.id))).toBe(before);
  });
});

describe("/journal/{id}", () => {
  it("shows the entry with its sentiment and related entries", async () => {
    const me = await createSignedInUser();
    const entry = await writeEntry(
      me.user.id,
      "Went running by the river at dawn.\nFelt happy.",
      new Date("2026-03-01T08:00:00Z"),
    );
    const related = await writeEntry(me.user.id, "Another run by the river this morning.");
    await writeEntry(me.user.id, "Tax forms, invoices and spreadsheets.");
    const result = await viewEntry(me.cookie, entry.id);
    expect(result.status).toBe(200);
    const data = result.body as EntryData;
    expect(data.entry).toMatchObject({
      id: entry.id,
      content: "Went running by the river at dawn.\nFelt happy.",
      day: "2026-03-01",
    });
    expect(data.entry.sentiment).toMatchObject({ score: expect.any(Number) });
    expect(data.crisis).toBe(false);
    expect(data.related[0]?.id).toBe(related.id);
  });

  it("answers 404 for another person's entry, an unknown id and a malformed id", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const theirs = await writeEntry(other.user.id, "Private to them.");
    for (const id of [String(theirs.id), "999999", "abc", "1.5", "-3"]) {
      expect((await viewEntry(me.cookie, id)).status).toBe(404);
    }
    for (const intent of ["update", "delete", "restore"]) {
      const result = await postEntry(me.cookie, theirs.id, { intent, content: "Mine now" });
      expect(result.status).toBe(404);
    }
    expect(entryRow(theirs.id)).toMatchObject({ content: "Private to them.", deletedAt: null });
  });

  it("flags crisis content so the page shows the crisis resources", async () => {
    const me = await createSignedInUser();
    const crisis = await writeEntry(me.user.id, CRISIS_SENTENCE);
    const sad = await writeEntry(me.user.id, "I feel sad and tired today, work was hard.");
    expect(((await viewEntry(me.cookie, crisis.id)).body as EntryData).crisis).toBe(true);
    expect(((await viewEntry(me.cookie, sad.id)).body as EntryData).crisis).toBe(false);
  });

  it("edits an entry, and a failed edit keeps the typed text", async () => {
    const me = await createSignedInUser();
    const entry = await writeEntry(me.user.id, "First draft", new Date("2026-03-05T15:45:00Z"));
    const bad = await postEntry(me.cookie, entry.id, {
      intent: "update",
      title: "x".repeat(200),
      content: "Second draft, typed with care",
      day: "2026-03-05",
    });
    expect(bad.status).toBe(400);
    const reply = bad.body as FormReply;
    expect(reply.result.error.title?.[0]).toMatch(/up to 120 characters/);
    expect(reply.result.initialValue.content).toBe("Second draft, typed with care");
    expect(entryRow(entry.id)!.content).toBe("First draft");

    const good = await postEntry(me.cookie, entry.id, {
      intent: "update",
      title: "Rewritten",
      content: "Second draft, typed with care",
      day: "2026-03-05",
    });
    expect(good.status).toBe(302);
    expect(good.location).toBe(`/journal/${entry.id}`);
    expect(await toastOf(good)).toMatchObject({ title: "Entry updated" });
    // The same day keeps the time it was written.
    expect(entryRow(entry.id)).toMatchObject({
      title: "Rewritten",
      content: "Second draft, typed with care",
      date: new Date("2026-03-05T15:45:00Z"),
    });

    const moved = await postEntry(me.cookie, entry.id, {
      intent: "update",
      content: "Moved to the day before",
      day: "2026-03-04",
    });
    expect(moved.status).toBe(302);
    // Moved to another day, it keeps the time of day it was written.
    expect(entryRow(entry.id)!.date).toEqual(new Date("2026-03-04T15:45:00Z"));

    const future = await postEntry(me.cookie, entry.id, {
      intent: "update",
      content: "From the future",
      day: "2999-12-31",
    });
    expect(future.status).toBe(400);
    expect(entryRow(entry.id)!.content).toBe("Moved to the day before");
  });

  it("deletes softly and undoes the delete", async () => {
    const me = await createSignedInUser();
    const entry = await writeEntry(me.user.id, "Maybe I'll regret deleting this.");
    const deleted = await postEntry(me.cookie, entry.id, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe(`/journal?deleted=${entry.id}`);
    expect(await toastOf(deleted)).toMatchObject({ title: "Entry deleted" });
    expect(entryRow(entry.id)!.deletedAt).toBeInstanceOf(Date);
    expect((await viewEntry(me.cookie, entry.id)).status).toBe(404);
    expect((await list(me.cookie)).total).toBe(0);
    expect((await postEntry(me.cookie, entry.id, { intent: "delete" })).status).toBe(404);

    const restored = await postEntry(me.cookie, entry.id, { intent: "restore" });
    expect(restored.status).toBe(302);
    expect(restored.location).toBe(`/journal/${entry.id}`);
    expect(await toastOf(restored)).toMatchObject({ title: "Entry restored" });
    expect(entryRow(entry.id)!.deletedAt).toBeNull();
    expect((await viewEntry(me.cookie, entry.id)).status).toBe(200);
    // Pressing Undo twice is harmless.
    expect((await postEntry(me.cookie, entry.id, { intent: "restore" })).status).toBe(302);
  });

  it("answers 400 to an unknown intent", async () => {
    const me = await createSignedInUser();
    const entry = await writeEntry(me.user.id, "Hello");
    expect((await postEntry(me.cookie, entry.id, { intent: "explode" })).status).toBe(400);
  });
});

describe("what the entry screen shows", () => {
  it("maps a sentiment score to the 1-5 mood of docs/product.md#sentiment-as-a-mood and to words", () => {
    expect([-1, -0.8, -0.5, 0, 0.24, 0.26, 0.5, 1, 3, -3].map(moodFromSentimentScore)).toEqual([
      1, 1, 2, 3, 3, 4, 4, 5, 5, 1,
    ]);
    expect(sentimentInWords(0.3).words).toBe("Mostly positive");
    expect(sentimentInWords(0).words).toBe("Mixed or neutral");
    expect(sentimentInWords(-0.9).words).toBe("Very negative");
  });

  it("splits a saved chat's transcript into speakers, keeping a person's own paragraphs", () => {
    const transcript = [
      "You: Long day.",
      "Sage: It sounds like it was long. What made it so?",
      "You: Work, mostly.",
      "Note: the meeting ran late.",
      "Sage: That is a lot.",
    ].join("\n\n");
    expect(parseTranscript(transcript)).toEqual([
      { speaker: "You", text: "Long day." },
      { speaker: "Sage", text: "It sounds like it was long. What made it so?" },
      { speaker: "You", text: "Work, mostly.\n\nNote: the meeting ran late." },
      { speaker: "Sage", text: "That is a lot." },
    ]);
  });

  it("gives the transcript of a saved chat to the page", async () => {
    const me = await createSignedInUser();
    const { entry } = await createJournalEntry(me.user.id, {
      content: "Long day.",
      date: new Date(),
      transcript: "You: Long day.\n\nSage: What made it long?",
    });
    const data = (await viewEntry(me.cookie, entry.id)).body as EntryData & {
      entry: { transcript: string };
    };
    expect(data.entry.transcript).toBe("You: Long day.\n\nSage: What made it long?");
  });
});
