import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, db } from "#db/client";
import { pushSubscriptions, systemSettings } from "#db/schema";
import { savePushSubscription } from "~/models/push-subscriptions.server";
import { storedVapidKeys } from "~/models/vapid-keys.server";
import { action, loader } from "~/routes/api.push-subscriptions";
import { action as keyAction } from "~/routes/api.push-subscriptions.key";
import {
  action as settingsAction,
  loader as settingsLoader,
} from "~/routes/_app.settings.notifications";
import { sendPushToUser } from "~/services/notifications/push.server";
import { vapidDetails } from "~/services/notifications/vapid.server";
import { decryptSecret } from "~/services/secrets.server";
import { startPushFake, type PushFake } from "#tests/fakes/push-server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

let fake: PushFake;
beforeAll(async () => {
  fake = await startPushFake();
});
afterAll(() => fake.close());

const rowsOf = (userId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();

/** A browser of the fake push service, saved for the person as the route would. */
function subscribeDevice(userId: number, device = "Chrome on Linux") {
  const subscription = fake.subscribe();
  savePushSubscription(userId, subscription, device);
  return subscription;
}

describe("VAPID keys", () => {
  it("are not made by a GET: the screen and the API say null until POST …/key makes them", async () => {
    const { cookie } = await createSignedInUser();
    const screen = await callRoute(
      settingsLoader,
      getRequest("/settings/notifications", { cookie }),
    );
    expect((screen.body as { push: { publicKey: unknown } }).push.publicKey).toBeNull();
    const api = await callRoute(loader, getRequest("/api/push-subscriptions", { cookie }));
    expect((api.body as { publicKey: unknown }).publicKey).toBeNull();
    expect(
      db().select().from(systemSettings).where(eq(systemSettings.key, "push.vapidKeys")).all(),
    ).toHaveLength(0);

    expect(
      (await callRoute(keyAction, jsonRequest("/api/push-subscriptions/key", {}))).status,
    ).toBe(401);
    const made = await callRoute(
      keyAction,
      jsonRequest("/api/push-subscriptions/key", {}, { cookie }),
    );
    expect(made.status).toBe(200);
    const { publicKey } = made.body as { publicKey: string };
    expect(publicKey).toBe(storedVapidKeys().publicKey);
    const again = await callRoute(
      keyAction,
      jsonRequest("/api/push-subscriptions/key", {}, { cookie }),
    );
    expect(again.body).toEqual({ publicKey });
    const later = await callRoute(loader, getRequest("/api/push-subscriptions", { cookie }));
    expect((later.body as { publicKey: unknown }).publicKey).toBe(publicKey);
  });

  it("are generated once, stored with the private key encrypted, and reused after a restart", () => {
    const first = storedVapidKeys();
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    const row = db()
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, "push.vapidKeys"))
      .get()!;
    const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(first.publicKey);
    expect(row.value).not.toContain(first.privateKey);
    expect(decryptSecret(stored.privateKey)).toBe(first.privateKey);

    closeDatabase(); // the process restarts: only the database remains
    expect(storedVapidKeys()).toEqual(first);
    expect(vapidDetails()).toMatchObject({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(
      db().select().from(systemSettings).where(eq(systemSettings.key, "push.vapidKeys")).all(),
    ).toHaveLength(1);
  });

  it("replaces a pair it cannot decrypt and drops the subscriptions made for it", async () => {
    const { user } = await createSignedInUser();
    const before = storedVapidKeys();
    subscribeDevice(user.id);
    db()
      .update(systemSettings)
      .set({ value: JSON.stringify({ publicKey: before.publicKey, privateKey: "v1.bad.bad.bad" }) })
      .where(eq(systemSettings.key, "push.vapidKeys"))
      .run();
    const after = storedVapidKeys();
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(storedVapidKeys()).toEqual(after);
    expect(rowsOf(user.id)).toHaveLength(0);
  });
});

describe("sendPushToUser", () => {
  it("sends an encrypted, VAPID-signed message to every device of the person and no one else", async () => {
    const { user } = await createSignedInUser();
    const other = await createSignedInUser();
    const phone = subscribeDevice(user.id, "Chrome on Android");
    const laptop = subscribeDevice(user.id, "Firefox on Linux");
    const stranger = subscribeDevice(other.user.id);
    const message = {
      title: "Time to write",
      body: "A minute for today?",
      url: "/journal",
      tag: "reminder",
    };

    expect(await sendPushToUser(user.id, message, { agent: fake.agent })).toEqual({
      sent: 2,
      removed: 0,
    });

    const mine = fake.deliveries.filter((d) =>
      [phone.endpoint, laptop.endpoint].includes(d.endpoint),
    );
    expect(mine).toHaveLength(2);
    expect(fake.deliveries.some((d) => d.endpoint === stranger.endpoint)).toBe(false);
    for (const delivery of mine) {
      expect(JSON.parse(delivery.payload)).toEqual(message);
      expect(delivery.vapidKey).toBe(vapidDetails().publicKey);
      expect(delivery.ttl).toBe(86400);
      expect(delivery.subject).toBe("mailto:webmaster@localhost");
    }
    expect(rowsOf(user.id).every((row) => row.lastUsedAt instanceof Date)).toBe(true);
    expect(fake.rejected).toEqual([]);
  });

  it("only ever opens a path of this site", async () => {
    const { user } = await createSignedInUser();
    const device = subscribeDevice(user.id);
    await sendPushToUser(
      user.id,
      { title: "t", body: "b", url: "https://evil.example/" },
      { agent: fake.agent },
    );
    const delivery = fake.deliveries.find((d) => d.endpoint === device.endpoint)!;
    expect(JSON.parse(delivery.payload)).toEqual({ title: "t", body: "b", url: "/notifications" });
  });

  it("removes a subscription the push service says is gone (410 and 404), keeps the rest", async () => {
    const { user } = await createSignedInUser();
    const gone = subscribeDevice(user.id, "Gone");
    const unknown = subscribeDevice(user.id, "Unknown");
    const failing = subscribeDevice(user.id, "Failing");
    subscribeDevice(user.id, "Fine");
    fake.answer(gone.endpoint, 410);
    fake.answer(unknown.endpoint, 404);
    fake.answer(failing.endpoint, 500);

    const result = await sendPushToUser(
      user.id,
      { title: "Hello", body: "There", url: "/" },
      { agent: fake.agent },
    );
    expect(result).toEqual({ sent: 1, removed: 2 });
    // A server error is not a verdict on the subscription: it stays for next time.
    expect(
      rowsOf(user.id)
        .map((row) => row.device)
        .sort(),
    ).toEqual(["Failing", "Fine"]);
  });

  it("does not throw when a push service cannot be reached, and sends nothing without devices", async () => {
    const { user } = await createSignedInUser();
    savePushSubscription(
      user.id,
      { endpoint: "https://127.0.0.1:1/push/nowhere", keys: fake.subscribe().keys },
      "Offline",
    );
    expect(
      await sendPushToUser(user.id, { title: "t", body: "b", url: "/" }, { agent: fake.agent }),
    ).toEqual({ sent: 0, removed: 0 });
    expect(rowsOf(user.id)).toHaveLength(1);
    const nobody = await createSignedInUser();
    expect(await sendPushToUser(nobody.user.id, { title: "t", body: "b", url: "/" })).toEqual({
      sent: 0,
      removed: 0,
    });
  });
});

describe("/api/push-subscriptions", () => {
  const browser = () => ({
    ...fake.subscribe(),
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
  });
  const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

  it("saves this browser for the signed-in person, named from its User-Agent, once per endpoint", async () => {
    const { user, cookie } = await createSignedInUser();
    const subscription = browser();
    const saved = await callRoute(
      action,
      jsonRequest("/api/push-subscriptions", subscription, {
        cookie,
        headers: { "User-Agent": FIREFOX },
      }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ device: "Firefox on Linux" });
    await callRoute(action, jsonRequest("/api/push-subscriptions", subscription, { cookie }));
    expect(rowsOf(user.id)).toHaveLength(1);

    const listed = await callRoute(loader, getRequest("/api/push-subscriptions", { cookie }));
    expect(listed.status).toBe(200);
    const body = listed.body as { publicKey: string; devices: Array<Record<string, unknown>> };
    expect(body.publicKey).toBe(vapidDetails().publicKey);
    expect(body.devices).toHaveLength(1);
    // The endpoint is a capability and the keys are secrets: never sent back.
    expect(JSON.stringify(body)).not.toContain(subscription.endpoint);
    expect(JSON.stringify(body)).not.toContain(subscription.keys.auth);
  });

  it("refuses what is not a push subscription with 400 and saves nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const good = browser();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...good, endpoint: "http://fcm.googleapis.com/fcm/send/x" }, /https address/],
      [{ ...good, endpoint: "https://127.0.0.1:8443/push/x" }, /push service/],
      [{ ...good, endpoint: "https://evil.example/fcm.googleapis.com" }, /push service/],
      [{ ...good, endpoint: "not a url" }, /https address/],
      [{ endpoint: good.endpoint }, /keys/],
      [{ ...good, keys: { ...good.keys, p256dh: "AAAA" } }, /P-256/],
      [{ ...good, keys: { ...good.keys, auth: "!!" } }, /16 bytes/],
      [{}, /endpoint/],
    ];
    for (const [body, message] of cases) {
      const result = await callRoute(
        action,
        jsonRequest("/api/push-subscriptions", body, { cookie }),
      );
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect((result.body as { message: string }).message).toMatch(message);
    }
    expect(rowsOf(user.id)).toHaveLength(0);
  });

  it("removes only the caller's own subscription; anonymous callers get 401", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const subscription = browser();
    await callRoute(
      action,
      jsonRequest("/api/push-subscriptions", subscription, { cookie: owner.cookie }),
    );
    const remove = (cookie: string | null) =>
      callRoute(
        action,
        jsonRequest(
          "/api/push-subscriptions",
          { endpoint: subscription.endpoint },
          { cookie, method: "DELETE" },
        ),
      );
    expect((await remove(other.cookie)).status).toBe(404);
    expect((await remove(null)).status).toBe(401);
    expect(rowsOf(owner.user.id)).toHaveLength(1);
    expect((await remove(owner.cookie)).status).toBe(200);
    expect(rowsOf(owner.user.id)).toHaveLength(0);
    expect((await callRoute(loader, getRequest("/api/push-subscriptions"))).status).toBe(401);
  });
});

