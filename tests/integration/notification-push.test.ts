import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushFake, type PushFake } from "#tests/fakes/push-server";
import { createSignedInUser } from "#tests/utils/http";
import { updateNotificationPreferences } from "~/models/notifications.server";
import { savePushSubscription } from "~/models/push-subscriptions.server";
import { createScheduler } from "~/services/notifications/scheduler.server";

/**
 * The scheduler's reminders reach the person's browsers through the real Web Push path: the fake
 * push service on 127.0.0.1 checks the VAPID signature and decrypts what it receives. Its
 * certificate is self-signed, so this file's default HTTPS agent trusts it.
 */
let fake: PushFake;
const defaultAgent = https.globalAgent;
beforeAll(async () => {
  fake = await startPushFake();
  https.globalAgent = fake.agent;
});
afterAll(async () => {
  https.globalAgent = defaultAgent;
  await fake.close();
});

const at = (iso: string) => createScheduler({ now: () => new Date(iso), isPrimary: () => true });

describe("a journal reminder in the browser", () => {
  it("is pushed to each of the person's devices when browser notifications are on", async () => {
    const me = await createSignedInUser();
    updateNotificationPreferences(me.user.id, {
      timezone: "UTC",
      reminderTime: "10:15",
      emailNotifications: false,
    });
    const phone = fake.subscribe();
    savePushSubscription(me.user.id, phone, "Chrome on Android");

    await at("2026-11-24T10:15:20Z").tick();

    const received = fake.deliveries.filter((d) => d.endpoint === phone.endpoint);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.payload)).toMatchObject({ url: "/journal/new", tag: "journal" });
  });

  it("is not pushed when the person turned browser notifications off", async () => {
    const me = await createSignedInUser();
    updateNotificationPreferences(me.user.id, {
      timezone: "UTC",
      reminderTime: "11:30",
      emailNotifications: false,
      browserNotifications: false,
    });
    const laptop = fake.subscribe();
    savePushSubscription(me.user.id, laptop, "Firefox on Linux");

    await at("2026-11-24T11:30:20Z").tick();

    expect(fake.deliveries.filter((d) => d.endpoint === laptop.endpoint)).toHaveLength(0);
  });
});
