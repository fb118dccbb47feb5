import { and, eq, isNull } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import {
  chatMessages,
  featureLimits,
  goals,
  journalEntries,
  moods,
  userUsage,
  users,
} from "#db/schema";
import { CHAT_STREAM_TYPE, takeChatEvents } from "~/lib/chat-stream";
import { FEATURE_FLAGS, type FeatureFlag } from "~/lib/limits";
import { getFeatureLimits } from "~/models/feature-limits.server";
import { updateNotificationPreferences } from "~/models/notifications.server";
import { action as chatResponseAction } from "~/routes/api.chat-response";
import { action as createEntryApi } from "~/routes/api.journal-entries";
import { action as createGoalApi } from "~/routes/api.goals";
import { action as postMoodApi } from "~/routes/api.moods";
import { loader as summaryApi } from "~/routes/api.summary.$userId";
import { loader as subscriptionApi } from "~/routes/api.subscription";
import { loader as userApi } from "~/routes/api.user";
import { action as chatAction } from "~/routes/resources.chat";
import { loader as exportLoader } from "~/routes/resources.data-export";
import { action as moodFormAction } from "~/routes/resources.mood";
import { loader as dashboardLoader } from "~/routes/_index";
import { loader as chatPageLoader } from "~/routes/_app.chat";
import { loader as insightsLoader } from "~/routes/_app.insights";
import { loader as dataSettingsLoader } from "~/routes/_app.settings.data";
import { action as newEntryAction, loader as newEntryLoader } from "~/routes/_app.journal.new";
import { action as entryAction, loader as entryLoader } from "~/routes/_app.journal.$id";
import { action as goalsAction } from "~/routes/_app.goals";
import { getToast } from "~/services/session.server";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  type RouteResult,
} from "#tests/utils/http";

/**
 * The plan limits (docs/decisions/014), each met through a screen and through the JSON API, then
 * lifted by upgrading (the tier is set directly: the PayPal flow is tested on its own).
 */

type Limits = NonNullable<ReturnType<typeof getFeatureLimits>>;
let FREE: Limits;
beforeAll(() => {
  FREE = getFeatureLimits("free")!;
});

async function toastOf(result: RouteResult) {
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: cookiesFrom(result.headers) },
  });
  return (await getToast(request)).toast;
}

function setPlan(
  userId: number,
  plan: { tier: string; status?: string; expiresAt?: Date | null } = { tier: "pro" },
) {
  db()
    .update(users)
    .set({
      subscriptionTier: plan.tier,
      subscriptionStatus: plan.status ?? "active",
      subscriptionExpiresAt: plan.expiresAt ?? null,
    })
    .where(eq(users.id, userId))
    .run();
}

/** Fills the journal up to the free cap directly (1,000 entries through the API would be slow). */
function fillJournal(userId: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    content: `Entry number ${i + 1}`,
    title: `Entry ${i + 1}`,
    date: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    db()
      .insert(journalEntries)
      .values(rows.slice(start, start + 200))
      .run();
  }
}

const liveEntries = (userId: number) =>
  db()
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt)))
    .all();

/** Today's AI replies used up: the count at the plan's number until well after now. */
function useUpAiReplies(userId: number, count = FREE.aiResponsesPerDay!) {
  db()
    .insert(userUsage)
    .values({
      userId,
      aiResponsesCount: count,
      aiResponsesResetDate: new Date(Date.now() + 6 * 3_600_000),
    })
    .onConflictDoUpdate({
      target: userUsage.userId,
      set: { aiResponsesCount: count, aiResponsesResetDate: new Date(Date.now() + 6 * 3_600_000) },
    })
    .run();
}

const usageOf = (userId: number) =>
  db().select().from(userUsage).where(eq(userUsage.userId, userId)).get();
const conversationOf = (userId: number) =>
  db().select().from(chatMessages).where(eq(chatMessages.userId, userId)).all();

function setFreeFlag(flag: FeatureFlag, value: boolean) {
  db()
    .update(featureLimits)
    .set({ [flag]: value })
    .where(eq(featureLimits.subscriptionTier, "free"))
    .run();
}

function newEntryForm(cookie: string, content: string) {
  return callRoute(
    newEntryAction,
    formRequest("/journal/new", { title: "Tonight", content }, { cookie }),
  );
}