describe("/settings/notifications devices", () => {
  it("removes one of the person's own devices, and nobody else's", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    subscribeDevice(owner.user.id, "Phone");
    const [row] = rowsOf(owner.user.id);
    const remove = (cookie: string) =>
      callRoute(
        settingsAction,
        formRequest(
          "/settings/notifications",
          { intent: "remove-device", id: String(row!.id) },
          { cookie },
        ),
      );
    expect((await remove(other.cookie)).status).toBe(302);
    expect(rowsOf(owner.user.id)).toHaveLength(1);
    expect((await remove(owner.cookie)).status).toBe(302);
    expect(rowsOf(owner.user.id)).toHaveLength(0);
  });

  it("lists the devices without endpoints or keys, with a hash a browser can match", async () => {
    const { user, cookie } = await createSignedInUser();
    const device = subscribeDevice(user.id, "Phone");
    const page = (
      await callRoute(settingsLoader, getRequest("/settings/notifications", { cookie }))
    ).body as {
      push: { publicKey: string; devices: Array<{ device: string; endpointHash: string }> };
    };
    expect(page.push.publicKey).toBe(vapidDetails().publicKey);
    expect(page.push.devices).toEqual([
      expect.objectContaining({
        device: "Phone",
        endpointHash: createHash("sha256").update(device.endpoint).digest("hex"),
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain(device.endpoint);
  });
});
