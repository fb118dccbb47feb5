import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { aiGoals, aiHabits, aiTasks, goals, habits, journalEntries, tasks } from "#db/schema";
import {
  acceptSuggestion,
  listPendingSuggestions,
  refreshSuggestions,
} from "~/models/suggestions.server";
import { createHabit } from "~/models/habits.server";
import { action as buttonsAction } from "~/routes/resources.plans";
import { getToast } from "~/services/session.server";
import { localEngine } from "~/services/ai/engine.server";
import type { AiEngine, Suggestions } from "~/services/ai/types";
import { callRoute, cookiesFrom, createSignedInUser, formRequest } from "#tests/utils/http";

const DAY = 86_400_000;

function addEntry(userId: number, content: string, daysAgo = 1, extra: { deleted?: boolean } = {}) {
  return db()
    .insert(journalEntries)
    .values({
      userId,
      content,
      date: new Date(Date.now() - daysAgo * DAY),
      isJournal: true,
      deletedAt: extra.deleted ? new Date() : null,
    })
    .returning({ id: journalEntries.id })
    .get().id;
}

const STRESSED =
  "Work has been overwhelming this week and I feel anxious about the deadline. I can't sleep well.";

/** An engine that answers fixed suggestions: for the rules that are ours, not the engine's. */
function engineAnswering(suggestions: Suggestions): AiEngine {
  return { ...localEngine, suggest: async () => suggestions };
}

const pendingCount = (userId: number) => {
  const pending = listPendingSuggestions(userId);
  return pending.goals.length + pending.tasks.length + pending.habits.length;
};

describe("refreshSuggestions with the local engine", () => {
  it("stores pending goals, tasks and habits with an explanation and their entry", async () => {
    const me = await createSignedInUser();
    const entryId = addEntry(me.user.id, STRESSED);
    const { added, failed } = await refreshSuggestions(me.user.id);
    expect(failed).toBe(false);
    expect(added).toBeGreaterThan(0);
    const pending = listPendingSuggestions(me.user.id);
    expect(pending.habits.map((h) => h.name)).toContain(
      "Wind down without screens 30 minutes before bed",
    );
    expect(pending.tasks.length).toBeGreaterThan(0);
    expect(pending.goals.length).toBeGreaterThan(0);
    for (const item of [...pending.goals, ...pending.tasks, ...pending.habits]) {
      expect(item.explanation).toBeTruthy();
      expect(item.journalEntryId).toBe(entryId);
    }
  });

  it("never suggests the same thing twice, nor what the person already has", async () => {
    const me = await createSignedInUser();
    addEntry(me.user.id, STRESSED);
    createHabit(
      me.user.id,
      {
        title: "wind down WITHOUT screens 30 minutes before bed!",
        description: null,
        frequency: "daily",
        colorScheme: 1,
      },
      "UTC",
    );
    const first = await refreshSuggestions(me.user.id);
    const again = await refreshSuggestions(me.user.id);
    expect(first.added).toBeGreaterThan(0);
    expect(again.added).toBe(0);
    const names = listPendingSuggestions(me.user.id).habits.map((h) => h.name.toLowerCase());
    expect(names).not.toContain("wind down without screens 30 minutes before bed");
  });

  it("reads only the person's live entries of the last 14 days", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    addEntry(me.user.id, STRESSED, 20);
    addEntry(me.user.id, STRESSED, 1, { deleted: true });
    addEntry(other.user.id, STRESSED, 1);
    expect((await refreshSuggestions(me.user.id)).added).toBe(0);
    expect(pendingCount(me.user.id)).toBe(0);
  });

  it("never proposes a dismissed suggestion again", async () => {
    const me = await createSignedInUser();
    addEntry(me.user.id, STRESSED);
    await refreshSuggestions(me.user.id);
    const [habit] = listPendingSuggestions(me.user.id).habits;
    const res = await callRoute(
      buttonsAction,
      formRequest(
        "/resources/plans",
        {
          intent: "dismiss-suggestion",
          kind: "habit",
          id: String(habit!.id),
          redirectTo: "/habits",
        },
        { cookie: me.cookie },
      ),
    );
    expect(res.location).toBe("/habits");
    expect(db().select().from(aiHabits).where(eq(aiHabits.id, habit!.id)).get()!.status).toBe(
      "dismissed",
    );
    await refreshSuggestions(me.user.id);
    expect(listPendingSuggestions(me.user.id).habits.map((h) => h.name)).not.toContain(habit!.name);
  });
});

describe("refreshSuggestions rules of its own", () => {
  it("drops duplicates within an answer, clips long text and unknown entry ids", async () => {
    const me = await createSignedInUser();
    const entryId = addEntry(me.user.id, "A quiet day.");
    const { added } = await refreshSuggestions(me.user.id, {
      engine: engineAnswering({
        goals: [
          {
            name: "Read more",
            description: "",
            category: "",
            explanation: "x",
            journalEntryId: 999999,
          },
          {
            name: "read  MORE!",
            description: "",
            category: "Growth",
            explanation: "y",
            journalEntryId: entryId,
          },
        ],
        tasks: [
          {
            title: "   ",
            description: "",
            priority: "high",
            explanation: "",
            journalEntryId: null,
          },
        ],
        habits: [
          {
            title: "Stretch".padEnd(500, "!"),
            description: "",
            frequency: "weekly",
            explanation: "z",
            journalEntryId: entryId,
          },
        ],
      }),
    });
    expect(added).toBe(2);
    const [goal] = db().select().from(aiGoals).where(eq(aiGoals.userId, me.user.id)).all();
    expect(goal).toMatchObject({
      name: "Read more",
      category: "Personal",
      journalEntryId: null,
      status: "pending",
    });
    const [habit] = db().select().from(aiHabits).where(eq(aiHabits.userId, me.user.id)).all();
    expect(habit!.title.length).toBeLessThanOrEqual(200);
    expect(habit!.frequency).toBe("weekly");
  });

  it("never throws when the engine fails (fire-and-forget after a journal save)", async () => {
    const me = await createSignedInUser();
    addEntry(me.user.id, STRESSED);
    const broken: AiEngine = {
      ...localEngine,
      suggest: async () => {
        throw new Error("provider down");
      },
    };
    const original = console.error;
    console.error = () => {};
    try {
      await expect(refreshSuggestions(me.user.id, { engine: broken })).resolves.toEqual({
        added: 0,
        failed: true,
      });
    } finally {
      console.error = original;
    }
    expect(pendingCount(me.user.id)).toBe(0);
  });
});

