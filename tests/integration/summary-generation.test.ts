import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { journalEntries, moods, summaries, weeklySummaries } from "#db/schema";
import { addDaysToKey, dayRange, localDayKey, weekStartKey } from "~/lib/local-day";
import {
  currentWeek,
  getSummary,
  getWeeklyInsightsCard,
  listWeeklySummaries,
  refreshWeeklySummary,
} from "~/models/summaries.server";
import {
  createJournalEntry,
  deleteJournalEntry,
  updateJournalEntry,
} from "~/models/journal.server";
import { action as postMood } from "~/routes/api.moods";
import { loader as summaryLoader } from "~/routes/api.summary.$userId";
import { loader as dashboardLoader } from "~/routes/_index";
import { action as entryAction } from "~/routes/_app.journal.$id";
import { localEngine } from "~/services/ai/engine.server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

/** An instant `hours` into the Monday of the week `weeksAgo` weeks back, in `timezone`. */
function inWeek(weeksAgo: number, hours = 10, timezone = "UTC") {
  const monday = addDaysToKey(currentWeek(timezone).weekStart, -7 * weeksAgo);
  return new Date(dayRange(monday, timezone).start.getTime() + hours * 3_600_000);
}

/** A journal entry with the local engine's real sentiment, as the journal feature saves it. */
async function writeEntry(userId: number, content: string, date: Date) {
  const sentiment = await localEngine.analyzeSentiment(content);
  return db()
    .insert(journalEntries)
    .values({ userId, content, date, isJournal: true, sentiment, analyzed: true })
    .returning({ id: journalEntries.id })
    .get().id;
}

const weekRow = (userId: number, weekStart: string) =>
  db()
    .select()
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
    .get();

const summaryRow = (userId: number) =>
  db().select().from(summaries).where(eq(summaries.userId, userId)).get();

