import { paypalFake as fake } from "#tests/utils/paypal-env";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { notifications, subscriptions } from "#db/schema";
import type { SignedWebhook } from "#tests/fakes/paypal-server";
import { savePayPalSettings } from "~/models/paypal-settings.server";
import { action as webhookAction } from "~/routes/api.paypal.webhook";
import { action as subscriptionAction } from "~/routes/_app.subscription";
import { loader as returnLoader } from "~/routes/subscription.return";
import { lapseEnded } from "~/services/paypal/billing.server";
import {
  BASE_URL,
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
} from "#tests/utils/http";

/**
 * Billing notifications (docs/product.md#what-is-sent-when) from the real webhook route, verified
 * by the PayPal fake on 127.0.0.1: a renewal, a failed payment and a cancellation, once each.
 */
beforeAll(() =>
  savePayPalSettings({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    mode: "sandbox",
    webhookId: fake.webhookId,
  }),
);
afterAll(() => fake.close());

function deliver(webhook: SignedWebhook) {
  return callRoute(
    webhookAction,
    new Request(`${BASE_URL}/api/paypal/webhook`, {
      method: "POST",
      headers: webhook.headers,
      body: webhook.body,
    }),
  );
}

async function proPerson() {
  const person = await createSignedInUser();
  const upgrade = await callRoute(
    subscriptionAction,
    formRequest("/subscription", { intent: "upgrade" }, { cookie: person.cookie }),
  );
  const id = new URL(upgrade.location!).searchParams.get("subscription_id")!;
  fake.approve(id);
  const back = await callRoute(
    returnLoader,
    getRequest(`/subscription/return?subscription_id=${encodeURIComponent(id)}&ba_token=x`, {
      cookie: person.cookie,
    }),
  );
  expect(back.status).toBe(302);
  return { ...person, subscriptionId: id };
}

const titlesOf = (userId: number) =>
  db()
    .select({ title: notifications.title, metadata: notifications.metadata })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .all();

describe("billing notifications", () => {
  it("a renewal (not the first payment) is announced once, even when PayPal resends it", async () => {
    const person = await proPerson();
    await deliver(fake.saleEvent(person.subscriptionId, { saleId: "SALE-N-1", total: "9.99" }));
    expect(titlesOf(person.user.id)).toEqual([]);
    const renewal = fake.saleEvent(person.subscriptionId, { saleId: "SALE-N-2", total: "9.99" });
    expect((await deliver(renewal)).status).toBe(200);
    expect((await deliver(renewal)).status).toBe(200);
    expect(titlesOf(person.user.id)).toEqual([
      {
        title: "Subscription renewed",
        metadata: expect.objectContaining({ link: "/subscription" }),
      },
    ]);
  });

  it("a failed payment and a cancellation are announced", async () => {
    const person = await proPerson();
    await deliver(
      fake.subscriptionEvent("BILLING.SUBSCRIPTION.PAYMENT.FAILED", person.subscriptionId, {
        billing_info: {
          last_failed_payment: {
            amount: { value: "9.99", currency_code: "USD" },
            time: new Date().toISOString(),
          },
        },
      }),
    );
    const cancel = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "cancel" }, { cookie: person.cookie }),
    );
    expect(cancel.status).toBe(302);
    expect(titlesOf(person.user.id).map((row) => row.title)).toEqual([
      "Payment failed",
      "Subscription ending",
    ]);
  });

  it("the end of a cancelled plan is announced once, when the hourly sweep records it", async () => {
    const person = await proPerson();
    await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "cancel" }, { cookie: person.cookie }),
    );
    const past = new Date(Date.now() - 60_000);
    db()
      .update(subscriptions)
      .set({ endDate: past })
      .where(eq(subscriptions.paypalSubscriptionId, person.subscriptionId))
      .run();

    await lapseEnded();
    await lapseEnded();

    expect(titlesOf(person.user.id).map((row) => row.title)).toEqual([
      "Subscription ending",
      "Subscription ended",
    ]);
  });
});
