import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { aiGoals, aiTasks, habits, journalEntries } from "#db/schema";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { saveAiSettings } from "~/models/ai-settings.server";
import { listPendingSuggestions } from "~/models/suggestions.server";
import { action as buttonsAction } from "~/routes/resources.plans";
import { callRoute, createSignedInUser, formRequest } from "#tests/utils/http";

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
afterAll(() => fake.close());

function addEntry(userId: number, content: string) {
  return db()
    .insert(journalEntries)
    .values({ userId, content, date: new Date(Date.now() - 3_600_000), isJournal: true })
    .returning({ id: journalEntries.id })
    .get().id;
}

const suggest = (cookie: string) =>
  callRoute(
    buttonsAction,
    formRequest(
      "/resources/plans",
      { intent: "suggest", respond: "data", redirectTo: "/" },
      { cookie },
    ),
  );

describe("suggestions from an OpenAI-compatible provider", () => {
  it("sends the recent entries and what exists, and stores the model's new suggestions", async () => {
    const me = await createSignedInUser();
    const entryId = addEntry(me.user.id, "I keep skipping lunch because of meetings.");
    db().insert(habits).values({ userId: me.user.id, title: "Drink water" }).run();
    fake.requests.length = 0;
    fake.respond(() =>
      JSON.stringify({
        goals: [
          {
            name: "Eat regular meals",
            description: "Three a day",
            category: "Health",
            explanation: "You wrote about skipping lunch.",
            journalEntryId: entryId,
          },
        ],
        tasks: [
          {
            title: "Block 30 minutes for lunch",
            description: "In your calendar",
            priority: "high",
            explanation: "Meetings crowd out lunch.",
            journalEntryId: entryId,
          },
        ],
        habits: [
          {
            title: "Drink water",
            description: "",
            frequency: "daily",
            explanation: "dup",
            journalEntryId: entryId,
          },
          {
            title: "Pack a lunch on Sunday",
            description: "",
            frequency: "weekly",
            explanation: "Plan ahead.",
            journalEntryId: 424242,
          },
        ],
      }),
    );

    const res = await suggest(me.cookie);
    expect(res.body).toMatchObject({
      toast: { title: "New suggestions", description: "3 new suggestions from your journal." },
    });

    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]!.body);
    expect(sent).toContain("I keep skipping lunch because of meetings.");
    expect(sent).toContain("Drink water");

    const pending = listPendingSuggestions(me.user.id);
    expect(pending.goals).toEqual([
      expect.objectContaining({ name: "Eat regular meals", journalEntryId: entryId }),
    ]);
    expect(pending.tasks).toEqual([
      expect.objectContaining({ name: "Block 30 minutes for lunch", priority: "high" }),
    ]);
    expect(pending.habits).toEqual([
      expect.objectContaining({
        name: "Pack a lunch on Sunday",
        frequency: "weekly",
        journalEntryId: null,
      }),
    ]);

    // The same answer again adds nothing: all of it is already pending or present.
    const again = await suggest(me.cookie);
    expect(again.body).toMatchObject({ toast: { title: "No new suggestions" } });
    expect(db().select().from(aiGoals).where(eq(aiGoals.userId, me.user.id)).all()).toHaveLength(1);
  });

  it("falls back to the local engine when the provider's answer is broken", async () => {
    const me = await createSignedInUser();
    addEntry(me.user.id, "Work has been overwhelming and I feel anxious. I can't sleep.");
    fake.respond(() => ({ brokenBody: true }));
    const res = await suggest(me.cookie);
    expect(res.body).toMatchObject({ toast: { title: "New suggestions" } });
    expect(listPendingSuggestions(me.user.id).habits.map((h) => h.name)).toContain(
      "Wind down without screens 30 minutes before bed",
    );
    const tasks = db().select().from(aiTasks).where(eq(aiTasks.userId, me.user.id)).all();
    const names = tasks.map((task) => task.title.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