function apiEntry(cookie: string, userId: number, content: string) {
  return callRoute(
    createEntryApi,
    jsonRequest(
      "/api/journal-entries",
      { userId, content, isJournal: true, date: new Date().toISOString() },
      { cookie },
    ),
  );
}

function chatApi(cookie: string, userId: number, content: string) {
  return callRoute(
    chatResponseAction,
    jsonRequest("/api/chat-response", { userId, content, history: [] }, { cookie }),
  );
}

function chatForm(cookie: string, message: string, stream = false) {
  return formRequest(
    "/resources/chat",
    { intent: "send", message, redirectTo: "/chat" },
    { cookie, headers: stream ? { Accept: CHAT_STREAM_TYPE } : {} },
  );
}

async function streamEvents(cookie: string, message: string) {
  const response = (await chatAction({
    request: chatForm(cookie, message, true),
    params: {},
    context: {},
  })) as Response;
  return takeChatEvents(await response.text()).events;
}

describe("the seeded tiers", () => {
  it("gives Free generous numbers and Pro no limits with every flag", () => {
    expect(FREE).toMatchObject({
      maxJournalEntries: 1000,
      maxGoals: 3,
      aiResponsesPerDay: 30,
      insightsAccess: true,
      moodTrackingAccess: true,
      exportAccess: false,
    });
    const pro = getFeatureLimits("pro")!;
    expect(pro).toMatchObject({ maxJournalEntries: null, maxGoals: null, aiResponsesPerDay: null });
    for (const flag of FEATURE_FLAGS) expect(pro[flag]).toBe(true);
  });
});

describe("the journal entry cap", () => {
  it("refuses a new entry on the API with 403 and changes nothing; upgrading lifts it", async () => {
    const me = await createSignedInUser();
    fillJournal(me.user.id, FREE.maxJournalEntries!);
    const refused = await apiEntry(me.cookie, me.user.id, "One more thought");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      rule: "journal_limit",
      message: expect.stringMatching(/limit of 1000 journal entries/),
    });
    expect(liveEntries(me.user.id)).toHaveLength(1000);

    setPlan(me.user.id);
    expect((await apiEntry(me.cookie, me.user.id, "One more thought")).status).toBe(201);
    expect(liveEntries(me.user.id)).toHaveLength(1001);
  });

  it("explains it on the screen with a link to the plans, keeping what was typed", async () => {
    const me = await createSignedInUser();
    fillJournal(me.user.id, FREE.maxJournalEntries!);
    const page = await callRoute(newEntryLoader, getRequest("/journal/new", { cookie: me.cookie }));
    expect((page.body as { limit: string }).limit).toMatch(/limit of 1000 journal entries/);

    const refused = await newEntryForm(me.cookie, "Words I do not want to lose");
    expect(refused.status).toBe(403);
    const body = refused.body as {
      limit: string;
      crisis: boolean;
      result: { initialValue: Record<string, string> };
    };
    expect(body.limit).toMatch(/upgrade to Pro/);
    expect(body.crisis).toBe(false);
    expect(body.result.initialValue.content).toBe("Words I do not want to lose");
    expect(liveEntries(me.user.id)).toHaveLength(1000);
  });

  it("still shows crisis resources for an entry refused at the cap", async () => {
    const me = await createSignedInUser();
    fillJournal(me.user.id, FREE.maxJournalEntries!);
    const refused = await newEntryForm(me.cookie, "I want to kill myself");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ crisis: true });
  });

  it("refuses saving a chat at the cap and keeps the conversation", async () => {
    const me = await createSignedInUser();
    await callRoute(chatAction, chatForm(me.cookie, "A long day at work."));
    fillJournal(me.user.id, FREE.maxJournalEntries!);
    const saved = await callRoute(
      chatAction,
      formRequest(
        "/resources/chat",
        { intent: "save", redirectTo: "/chat" },
        { cookie: me.cookie },
      ),
    );
    const toast = await toastOf(saved);
    expect(toast).toMatchObject({
      title: "Chat not saved",
      link: { href: "/subscription", label: "See plans" },
    });
    expect(conversationOf(me.user.id)).toHaveLength(2);
  });

  it("keeps every entry readable and editable over the cap", async () => {
    const me = await createSignedInUser();
    fillJournal(me.user.id, FREE.maxJournalEntries! + 5);
    const entry = liveEntries(me.user.id)[0]!;
    const params = { id: String(entry.id) };
    const read = await callRoute(
      entryLoader,
      getRequest(`/journal/${entry.id}`, { cookie: me.cookie }),
      params,
    );
    expect(read.status).toBe(200);
    const edited = await callRoute(
      entryAction,
      formRequest(
        `/journal/${entry.id}`,
        { intent: "update", title: "Rewritten", content: "Still mine", day: "2024-01-01" },
        { cookie: me.cookie },
      ),
      params,
    );
    expect(edited.status).toBe(302);
    expect(liveEntries(me.user.id).find((e) => e.id === entry.id)!.content).toBe("Still mine");
  });
});

