import { paypalFake as fake } from "#tests/utils/paypal-env";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  featureLimits,
  goals,
  payments,
  paypalWebhookEvents,
  subscriptionPlans,
  subscriptions,
  users,
} from "#db/schema";
import { effectiveTier } from "~/lib/subscription";
import { lapseEnded } from "~/services/paypal/billing.server";
import { getPayPalConfig, savePayPalSettings } from "~/models/paypal-settings.server";
import { action as webhookAction } from "~/routes/api.paypal.webhook";
import { action as createGoalAction } from "~/routes/api.goals";
import { action as goalAction, loader as goalsLoader } from "~/routes/api.goals.$id";
import { action as buttonsAction } from "~/routes/resources.paypal-subscription";
import { loader as cancelledLoader } from "~/routes/subscription.cancelled";
import { loader as returnLoader } from "~/routes/subscription.return";
import {
  action as subscriptionAction,
  loader as subscriptionLoader,
} from "~/routes/_app.subscription";
import type { SignedWebhook } from "#tests/fakes/paypal-server";
import {
  BASE_URL,
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

/**
 * Pro through PayPal (docs/decisions/013-paypal-subscriptions.md), end to end on the server:
 * real Requests into the routes, a real SQLite file and the PayPal fake on 127.0.0.1.
 */

function configure() {
  savePayPalSettings({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    mode: "sandbox",
    webhookId: fake.webhookId,
  });
}

beforeAll(() => configure());
afterAll(() => fake.close());

const userRow = (id: number) => db().select().from(users).where(eq(users.id, id)).get()!;
const tierOf = (id: number) => effectiveTier(userRow(id));

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

/** Starts an upgrade without JavaScript; returns the PayPal subscription id. */
async function upgrade(cookie: string) {
  const result = await callRoute(
    subscriptionAction,
    formRequest("/subscription", { intent: "upgrade" }, { cookie }),
  );
  expect(result.status).toBe(302);
  const approve = new URL(result.location!);
  expect(approve.origin).toBe(fake.url);
  return approve.searchParams.get("subscription_id")!;
}

function returnFrom(id: string, cookie: string) {
  return callRoute(
    returnLoader,
    getRequest(`/subscription/return?subscription_id=${encodeURIComponent(id)}&ba_token=x`, {
      cookie,
    }),
  );
}

/** A person on Pro, activated by the return URL after approving at PayPal. */
async function proPerson() {
  const person = await createSignedInUser();
  const id = await upgrade(person.cookie);
  fake.approve(id);
  expect((await returnFrom(id, person.cookie)).status).toBe(302);
  expect(tierOf(person.user.id)).toBe("pro");
  return { ...person, subscriptionId: id };
}

async function screen(cookie: string) {
  const result = await callRoute(subscriptionLoader, getRequest("/subscription", { cookie }));
  expect(result.status).toBe(200);
  return result.body as Awaited<ReturnType<typeof subscriptionLoader>>;
}

describe("when PayPal is not configured", () => {
  beforeEach(() => savePayPalSettings({ mode: "sandbox", removeSecret: true }));
  afterAll(() => configure());

  it("shows both plans and says upgrades are not available, without a 500", async () => {
    const { cookie } = await createSignedInUser();
    expect(getPayPalConfig()).toBeNull();
    const body = await screen(cookie);
    expect(body.paypal).toBeNull();
    expect(body.plans.map((plan) => plan.name)).toEqual(["free", "pro"]);
    const result = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "upgrade" }, { cookie }),
    );
    expect(result.status).toBe(409);
    expect(JSON.stringify(result.body)).toContain("not available yet");
  });
});

