import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  goals,
  habits,
  journalEntries,
  moods,
  notificationPreferences,
  notifications,
  notificationSends,
  users,
  weeklySummaries,
} from "#db/schema";
import { startSmtpFake, type FakeMail, type SmtpFake } from "#tests/fakes/smtp-server";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";
import { pruneNotificationSends } from "~/models/notification-delivery.server";
import { updateNotificationPreferences } from "~/models/notifications.server";
import { notify } from "~/services/notifications/deliver.server";
import { action as goalsAction } from "~/routes/_app.goals";
import { action as habitsAction } from "~/routes/_app.habits";
import { announceStreakMilestone } from "~/services/notifications/events.server";
import { createScheduler } from "~/services/notifications/scheduler.server";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/unsubscribe.$token";

let smtp: SmtpFake;

beforeAll(async () => {
  smtp = await startSmtpFake();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

/** A scheduler as a fresh process would start it, on a clock the test sets. */
function freshScheduler(clock: { now: Date }) {
  return createScheduler({ now: () => clock.now, isPrimary: () => true });
}

async function person(prefs: Parameters<typeof updateNotificationPreferences>[1]) {
  const signedIn = await createSignedInUser({ verified: true });
  updateNotificationPreferences(signedIn.user.id, prefs);
  return signedIn;
}

const bellOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId)).all();
const mailsTo = (email: string) =>
  smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