describe("the goal cap", () => {
  it("answers 403 on the API and links the plans on the screen", async () => {
    const me = await createSignedInUser();
    for (const name of ["A", "B", "C"]) {
      await callRoute(
        createGoalApi,
        jsonRequest("/api/goals", { name, target: 1 }, { cookie: me.cookie }),
      );
    }
    const refused = await callRoute(
      createGoalApi,
      jsonRequest("/api/goals", { name: "D", target: 1 }, { cookie: me.cookie }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ rule: "goal_limit" });
    const form = await callRoute(
      goalsAction,
      formRequest("/goals", { intent: "create", name: "D", target: "1" }, { cookie: me.cookie }),
    );
    expect(form.body).toMatchObject({ rule: "goal_limit" });
  });
});

describe("AI replies per day", () => {
  it("counts each reply and refuses the API with 403 once used up; nothing is stored", async () => {
    const me = await createSignedInUser();
    expect((await chatApi(me.cookie, me.user.id, "Hello there")).status).toBe(200);
    expect(usageOf(me.user.id)?.aiResponsesCount).toBe(1);

    useUpAiReplies(me.user.id);
    const refused = await chatApi(me.cookie, me.user.id, "Hello again");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      rule: "ai_daily_limit",
      message: expect.stringMatching(/used today's 30 AI replies/),
    });
    expect(usageOf(me.user.id)?.aiResponsesCount).toBe(30);

    setPlan(me.user.id);
    expect((await chatApi(me.cookie, me.user.id, "Hello again")).status).toBe(200);
  });

  it("keeps the message and explains it without JavaScript", async () => {
    const me = await createSignedInUser();
    useUpAiReplies(me.user.id);
    const sent = await callRoute(chatAction, chatForm(me.cookie, "Something I need to say"));
    expect(sent.status).toBe(302);
    expect(await toastOf(sent)).toMatchObject({
      title: "Today's AI replies are used",
      link: { href: "/subscription", label: "See plans" },
    });
    const stored = conversationOf(me.user.id);
    expect(stored.map((m) => [m.content, m.isAiResponse])).toEqual([
      ["Something I need to say", false],
    ]);
    const page = await callRoute(chatPageLoader, getRequest("/chat", { cookie: me.cookie }));
    expect((page.body as { aiLimit: string }).aiLimit).toMatch(/Your message is kept/);
  });

  it("answers the streaming form with one error event that links the plans", async () => {
    const me = await createSignedInUser();
    useUpAiReplies(me.user.id);
    const events = await streamEvents(me.cookie, "Streaming into the limit");
    expect(events).toEqual([
      {
        type: "error",
        title: "Today's AI replies are used",
        message: expect.stringMatching(/used today's 30 AI replies/),
        link: { href: "/subscription", label: "See plans" },
      },
    ]);
    expect(conversationOf(me.user.id)).toHaveLength(1);
  });

  it("still answers crisis language with the crisis reply, free of charge, on every path", async () => {
    const me = await createSignedInUser();
    useUpAiReplies(me.user.id);
    const api = await chatApi(me.cookie, me.user.id, "I want to kill myself");
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ crisis: true });

    const form = await callRoute(chatAction, chatForm(me.cookie, "I want to end my life"));
    expect(form.status).toBe(302);
    expect(conversationOf(me.user.id).map((m) => [m.isAiResponse, m.crisis])).toEqual([
      [false, true],
      [true, true],
    ]);

    const events = await streamEvents(me.cookie, "I want to kill myself");
    expect(events.at(-1)).toEqual({ type: "done", crisis: true });
    expect(usageOf(me.user.id)?.aiResponsesCount).toBe(30);
  });

  it("starts again at the person's local midnight", async () => {
    const me = await createSignedInUser();
    updateNotificationPreferences(me.user.id, { timezone: "Pacific/Auckland" });
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:30 on 10 March in Auckland (NZDT, UTC+13) is 10:30 UTC.
    vi.setSystemTime(new Date("2026-03-10T10:30:00Z"));
    expect((await chatApi(me.cookie, me.user.id, "Late thoughts")).status).toBe(200);
    expect(usageOf(me.user.id)?.aiResponsesResetDate?.toISOString()).toBe(
      "2026-03-10T11:00:00.000Z",
    );
    db()
      .update(userUsage)
      .set({ aiResponsesCount: FREE.aiResponsesPerDay! })
      .where(eq(userUsage.userId, me.user.id))
      .run();
    vi.setSystemTime(new Date("2026-03-10T10:59:59Z"));
    expect((await chatApi(me.cookie, me.user.id, "Still awake")).status).toBe(403);
    const before = await callRoute(subscriptionApi, getRequest("/api/subscription", me));
    expect(before.body).toMatchObject({
      usage: { aiRepliesToday: 30, aiRepliesResetAt: "2026-03-10T11:00:00.000Z" },
    });
    vi.setSystemTime(new Date("2026-03-10T11:00:01Z"));
    expect((await chatApi(me.cookie, me.user.id, "A new day")).status).toBe(200);
    expect(usageOf(me.user.id)).toMatchObject({
      aiResponsesCount: 1,
      aiResponsesResetDate: new Date("2026-03-11T11:00:00Z"),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });
});

