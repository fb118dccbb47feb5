import { env } from "~/env.server";
import { minorUnitsToDecimal, parseMinorUnits } from "~/lib/money";
import { PRODUCT_NAME } from "~/lib/site";
import { getPayPalConfig, type PayPalConfig } from "~/models/paypal-settings.server";
import {
  applyConfirmedSubscription,
  applyWebhookEvent,
  currentSubscription,
  findOwnSubscription,
  getPlanByName,
  isWebhookEventSeen,
  lapseEndedSubscriptions,
  listPlans,
  markCancelledAtPeriodEnd,
  markResumed,
  setPlanPayPalIds,
  startPendingSubscription,
  type ConfirmedSubscription,
  type Plan,
  type PaymentInput,
  billingNoticeFacts,
  type WebhookEffect,
} from "~/models/subscriptions.server";
import { announceBilling } from "~/services/notifications/events.server";
import {
  activateSubscription,
  cancelSubscription,
  createBillingPlan,
  createProduct,
  createSubscription,
  getSubscription,
  isPayPalSubscriptionId,
  PayPalError,
  suspendSubscription,
  verifyWebhookSignature,
  type PayPalSubscription,
} from "~/services/paypal/client.server";

/**
 * The subscription flows that need PayPal (docs/decisions/013-paypal-subscriptions.md): each
 * confirms with PayPal first, then hands the confirmed state to app/models/subscriptions.server.ts.
 */

export { PayPalError };

export const PAID_PLAN = "pro";

function requireConfig() {
  const config = getPayPalConfig();
  if (!config) throw new PayPalError("not_configured", "Upgrades are not available yet.");
  return config;
}

/** The plan's PayPal billing plan, made (product first) when it has none yet. */
async function ensureBillingPlan(config: PayPalConfig, plan: Plan) {
  if (plan.paypalPlanId && plan.paypalProductId) return plan.paypalPlanId;
  const productId =
    plan.paypalProductId ??
    (await createProduct(config, {
      name: `${PRODUCT_NAME} ${plan.displayName}`,
      description: plan.description,
    }));
  const planId = await createBillingPlan(config, {
    productId,
    name: `${PRODUCT_NAME} ${plan.displayName}`,
    description: plan.description,
    interval: plan.interval,
    price: minorUnitsToDecimal(plan.priceMinor, plan.currency),
    currency: plan.currency,
  });
  setPlanPayPalIds(plan.id, { productId, planId });
  return planId;
}

/** "Sync plans": every paid plan gets its PayPal product and billing plan. */
export async function syncPlans(config = requireConfig()) {
  const synced: { name: string; productId: string; planId: string }[] = [];
  for (const plan of listPlans()) {
    if (plan.priceMinor <= 0 || !plan.isActive) continue;
    const planId = await ensureBillingPlan(config, plan);
    const refreshed = getPlanByName(plan.name)!;
    synced.push({ name: plan.name, productId: refreshed.paypalProductId!, planId });
  }
  return synced;
}

function toConfirmed(subscription: PayPalSubscription): ConfirmedSubscription {
  const next = subscription.billing_info?.next_billing_time;
  const nextDate = next ? new Date(next) : null;
  return {
    paypalSubscriptionId: subscription.id,
    status: subscription.status,
    paypalPlanId: subscription.plan_id ?? null,
    customId: subscription.custom_id ?? null,
    nextBillingTime: nextDate && !Number.isNaN(nextDate.getTime()) ? nextDate : null,
  };
}

/**
 * Creates the PayPal subscription for Pro and returns the link where the person approves it.
 * The pending row ties PayPal's id to this person; custom_id carries their id to PayPal and back.
 */
export async function startUpgrade(userId: number) {
  const config = requireConfig();
  const plan = getPlanByName(PAID_PLAN);
  if (!plan) throw new PayPalError("not_configured", "Upgrades are not available yet.");
  const planId = await ensureBillingPlan(config, plan);
  const appUrl = env().APP_URL.replace(/\/+$/, "");
  const { subscription, approveUrl } = await createSubscription(config, {
    planId,
    customId: String(userId),
    returnUrl: `${appUrl}/subscription/return`,
    cancelUrl: `${appUrl}/subscription/cancelled`,
    brandName: PRODUCT_NAME,
  });
  startPendingSubscription({ userId, planId: plan.id, paypalSubscriptionId: subscription.id });
  return { subscriptionId: subscription.id, approveUrl };
}

export type ReturnOutcome = "activated" | "waiting" | "ignored";

/**
 * The return from PayPal's approval page. Only the person's own pending subscription counts,
 * and only in the state PayPal itself reports: a made-up or someone else's id changes nothing.
 */
