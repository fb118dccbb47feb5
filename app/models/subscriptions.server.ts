import { and, asc, count, desc, eq, gt, lte, ne, or } from "drizzle-orm";
import { db } from "#db/client";
import {
  featureLimits,
  payments,
  paypalWebhookEvents,
  subscriptionPlans,
  subscriptions,
  users,
} from "#db/schema";
import { effectiveTier } from "~/lib/subscription";
import { subscriptionStateOf } from "~/models/limits.server";

/**
 * The subscription lifecycle (docs/decisions/013-paypal-subscriptions.md). Nothing here speaks
 * HTTP: the PayPal service confirms a state with PayPal first and hands the confirmed state in.
 *
 * Statuses of a `subscriptions` row: pending (created, waiting for the person's approval at
 * PayPal), active, cancelled (cancelled at the period end: billing stopped, Pro until `endDate`),
 * suspended, expired. The person's `subscriptionTier`/`subscriptionStatus`/`subscriptionExpiresAt`
 * follow the row that is current, read through `effectiveTier` (app/lib/subscription.ts).
 * Lapsing never deletes anything.
 */

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Database = ReturnType<typeof db> | Tx;

export type Plan = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The active plans, cheapest first, each with its tier's feature_limits row. */
export function listPlansWithLimits() {
  const plans = db()
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.id))
    .all();
  const limits = db().select().from(featureLimits).all();
  return plans.map((plan) => ({
    plan,
    limits: limits.find((row) => row.subscriptionTier === plan.name) ?? null,
  }));
}

export function getPlanByName(name: string) {
  return db().select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)).get();
}

export function listPlans() {
  return db().select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id)).all();
}

/** Stores the PayPal product and billing plan made for a plan row. */
export function setPlanPayPalIds(planId: number, ids: { productId: string; planId: string }) {
  db()
    .update(subscriptionPlans)
    .set({ paypalProductId: ids.productId, paypalPlanId: ids.planId })
    .where(eq(subscriptionPlans.id, planId))
    .run();
}

/** A paid plan's PayPal billing plan ids were made in another PayPal account or mode: forget them. */
export function clearPayPalIds() {
  db().update(subscriptionPlans).set({ paypalProductId: null, paypalPlanId: null }).run();
}

/** Records a subscription PayPal has created and the person has yet to approve. */
export function startPendingSubscription(input: {
  userId: number;
  planId: number;
  paypalSubscriptionId: string;
  now?: Date;
}) {
  return db()
    .insert(subscriptions)
    .values({
      userId: input.userId,
      planId: input.planId,
      status: "pending",
      startDate: input.now ?? new Date(),
      paypalSubscriptionId: input.paypalSubscriptionId,
    })
    .returning()
    .get();
}

/** The person's own subscription with this PayPal id, or undefined (someone else's, or made up). */
export function findOwnSubscription(userId: number, paypalSubscriptionId: string) {
  return db()
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.paypalSubscriptionId, paypalSubscriptionId),
      ),
    )
    .get();
}

/** The subscription that decides the person's plan: the newest one that was ever approved. */
export function currentSubscription(userId: number, database: Database = db()) {
  return database
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "pending")))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
    .get();
}

/** The state PayPal reports for a subscription (GET /v1/billing/subscriptions/{id} or a webhook). */
export type ConfirmedSubscription = {
  paypalSubscriptionId: string;
  /** PayPal's status: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED. */
  status: string;
  /** The billing plan it is for. */
  paypalPlanId: string | null;
  /** What the app put in custom_id when it created it: the person's id. */
  customId: string | null;
  /** The end of the period paid for. */
  nextBillingTime: Date | null;
};

export type ApplyResult =
  | { applied: true; userId: number; status: string }
  | { applied: false; reason: "unknown" | "mismatch" | "not_approved" };

function setUserState(
  database: Database,
  userId: number,
  state: { tier?: string; status: string; expiresAt: Date | null },
) {
  database
    .update(users)
    .set({
      ...(state.tier ? { subscriptionTier: state.tier } : {}),
      subscriptionStatus: state.status,
      subscriptionExpiresAt: state.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .run();
}

/**
 * Whether another of the person's subscriptions is the one in force (active, or cancelled with
 * its period still running): then a notice about this one leaves the person's plan alone.
 */
function anotherIsActive(database: Database, userId: number, subscriptionId: number, now: Date) {
  return Boolean(
    database
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          ne(subscriptions.id, subscriptionId),
          or(
            eq(subscriptions.status, "active"),
            and(eq(subscriptions.status, "cancelled"), gt(subscriptions.endDate, now)),
          ),
        ),
      )
      .get(),
  );
}

/**
 * Applies a state PayPal confirmed. Changes nothing for a subscription the app did not create,
 * one whose custom id or billing plan does not match the row (`mismatch`), or one not approved yet.
 *
 * - ACTIVE: the plan's tier, active, paid until the next billing time (a resume clears the
 *   cancellation).
 * - SUSPENDED: when the person cancelled at the period end, the app suspended it itself to stop
 *   billing, so they stay `cancelled` (Pro until the period end); otherwise (payments failed)
 *   `suspended`, which is Free.
 * - CANCELLED: `cancelled` with the period end already paid for: Pro until then.
 * - EXPIRED: `expired`, Free.
 */
