import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { idempotencyKeys, journalEntries, moods } from "#db/schema";
import { IDEMPOTENCY_KEY_TTL_MS } from "~/models/idempotency.server";
import { purgeExpiredContent } from "~/models/retention.server";
import { action as postEntry } from "~/routes/api.journal-entries";
import { action as postMood } from "~/routes/api.moods";
import { callRoute, createSignedInUser, jsonRequest } from "#tests/utils/http";

type Entry = { id: number; content: string };

const entryCount = (userId: number) =>
  db().select({ n: count() }).from(journalEntries).where(eq(journalEntries.userId, userId)).get()!
    .n;
const keyCount = (userId: number) =>
  db().select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId)).get()!
    .n;

const saveEntry = (cookie: string, body: unknown, key?: string) =>
  callRoute(
    postEntry,
    jsonRequest("/api/journal-entries", body, {
      cookie,
      headers: key === undefined ? {} : { "Idempotency-Key": key },
    }),
  );

describe("Idempotency-Key on POST /api/journal-entries", () => {
  it("answers a retry with the first answer (same status, body and id) and saves one row", async () => {
    const { user, cookie } = await createSignedInUser();
    const body = {
      userId: user.id,
      content: "Walked to the sea and felt lighter.",
      date: "2026-11-20T10:00:00Z",
      isJournal: true,
    };
    const first = await saveEntry(cookie, body, "retry-1f3c");
    expect(first.status).toBe(201);
    const retry = await saveEntry(cookie, body, "retry-1f3c");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((retry.body as Entry[])[0]!.id).toBe((first.body as Entry[])[0]!.id);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(entryCount(user.id)).toBe(1);

    // Without a key, or with a new one, the same body is a new entry.
    expect((await saveEntry(cookie, body)).status).toBe(201);
    expect((await saveEntry(cookie, body, "retry-other")).status).toBe(201);
    expect(entryCount(user.id)).toBe(3);
  });

  it("refuses the same key with a different body (422) and changes nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const body = { userId: user.id, content: "First words.", date: "2026-11-20T10:00:00Z" };
    expect((await saveEntry(cookie, body, "k-1")).status).toBe(201);
    const other = await saveEntry(cookie, { ...body, content: "Other words." }, "k-1");
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: expect.stringMatching(/Idempotency-Key/) });
    expect(entryCount(user.id)).toBe(1);
  });

  it("refuses an empty or over-long key (400) before writing anything", async () => {
    const { user, cookie } = await createSignedInUser();
    const body = { userId: user.id, content: "Some words.", date: "2026-11-20T10:00:00Z" };
    for (const key of ["x".repeat(201), "naïve-key"]) {
      const result = await saveEntry(cookie, body, key);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: expect.stringMatching(/Idempotency-Key/) });
    }
    expect(entryCount(user.id)).toBe(0);
    expect((await saveEntry(cookie, body, "x".repeat(200))).status).toBe(201);
    expect(entryCount(user.id)).toBe(1);
  });

  it("keeps keys per person: another person's same key is theirs alone and never replays mine", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const mine = await saveEntry(
      me.cookie,
      { userId: me.user.id, content: "My private evening.", date: "2026-11-20T10:00:00Z" },
      "shared-key",
    );
    const theirs = await saveEntry(
      other.cookie,
      { userId: other.user.id, content: "Their morning.", date: "2026-11-20T10:00:00Z" },
      "shared-key",
    );
    expect(theirs.status).toBe(201);
    expect(JSON.stringify(theirs.body)).not.toContain("My private evening.");
    expect((theirs.body as Entry[])[0]!.id).not.toBe((mine.body as Entry[])[0]!.id);
    expect(entryCount(other.user.id)).toBe(1);

    // Their session posting into my journal is refused, and does not burn a key.
    const intrusion = await saveEntry(
      other.cookie,
      { userId: me.user.id, content: "Intrusion.", date: "2026-11-20T10:00:00Z" },
      "another-key",
    );
    expect(intrusion.status).toBe(403);
    expect(keyCount(other.user.id)).toBe(1);
    expect(entryCount(me.user.id)).toBe(1);
  });

  it("answers 409 to a retry that arrives while the first is still being saved", async () => {
    const { user, cookie } = await createSignedInUser();
    const body = { userId: user.id, content: "Twice at once.", date: "2026-11-20T10:00:00Z" };
    const [a, b] = await Promise.all([
      saveEntry(cookie, body, "in-flight"),
      saveEntry(cookie, body, "in-flight"),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(entryCount(user.id)).toBe(1);
    expect((await saveEntry(cookie, body, "in-flight")).status).toBe(201);
    expect(entryCount(user.id)).toBe(1);
  });

  it("does not keep a failed answer: a retry after a 400 runs again", async () => {
    const { user, cookie } = await createSignedInUser();
    const bad = await saveEntry(
      cookie,
      { userId: user.id, content: "", date: "soon" },
      "after-400",
    );
    expect(bad.status).toBe(400);
    expect(keyCount(user.id)).toBe(0);
    const good = await saveEntry(
      cookie,
      { userId: user.id, content: "Now it works.", date: "2026-11-20T10:00:00Z" },
      "after-400",
    );
    expect(good.status).toBe(201);
  });

  it("forgets keys after a day: the retention sweep removes them and the key is usable again", async () => {
    const { user, cookie } = await createSignedInUser();
    const body = { userId: user.id, content: "Old key.", date: "2026-11-20T10:00:00Z" };
    expect((await saveEntry(cookie, body, "day-old")).status).toBe(201);
    purgeExpiredContent(Date.now());
    expect(keyCount(user.id)).toBe(1);

    db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, "day-old")))
      .run();
    // Expired but not yet swept: the key is claimed afresh.
    expect((await saveEntry(cookie, body, "day-old")).status).toBe(201);
    expect(entryCount(user.id)).toBe(2);

    db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000) })
      .where(eq(idempotencyKeys.userId, user.id))
      .run();
    purgeExpiredContent(Date.now());
    expect(keyCount(user.id)).toBe(0);
  });
});

describe("Idempotency-Key on POST /api/moods", () => {
  const saveMood = (cookie: string, body: unknown, key?: string) =>
    callRoute(
      postMood,
      jsonRequest("/api/moods", body, {
        cookie,
        headers: key === undefined ? {} : { "Idempotency-Key": key },
      }),
    );

  it("answers a retry with the first answer without writing again", async () => {
    const { user, cookie } = await createSignedInUser();
    const date = new Date(Date.now() - 60_000).toISOString();
    const first = await saveMood(cookie, { userId: user.id, rating: 3, date }, "mood-key");
    expect(first.status).toBe(201);
    // The person then changes their mind without a key...
    expect((await saveMood(cookie, { userId: user.id, rating: 5, date })).status).toBe(201);
    // ...and a late retry of the first request must not put 3 back.
    const retry = await saveMood(cookie, { userId: user.id, rating: 3, date }, "mood-key");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const rows = db().select().from(moods).where(eq(moods.userId, user.id)).all();
    expect(rows.map((row) => row.rating)).toEqual([5]);

    const changed = await saveMood(cookie, { userId: user.id, rating: 1, date }, "mood-key");
    expect(changed.status).toBe(422);
    expect((await saveMood(cookie, { userId: user.id, rating: 1, date }, "")).status).toBe(400);
  });
});
