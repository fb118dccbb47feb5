import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { journalEntries, moods, weeklySummaries } from "#db/schema";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { dayRange } from "~/lib/local-day";
import { saveAiSettings } from "~/models/ai-settings.server";
import {
  currentWeek,
  getSummary,
  getWeeklyInsightsCard,
  refreshWeeklySummary,
} from "~/models/summaries.server";
import { createSignedInUser } from "#tests/utils/http";

const FAKE_SUMMARY = {
  topEmotions: ["hope", "anxiety"],
  commonThemes: ["work", "sleep"],
  insights: ["Work weighed on you early in the week.", "You found some hope by the weekend."],
};

let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
  saveAiSettings({
    provider: "openai",
    baseUrl: fake.url,
    model: "fake-model",
    apiKey: "sk-test-0123456789abcdefWXYZ",
    assistantName: "Willow",
  });
});
afterAll(async () => {
  saveAiSettings({ provider: "local", assistantName: "Willow", removeKey: true });
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(() => JSON.stringify(FAKE_SUMMARY));
});

/** An instant `hours` into this week's Monday in `timezone`. */
const thisWeek = (hours: number, timezone = "UTC") =>
  new Date(dayRange(currentWeek(timezone).weekStart, timezone).start.getTime() + hours * 3_600_000);

function addEntry(userId: number, content: string, date: Date) {
  return db()
    .insert(journalEntries)
    .values({
      userId,
      content,
      date,
      isJournal: true,
      sentiment: { score: -0.3, emotions: ["anxiety"], themes: ["work"] },
    })
    .returning({ id: journalEntries.id })
    .get().id;
}

const storedWeek = (userId: number, weekStart: string) =>
  db()
    .select()
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
    .get();

describe("weekly summaries through an OpenAI-compatible provider", () => {
  it("sends the week's entries and moods, in local time, and stores the model's summary", async () => {
    const { user } = await createSignedInUser();
    const timezone = "America/New_York";
    addEntry(user.id, "The project deadline kept me up at night.", thisWeek(14, timezone));
    db()
      .insert(moods)
      .values({ userId: user.id, rating: 2, date: thisWeek(20, timezone) })
      .run();

    const result = await refreshWeeklySummary(user.id, thisWeek(14, timezone), timezone);
    expect(result).toMatchObject({ status: "updated", summary: FAKE_SUMMARY });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!.body!;
    expect(sent.model).toBe("fake-model");
    const payload = sent.messages!.map((m) => m.content).join("\n");
    const weekStart = currentWeek(timezone).weekStart;
    expect(payload).toContain(weekStart);
    expect(payload).toContain("The project deadline kept me up at night.");
    // Dates go out as the person's local time (14:00 on Monday in New York), not UTC.
    expect(payload).toMatch(new RegExp(`${weekStart}T14:00:00-0[45]:00`));
    expect(payload).toContain('"rating":2');

    const stored = storedWeek(user.id, weekStart)!;
    expect({
      topEmotions: stored.topEmotions,
      commonThemes: stored.commonThemes,
      insights: stored.insights,
    }).toEqual(FAKE_SUMMARY);
    expect(getSummary(user.id, timezone)).toEqual(FAKE_SUMMARY);
    expect(getWeeklyInsightsCard(user.id, timezone).summary).toEqual(FAKE_SUMMARY);
  });

  it("asks the provider again only when the week changed", async () => {
    const { user } = await createSignedInUser();
    addEntry(user.id, "Slept badly, worried about work.", thisWeek(9));
    await refreshWeeklySummary(user.id, thisWeek(9), "UTC");
    await refreshWeeklySummary(user.id, thisWeek(30), "UTC");
    await refreshWeeklySummary(user.id, thisWeek(9), "UTC");
    expect(fake.requests).toHaveLength(1);

    addEntry(user.id, "A better day; I went for a run.", thisWeek(33));
    await refreshWeeklySummary(user.id, thisWeek(33), "UTC");
    expect(fake.requests).toHaveLength(2);
  });

  it("falls back to the local engine when the provider fails, and never fails the write", async () => {
    const { user } = await createSignedInUser();
    fake.respond(() => ({ status: 500, message: "upstream down" }));
    addEntry(user.id, "Work was stressful and I felt anxious all day.", thisWeek(11));
    const result = await refreshWeeklySummary(user.id, thisWeek(11), "UTC");
    expect(result.status).toBe("updated");
    expect(fake.requests.length).toBeGreaterThan(0);
    const stored = storedWeek(user.id, currentWeek("UTC").weekStart)!;
    expect(stored.insights).not.toEqual(FAKE_SUMMARY.insights);
    expect(stored.commonThemes).toContain("work");
  });

  it("falls back as well when the model answers something that is not a summary", async () => {
    const { user } = await createSignedInUser();
    fake.respond(() => JSON.stringify({ mood: "fine" }));
    addEntry(user.id, "Quiet day at work.", thisWeek(10));
    const result = await refreshWeeklySummary(user.id, thisWeek(10), "UTC");
    expect(result.status).toBe("updated");
    expect(storedWeek(user.id, currentWeek("UTC").weekStart)!.insights.length).toBeGreaterThan(0);
  });
});