export function applyConfirmedSubscription(
  confirmed: ConfirmedSubscription,
  { database = db() as Database, now = new Date() } = {},
): ApplyResult {
  const row = database
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.paypalSubscriptionId, confirmed.paypalSubscriptionId))
    .get();
  if (!row) return { applied: false, reason: "unknown" };
  const { subscription, plan } = row;
  if (
    confirmed.customId !== String(subscription.userId) ||
    (confirmed.paypalPlanId !== null && plan.paypalPlanId !== confirmed.paypalPlanId)
  ) {
    return { applied: false, reason: "mismatch" };
  }
  const userId = subscription.userId;
  const periodEnd = confirmed.nextBillingTime ?? subscription.endDate;
  const touchUser = !anotherIsActive(database, userId, subscription.id, now);
  const update = (values: Partial<SubscriptionRow>) =>
    database.update(subscriptions).set(values).where(eq(subscriptions.id, subscription.id)).run();

  switch (confirmed.status) {
    case "ACTIVE": {
      if (subscription.cancelAtPeriodEnd) {
        // A late notice of an activation the person has since cancelled: only the dates move.
        update({ endDate: periodEnd });
        return { applied: true, userId, status: subscription.status };
      }
      update({
        status: "active",
        endDate: periodEnd,
        cancelAtPeriodEnd: false,
        cancelledAt: null,
        ...(subscription.status === "pending" ? { startDate: now } : {}),
      });
      if (touchUser)
        setUserState(database, userId, { tier: plan.name, status: "active", expiresAt: periodEnd });
      return { applied: true, userId, status: "active" };
    }
    case "SUSPENDED": {
      if (subscription.status === "pending") return { applied: false, reason: "not_approved" };
      if (subscription.cancelAtPeriodEnd) {
        update({ status: "cancelled" });
        if (touchUser)
          setUserState(database, userId, {
            tier: plan.name,
            status: "cancelled",
            expiresAt: subscription.endDate,
          });
        return { applied: true, userId, status: "cancelled" };
      }
      update({ status: "suspended" });
      if (touchUser)
        setUserState(database, userId, { status: "suspended", expiresAt: subscription.endDate });
      return { applied: true, userId, status: "suspended" };
    }
    case "CANCELLED": {
      if (subscription.status === "pending") {
        update({ status: "expired", cancelledAt: now });
        return { applied: false, reason: "not_approved" };
      }
      const end = subscription.endDate;
      const stillPaid = end !== null && end > now;
      update({
        status: stillPaid ? "cancelled" : "expired",
        cancelAtPeriodEnd: stillPaid,
        cancelledAt: subscription.cancelledAt ?? now,
      });
      if (touchUser)
        setUserState(database, userId, {
          tier: stillPaid ? plan.name : "free",
          status: stillPaid ? "cancelled" : "expired",
          expiresAt: end,
        });
      return { applied: true, userId, status: stillPaid ? "cancelled" : "expired" };
    }
    case "EXPIRED": {
      update({ status: "expired" });
      if (touchUser)
        setUserState(database, userId, {
          tier: "free",
          status: "expired",
          expiresAt: subscription.endDate,
        });
      return { applied: true, userId, status: "expired" };
    }
    default:
      return { applied: false, reason: "not_approved" };
  }
}

/**
 * Cancel at the period end (after PayPal stopped the billing): Pro until the period end, then
 * Free. The person may resume until then.
 */
export function markCancelledAtPeriodEnd(subscriptionId: number, now = new Date()) {
  db().transaction((tx) => {
    const subscription = tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .get();
    if (!subscription) return;
    tx.update(subscriptions)
      .set({ status: "cancelled", cancelAtPeriodEnd: true, cancelledAt: now })
      .where(eq(subscriptions.id, subscriptionId))
      .run();
    setUserState(tx, subscription.userId, {
      status: "cancelled",
      expiresAt: subscription.endDate,
    });
  });
}

/** Resume before the period end (after PayPal reactivated the billing). */
export function markResumed(subscriptionId: number, nextBillingTime: Date | null) {
  db().transaction((tx) => {
    const row = tx
      .select({ subscription: subscriptions, plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.id, subscriptionId))
      .get();
    if (!row) return;
    const end = nextBillingTime ?? row.subscription.endDate;
    tx.update(subscriptions)
      .set({ status: "active", cancelAtPeriodEnd: false, cancelledAt: null, endDate: end })
      .where(eq(subscriptions.id, subscriptionId))
      .run();
    setUserState(tx, row.subscription.userId, {
      tier: row.plan.name,
      status: "active",
      expiresAt: end,
    });
  });
}

/**
 * Subscriptions cancelled at a period end that has passed become `expired` and their people
 * Free (they already were, by effectiveTier; this makes the stored state say so). Returns the
 * PayPal ids, so the suspended PayPal subscriptions can be cancelled for good.
 */