describe("accepting a suggestion", () => {
  async function withSuggestions() {
    const me = await createSignedInUser();
    addEntry(me.user.id, STRESSED);
    await refreshSuggestions(me.user.id);
    return { me, pending: listPendingSuggestions(me.user.id) };
  }

  const post = (cookie: string, fields: Record<string, string>) =>
    callRoute(
      buttonsAction,
      formRequest("/resources/plans", { redirectTo: "/", ...fields }, { cookie }),
    );

  it("turns it into a goal, task or habit with source 'ai' and its explanation", async () => {
    const { me, pending } = await withSuggestions();
    const [goalSuggestion] = pending.goals;
    const [taskSuggestion] = pending.tasks;
    const [habitSuggestion] = pending.habits;
    for (const [kind, item] of [
      ["goal", goalSuggestion],
      ["task", taskSuggestion],
      ["habit", habitSuggestion],
    ] as const) {
      const res = await post(me.cookie, {
        intent: "accept-suggestion",
        kind,
        id: String(item!.id),
      });
      expect(res.status).toBe(302);
    }
    const goal = db().select().from(goals).where(eq(goals.userId, me.user.id)).get()!;
    expect(goal).toMatchObject({
      name: goalSuggestion!.name,
      source: "ai",
      aiExplanation: goalSuggestion!.explanation,
      target: 100,
    });
    const task = db().select().from(tasks).where(eq(tasks.userId, me.user.id)).get()!;
    expect(task).toMatchObject({
      title: taskSuggestion!.name,
      source: "ai",
      aiExplanation: taskSuggestion!.explanation,
    });
    const habit = db().select().from(habits).where(eq(habits.userId, me.user.id)).get()!;
    expect(habit).toMatchObject({ title: habitSuggestion!.name, source: "ai" });
    expect(
      db().select().from(aiGoals).where(eq(aiGoals.id, goalSuggestion!.id)).get()!.status,
    ).toBe("accepted");

    // Accepting twice does not create it twice.
    const again = await post(me.cookie, {
      intent: "accept-suggestion",
      kind: "goal",
      id: String(goalSuggestion!.id),
    });
    const toast = (
      await getToast(
        new Request("http://localhost:3000/", { headers: { Cookie: cookiesFrom(again.headers) } }),
      )
    ).toast;
    expect(toast?.description).toBe("That suggestion is no longer available.");
    expect(db().select().from(goals).where(eq(goals.userId, me.user.id)).all()).toHaveLength(1);
  });

  it("cannot accept or dismiss another person's suggestion", async () => {
    const { me, pending } = await withSuggestions();
    const stranger = await createSignedInUser();
    const id = String(pending.tasks[0]!.id);
    await post(stranger.cookie, { intent: "accept-suggestion", kind: "task", id });
    await post(stranger.cookie, { intent: "dismiss-suggestion", kind: "task", id });
    expect(db().select().from(tasks).where(eq(tasks.userId, stranger.user.id)).all()).toHaveLength(
      0,
    );
    expect(
      db()
        .select()
        .from(aiTasks)
        .where(and(eq(aiTasks.userId, me.user.id), eq(aiTasks.id, Number(id))))
        .get()!.status,
    ).toBe("pending");
  });

  it("respects the goal cap and leaves the suggestion pending", async () => {
    const { me, pending } = await withSuggestions();
    for (const name of ["A", "B", "C"]) {
      db().insert(goals).values({ userId: me.user.id, name, target: 1 }).run();
    }
    expect(() => acceptSuggestion(me.user.id, "goal", pending.goals[0]!.id, "UTC")).toThrow(
      /limit of 3 goals/,
    );
    const res = await post(me.cookie, {
      intent: "accept-suggestion",
      kind: "goal",
      id: String(pending.goals[0]!.id),
      respond: "data",
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      toast: { title: "Goal limit reached", link: { href: "/subscription" } },
    });
    expect(
      db().select().from(aiGoals).where(eq(aiGoals.id, pending.goals[0]!.id)).get()!.status,
    ).toBe("pending");
  });

  it("the Suggest button asks the engine and reports what it found", async () => {
    const me = await createSignedInUser();
    const none = await post(me.cookie, { intent: "suggest", respond: "data" });
    expect(none.body).toMatchObject({ toast: { title: "No new suggestions" } });
    addEntry(me.user.id, STRESSED);
    const some = await post(me.cookie, { intent: "suggest", respond: "data" });
    expect(some.body).toMatchObject({ toast: { title: "New suggestions" } });
    expect(pendingCount(me.user.id)).toBeGreaterThan(0);
  });
});