export async function confirmReturn(
  userId: number,
  paypalSubscriptionId: string,
): Promise<ReturnOutcome> {
  if (!isPayPalSubscriptionId(paypalSubscriptionId)) return "ignored";
  const own = findOwnSubscription(userId, paypalSubscriptionId);
  if (!own) return "ignored";
  const config = requireConfig();
  const confirmed = toConfirmed(await getSubscription(config, paypalSubscriptionId));
  if (confirmed.status !== "ACTIVE") return confirmed.status === "APPROVED" ? "waiting" : "ignored";
  const result = applyConfirmedSubscription(confirmed);
  return result.applied ? "activated" : "ignored";
}

/**
 * Cancel at the period end: PayPal stops billing (the subscription is suspended, so the person
 * can resume it without approving again) and the person keeps Pro until the period end.
 */
export async function cancelAtPeriodEnd(userId: number) {
  const current = currentSubscription(userId);
  if (
    !current ||
    current.subscription.status !== "active" ||
    !current.subscription.paypalSubscriptionId
  ) {
    return false;
  }
  const config = requireConfig();
  await suspendSubscription(
    config,
    current.subscription.paypalSubscriptionId,
    "Cancelled by the subscriber at the end of the billing period",
  );
  markCancelledAtPeriodEnd(current.subscription.id);
  await announceBilling(userId, `cancel:${current.subscription.id}:${Date.now()}`, {
    kind: "ending",
    endsAt: current.subscription.endDate,
  }).catch((error: unknown) => console.error("[notifications] billing notification failed", error));
  return true;
}

/** Resume before the period end: PayPal bills again at the next billing time. */
export async function resumeSubscription(userId: number, now = new Date()) {
  const current = currentSubscription(userId);
  const subscription = current?.subscription;
  if (
    !subscription ||
    subscription.status !== "cancelled" ||
    !subscription.cancelAtPeriodEnd ||
    !subscription.paypalSubscriptionId ||
    !subscription.endDate ||
    subscription.endDate <= now
  ) {
    return false;
  }
  const config = requireConfig();
  await activateSubscription(
    config,
    subscription.paypalSubscriptionId,
    "Resumed by the subscriber",
  );
  const confirmed = toConfirmed(await getSubscription(config, subscription.paypalSubscriptionId));
  markResumed(subscription.id, confirmed.nextBillingTime);
  return true;
}

/**
 * Ends what was cancelled at a period end that has passed: the people become Free (their data
 * stays), and the suspended PayPal subscriptions are cancelled for good (best effort: a failure is
 * retried at the next sweep only through PayPal's own expiry, never charged).
 */
export async function lapseEnded(now = new Date()) {
  const ended = lapseEndedSubscriptions(now);
  for (const lapse of ended) {
    if (!lapse.movedToFree) continue;
    await announceBilling(lapse.userId, `lapse:${lapse.id}`, { kind: "ended" }).catch(
      (error: unknown) => console.error("[billing] the lapse notice failed", error),
    );
  }
  const paypalIds = ended.flatMap((lapse) => lapse.paypalSubscriptionId ?? []);
  const config = paypalIds.length ? getPayPalConfig() : null;
  if (!config) return;
  for (const id of paypalIds) {
    await cancelSubscription(config, id, "The billing period ended after a cancellation").catch(
      () => undefined,
    );
  }
}

type WebhookEvent = { id: string; event_type: string; resource: Record<string, unknown> };

function readEvent(value: unknown): WebhookEvent | null {
  if (!value || typeof value !== "object") return null;
  const event = value as Record<string, unknown>;
  if (typeof event.id !== "string" || !event.id || event.id.length > 128) return null;
  if (typeof event.event_type !== "string" || event.event_type.length > 128) return null;
  if (!event.resource || typeof event.resource !== "object") return null;
  return event as unknown as WebhookEvent;
}

const SUBSCRIPTION_EVENTS = new Set([
  "BILLING.SUBSCRIPTION.ACTIVATED",
  "BILLING.SUBSCRIPTION.CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED",
  "BILLING.SUBSCRIPTION.EXPIRED",
]);

function amountOf(
  value: unknown,
  currencyKey: "currency_code" | "currency",
  valueKey: "value" | "total",
) {
  if (!value || typeof value !== "object") return null;
  const amount = value as Record<string, unknown>;
  const currency = amount[currencyKey];
  const text = amount[valueKey];
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency) || typeof text !== "string") {
    return null;
  }
  const minor = parseMinorUnits(text, currency);
  return minor === null ? null : { amountMinor: minor, currency: currency.toUpperCase() };
}