export function lapseEndedSubscriptions(now = new Date()) {
  return db().transaction((tx) => {
    const ended = tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "cancelled"),
          eq(subscriptions.cancelAtPeriodEnd, true),
          lte(subscriptions.endDate, now),
        ),
      )
      .all();
    return ended.map((subscription) => {
      tx.update(subscriptions)
        .set({ status: "expired" })
        .where(eq(subscriptions.id, subscription.id))
        .run();
      const movedToFree = !anotherIsActive(tx, subscription.userId, subscription.id, now);
      if (movedToFree) {
        setUserState(tx, subscription.userId, {
          tier: "free",
          status: "expired",
          expiresAt: subscription.endDate,
        });
      }
      return {
        id: subscription.id,
        userId: subscription.userId,
        paypalSubscriptionId: subscription.paypalSubscriptionId,
        movedToFree,
      };
    });
  });
}

export type PaymentInput = {
  paypalSubscriptionId: string;
  /** PayPal's sale (transaction) id: the receipt number. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  status: "completed" | "failed";
  paymentDate: Date;
};

function recordPaymentIn(database: Database, input: PaymentInput) {
  const subscription = database
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.paypalSubscriptionId, input.paypalSubscriptionId))
    .get();
  if (!subscription) return false;
  const inserted = database
    .insert(payments)
    .values({
      userId: subscription.userId,
      subscriptionId: subscription.id,
      amountMinor: input.amountMinor,
      currency: input.currency.toUpperCase(),
      paymentMethod: "paypal",
      paymentId: input.paymentId,
      status: input.status,
      paymentDate: input.paymentDate,
    })
    .onConflictDoNothing({ target: payments.paymentId })
    .returning({ id: payments.id })
    .all();
  return inserted.length > 0;
}

/** What a verified webhook event does, worked out by the PayPal service. */
export type WebhookEffect =
  | { kind: "subscription"; confirmed: ConfirmedSubscription; payment?: PaymentInput }
  | { kind: "payment"; payment: PaymentInput; confirmed?: ConfirmedSubscription }
  | { kind: "ignored" };

/**
 * Applies a verified webhook event once: its id is stored in the same transaction, so a replay
 * (PayPal resends until it gets a 2xx; anyone may resend a captured one) changes nothing.
 * Returns false for a replay.
 */
export function applyWebhookEvent(
  event: { id: string; type: string },
  effect: WebhookEffect,
  now = new Date(),
) {
  return db().transaction((tx) => {
    const claimed = tx
      .insert(paypalWebhookEvents)
      .values({ eventId: event.id, eventType: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paypalWebhookEvents.eventId })
      .all();
    if (claimed.length === 0) return false;
    if (effect.kind === "ignored") return true;
    if (effect.payment) recordPaymentIn(tx, effect.payment);
    if (effect.confirmed) applyConfirmedSubscription(effect.confirmed, { database: tx, now });
    return true;
  });
}

/** Whether an event id was already applied (so the service can skip its PayPal calls). */
export function isWebhookEventSeen(eventId: string) {
  return Boolean(
    db()
      .select({ id: paypalWebhookEvents.eventId })
      .from(paypalWebhookEvents)
      .where(eq(paypalWebhookEvents.eventId, eventId))
      .get(),
  );
}

/** Everything /subscription shows of one person: plan, status, dates, payments. */
export function getSubscriptionOverview(userId: number, now = new Date()) {
  const user = subscriptionStateOf(userId);
  if (!user) return null;
  const current = currentSubscription(userId);
  const history = db()
    .select({
      id: payments.id,
      paymentId: payments.paymentId,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
      paymentDate: payments.paymentDate,
      planName: subscriptionPlans.displayName,
    })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .all();
  return {
    tier: effectiveTier(user, now),
    storedStatus: user.subscriptionStatus,
    expiresAt: user.subscriptionExpiresAt,
    subscription: current
      ? {
          id: current.subscription.id,
          paypalSubscriptionId: current.subscription.paypalSubscriptionId,
          status: current.subscription.status,
          planName: current.plan.name,
          planDisplayName: current.plan.displayName,
          startDate: current.subscription.startDate,
          endDate: current.subscription.endDate,
          cancelAtPeriodEnd: current.subscription.cancelAtPeriodEnd,
        }
      : null,
    payments: history,
  };
}

/**
 * Whose PayPal subscription this is, when it ends and how many payments went through for it: what
 * a billing notification needs (app/services/notifications/events.server.ts). Undefined when the
 * app has no such subscription.
 */
export function billingNoticeFacts(paypalSubscriptionId: string) {
  const subscription = db()
    .select({ id: subscriptions.id, userId: subscriptions.userId, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(eq(subscriptions.paypalSubscriptionId, paypalSubscriptionId))
    .get();
  if (!subscription) return undefined;
  const completedPayments =
    db()
      .select({ value: count() })
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.status, "completed")))
      .get()?.value ?? 0;
  return { ...subscription, completedPayments };
}
