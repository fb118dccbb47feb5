import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databasePath, db } from "#db/client";
import { featureLimits, moods, users } from "#db/schema";
import { getInsightsReport } from "~/models/insights.server";
import { hasFeature } from "~/models/limits.server";
import { action as moodAction } from "~/routes/api.moods";
import { loader as dashboardLoader } from "~/routes/_index";
import { callRoute, createSignedInUser, getRequest, jsonRequest } from "#tests/utils/http";

// Values derived from the database are kept until anything is written (decision 027): every
// test here reads once to fill the cache, writes, and reads again.

const todayOf = (report: ReturnType<typeof getInsightsReport>) => report.year.at(-1)!;

const makePro = (userId: number) =>
  db().update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, userId)).run();

describe("caches of derived data", () => {
  it("an insights report shows a mood recorded after it was first read", async () => {
    const me = await createSignedInUser();
    makePro(me.user.id);
    const person = { ...me.user, subscriptionTier: "pro" };
    const before = getInsightsReport(person, "UTC", 30);
    expect(todayOf(before).value).toBe(0);
    expect(getInsightsReport(person, "UTC", 30)).toBe(before); // kept while nothing changed
    const res = await callRoute(
      moodAction,
      jsonRequest(
        "/api/moods",
        { userId: me.user.id, rating: 4, date: new Date().toISOString() },
        { cookie: me.cookie },
      ),
    );
    expect(res.status).toBe(201);
    expect(todayOf(getInsightsReport(person, "UTC", 30)).value).toBeGreaterThan(0);
  });

  it("each person's report is their own", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    for (const person of [me, other]) makePro(person.user.id);
    db().insert(moods).values({ userId: me.user.id, rating: 5, date: new Date() }).run();
    const mine = getInsightsReport({ ...me.user, subscriptionTier: "pro" }, "UTC", 30);
    const theirs = getInsightsReport({ ...other.user, subscriptionTier: "pro" }, "UTC", 30);
    expect(todayOf(mine).value).toBeGreaterThan(0);
    expect(todayOf(theirs).value).toBe(0);
  });

  it("sees a write made by another connection (a script, a worker, replication)", async () => {
    const me = await createSignedInUser();
    makePro(me.user.id);
    const person = { ...me.user, subscriptionTier: "pro" };
    expect(todayOf(getInsightsReport(person, "UTC", 30)).value).toBe(0);
    const other = new Database(databasePath());
    try {
      other
        .prepare("INSERT INTO moods (user_id, rating, date) VALUES (?, ?, ?)")
        .run(me.user.id, 3, Date.now());
    } finally {
      other.close();
    }
    expect(todayOf(getInsightsReport(person, "UTC", 30)).value).toBeGreaterThan(0);
  });

  it("a plan's changed limits apply at the next request", async () => {
    const me = await createSignedInUser();
    const before = hasFeature(me.user, "insightsAccess");
    const free = db()
      .select()
      .from(featureLimits)
      .where(eq(featureLimits.subscriptionTier, "free"))
      .get()!;
    db()
      .update(featureLimits)
      .set({ insightsAccess: !before })
      .where(eq(featureLimits.id, free.id))
      .run();
    try {
      expect(hasFeature(me.user, "insightsAccess")).toBe(!before);
    } finally {
      db()
        .update(featureLimits)
        .set({ insightsAccess: free.insightsAccess })
        .where(eq(featureLimits.id, free.id))
        .run();
    }
    expect(hasFeature(me.user, "insightsAccess")).toBe(before);
  });

  it("the dashboard's conversation and recent entries show what was written after the first read", async () => {
    const me = await createSignedInUser();
    // The Journal tab: the Chat tab sends no recent entries.
    const journal = async () => {
      const res = await callRoute(
        dashboardLoader,
        getRequest("/?panel=journal", { cookie: me.cookie }),
      );
      const body = res.body as {
        dashboard: {
          cards: {
            journal: { messages: { content: string }[]; recentEntries: { title: string | null }[] };
          };
        };
      };
      return body.dashboard.cards.journal;
    };
    expect((await journal()).messages).toEqual([]);
    const { chatMessages, journalEntries } = await import("#db/schema");
    db().insert(chatMessages).values({ userId: me.user.id, content: "Hello there" }).run();
    expect((await journal()).messages.map((m) => m.content)).toEqual(["Hello there"]);
    db()
      .insert(journalEntries)
      .values({
        userId: me.user.id,
        title: "A walk",
        content: "We walked.",
        date: new Date(),
        isJournal: true,
      })
      .run();
    expect((await journal()).recentEntries.map((e) => e.title)).toEqual(["A walk"]);
  });

  it("the dashboard's tasks show a task added after the card was first read", async () => {
    const me = await createSignedInUser();
    const titles = async () => {
      const res = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
      const body = res.body as {
        dashboard: { cards: { plans: { activeTasks: { title: string }[] } } };
      };
      return body.dashboard.cards.plans.activeTasks.map((task) => task.title);
    };
    expect(await titles()).toEqual([]);
    const { tasks } = await import("#db/schema");
    db().insert(tasks).values({ userId: me.user.id, title: "Call the dentist" }).run();
    expect(await titles()).toEqual(["Call the dentist"]);
  });

  it("the bell shows a notification added, and one read, after it was first drawn", async () => {
    const me = await createSignedInUser();
    const bell = async () => {
      const res = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
      const body = res.body as {
        dashboard: { unreadCount: number; notifications: { title: string; status: string }[] };
      };
      return body.dashboard;
    };
    expect((await bell()).unreadCount).toBe(0);
    const { notifications } = await import("#db/schema");
    const added = db()
      .insert(notifications)
      .values({ userId: me.user.id, title: "Time to write", message: "A few lines?" })
      .returning()
      .get();
    const after = await bell();
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((n) => n.title)).toEqual(["Time to write"]);
    db().update(notifications).set({ status: "read" }).where(eq(notifications.id, added.id)).run();
    const read = await bell();
    expect(read.unreadCount).toBe(0);
    expect(read.notifications.map((n) => n.status)).toEqual(["read"]);
  });
});