describe("the subscription screen", () => {
  it("lists Free and Pro from subscription_plans and feature_limits, prices from minor units", async () => {
    const { cookie } = await createSignedInUser();
    const body = await screen(cookie);
    const [free, pro] = body.plans;
    expect(free!.price).toBe("$0.00");
    expect(pro!.price).toBe("$9.99");
    expect(pro!.interval).toBe("month");
    const limits = db().select().from(subscriptionPlans).all();
    expect(limits.find((p) => p.name === "pro")!.priceMinor).toBe(999);
    // The words follow the feature_limits rows, whatever numbers the seed chose.
    const rows = db().select().from(featureLimits).all();
    for (const plan of [free!, pro!]) {
      const row = rows.find((r) => r.subscriptionTier === plan.name)!;
      expect(plan.limits.map((l) => l.label)).toContain(
        row.maxGoals === null ? "Unlimited goals" : `Up to ${row.maxGoals} goals`,
      );
      expect(plan.limits.find((l) => l.label === "Custom journal prompts")?.included).toBe(
        row.customPromptsAccess,
      );
    }
    db()
      .update(featureLimits)
      .set({ maxGoals: 7 })
      .where(eq(featureLimits.subscriptionTier, "free"))
      .run();
    try {
      const changed = await screen(cookie);
      expect(changed.plans[0]!.limits.map((l) => l.label)).toContain("Up to 7 goals");
    } finally {
      const seeded = rows.find((r) => r.subscriptionTier === "free")!.maxGoals;
      db()
        .update(featureLimits)
        .set({ maxGoals: seeded })
        .where(eq(featureLimits.subscriptionTier, "free"))
        .run();
    }
    expect(body.tier).toBe("free");
    expect(body.paypal?.clientId).toBe(fake.clientId);
    expect(JSON.stringify(body)).not.toContain(fake.clientSecret);
  });

  it("refuses an unknown intent with a message", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "free-pro-please" }, { cookie }),
    );
    expect(result.status).toBe(400);
  });
});

describe("upgrading", () => {
  it("without JavaScript redirects to PayPal's approve link, after making the product and plan", async () => {
    const { user, cookie } = await createSignedInUser();
    const id = await upgrade(cookie);
    const pro = db()
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "pro"))
      .get()!;
    expect(pro.paypalProductId).toMatch(/^PROD-/);
    expect(fake.plans.get(pro.paypalPlanId!)).toMatchObject({ price: "9.99", currency: "USD" });
    expect(fake.subscriptions.get(id)).toMatchObject({
      custom_id: String(user.id),
      return_url: "http://localhost:3000/subscription/return",
      cancel_url: "http://localhost:3000/subscription/cancelled",
    });
    const row = db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paypalSubscriptionId, id))
      .get()!;
    expect(row).toMatchObject({ userId: user.id, status: "pending" });
    expect(tierOf(user.id)).toBe("free");

    // A second upgrade reuses the plan made the first time.
    const plansBefore = fake.plans.size;
    await upgrade((await createSignedInUser()).cookie);
    expect(fake.plans.size).toBe(plansBefore);
  });

  it("caches the PayPal token until it expires", async () => {
    const before = fake.tokensIssued();
    await upgrade((await createSignedInUser()).cookie);
    await upgrade((await createSignedInUser()).cookie);
    expect(fake.tokensIssued() - before).toBeLessThanOrEqual(1);
  });

  it("with the JavaScript buttons, answers the new subscription's id", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      buttonsAction,
      formRequest("/resources/paypal-subscription", {}, { cookie }),
    );
    expect(result.status).toBe(201);
    const id = (result.body as { subscriptionId: string }).subscriptionId;
    expect(fake.subscriptions.get(id)?.custom_id).toBe(String(user.id));
    const anonymous = await callRoute(
      buttonsAction,
      formRequest("/resources/paypal-subscription", {}),
    );
    expect(anonymous.status).toBe(401);
  });

  it("the return URL activates only once PayPal says the subscription is active", async () => {
    const { user, cookie } = await createSignedInUser();
    const id = await upgrade(cookie);
    // Back from PayPal before approving (or a guessed URL): PayPal says APPROVAL_PENDING.
    await returnFrom(id, cookie);
    expect(tierOf(user.id)).toBe("free");
    expect(userRow(user.id).subscriptionStatus).toBe("active");

    const approved = fake.approve(id);
    const result = await returnFrom(id, cookie);
    expect(result.location).toBe("/subscription");
    const person = userRow(user.id);
    expect(person).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
    expect(person.subscriptionExpiresAt?.toISOString()).toBe(approved.next_billing_time);
    expect(tierOf(user.id)).toBe("pro");
    expect(
      fake.requests.some((r) => r.method === "GET" && r.path === `/v1/billing/subscriptions/${id}`),
    ).toBe(true);

    const body = await screen(cookie);
    expect(body.tier).toBe("pro");
    expect(body.status).toBe("active");
    expect(body.periodEnd).toBeTruthy();
  });

  it("ignores a forged return URL: someone else's subscription or a made-up id", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const id = await upgrade(owner.cookie);
    fake.approve(id);

    await returnFrom(id, intruder.cookie);
    await returnFrom("I-MADEUP123", intruder.cookie);
    await returnFrom("../../v1/oauth2/token", intruder.cookie);
    expect(tierOf(intruder.user.id)).toBe("free");
    expect(tierOf(owner.user.id)).toBe("free");
    const row = db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paypalSubscriptionId, id))
      .get()!;
    expect(row.status).toBe("pending");

    // A subscription PayPal reports with another person's custom id changes nothing either.
    fake.update(id, { custom_id: String(intruder.user.id) });
    await returnFrom(id, owner.cookie);
    expect(tierOf(owner.user.id)).toBe("free");
    fake.update(id, { custom_id: String(owner.user.id) });
    await returnFrom(id, owner.cookie);
    expect(tierOf(owner.user.id)).toBe("pro");
  });

  it("leaving PayPal's page without subscribing changes nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    await upgrade(cookie);
    const result = await callRoute(
      cancelledLoader,
      getRequest("/subscription/cancelled", { cookie }),
    );
    expect(result.location).toBe("/subscription");
    expect(tierOf(user.id)).toBe("free");
  });

  it("answers PayPal's failures in its own words, never with PayPal's body", async () => {
    const { user, cookie } = await createSignedInUser();
    const detail = "UPSTREAM-DETAIL-with-debug-id-and-secrets";
    fake.failNext("/v1/billing/subscriptions", 500, JSON.stringify({ name: detail }));
    const failed = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "upgrade" }, { cookie }),
    );
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: "PayPal refused the request (500)." });
    expect(JSON.stringify(failed.body)).not.toContain(detail);
    fake.failNext("/v1/billing/subscriptions", 422, "not json at all " + detail);
    const refused = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "upgrade" }, { cookie }),
    );
    expect(JSON.stringify(refused.body)).not.toContain(detail);
    expect(
      db().select().from(subscriptions).where(eq(subscriptions.userId, user.id)).all(),
    ).toHaveLength(0);

    // A failure while confirming a return changes nothing and says PayPal could not confirm.
    const id = await upgrade(cookie);
    fake.approve(id);
    fake.failNext(`/v1/billing/subscriptions/${id}`, 503, detail);
    const back = await returnFrom(id, cookie);
    expect(back.location).toBe("/subscription");
    expect(tierOf(user.id)).toBe("free");
    await returnFrom(id, cookie);
    expect(tierOf(user.id)).toBe("pro");
  });

  it("refuses a second upgrade while Pro", async () => {
    const { cookie } = await proPerson();
    const result = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "upgrade" }, { cookie }),
    );
    expect(result.status).toBe(409);
  });
});

