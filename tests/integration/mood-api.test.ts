import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { journalEntries, moods, weeklySummaries } from "#db/schema";
import { currentWeek } from "~/models/summaries.server";
import { action as postMood, loader as getOnMoods } from "~/routes/api.moods";
import { loader as listMoodsLoader } from "~/routes/api.moods.$userId";
import { loader as summaryLoader } from "~/routes/api.summary.$userId";
import { action as moodFormAction } from "~/routes/resources.mood";
import { loader as dashboardLoader } from "~/routes/_index";
import { updateNotificationPreferences } from "~/models/notifications.server";
import { getToast } from "~/services/session.server";
import { todayKey } from "~/lib/local-day";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  type RouteResult,
} from "#tests/utils/http";

const moodsOf = (userId: number) =>
  db().select().from(moods).where(eq(moods.userId, userId)).orderBy(moods.date).all();

const post = (body: unknown, cookie: string, headers?: Record<string, string>) =>
  callRoute(postMood, jsonRequest("/api/moods", body, { cookie, headers }));

async function toastOf(result: RouteResult) {
  return (
    await getToast(
      new Request("http://localhost:3000/", { headers: { Cookie: cookiesFrom(result.headers) } }),
    )
  ).toast;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("POST /api/moods", () => {
  it("needs a session", async () => {
    const result = await callRoute(
      postMood,
      jsonRequest("/api/moods", { userId: 1, rating: 3, date: hoursAgo(1) }),
    );
    expect(result.status).toBe(401);
  });

  it("records a mood and answers 201 with it", async () => {
    const me = await createSignedInUser();
    const date = "2026-01-15T09:30:00.000Z";
    const result = await post({ userId: me.user.id, rating: 4, date }, me.cookie);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ userId: me.user.id, rating: 4, date });
    expect(moodsOf(me.user.id).map((m) => [m.rating, m.date.toISOString()])).toEqual([[4, date]]);
  });

  it.each([
    ["rating 0", { rating: 0 }, "rating"],
    ["rating 6", { rating: 6 }, "rating"],
    ["a fractional rating", { rating: 3.5 }, "rating"],
    ["a rating as text", { rating: "4" }, "rating"],
    ["no rating", { rating: undefined }, "rating"],
    ["a date without a time", { date: "2026-01-15" }, "date"],
    ["a date that is not a date", { date: "yesterday" }, "date"],
    ["a date as a number", { date: 1768469400000 }, "date"],
    ["no date", { date: undefined }, "date"],
    ["a future date", { date: "2099-01-01T00:00:00Z" }, "date"],
    ["no userId", { userId: undefined }, "userId"],
  ])("refuses %s with 400 and writes nothing", async (_label, change, field) => {
    const me = await createSignedInUser();
    const body = { userId: me.user.id, rating: 3, date: "2026-01-15T09:30:00Z", ...change };
    const result = await post(body, me.cookie);
    expect(result.status).toBe(400);
    const answer = result.body as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBeTruthy();
    expect(Object.keys(answer.errors)).toContain(field);
    expect(moodsOf(me.user.id)).toHaveLength(0);
  });

  it("refuses a body that is not JSON", async () => {
    const me = await createSignedInUser();
    const notJson = await callRoute(
      postMood,
      formRequest("/api/moods", { rating: "3" }, { cookie: me.cookie }),
    );
    expect(notJson.status).toBe(415);
    const broken = await post("{rating: 3", me.cookie);
    expect(broken.status).toBe(400);
    expect(moodsOf(me.user.id)).toHaveLength(0);
  });

  it("answers 403 for another person's userId and writes nothing", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const result = await post({ userId: other.user.id, rating: 5, date: hoursAgo(1) }, me.cookie);
    expect(result.status).toBe(403);
    expect(moodsOf(other.user.id)).toHaveLength(0);
    expect(moodsOf(me.user.id)).toHaveLength(0);
  });

  it("keeps one mood per local day: a second post that day replaces the first", async () => {
    const me = await createSignedInUser();
    const cookie = `${me.cookie}; tz=Asia%2FTokyo`;
    // 09:00 and 23:00 on 15 January in Tokyo: the same local day.
    await post({ userId: me.user.id, rating: 2, date: "2026-01-15T00:00:00Z" }, cookie);
    await post({ userId: me.user.id, rating: 5, date: "2026-01-15T14:00:00Z" }, cookie);
    expect(moodsOf(me.user.id).map((m) => m.rating)).toEqual([5]);
    // 01:00 on 16 January in Tokyo (still 15 January in UTC): a new day.
    await post({ userId: me.user.id, rating: 3, date: "2026-01-15T16:00:00Z" }, cookie);
    expect(moodsOf(me.user.id).map((m) => m.rating)).toEqual([5, 3]);
  });

  it("counts days in the preferred zone over the browser's", async () => {
    const me = await createSignedInUser();
    updateNotificationPreferences(me.user.id, { timezone: "America/New_York" });
    const cookie = `${me.cookie}; tz=Asia%2FTokyo`;
    // 20:00 and 23:00 on 14 January in New York (two days in Tokyo).
    await post({ userId: me.user.id, rating: 1, date: "2026-01-15T01:00:00Z" }, cookie);
    await post({ userId: me.user.id, rating: 4, date: "2026-01-15T04:00:00Z" }, cookie);
    expect(moodsOf(me.user.id).map((m) => m.rating)).toEqual([4]);
  });

  it("answers GET with 405", async () => {
    expect((await getOnMoods()).status).toBe(405);
  });
});

