import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  aiGoals,
  aiHabits,
  aiTasks,
  chatMessages,
  goals,
  habits,
  idempotencyKeys,
  journalEmbeddings,
  journalEntries,
  moods,
  notificationPreferences,
  notifications,
  payments,
  sessions,
  subscriptionPlans,
  subscriptions,
  summaries,
  supportReplies,
  supportRequests,
  tasks,
  userUsage,
  users,
  weeklySummaries,
} from "#db/schema";
import { action as passwordAction } from "~/routes/_app.settings.password";
import { action as dataAction, loader as dataLoader } from "~/routes/_app.settings.data";
import { loader as exportLoader } from "~/routes/resources.data-export";
import { loader as userLoader } from "~/routes/api.user";
import { verifyLogin } from "~/models/users.server";
import { hashPassword } from "~/services/crypto.server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  sessionCookieFrom,
  type RouteResult,
} from "#tests/utils/http";

type Reply = { result: { error?: Record<string, string[] | null> } };
const errorsOf = (result: RouteResult) => (result.body as Reply).result.error ?? {};

describe("change password", () => {
  it("checks the current password and writes nothing when it is wrong", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        {
          currentPassword: "not-my-password",
          newPassword: "brand-new-1",
          confirmPassword: "brand-new-1",
        },
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result).currentPassword).toEqual(["Your current password is not correct"]);
    expect(await verifyLogin(user.email, password)).toBeTruthy();
  });

  it("asks for the current password when it is empty, and calls a short one just not correct", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const change = (currentPassword: string) =>
      callRoute(
        passwordAction,
        formRequest(
          "/settings/password",
          { currentPassword, newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
          { cookie },
        ),
      );
    const empty = await change("");
    expect(empty.status).toBe(400);
    expect(errorsOf(empty).currentPassword).toEqual(["Enter your current password"]);
    const short = await change("abc");
    expect(short.status).toBe(400);
    expect(errorsOf(short).currentPassword).toEqual(["Your current password is not correct"]);
    expect(await verifyLogin(user.email, password)).toBeTruthy();
  });

  it("accepts a current password shorter than today's rule, set before the rule existed", async () => {
    const { user, cookie } = await createSignedInUser();
    db()
      .update(users)
      .set({ password: await hashPassword("abc") })
      .where(eq(users.id, user.id))
      .run();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { currentPassword: "abc", newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
        { cookie },
      ),
    );
    expect(result.status).toBe(302);
    expect(await verifyLogin(user.email, "brand-new-1")).toBeTruthy();
  });

  it("validates the new password and its confirmation", async () => {
    const { password, cookie } = await createSignedInUser();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { currentPassword: password, newPassword: "123", confirmPassword: "456789" },
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result).newPassword).toEqual(["Password must be at least 6 characters"]);
    expect(errorsOf(result).confirmPassword).toEqual(["Passwords don't match"]);
  });

  it("changes it, signs out other devices and keeps this one signed in", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const { startSession } = await import("~/services/auth.server");
    const otherDevice = (await startSession(user.id)).split(";")[0]!;
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { currentPassword: password, newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
        { cookie },
      ),
    );
    expect(result.status).toBe(302);
    const fresh = sessionCookieFrom(result.headers);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie: fresh }))).status).toBe(
      200,
    );
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: otherDevice }))).status,
    ).toBe(401);
    expect(await verifyLogin(user.email, "brand-new-1")).toBeTruthy();
    expect(await verifyLogin(user.email, password)).toBeUndefined();
  });
});