function dateOf(value: unknown, fallback: Date) {
  if (typeof value !== "string") return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

async function effectOf(
  config: PayPalConfig,
  event: WebhookEvent,
  now: Date,
): Promise<WebhookEffect> {
  const resource = event.resource;
  if (SUBSCRIPTION_EVENTS.has(event.event_type)) {
    return {
      kind: "subscription",
      confirmed: toConfirmed(resource as unknown as PayPalSubscription),
    };
  }
  if (event.event_type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED") {
    const subscription = resource as unknown as PayPalSubscription & {
      billing_info?: { last_failed_payment?: { amount?: unknown; time?: unknown } };
    };
    const failed = subscription.billing_info?.last_failed_payment;
    const amount = amountOf(failed?.amount, "currency_code", "value");
    const payment: PaymentInput | undefined = amount
      ? {
          paypalSubscriptionId: subscription.id,
          paymentId: `failed-${event.id}`,
          ...amount,
          status: "failed",
          paymentDate: dateOf(failed?.time, now),
        }
      : undefined;
    return { kind: "subscription", confirmed: toConfirmed(subscription), payment };
  }
  if (event.event_type === "PAYMENT.SALE.COMPLETED") {
    const subscriptionId = resource.billing_agreement_id;
    const amount = amountOf(resource.amount, "currency", "total");
    if (typeof resource.id !== "string" || typeof subscriptionId !== "string" || !amount) {
      return { kind: "ignored" };
    }
    const payment: PaymentInput = {
      paypalSubscriptionId: subscriptionId,
      paymentId: resource.id,
      ...amount,
      status: "completed",
      paymentDate: dateOf(resource.create_time, now),
    };
    // The sale says nothing of the new period end: PayPal's subscription does.
    const confirmed = isPayPalSubscriptionId(subscriptionId)
      ? await getSubscription(config, subscriptionId).then(toConfirmed, () => undefined)
      : undefined;
    return { kind: "payment", payment, confirmed };
  }
  return { kind: "ignored" };
}

export type WebhookOutcome =
  { status: 200; message: string } | { status: 400 | 401 | 503; message: string };

/**
 * A webhook delivery: parsed, verified with PayPal (verify-webhook-signature with the configured
 * webhook id), then applied once. Anything unverified changes nothing.
 */
export async function handleWebhook(
  rawBody: string,
  headers: Headers,
  now = new Date(),
): Promise<WebhookOutcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { status: 400, message: "The body is not a PayPal event." };
  }
  const event = readEvent(parsed);
  if (!event) return { status: 400, message: "The body is not a PayPal event." };
  const config = getPayPalConfig();
  if (!config?.webhookId) return { status: 401, message: "Webhooks are not configured." };
  let verified: boolean;
  try {
    verified = await verifyWebhookSignature(config, headers, parsed);
  } catch (error) {
    if (error instanceof PayPalError && error.kind === "unavailable") {
      return { status: 503, message: "The signature could not be checked. Please retry." };
    }
    verified = false;
  }
  if (!verified) return { status: 401, message: "The signature could not be verified." };
  if (isWebhookEventSeen(event.id)) return { status: 200, message: "Already applied." };
  const effect = await effectOf(config, event, now);
  const applied = applyWebhookEvent({ id: event.id, type: event.event_type }, effect, now);
  if (applied) {
    await announceWebhookEvent(event, effect, now).catch((error: unknown) =>
      console.error("[notifications] billing notification failed", error),
    );
  }
  return { status: 200, message: applied ? "Applied." : "Already applied." };
}

/**
 * The person's notification for an applied webhook event: a renewal (a completed payment after
 * the first), a failed payment, or a subscription PayPal cancelled or expired. Once per event id.
 */
async function announceWebhookEvent(event: WebhookEvent, effect: WebhookEffect, now: Date) {
  if (effect.kind === "ignored") return;
  const paypalId = effect.payment?.paypalSubscriptionId ?? effect.confirmed?.paypalSubscriptionId;
  const facts = paypalId ? billingNoticeFacts(paypalId) : undefined;
  if (!facts) return;
  if (event.event_type === "PAYMENT.SALE.COMPLETED") {
    if (facts.completedPayments < 2) return;
    const nextBilling = effect.confirmed?.nextBillingTime ?? facts.endDate;
    await announceBilling(facts.userId, event.id, { kind: "renewed", nextBilling });
  } else if (event.event_type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED") {
    await announceBilling(facts.userId, event.id, { kind: "failed" });
  } else if (
    event.event_type === "BILLING.SUBSCRIPTION.CANCELLED" ||
    event.event_type === "BILLING.SUBSCRIPTION.EXPIRED"
  ) {
    const endsAt = facts.endDate && facts.endDate.getTime() > now.getTime() ? facts.endDate : null;
    await announceBilling(facts.userId, event.id, { kind: "ending", endsAt });
  }
}