describe("GET /api/moods/{userId}", () => {
  it("lists the person's moods, newest first", async () => {
    const me = await createSignedInUser();
    await post({ userId: me.user.id, rating: 2, date: "2026-01-10T12:00:00Z" }, me.cookie);
    await post({ userId: me.user.id, rating: 4, date: "2026-01-12T12:00:00Z" }, me.cookie);
    const result = await callRoute(
      listMoodsLoader,
      getRequest(`/api/moods/${me.user.id}`, { cookie: me.cookie }),
      { userId: String(me.user.id) },
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      expect.objectContaining({ rating: 4, date: "2026-01-12T12:00:00.000Z" }),
      expect.objectContaining({ rating: 2, date: "2026-01-10T12:00:00.000Z" }),
    ]);
  });

  it("answers 403 for another person's id, 401 without a session", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await post({ userId: other.user.id, rating: 2, date: hoursAgo(2) }, other.cookie);
    const theirs = await callRoute(
      listMoodsLoader,
      getRequest(`/api/moods/${other.user.id}`, { cookie: me.cookie }),
      { userId: String(other.user.id) },
    );
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain('"rating"');
    const anonymous = await callRoute(listMoodsLoader, getRequest(`/api/moods/${me.user.id}`), {
      userId: String(me.user.id),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /api/summary/{userId}", () => {
  it("answers 404 with a message before the first summary, then the stored one with insights as one text", async () => {
    const me = await createSignedInUser();
    const request = () =>
      callRoute(summaryLoader, getRequest(`/api/summary/${me.user.id}`, { cookie: me.cookie }), {
        userId: String(me.user.id),
      });
    const none = await request();
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: expect.stringMatching(/No summary yet/) });

    // An emptied summary (every list empty) is still nothing to show.
    const thisWeek = { weekStart: currentWeek("UTC").weekStart, inputsFingerprint: "test" };
    db()
      .insert(weeklySummaries)
      .values({
        userId: me.user.id,
        ...thisWeek,
        topEmotions: [],
        commonThemes: [],
        insights: [],
      })
      .run();
    expect((await request()).status).toBe(404);

    db()
      .update(weeklySummaries)
      .set({
        topEmotions: ["joy"],
        commonThemes: ["work"],
        insights: ["You wrote most on Sundays.", " Walks lifted your mood. "],
      })
      .where(eq(weeklySummaries.userId, me.user.id))
      .run();
    const found = await request();
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      topEmotions: ["joy"],
      commonThemes: ["work"],
      insights: "You wrote most on Sundays. Walks lifted your mood.",
    });
  });

  it("answers 403 for another person's id, whether or not they have a summary", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const ask = () =>
      callRoute(summaryLoader, getRequest(`/api/summary/${other.user.id}`, { cookie: me.cookie }), {
        userId: String(other.user.id),
      });
    expect((await ask()).status).toBe(403);
    db()
      .insert(weeklySummaries)
      .values({
        userId: other.user.id,
        weekStart: currentWeek("UTC").weekStart,
        inputsFingerprint: "test",
        topEmotions: ["calm"],
        commonThemes: [],
        insights: ["Private."],
      })
      .run();
    const result = await ask();
    expect(result.status).toBe(403);
    expect(JSON.stringify(result.body)).not.toContain("Private.");
  });
});