describe("webhooks", () => {
  it("activates a subscription on BILLING.SUBSCRIPTION.ACTIVATED", async () => {
    const { user, cookie } = await createSignedInUser();
    const id = await upgrade(cookie);
    fake.approve(id);
    const result = await deliver(fake.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", id));
    expect(result.status).toBe(200);
    expect(tierOf(user.id)).toBe("pro");
  });

  it("refuses a forged webhook (no or wrong signature, tampered body) and changes nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const id = await upgrade(cookie);
    fake.approve(id);
    const genuine = fake.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", id);

    const unsigned = await deliver({
      headers: { "Content-Type": "application/json" },
      body: genuine.body,
    });
    expect(unsigned.status).toBe(401);
    const wrongSig = await deliver({
      headers: { ...genuine.headers, "PayPal-Transmission-Sig": "Zm9yZ2Vk" },
      body: genuine.body,
    });
    expect(wrongSig.status).toBe(401);
    const tampered = JSON.parse(genuine.body) as { id: string };
    tampered.id = "WH-TAMPERED";
    expect(
      (await deliver({ headers: genuine.headers, body: JSON.stringify(tampered) })).status,
    ).toBe(401);
    expect((await deliver({ headers: genuine.headers, body: "not json" })).status).toBe(400);

    expect(tierOf(user.id)).toBe("free");
    expect(
      db()
        .select()
        .from(paypalWebhookEvents)
        .where(eq(paypalWebhookEvents.eventId, "WH-TAMPERED"))
        .get(),
    ).toBeUndefined();
    expect((await deliver(genuine)).status).toBe(200);
    expect(tierOf(user.id)).toBe("pro");
  });

  it("ignores a replayed event", async () => {
    const person = await proPerson();
    const activated = fake.subscriptionEvent(
      "BILLING.SUBSCRIPTION.ACTIVATED",
      person.subscriptionId,
    );
    expect((await deliver(activated)).status).toBe(200);
    const sale = fake.saleEvent(person.subscriptionId, { total: "9.99" });
    expect((await deliver(sale)).status).toBe(200);
    fake.update(person.subscriptionId, { status: "EXPIRED" });
    expect(
      (await deliver(fake.subscriptionEvent("BILLING.SUBSCRIPTION.EXPIRED", person.subscriptionId)))
        .status,
    ).toBe(200);
    expect(tierOf(person.user.id)).toBe("free");

    // PayPal (or anyone who captured them) sends both again: nothing changes.
    const replayed = await deliver(activated);
    expect(replayed.status).toBe(200);
    expect((replayed.body as { message: string }).message).toBe("Already applied.");
    await deliver(sale);
    expect(tierOf(person.user.id)).toBe("free");
    expect(
      db().select().from(payments).where(eq(payments.userId, person.user.id)).all(),
    ).toHaveLength(1);
  });

  it("acknowledges and ignores unknown events", async () => {
    const result = await deliver(
      fake.sign({
        id: "WH-UNKNOWN-1",
        event_type: "CUSTOMER.DISPUTE.CREATED",
        resource: { id: "x" },
      }),
    );
    expect(result.status).toBe(200);
  });

  it("records a completed payment with its receipt, in minor units, and lists it", async () => {
    const person = await proPerson();
    await deliver(
      fake.saleEvent(person.subscriptionId, { saleId: "SALE-RECEIPT-1", total: "9.99" }),
    );
    const [payment] = db().select().from(payments).where(eq(payments.userId, person.user.id)).all();
    expect(payment).toMatchObject({
      amountMinor: 999,
      currency: "USD",
      status: "completed",
      paymentId: "SALE-RECEIPT-1",
      paymentMethod: "paypal",
    });
    const body = await screen(person.cookie);
    expect(body.payments).toEqual([
      expect.objectContaining({
        amount: "$9.99",
        currency: "USD",
        status: "completed",
        receipt: "SALE-RECEIPT-1",
      }),
    ]);
    // Someone else sees none of it.
    const other = await createSignedInUser();
    expect((await screen(other.cookie)).payments).toEqual([]);
  });

  it("records a failed payment; a suspension after failures returns the person to Free", async () => {
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
    const [failed] = db().select().from(payments).where(eq(payments.userId, person.user.id)).all();
    expect(failed).toMatchObject({ status: "failed", amountMinor: 999 });
    // PayPal retries: still Pro for now.
    expect(tierOf(person.user.id)).toBe("pro");

    fake.update(person.subscriptionId, { status: "SUSPENDED" });
    await deliver(fake.subscriptionEvent("BILLING.SUBSCRIPTION.SUSPENDED", person.subscriptionId));
    expect(userRow(person.user.id).subscriptionStatus).toBe("suspended");
    expect(tierOf(person.user.id)).toBe("free");
    const body = await screen(person.cookie);
    expect(body.payments[0]).toMatchObject({ status: "failed" });
  });
});

