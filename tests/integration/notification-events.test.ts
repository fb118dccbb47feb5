import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { habits, notifications } from "#db/schema";
import { createSignedInUser } from "#tests/utils/http";
import { setHabitDoneToday } from "~/models/habits.server";
import { updateNotificationPreferences } from "~/models/notifications.server";
import { createScheduler } from "~/services/notifications/scheduler.server";

/** A mail server that refuses connections: nothing listens on port 1 of 127.0.0.1. */
beforeAll(() => {
  process.env.SMTP_URL = "smtp://127.0.0.1:1";
});
afterAll(() => {
  delete process.env.SMTP_URL;
});

const bellOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId)).all();

describe("a failing mail server", () => {
  it("never stops a scheduler pass: everyone still gets the bell, failures are counted", async () => {
    const people = [];
    for (let i = 0; i < 3; i++) {
      const someone = await createSignedInUser();
      updateNotificationPreferences(someone.user.id, { timezone: "UTC", reminderTime: "07:40" });
      people.push(someone);
    }
    const scheduler = createScheduler({
      now: () => new Date("2026-11-24T07:40:10Z"),
      isPrimary: () => true,
    });
    const report = await scheduler.tick();
    expect(report).toMatchObject({ failures: 0 });
    expect(report!.emailsFailed).toBeGreaterThanOrEqual(3);
    for (const someone of people) expect(bellOf(someone.user.id)).toHaveLength(1);
  });
});

describe("streak milestones", () => {
  it("notify once when a daily habit reaches 7 days, even if today is undone and redone", async () => {
    const me = await createSignedInUser();
    updateNotificationPreferences(me.user.id, { timezone: "UTC", emailNotifications: false });
    const history = Object.fromEntries(
      ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"].map(
        (day) => [day, true],
      ),
    );
    const habit = db()
      .insert(habits)
      .values({ userId: me.user.id, title: "Stretch", completionHistory: history })
      .returning({ id: habits.id })
      .get();
    const now = new Date("2026-11-24T12:00:00Z");
    expect(setHabitDoneToday(me.user.id, habit.id, true, "UTC", now)?.streak).toBe(7);
    setHabitDoneToday(me.user.id, habit.id, false, "UTC", now);
    setHabitDoneToday(me.user.id, habit.id, true, "UTC", now);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = bellOf(me.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        type: "streak",
        title: "7-day streak: Stretch",
        metadata: expect.objectContaining({ link: "/habits", habitId: habit.id }),
      }),
    ]);
  });

  it("say nothing for other streak lengths or when goal reminders are off", async () => {
    const me = await createSignedInUser();
    updateNotificationPreferences(me.user.id, { timezone: "UTC", goalReminders: false });
    const six = Object.fromEntries(
      ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"].map(
        (day) => [day, true],
      ),
    );
    const off = db()
      .insert(habits)
      .values({ userId: me.user.id, title: "Walk", completionHistory: six })
      .returning({ id: habits.id })
      .get();
    setHabitDoneToday(me.user.id, off.id, true, "UTC", new Date("2026-11-24T12:00:00Z"));
    updateNotificationPreferences(me.user.id, { goalReminders: true });
    const short = db()
      .insert(habits)
      .values({ userId: me.user.id, title: "Read", completionHistory: { "2026-11-23": true } })
      .returning({ id: habits.id })
      .get();
    setHabitDoneToday(me.user.id, short.id, true, "UTC", new Date("2026-11-24T12:00:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bellOf(me.user.id)).toEqual([]);
  });
});