describe("access flags", () => {
  afterEach(() => {
    setFreeFlag("insightsAccess", FREE.insightsAccess);
    setFreeFlag("moodTrackingAccess", FREE.moodTrackingAccess);
  });

  it("insights: the screen explains, the API answers 403, upgrading lifts it", async () => {
    const me = await createSignedInUser();
    setFreeFlag("insightsAccess", false);
    const page = await callRoute(insightsLoader, getRequest("/insights", { cookie: me.cookie }));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      report: null,
      locked: expect.stringMatching(/Weekly insights is not part of your plan/),
    });
    const api = await callRoute(
      summaryApi,
      getRequest(`/api/summary/${me.user.id}`, { cookie: me.cookie }),
      { userId: String(me.user.id) },
    );
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({ rule: "feature_locked" });
    const dashboard = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
    expect(
      (dashboard.body as { dashboard: { cards: { weeklyInsights: { locked: string } } } }).dashboard
        .cards.weeklyInsights.locked,
    ).toMatch(/not part of your plan/);

    setPlan(me.user.id);
    // A later page load: the loaders of one page load share one read of the user for one turn
    // of the event loop (app/services/request-memo.server.ts), and this upgrade is written
    // behind the app's back, not by a request that would empty that memo.
    await new Promise((resolve) => setImmediate(resolve));
    const lifted = await callRoute(insightsLoader, getRequest("/insights", { cookie: me.cookie }));
    expect(lifted.body).toMatchObject({ locked: null });
  });

  it("mood tracking: the API answers 403 and stores nothing; the form explains", async () => {
    const me = await createSignedInUser();
    setFreeFlag("moodTrackingAccess", false);
    const api = await callRoute(
      postMoodApi,
      jsonRequest(
        "/api/moods",
        { userId: me.user.id, rating: 4, date: new Date().toISOString() },
        { cookie: me.cookie },
      ),
    );
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({
      message: "Mood tracking is not part of your plan. Upgrade to Pro to use it.",
    });
    const form = await callRoute(
      moodFormAction,
      formRequest(
        "/resources/mood",
        { intent: "record-mood", rating: "4", redirectTo: "/" },
        { cookie: me.cookie },
      ),
    );
    expect(await toastOf(form)).toMatchObject({ link: { href: "/subscription" } });
    expect(db().select().from(moods).where(eq(moods.userId, me.user.id)).all()).toHaveLength(0);
    const dashboard = await callRoute(dashboardLoader, getRequest("/", { cookie: me.cookie }));
    expect(
      (dashboard.body as { dashboard: { cards: { mood: { locked: string } } } }).dashboard.cards
        .mood.locked,
    ).toMatch(/Mood tracking is not part of your plan/);

    setPlan(me.user.id);
    const lifted = await callRoute(
      moodFormAction,
      formRequest(
        "/resources/mood",
        { intent: "record-mood", rating: "4", redirectTo: "/" },
        { cookie: me.cookie },
      ),
    );
    expect((await toastOf(lifted))?.type).toBe("success");
  });

  it("export: the JSON copy is everyone's; the Markdown journal follows exportAccess", async () => {
    const me = await createSignedInUser();
    await apiEntry(me.cookie, me.user.id, "A walk by the sea.");
    const json = await callRoute(exportLoader, getRequest("/resources/data-export", me));
    expect(json.status).toBe(200);
    const markdown = getRequest("/resources/data-export?format=markdown", me);
    const refused = await callRoute(exportLoader, markdown);
    expect(refused.status).toBe(403);
    const settings = await callRoute(dataSettingsLoader, getRequest("/settings/data", me));
    expect((settings.body as { markdownLocked: string }).markdownLocked).toMatch(
      /Markdown file is not part of your plan/,
    );

    setPlan(me.user.id);
    const response = (await exportLoader({
      request: getRequest("/resources/data-export?format=markdown", me),
      params: {},
      context: {},
    })) as Response;
    expect(response.headers.get("Content-Type")).toMatch(/text\/markdown/);
    expect(await response.text()).toContain("A walk by the sea.");
  });
});