describe("cancel at period end, resume and lapse", () => {
  it("cancel keeps Pro until the period end and stops PayPal's billing; resume restores it", async () => {
    const person = await proPerson();
    const periodEnd = userRow(person.user.id).subscriptionExpiresAt;
    const cancel = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "cancel" }, { cookie: person.cookie }),
    );
    expect(cancel.status).toBe(302);
    expect(fake.subscriptions.get(person.subscriptionId)!.status).toBe("SUSPENDED");
    expect(userRow(person.user.id)).toMatchObject({
      subscriptionStatus: "cancelled",
      subscriptionExpiresAt: periodEnd,
    });
    expect(tierOf(person.user.id)).toBe("pro");
    // PayPal's own notice of the suspension the app asked for changes nothing.
    await deliver(fake.subscriptionEvent("BILLING.SUBSCRIPTION.SUSPENDED", person.subscriptionId));
    expect(userRow(person.user.id).subscriptionStatus).toBe("cancelled");
    expect(tierOf(person.user.id)).toBe("pro");
    expect((await screen(person.cookie)).status).toBe("cancelled");

    const resume = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "resume" }, { cookie: person.cookie }),
    );
    expect(resume.status).toBe(302);
    expect(fake.subscriptions.get(person.subscriptionId)!.status).toBe("ACTIVE");
    expect(userRow(person.user.id).subscriptionStatus).toBe("active");
    expect(tierOf(person.user.id)).toBe("pro");
  });

  it("refuses cancel and resume when there is nothing to cancel or resume", async () => {
    const { cookie } = await createSignedInUser();
    for (const intent of ["cancel", "resume"]) {
      const result = await callRoute(
        subscriptionAction,
        formRequest("/subscription", { intent }, { cookie }),
      );
      expect(result.status).toBe(409);
    }
  });

  it("lapses to Free at the period end and keeps every goal readable and editable", async () => {
    const person = await proPerson();
    const cookie = person.cookie;
    for (let n = 1; n <= 5; n += 1) {
      const created = await callRoute(
        createGoalAction,
        jsonRequest("/api/goals", { name: `Goal ${n}`, target: 10 }, { cookie }),
      );
      expect(created.status).toBe(201);
    }
    await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "cancel" }, { cookie }),
    );
    // The period ends.
    const past = new Date(Date.now() - 60_000);
    db()
      .update(subscriptions)
      .set({ endDate: past })
      .where(eq(subscriptions.paypalSubscriptionId, person.subscriptionId))
      .run();
    db()
      .update(users)
      .set({ subscriptionExpiresAt: past })
      .where(eq(users.id, person.user.id))
      .run();
    expect(tierOf(person.user.id)).toBe("free");

    // Read as Free at once; the hourly sweep then records the lapse and ends it at PayPal.
    expect((await screen(cookie)).tier).toBe("free");
    await lapseEnded();
    expect(userRow(person.user.id)).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "expired",
    });
    expect(fake.subscriptions.get(person.subscriptionId)!.status).toBe("CANCELLED");

    // Every goal is still there, readable and editable; only a new one past the cap is refused.
    const list = await callRoute(
      goalsLoader,
      getRequest(`/api/goals/${person.user.id}`, { cookie }),
      { id: String(person.user.id) },
    );
    const mine = list.body as { id: number; name: string }[];
    expect(mine).toHaveLength(5);
    const edited = await callRoute(
      goalAction,
      jsonRequest(`/api/goals/${mine[4]!.id}`, { progress: 7 }, { cookie, method: "PATCH" }),
      { id: String(mine[4]!.id) },
    );
    expect(edited.status).toBe(200);
    expect(db().select().from(goals).where(eq(goals.userId, person.user.id)).all()).toHaveLength(5);
    const refused = await callRoute(
      createGoalAction,
      jsonRequest("/api/goals", { name: "Goal 6", target: 10 }, { cookie }),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    // Resume is no longer possible once the period has ended.
    const resume = await callRoute(
      subscriptionAction,
      formRequest("/subscription", { intent: "resume" }, { cookie }),
    );
    expect(resume.status).toBe(409);

    // Subscribing again later is a new subscription, and Pro again.
    const again = await upgrade(cookie);
    fake.approve(again);
    await returnFrom(again, cookie);
    expect(userRow(person.user.id)).toMatchObject({
      subscriptionTier: "pro",
      subscriptionStatus: "active",
    });
    expect((await screen(cookie)).tier).toBe("pro");
  });

  it("a new subscription stands even when the old one's period ended unnoticed", async () => {
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
    db()
      .update(users)
      .set({ subscriptionExpiresAt: past })
      .where(eq(users.id, person.user.id))
      .run();
    // No sweep has run: the old row still says cancelled.
    const again = await upgrade(person.cookie);
    fake.approve(again);
    await deliver(fake.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", again));
    expect(tierOf(person.user.id)).toBe("pro");
    expect(userRow(person.user.id).subscriptionStatus).toBe("active");
  });
});