describe("export", () => {
  it("downloads the person's own data and never a secret", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    db()
      .insert(journalEntries)
      .values([
        { userId: me.user.id, content: "My own words", date: new Date() },
        { userId: other.user.id, content: "Someone else's words", date: new Date() },
      ])
      .run();
    db().insert(moods).values({ userId: me.user.id, rating: 4, date: new Date() }).run();
    const result = await callRoute(
      exportLoader,
      getRequest("/resources/data-export", { cookie: me.cookie }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="solace-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = result.body as {
      profile: Record<string, unknown>;
      journalEntries: Array<{ content: string }>;
      moods: unknown[];
    };
    expect(body.profile.email).toBe(me.user.email);
    expect(body.journalEntries.map((e) => e.content)).toEqual(["My own words"]);
    expect(body.moods).toHaveLength(1);
    const text = JSON.stringify(body);
    expect(text).not.toContain("scrypt$");
    expect(Object.keys(body.profile)).not.toEqual(expect.arrayContaining(["password"]));
    expect(text).not.toMatch(/verificationToken|resetPasswordToken/);
  });

  it("sends signed-out visitors to log in", async () => {
    const result = await callRoute(exportLoader, getRequest("/resources/data-export"));
    expect(result.status).toBe(302);
  });
});

describe("delete account", () => {
  it("asks for confirmation as a second step", async () => {
    const { cookie } = await createSignedInUser();
    expect(
      (await callRoute(dataLoader, getRequest("/settings/data", { cookie }))).body,
    ).toMatchObject({ confirmingDelete: false });
    expect(
      (await callRoute(dataLoader, getRequest("/settings/data?confirm=delete", { cookie }))).body,
    ).toMatchObject({ confirmingDelete: true });
  });

  it("refuses without the checkbox or with a wrong password, keeping everything", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const unchecked = await callRoute(
      dataAction,
      formRequest("/settings/data", { password }, { cookie }),
    );
    expect(unchecked.status).toBe(400);
    expect(errorsOf(unchecked).confirm).toBeTruthy();
    const wrong = await callRoute(
      dataAction,
      formRequest("/settings/data", { password: "wrong-password", confirm: "on" }, { cookie }),
    );
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).password).toEqual(["Your password is not correct"]);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeTruthy();
  });

  it("asks for the password when the field is empty, and calls a short one just not correct", async () => {
    const { user, cookie } = await createSignedInUser();
    const empty = await callRoute(
      dataAction,
      formRequest("/settings/data", { password: "", confirm: "on" }, { cookie }),
    );
    expect(empty.status).toBe(400);
    expect(errorsOf(empty).password).toEqual(["Enter your password to confirm"]);
    const short = await callRoute(
      dataAction,
      formRequest("/settings/data", { password: "abc", confirm: "on" }, { cookie }),
    );
    expect(short.status).toBe(400);
    expect(errorsOf(short).password).toEqual(["Your password is not correct"]);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeTruthy();
  });

  it("deletes the account and every row that belongs to it", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const other = await createSignedInUser();
    db()
      .insert(journalEntries)
      .values([
        { userId: user.id, content: "mine", date: new Date() },
        { userId: other.user.id, content: "theirs", date: new Date() },
      ])
      .run();
    const result = await callRoute(
      dataAction,
      formRequest("/settings/data", { password, confirm: "on" }, { cookie }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect(
      db().select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)).get()!.n,
    ).toBe(0);
    expect(
      db().select().from(journalEntries).where(eq(journalEntries.userId, user.id)).all(),
    ).toEqual([]);
    expect(
      db().select().from(journalEntries).where(eq(journalEntries.userId, other.user.id)).all(),
    ).toHaveLength(1);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
  });
});