describe("the mood buttons without JavaScript (POST /resources/mood)", () => {
  const press = (cookie: string, rating: string, extra: Record<string, string> = {}) =>
    callRoute(
      moodFormAction,
      formRequest(
        "/resources/mood",
        { intent: "record-mood", rating, redirectTo: "/", ...extra },
        { cookie },
      ),
    );

  it("records today's mood, redirects back with a toast, and a second tap replaces it", async () => {
    const me = await createSignedInUser();
    const first = await press(me.cookie, "4");
    expect(first.status).toBe(302);
    expect(first.location).toBe("/");
    expect(await toastOf(first)).toMatchObject({ type: "success", title: "Mood saved" });
    expect(moodsOf(me.user.id).map((m) => m.rating)).toEqual([4]);

    await press(me.cookie, "2");
    expect(moodsOf(me.user.id).map((m) => m.rating)).toEqual([2]);

    const dashboard = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
    const mood = (
      dashboard.body as {
        dashboard: {
          cards: {
            mood: { today: string; todayRating: number; days: { day: string; value: number }[] };
          };
        };
      }
    ).dashboard.cards.mood;
    expect(mood.today).toBe(todayKey("UTC"));
    expect(mood.todayRating).toBe(2);
    expect(mood.days).toHaveLength(7);
    expect(mood.days.at(-1)).toEqual({ day: mood.today, value: 2, source: "self" });
  });

  it("refuses a rating outside 1-5 with an error toast and writes nothing", async () => {
    const me = await createSignedInUser();
    for (const rating of ["0", "6", "2.5", "", "great"]) {
      const result = await press(me.cookie, rating);
      expect(result.status).toBe(302);
      expect(await toastOf(result)).toMatchObject({ type: "error", title: "Mood not saved" });
    }
    expect(moodsOf(me.user.id)).toHaveLength(0);
  });

  it("only redirects back to this site", async () => {
    const me = await createSignedInUser();
    const result = await press(me.cookie, "3", { redirectTo: "https://evil.example/" });
    expect(result.location).toBe("/");
  });

  it("sends people who are signed out to sign in", async () => {
    const result = await callRoute(
      moodFormAction,
      formRequest("/resources/mood", { intent: "record-mood", rating: "3" }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth/);
  });
});

describe("the dashboard's mood card", () => {
  it("shows a from-journal mood on a day without a rating, and a gap on a day with neither", async () => {
    const me = await createSignedInUser();
    const yesterdayNoon = new Date(Date.now() - 86_400_000);
    yesterdayNoon.setUTCHours(12, 0, 0, 0);
    db()
      .insert(journalEntries)
      .values([
        {
          userId: me.user.id,
          content: "A fine day",
          date: yesterdayNoon,
          isJournal: true,
          sentiment: { score: 0.6, emotions: ["joy"], themes: ["friends"] },
        },
        {
          userId: me.user.id,
          content: "Deleted",
          date: yesterdayNoon,
          isJournal: true,
          deletedAt: new Date(),
          sentiment: { score: -1, emotions: ["sadness"], themes: [] },
        },
      ])
      .run();
    const dashboard = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
    const { days } = (
      dashboard.body as {
        dashboard: { cards: { mood: { days: { day: string; value: number; source: string }[] } } };
      }
    ).dashboard.cards.mood;
    expect(days.at(-2)).toMatchObject({ value: 4, source: "journal" });
    expect(days.at(-3)).toMatchObject({ value: 0, source: null });
    expect(moodsOf(me.user.id)).toHaveLength(0);
  });
});