describe("a lapsed Pro plan", () => {
  it("follows Free's numbers once cancelled and past its end, keeping every item", async () => {
    const me = await createSignedInUser();
    setPlan(me.user.id, { tier: "pro" });
    for (const name of ["A", "B", "C", "D", "E"]) {
      const made = await callRoute(
        createGoalApi,
        jsonRequest("/api/goals", { name, target: 1 }, { cookie: me.cookie }),
      );
      expect(made.status).toBe(201);
    }
    setPlan(me.user.id, {
      tier: "pro",
      status: "cancelled",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const stillPro = await callRoute(userApi, getRequest("/api/user", me));
    expect(stillPro.body).toMatchObject({ subscriptionTier: "pro" });

    setPlan(me.user.id, {
      tier: "pro",
      status: "cancelled",
      expiresAt: new Date(Date.now() - 1000),
    });
    const user = await callRoute(userApi, getRequest("/api/user", me));
    expect(user.body).toMatchObject({ subscriptionTier: "free" });
    const refused = await callRoute(
      createGoalApi,
      jsonRequest("/api/goals", { name: "F", target: 1 }, { cookie: me.cookie }),
    );
    expect(refused.status).toBe(403);
    const kept = db().select().from(goals).where(eq(goals.userId, me.user.id)).all();
    expect(kept).toHaveLength(5);
    const edited = await callRoute(
      goalsAction,
      formRequest(
        "/goals",
        { intent: "update", id: String(kept[4]!.id), name: "E, renamed", target: "1" },
        { cookie: me.cookie },
      ),
    );
    expect(edited.status).toBe(302);
    expect(db().select().from(goals).where(eq(goals.id, kept[4]!.id)).get()!.name).toBe(
      "E, renamed",
    );

    const summary = await callRoute(subscriptionApi, getRequest("/api/subscription", me));
    expect(summary.body).toMatchObject({
      plan: { name: "pro", displayName: "Pro", price: { amountMinor: 999, currency: "USD" } },
      status: "cancelled",
      effectiveTier: "free",
      limits: { maxGoals: 3, aiResponsesPerDay: 30 },
      usage: { goals: 5, journalEntries: 0, aiRepliesToday: 0 },
    });
  });
});

describe("GET /api/subscription", () => {
  it("answers the person's plan, limits and usage; 401 signed out", async () => {
    const me = await createSignedInUser();
    await apiEntry(me.cookie, me.user.id, "Today felt lighter.");
    await chatApi(me.cookie, me.user.id, "Hello");
    const result = await callRoute(subscriptionApi, getRequest("/api/subscription", me));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      plan: { name: "free", displayName: "Free", price: { amountMinor: 0 }, interval: "month" },
      status: "active",
      periodEnd: null,
      effectiveTier: "free",
      limits: { maxJournalEntries: 1000, maxGoals: 3, exportAccess: false },
      usage: { journalEntries: 1, goals: 0, aiRepliesToday: 1 },
    });
    expect((await callRoute(subscriptionApi, getRequest("/api/subscription"))).status).toBe(401);
  });
});