describe("export covers every table with the person's rows", () => {
  /** Where each table that holds a person's rows appears in the export; null: left out on purpose. */
  const EXPORTED: Record<string, string | null> = {
    users: "profile",
    sessions: "sessions",
    journal_entries: "journalEntries",
    journal_embeddings: null, // derived from the entries, which are exported
    moods: "moods",
    goals: "goals",
    summaries: "weeklySummary",
    weekly_summaries: "weeklySummaryHistory",
    notifications: "notifications",
    notification_preferences: "notificationPreferences",
    push_subscriptions: "pushDevices",
    tasks: "tasks",
    habits: "habits",
    subscriptions: "subscriptions",
    support_requests: "supportRequests",
    support_replies: "supportRequests", // under each request
    ai_goals: "suggestions",
    ai_tasks: "suggestions",
    ai_habits: "suggestions",
    payments: "payments",
    user_usage: "usage",
    chat_messages: "chatInProgress",
    idempotency_keys: null, // a one-day retry guard holding copies of answers
    admin_actions: null, // what an admin did to others, kept for accountability (not their data)
    user_identities: "signInProviders",
    identity_link_tokens: null, // a secret, like the other link tokens
    community_profiles: "community",
    community_posts: "community", // posts and replies, with their status
    community_reactions: "community",
    community_reports: "community", // the reports the person made (post id and reason)
    notification_sends: null, // the scheduler's once-only keys; what was sent is in notifications
  };

  it("knows where every table that references a person goes", () => {
    const sqlite = db().$client;
    const tables = (
      sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as Array<{ name: string }>
    )
      .map(({ name }) => name)
      .filter((name) => {
        const keys = sqlite.prepare(`PRAGMA foreign_key_list("${name}")`).all() as Array<{
          table: string;
        }>;
        return name === "users" || keys.some((key) => key.table === "users");
      });
    // journal_embeddings and support_replies reach a person through another table.
    expect(tables.filter((name) => !(name in EXPORTED))).toEqual([]);
  });

  it("has one row of each, the replies the person received, and nothing of anyone else's", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const admin = await createSignedInUser({ admin: true });
    const plan = db().select().from(subscriptionPlans).get()!;
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    db().update(sessions).set({ userAgent: firefox }).where(eq(sessions.userId, me.user.id)).run();
    db()
      .update(sessions)
      .set({ userAgent: "TheirBrowser/1.0" })
      .where(eq(sessions.userId, other.user.id))
      .run();
    const now = new Date();
    for (const [person, tag] of [
      [me, "mine"],
      [other, "theirs"],
    ] as const) {
      const userId = person.user.id;
      const database = db();
      const entry = database
        .insert(journalEntries)
        .values({ userId, content: `${tag}-entry`, date: now })
        .returning()
        .get();
      database
        .insert(journalEmbeddings)
        .values({ journalEntryId: entry.id, embeddingJson: `[0.${tag.length}]` })
        .run();
      database
        .insert(moods)
        .values({ userId, rating: tag === "mine" ? 2 : 5, date: now })
        .run();
      const goal = database
        .insert(goals)
        .values({ userId, name: `${tag}-goal`, target: 10 })
        .returning()
        .get();
      database
        .insert(tasks)
        .values({ userId, title: `${tag}-task`, goalId: goal.id })
        .run();
      database
        .insert(habits)
        .values({ userId, title: `${tag}-habit` })
        .run();
      database
        .insert(summaries)
        .values({ userId, insights: [`${tag}-current-summary`] })
        .run();
      database
        .insert(weeklySummaries)
        .values({
          userId,
          weekStart: "2026-11-16",
          insights: [`${tag}-weekly-summary`],
          inputsFingerprint: `${tag}-fingerprint`,
        })
        .run();
      database
        .insert(notifications)
        .values({ userId, title: `${tag}-notification`, message: "hello" })
        .run();
      database
        .insert(notificationPreferences)
        .values({ userId, reminderTime: tag === "mine" ? "07:15" : "22:45" })
        .run();
      const subscription = database
        .insert(subscriptions)
        .values({
          userId,
          planId: plan.id,
          startDate: now,
          paypalSubscriptionId: `${tag}-subscription`,
        })
        .returning()
        .get();
      database
        .insert(payments)
        .values({
          userId,
          subscriptionId: subscription.id,
          amountMinor: 999,
          status: "completed",
          paymentDate: now,
          paymentId: `${tag}-payment`,
        })
        .run();
      const request = database
        .insert(supportRequests)
        .values({
          userId,
          name: "Robin",
          email: person.user.email,
          subject: `${tag}-support-subject`,
          message: `${tag}-support-message`,
          hasAttachment: true,
          attachmentName: `${tag}-chart.png`,
          attachmentPath: `support/${tag}-stored-file.png`,
          assignedTo: admin.user.id,
          notes: `${tag}-admin-note`,
        })
        .returning()
        .get();
      database
        .insert(supportReplies)
        .values({ requestId: request.id, authorId: admin.user.id, message: `${tag}-reply` })
        .run();
      database
        .insert(aiGoals)
        .values({ userId, name: `${tag}-ai-goal` })
        .run();
      database
        .insert(aiTasks)
        .values({ userId, title: `${tag}-ai-task` })
        .run();
      database
        .insert(aiHabits)
        .values({ userId, title: `${tag}-ai-habit` })
        .run();
      database
        .insert(userUsage)
        .values({ userId, goalsCount: tag === "mine" ? 3 : 7 })
        .run();
      database
        .insert(chatMessages)
        .values({ userId, content: `${tag}-chat` })
        .run();
      database
        .insert(idempotencyKeys)
        .values({
          userId,
          key: `${tag}-idempotency-key`,
          requestHash: `${tag}-hash`,
          responseBody: `{"content":"${tag}-idempotent-copy"}`,
        })
        .run();
    }

    const result = await callRoute(
      exportLoader,
      getRequest("/resources/data-export", { cookie: me.cookie }),
    );
    expect(result.status).toBe(200);
    const body = result.body as Record<string, unknown>;
    expect(body).toMatchObject({
      profile: { email: me.user.email },
      journalEntries: [{ content: "mine-entry" }],
      moods: [{ rating: 2 }],
      goals: [{ name: "mine-goal" }],
      tasks: [{ title: "mine-task" }],
      habits: [{ title: "mine-habit" }],
      weeklySummary: { insights: ["mine-current-summary"] },
      weeklySummaryHistory: [{ weekStart: "2026-11-16", insights: ["mine-weekly-summary"] }],
      notifications: [{ title: "mine-notification" }],
      notificationPreferences: { reminderTime: "07:15" },
      subscriptions: [{ paypalSubscriptionId: "mine-subscription" }],
      payments: [{ paymentId: "mine-payment" }],
      supportRequests: [
        {
          subject: "mine-support-subject",
          message: "mine-support-message",
          attachmentName: "mine-chart.png",
          replies: [{ message: "mine-reply" }],
        },
      ],
      suggestions: {
        goals: [{ name: "mine-ai-goal" }],
        tasks: [{ title: "mine-ai-task" }],
        habits: [{ title: "mine-ai-habit" }],
      },
      usage: { goalsCount: 3 },
      chatInProgress: [{ content: "mine-chat" }],
      sessions: [{ device: "Firefox on Linux", userAgent: firefox }],
    });
    for (const section of ["journalEntries", "moods", "goals", "tasks", "habits", "sessions"]) {
      expect(body[section]).toHaveLength(1);
    }
    const [session] = body.sessions as Array<Record<string, unknown>>;
    expect(Object.keys(session!).sort()).toEqual([
      "device",
      "expiresAt",
      "lastUsedAt",
      "signedInAt",
      "userAgent",
    ]);

    const text = JSON.stringify(body);
    // Nobody else's rows, whoever they are.
    expect(text).not.toContain("theirs");
    expect(text).not.toContain("TheirBrowser");
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(admin.user.email);
    // What the support team keeps for itself, secrets and technical rows stay out.
    expect(text).not.toContain("mine-admin-note");
    expect(text).not.toContain("stored-file");
    expect(text).not.toMatch(/"notes"|"assignedTo"|"attachmentPath"|"authorId"/);
    expect(text).not.toContain("idempotency");
    expect(text).not.toContain("mine-idempotent-copy");
    expect(text).not.toContain("embedding");
    const sessionIds = db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, me.user.id))
      .all();
    for (const { id } of sessionIds) expect(text).not.toContain(id);
    expect(text).not.toContain("scrypt$");
  });
});