/** Lets an SMTP delivery that was already accepted reach the fake's list. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function unsubscribeTokenIn(mail: FakeMail) {
  const match = /http:\/\/localhost:3000\/unsubscribe\/([A-Za-z0-9._-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe("journal reminders", () => {
  // Tuesday 2026-11-24, 09:00 in New York is 14:00 UTC.
  const reminderAt = new Date("2026-11-24T14:00:05Z");

  it("come exactly once per local day, across two scheduler restarts and a deleted bell row", async () => {
    const me = await person({ timezone: "America/New_York", reminderTime: "09:00" });
    const clock = { now: new Date("2026-11-24T13:58:00Z") };

    const first = freshScheduler(clock);
    await first.tick();
    expect(bellOf(me.user.id)).toEqual([]); // two minutes early: nothing yet

    clock.now = reminderAt;
    const report = await first.tick();
    expect(report?.notified).toBeGreaterThanOrEqual(1);
    first.stop();
    const [bell] = bellOf(me.user.id);
    expect(bell).toMatchObject({
      type: "reminder",
      title: "Time for your journal",
      isRecurring: true,
      recurringPattern: "daily",
      metadata: expect.objectContaining({ link: "/journal/new" }),
    });
    expect(bell!.scheduledFor?.toISOString()).toBe("2026-11-24T14:00:00.000Z");
    const mail = await smtp.waitFor((m) => m.to.includes(me.user.email.toLowerCase()), 5000);
    expect(mail.subject).toBe("Time for your journal");
    expect(mail.text).toContain("http://localhost:3000/journal/new");
    expect(mail.html).toContain('href="http://localhost:3000/journal/new"');
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/[^>]+>$/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // A restart one minute later, still inside the window.
    clock.now = new Date("2026-11-24T14:01:00Z");
    await freshScheduler(clock).tick();
    // The person deletes the bell row; another restart, still inside the window.
    db().delete(notifications).where(eq(notifications.userId, me.user.id)).run();
    clock.now = new Date("2026-11-24T14:01:50Z");
    await freshScheduler(clock).tick();
    await settle();
    expect(bellOf(me.user.id)).toEqual([]);
    expect(mailsTo(me.user.email)).toHaveLength(1);

    // The next local day brings the next one.
    clock.now = new Date("2026-11-25T14:00:30Z");
    await freshScheduler(clock).tick();
    await settle();
    expect(bellOf(me.user.id)).toHaveLength(1);
    expect(mailsTo(me.user.email)).toHaveLength(2);
  });

  it("are not sent on a day the person has written, nor when turned off, nor by a replica", async () => {
    const writer = await person({ timezone: "Europe/Berlin", reminderTime: "20:15" });
    const quiet = await person({
      timezone: "Europe/Berlin",
      reminderTime: "20:15",
      journalReminders: false,
    });
    const replicaOnly = await person({ timezone: "Europe/Berlin", reminderTime: "21:15" });
    // 2026-11-24 08:30 in Berlin (UTC+1): written this morning.
    db()
      .insert(journalEntries)
      .values({
        userId: writer.user.id,
        content: "Morning pages.",
        date: new Date("2026-11-24T07:30:00Z"),
      })
      .run();
    const clock = { now: new Date("2026-11-24T19:15:10Z") }; // 20:15:10 in Berlin
    await freshScheduler(clock).tick();
    const replica = createScheduler({
      now: () => new Date("2026-11-24T20:15:10Z"),
      isPrimary: () => false,
    });
    expect(await replica.tick()).toBeUndefined();
    await settle();
    for (const someone of [writer, quiet, replicaOnly]) {
      expect(bellOf(someone.user.id)).toEqual([]);
      expect(mailsTo(someone.user.email)).toEqual([]);
    }
  });

  it("skip email when email notifications are off, and people without a saved time zone", async () => {
    const bellOnly = await person({
      timezone: "Asia/Tokyo",
      reminderTime: "07:00",
      emailNotifications: false,
    });
    const noZone = await createSignedInUser();
    updateNotificationPreferences(noZone.user.id, { reminderTime: "07:00" });
    // 07:00 in Tokyo is 22:00 UTC the day before; also 07:00 nowhere for a person without a zone.
    await freshScheduler({ now: new Date("2026-11-23T22:00:20Z") }).tick();
    await settle();
    expect(bellOf(bellOnly.user.id)).toHaveLength(1);
    expect(mailsTo(bellOnly.user.email)).toEqual([]);
    expect(bellOf(noZone.user.id)).toEqual([]);
  });
});

describe("reminders on daylight saving nights", () => {
  it("send a reminder time the clocks skip at the moment they jump to, once", async () => {
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT, so 02:30 is sent at 03:30 EDT (07:30 UTC).
    const me = await person({ timezone: "America/New_York", reminderTime: "02:30" });
    await freshScheduler({ now: new Date("2026-03-08T07:29:30Z") }).tick();
    expect(bellOf(me.user.id)).toEqual([]);
    await freshScheduler({ now: new Date("2026-03-08T07:30:20Z") }).tick();
    await freshScheduler({ now: new Date("2026-03-08T07:31:20Z") }).tick();
    expect(bellOf(me.user.id)).toHaveLength(1);
  });

  it("send a repeated reminder time once, at its first occurrence", async () => {
    // New York, 2026-11-01: 01:30 happens at 05:30 UTC (EDT) and again at 06:30 UTC (EST).
    const me = await person({ timezone: "America/New_York", reminderTime: "01:30" });
    await freshScheduler({ now: new Date("2026-11-01T05:30:20Z") }).tick();
    await freshScheduler({ now: new Date("2026-11-01T06:30:20Z") }).tick();
    const rows = bellOf(me.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scheduledFor?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
});

describe("goal and streak reminders", () => {
  it("remind of a goal the day before and on the day, once each", async () => {
    const me = await person({ timezone: "UTC", reminderTime: "10:00" });
    db()
      .insert(goals)
      .values({
        userId: me.user.id,
        name: "Run 5k",
        target: 100,
        targetDate: new Date("2026-11-26T18:00:00Z"),
      })
      .run();
    const clock = { now: new Date("2026-11-25T10:00:30Z") };
    await freshScheduler(clock).tick();
    await freshScheduler(clock).tick();
    clock.now = new Date("2026-11-26T10:01:00Z");
    await freshScheduler(clock).tick();
    clock.now = new Date("2026-11-27T10:01:00Z");
    await freshScheduler(clock).tick();
    const goalRows = bellOf(me.user.id).filter((row) => row.type === "goal");
    expect(goalRows.map((row) => row.title).sort()).toEqual([
      "A goal is due today",
      "A goal is due tomorrow",
    ]);
  });

  it("go with a deleted goal: its reminders leave the bell", async () => {
    const me = await person({ timezone: "UTC", reminderTime: "10:00" });
    const [kept, dropped] = ["Read more", "Private plan"].map(
      (name) =>
        db()
          .insert(goals)
          .values({
            userId: me.user.id,
            name,
            target: 10,
            targetDate: new Date("2026-11-26T18:00:00Z"),
          })
          .returning({ id: goals.id })
          .get().id,
    );
    await freshScheduler({ now: new Date("2026-11-25T10:00:30Z") }).tick();
    const goalBell = () => bellOf(me.user.id).filter((row) => row.type === "goal");
    expect(goalBell()).toHaveLength(2);
    const response = await callRoute(
      goalsAction,
      formRequest("/goals", { intent: "delete", id: String(dropped) }, { cookie: me.cookie }),
    );
    expect(response.status).toBe(302);
    expect(goalBell().map((row) => row.metadata.goalId)).toEqual([kept]);
  });

  it("go with a deleted habit: its milestone leaves the bell and its email held for the morning is not sent", async () => {
    const me = await person({ timezone: "UTC", reminderTime: "10:00" });
    const habit = db()
      .insert(habits)
      .values({ userId: me.user.id, title: "Secret habit" })
      .returning({ id: habits.id, title: habits.title, frequency: habits.frequency })
      .get();
    const night = announceStreakMilestone({
      userId: me.user.id,
      habit,
      streak: 7,
      completedToday: true,
      today: "2026-11-25",
      now: new Date("2026-11-25T23:30:00Z"),
    });
    expect(await night).toMatchObject({ status: "notified", email: "held" });
    const response = await callRoute(
      habitsAction,
      formRequest("/habits", { intent: "delete", id: String(habit.id) }, { cookie: me.cookie }),
    );
    expect(response.status).toBe(302);
    expect(bellOf(me.user.id).filter((row) => row.type === "streak")).toEqual([]);
    await freshScheduler({ now: new Date("2026-11-26T08:00:30Z") }).tick();
    await settle();
    expect(mailsTo(me.user.email).map((mail) => mail.subject)).not.toContain(
      "7-day streak: Secret habit",
    );
  });

  it("nudge in the evening when a daily streak of 3+ would break tonight, and not when done", async () => {
    const me = await person({ timezone: "UTC", reminderTime: "06:00" });
    const history = { "2026-11-21": true, "2026-11-22": true, "2026-11-23": true };
    db()
      .insert(habits)
      .values({ userId: me.user.id, title: "Stretch", completionHistory: history })
      .run();
    db()
      .insert(habits)
      .values({
        userId: me.user.id,
        title: "Read",
        completionHistory: { ...history, "2026-11-24": true },
      })
      .run();
    db()
      .insert(habits)
      .values({ userId: me.user.id, title: "New one", completionHistory: { "2026-11-23": true } })
      .run();
    await freshScheduler({ now: new Date("2026-11-24T20:00:40Z") }).tick();
    await freshScheduler({ now: new Date("2026-11-24T20:01:40Z") }).tick();
    const rows = bellOf(me.user.id);
    expect(rows.map((row) => row.title)).toEqual(["Keep your streak: Stretch"]);
    expect(rows[0]!.message).toContain("3-day streak");
  });
});

describe("weekly digest", () => {
  // Monday 2026-11-23, 09:00 in London (UTC+0 in November).
  const monday = new Date("2026-11-23T09:00:00Z");

  async function proPerson(prefs: Parameters<typeof updateNotificationPreferences>[1]) {
    const someone = await person({ timezone: "Europe/London", reminderTime: "23:00", ...prefs });
    db()
      .update(users)
      .set({ subscriptionTier: "pro", subscriptionStatus: "active" })
      .where(eq(users.id, someone.user.id))
      .run();
    return someone;
  }

  it("goes once, by email and to the bell, only to people with the digest, email on and a plan with it", async () => {
    const eligible = await proPerson({});
    const free = await person({ timezone: "Europe/London", reminderTime: "23:00" });
    const digestOff = await proPerson({ weeklyDigest: false });
    const emailOff = await proPerson({ emailNotifications: false });
    const lastWeek = "2026-11-16";
    for (const someone of [eligible, free, digestOff, emailOff]) {
      db()
        .insert(journalEntries)
        .values({
          userId: someone.user.id,
          content: "Private words.",
          date: new Date("2026-11-18T12:00:00Z"),
        })
        .run();
      db()
        .insert(moods)
        .values({ userId: someone.user.id, rating: 4, date: new Date("2026-11-18T12:00:00Z") })
        .run();
      db()
        .insert(weeklySummaries)
        .values({
          userId: someone.user.id,
          weekStart: lastWeek,
          topEmotions: ["calm"],
          commonThemes: ["rest"],
          insights: ["Evenings were your calmest time."],
          entryCount: 1,
          moodAverage: 4,
          inputsFingerprint: "x",
        })
        .run();
    }

    const clock = { now: monday };
    await freshScheduler(clock).tick();
    clock.now = new Date("2026-11-23T09:30:00Z");
    await freshScheduler(clock).tick();
    await settle();

    const mails = mailsTo(eligible.user.email);
    expect(mails).toHaveLength(1);
    const digest = mails[0]!;
    expect(digest.subject).toBe("Your week in review: Nov 16 – Nov 22, 2026");
    expect(digest.text).toContain("Journal: you wrote 1 entry.");
    expect(digest.text).toContain("Mood: 1 check-in, Good on average (4.0 of 5).");
    expect(digest.text).toContain("Weekly insights: Evenings were your calmest time.");
    expect(digest.text).toContain("http://localhost:3000/insights");
    expect(digest.text).not.toContain("Private words.");
    expect(digest.html).toContain("Evenings were your calmest time.");
    expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(bellOf(eligible.user.id)).toEqual([
      expect.objectContaining({
        title: "Your weekly digest",
        recurringPattern: "weekly",
        metadata: expect.objectContaining({ link: "/insights" }),
      }),
    ]);

    for (const someone of [free, digestOff, emailOff]) {
      expect(mailsTo(someone.user.email)).toEqual([]);
    }
    // Without the digest, people with insights still hear that last week's are ready, in the
    // app only (the free plan has no digest by email), unless they turned the weekly digest off.
    expect(bellOf(free.user.id).map((row) => row.title)).toEqual([
      "Last week's insights are ready",
    ]);
    expect(bellOf(emailOff.user.id).map((row) => row.title)).toEqual([
      "Last week's insights are ready",
    ]);
    expect(bellOf(digestOff.user.id)).toEqual([]);
    expect(mailsTo(emailOff.user.email)).toEqual([]);

    // Unsubscribing from the digest's link, without signing in: that switch goes off.
    const token = unsubscribeTokenIn(digest);
    const page = await callRoute(unsubscribeLoader, getRequest(`/unsubscribe/${token}`), { token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ valid: true, what: "the weekly digest", isOff: false });
    const oneClick = await callRoute(
      unsubscribeAction,
      formRequest(
        `/unsubscribe/${token}`,
        { "List-Unsubscribe": "One-Click" },
        { headers: { Origin: "https://mail.example" } },
      ),
      { token },
    );
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toMatchObject({ done: true });
    const saved = db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, eligible.user.id))
      .get();
    expect(saved).toMatchObject({
      weeklyDigest: false,
      emailNotifications: true,
      journalReminders: true,
    });
  });
});

describe("unsubscribe links", () => {
  async function reminderMail() {
    const me = await person({ timezone: "UTC", reminderTime: "11:11" });
    await freshScheduler({ now: new Date("2026-11-24T11:11:30Z") }).tick();
    const mail = await smtp.waitFor((m) => m.to.includes(me.user.email.toLowerCase()), 5000);
    return { me, token: unsubscribeTokenIn(mail) };
  }
  const prefsOf = (userId: number) =>
    db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .get();

  it("confirm with a button on GET (no write) and turn the kind off on POST, signed out", async () => {
    const { me, token } = await reminderMail();
    const page = await callRoute(unsubscribeLoader, getRequest(`/unsubscribe/${token}`), { token });
    expect(page.body).toMatchObject({ valid: true, what: "journal reminders" });
    expect(prefsOf(me.user.id)?.journalReminders).toBe(true);

    const done = await callRoute(unsubscribeAction, formRequest(`/unsubscribe/${token}`, {}), {
      token,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      done: true,
      message:
        "Done: you will no longer get journal reminders. You can turn them back on any time in Settings > Notifications.",
    });
    expect(prefsOf(me.user.id)).toMatchObject({ journalReminders: false, goalReminders: true });
    // Nothing more tomorrow.
    await freshScheduler({ now: new Date("2026-11-25T11:11:30Z") }).tick();
    expect(bellOf(me.user.id)).toHaveLength(1);
  });

  it("refuse a changed token and a cross-site form post, changing nothing", async () => {
    const { me, token } = await reminderMail();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, pref: "emailNotifications" })).toString(
      "base64url",
    );
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      "nonsense",
    ]) {
      const page = await callRoute(unsubscribeLoader, getRequest(`/unsubscribe/${bad}`), {
        token: bad,
      });
      expect(page.status).toBe(400);
      const post = await callRoute(
        unsubscribeAction,
        formRequest(`/unsubscribe/${bad}`, { "List-Unsubscribe": "One-Click" }),
        { token: bad },
      );
      expect(post.status).toBe(400);
    }
    const crossSite = await callRoute(
      unsubscribeAction,
      formRequest(`/unsubscribe/${token}`, {}, { headers: { Origin: "https://evil.example" } }),
      { token },
    );
    expect(crossSite.status).toBe(403);
    expect(prefsOf(me.user.id)).toMatchObject({ journalReminders: true, emailNotifications: true });
  });
});

describe("events at night", () => {
  it("reach the bell at once; their email waits for the person's morning and goes once", async () => {
    const me = await person({ timezone: "Asia/Tokyo", reminderTime: "09:00" });
    const night = await notify({
      userId: me.user.id,
      kind: "support",
      dedupeKey: "support-reply:999002",
      type: "system",
      title: "Support replied",
      message: "The support team answered.",
      link: "/support",
      now: new Date("2026-11-24T14:30:00Z"), // 23:30 in Tokyo
    });
    expect(night).toMatchObject({ status: "notified", email: "held" });
    expect(bellOf(me.user.id)).toHaveLength(1);
    await freshScheduler({ now: new Date("2026-11-24T22:59:00Z") }).tick(); // 07:59 in Tokyo
    await settle();
    expect(mailsTo(me.user.email)).toEqual([]);
    await freshScheduler({ now: new Date("2026-11-24T23:00:00Z") }).tick(); // 08:00
    await freshScheduler({ now: new Date("2026-11-24T23:01:00Z") }).tick();
    await settle();
    const mails = mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Support replied");
    expect(mails[0]!.headers["list-unsubscribe"]).toContain("/unsubscribe/");
  });
});

describe("the send ledger", () => {
  it("is pruned after 60 days", async () => {
    const me = await createSignedInUser();
    const old = new Date(Date.now() - 61 * 86_400_000);
    db()
      .insert(notificationSends)
      .values([
        { userId: me.user.id, dedupeKey: "journal:old", createdAt: old },
        { userId: me.user.id, dedupeKey: "journal:new", createdAt: new Date() },
      ])
      .run();
    pruneNotificationSends();
    const keys = db()
      .select({ key: notificationSends.dedupeKey })
      .from(notificationSends)
      .where(eq(notificationSends.userId, me.user.id))
      .all()
      .map((row) => row.key);
    expect(keys).toEqual(["journal:new"]);
  });
});