describe("weekly summaries with the local engine", () => {
  it("summarises the current week into weekly_summaries and summaries, shown by the card and the API", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    await writeEntry(
      userId,
      "Work was stressful again and I felt anxious about the deadline, but my sister called and that helped.",
      inWeek(0, 9),
    );
    await writeEntry(
      userId,
      "Another anxious morning about work. A long walk in the park calmed me down.",
      inWeek(0, 33),
    );
    expect(getWeeklyInsightsCard(userId, "UTC").summary).toBeNull();

    const result = await refreshWeeklySummary(userId, inWeek(0, 9), "UTC");
    expect(result.status).toBe("updated");
    const { weekStart } = currentWeek("UTC");
    const row = weekRow(userId, weekStart)!;
    expect(row.entryCount).toBe(2);
    expect(row.topEmotions.length).toBeGreaterThan(0);
    expect(row.commonThemes).toContain("work");
    expect(row.insights.length).toBeGreaterThan(0);
    expect(row.moodAverage).not.toBeNull();

    const stored = {
      topEmotions: row.topEmotions,
      commonThemes: row.commonThemes,
      insights: row.insights,
    };
    expect(getSummary(userId, "UTC")).toEqual(stored);
    expect(getWeeklyInsightsCard(userId, "UTC")).toEqual({
      weekStart,
      weekEnd: addDaysToKey(weekStart, 6),
      isCurrentWeek: true,
      summary: stored,
    });
    const api = await callRoute(
      summaryLoader,
      getRequest(`/api/summary/${userId}`, { cookie: me.cookie }),
      { userId: String(userId) },
    );
    expect(api.body).toEqual({ ...stored, insights: stored.insights.join(" ") });
  });

  it("on a Monday with nothing yet this week, the card shows last week's summary with its range", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    await writeEntry(userId, "A calm Saturday by the sea with my family.", inWeek(1, 5 * 24 + 11));
    expect((await refreshWeeklySummary(userId, inWeek(1), "UTC")).status).toBe("updated");
    const lastWeek = addDaysToKey(currentWeek("UTC").weekStart, -7);
    const lastRow = weekRow(userId, lastWeek)!;

    // Monday 08:00 of this week: nothing written yet.
    const mondayMorning = inWeek(0, 8);
    const card = getWeeklyInsightsCard(userId, "UTC", mondayMorning);
    expect(card).toEqual({
      weekStart: lastWeek,
      weekEnd: addDaysToKey(lastWeek, 6),
      isCurrentWeek: false,
      summary: {
        topEmotions: lastRow.topEmotions,
        commonThemes: lastRow.commonThemes,
        insights: lastRow.insights,
      },
    });
    // The dashboard passes the same to the card.
    const page = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
    const cards = (page.body as { dashboard: { cards: { weeklyInsights: typeof card } } }).dashboard
      .cards;
    expect(cards.weeklyInsights.isCurrentWeek).toBe(false);
    expect(cards.weeklyInsights.weekStart).toBe(lastWeek);

    // Once this week has its own summary, it takes over.
    await writeEntry(userId, "Monday: a hopeful start at work.", inWeek(0, 9));
    await refreshWeeklySummary(userId, inWeek(0, 9), "UTC");
    const now = getWeeklyInsightsCard(userId, "UTC");
    expect(now.isCurrentWeek).toBe(true);
    expect(now.weekStart).toBe(currentWeek("UTC").weekStart);

    // Someone else's summaries never show on my card.
    const other = await createSignedInUser();
    expect(getWeeklyInsightsCard(other.user.id, "UTC").summary).toBeNull();
  });

  it("regenerates only when the week's entries or moods changed", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const id = await writeEntry(userId, "A calm, happy day with friends.", inWeek(0, 12));
    expect((await refreshWeeklySummary(userId, inWeek(0), "UTC")).status).toBe("updated");
    const first = weekRow(userId, currentWeek("UTC").weekStart)!;

    expect((await refreshWeeklySummary(userId, inWeek(0, 50), "UTC")).status).toBe("unchanged");
    expect(weekRow(userId, first.weekStart)!.updatedAt).toEqual(first.updatedAt);

    // An edited entry changes the inputs.
    db()
      .update(journalEntries)
      .set({
        content: "A calm, happy day with friends. Then work got stressful and I felt anxious.",
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(journalEntries.id, id))
      .run();
    expect((await refreshWeeklySummary(userId, inWeek(0), "UTC")).status).toBe("updated");
    expect(weekRow(userId, first.weekStart)!.inputsFingerprint).not.toBe(first.inputsFingerprint);

    // So does a mood.
    db()
      .insert(moods)
      .values({ userId, rating: 2, date: inWeek(0, 30) })
      .run();
    expect((await refreshWeeklySummary(userId, inWeek(0), "UTC")).status).toBe("updated");
    expect((await refreshWeeklySummary(userId, inWeek(0), "UTC")).status).toBe("unchanged");
  });

  it("keeps past weeks in the history without touching the current summary", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    await writeEntry(userId, "I was grateful for a quiet weekend of reading.", inWeek(0, 20));
    await refreshWeeklySummary(userId, inWeek(0), "UTC");
    const current = summaryRow(userId)!;

    await writeEntry(userId, "Exams are coming and I am worried about my grades.", inWeek(3, 40));
    expect((await refreshWeeklySummary(userId, inWeek(3), "UTC")).status).toBe("updated");
    const past = weekRow(userId, addDaysToKey(currentWeek("UTC").weekStart, -21))!;
    expect(past.entryCount).toBe(1);
    expect(summaryRow(userId)).toEqual(current);
    expect(listWeeklySummaries(userId).map((w) => w.weekStart)).toEqual([
      currentWeek("UTC").weekStart,
      past.weekStart,
    ]);
  });

  it("removes a week's summary once its entries and moods are gone", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const id = await writeEntry(userId, "Tired after a long week at work.", inWeek(0, 15));
    await refreshWeeklySummary(userId, inWeek(0), "UTC");
    expect(summaryRow(userId)).toBeDefined();

    db()
      .update(journalEntries)
      .set({ deletedAt: new Date() })
      .where(eq(journalEntries.id, id))
      .run();
    expect((await refreshWeeklySummary(userId, inWeek(0), "UTC")).status).toBe("removed");
    expect(weekRow(userId, currentWeek("UTC").weekStart)).toBeUndefined();
    expect(summaryRow(userId)).toBeUndefined();
    expect(getWeeklyInsightsCard(userId, "UTC").summary).toBeNull();
  });

  it("after this week's only entry is deleted, the API answers last week's summary, as the card does", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const ask = () =>
      callRoute(summaryLoader, getRequest(`/api/summary/${userId}`, { cookie: me.cookie }), {
        userId: String(userId),
      });
    const lastWeekEntry = await writeEntry(
      userId,
      "A calm Saturday by the sea with my family.",
      inWeek(1, 5 * 24 + 11),
    );
    expect((await refreshWeeklySummary(userId, inWeek(1), "UTC")).status).toBe("updated");
    const lastWeek = weekRow(userId, addDaysToKey(currentWeek("UTC").weekStart, -7))!;

    const { entry } = await createJournalEntry(userId, {
      content: "Work was stressful and I felt anxious about the deadline.",
      date: new Date(),
    });
    const { weekStart } = currentWeek("UTC");
    await vi.waitFor(() => expect(weekRow(userId, weekStart)?.entryCount).toBe(1));
    const thisWeek = weekRow(userId, weekStart)!;
    expect((await ask()).body).toMatchObject({ commonThemes: thisWeek.commonThemes });

    // Deleted from the entry's screen: the refresh removes this week's summary.
    const deleted = await callRoute(
      entryAction,
      formRequest(`/journal/${entry.id}`, { intent: "delete" }, { cookie: me.cookie }),
      { id: String(entry.id) },
    );
    expect(deleted.status).toBe(302);
    await vi.waitFor(() => expect(weekRow(userId, weekStart)).toBeUndefined());
    expect(summaryRow(userId)).toBeUndefined();

    const card = getWeeklyInsightsCard(userId, "UTC");
    expect(card).toMatchObject({ weekStart: lastWeek.weekStart, isCurrentWeek: false });
    const api = await ask();
    expect(api.status).toBe(200);
    expect(api.body).toEqual({
      topEmotions: lastWeek.topEmotions,
      commonThemes: lastWeek.commonThemes,
      insights: lastWeek.insights.join(" "),
    });
    expect(card.summary).toEqual({
      topEmotions: lastWeek.topEmotions,
      commonThemes: lastWeek.commonThemes,
      insights: lastWeek.insights,
    });

    // With no summary left at all, 404.
    db()
      .update(journalEntries)
      .set({ deletedAt: new Date() })
      .where(eq(journalEntries.id, lastWeekEntry))
      .run();
    expect((await refreshWeeklySummary(userId, inWeek(1), "UTC")).status).toBe("removed");
    expect((await ask()).status).toBe(404);
    expect(getWeeklyInsightsCard(userId, "UTC").summary).toBeNull();
  });

  it("shows the latest week with something in it, however many emptied weeks came after", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const { weekStart } = currentWeek("UTC");
    const week = (weeksAgo: number, insights: string[]) => ({
      userId,
      weekStart: addDaysToKey(weekStart, -7 * weeksAgo),
      insights,
      inputsFingerprint: `week-${weeksAgo}`,
    });
    db()
      .insert(weeklySummaries)
      .values([
        week(8, ["Eight weeks ago you wrote about the sea."]),
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((weeksAgo) => week(weeksAgo, [])),
      ])
      .run();
    const card = getWeeklyInsightsCard(userId, "UTC");
    expect(card).toMatchObject({
      weekStart: addDaysToKey(weekStart, -56),
      isCurrentWeek: false,
      summary: { insights: ["Eight weeks ago you wrote about the sea."] },
    });
    const api = await callRoute(
      summaryLoader,
      getRequest(`/api/summary/${userId}`, { cookie: me.cookie }),
      { userId: String(userId) },
    );
    expect(api.body).toMatchObject({ insights: "Eight weeks ago you wrote about the sea." });
  });

  it("counts the week in the person's zone", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const tokyoMonday = currentWeek("Asia/Tokyo").weekStart;
    const mondayStart = dayRange(tokyoMonday, "Asia/Tokyo").start.getTime();
    // 23:30 on the Sunday before, and 00:30 on Monday, Tokyo time: two different weeks there.
    await writeEntry(
      userId,
      "Sunday night, anxious about work.",
      new Date(mondayStart - 1_800_000),
    );
    await writeEntry(
      userId,
      "Monday, a fresh start and some hope.",
      new Date(mondayStart + 1_800_000),
    );
    await refreshWeeklySummary(userId, new Date(mondayStart + 1_800_000), "Asia/Tokyo");
    expect(weekRow(userId, tokyoMonday)!.entryCount).toBe(1);
    await refreshWeeklySummary(userId, new Date(mondayStart - 1_800_000), "Asia/Tokyo");
    expect(weekRow(userId, addDaysToKey(tokyoMonday, -7))!.entryCount).toBe(1);
    // In UTC both instants fall on the Sunday (15:30 and 14:30 UTC): one week with two entries.
    const utcWeek = weekStartKey(localDayKey(new Date(mondayStart), "UTC"));
    await refreshWeeklySummary(userId, new Date(mondayStart), "UTC");
    expect(weekRow(userId, utcWeek)!.entryCount).toBe(2);
  });

  it("refreshes after every mood posted to the API", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const result = await callRoute(
      postMood,
      jsonRequest(
        "/api/moods",
        { userId, rating: 5, date: new Date().toISOString() },
        { cookie: me.cookie },
      ),
    );
    expect(result.status).toBe(201);
    const row = weekRow(userId, currentWeek("UTC").weekStart)!;
    expect(row.moodAverage).toBe(5);
    expect(row.insights.join(" ")).toMatch(/great/i);
    expect(getWeeklyInsightsCard(userId, "UTC").summary?.insights).toEqual(row.insights);
  });

  it("follows every journal write: create, update and delete refresh the week", async () => {
    const me = await createSignedInUser();
    const userId = me.user.id;
    const { weekStart } = currentWeek("UTC");
    const { entry } = await createJournalEntry(userId, {
      content: "Work was stressful and I felt anxious about the deadline.",
      date: inWeek(0, 10),
    });
    // The journal refreshes the summary after its write, without making the writer wait.
    await vi.waitFor(() => expect(weekRow(userId, weekStart)?.entryCount).toBe(1));
    const first = weekRow(userId, weekStart)!;
    expect(first.commonThemes).toContain("work");

    await updateJournalEntry(userId, entry.id, {
      content: "A happy, calm day with my family at the beach.",
      date: inWeek(0, 10),
    });
    await vi.waitFor(() =>
      expect(weekRow(userId, weekStart)?.inputsFingerprint).not.toBe(first.inputsFingerprint),
    );
    expect(weekRow(userId, weekStart)!.commonThemes).not.toEqual(first.commonThemes);

    await deleteJournalEntry(userId, entry.id);
    await vi.waitFor(() => expect(weekRow(userId, weekStart)).toBeUndefined());
    expect(summaryRow(userId)).toBeUndefined();
  });
});
