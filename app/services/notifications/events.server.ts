import { addDaysToKey, type DayKey } from "~/lib/local-day";
import { dedupeKeys, STREAK_MILESTONES } from "~/lib/notification-schedule";
import { PRODUCT_NAME } from "~/lib/site";
import { notify } from "~/services/notifications/deliver.server";

/**
 * Product events as notifications (docs/product.md#notifications). Each has its own ledger key,
 * so a replayed event (a webhook PayPal sends again, a toggle undone and redone) notifies once.
 * They reach the bell at once; their email and push wait for morning at night.
 */

export function announceSupportReply(input: {
  userId: number;
  requestId: number;
  replyId: number;
  subject: string;
  reply: string;
}) {
  return notify({
    userId: input.userId,
    kind: "support",
    dedupeKey: dedupeKeys.supportReply(input.replyId),
    type: "system",
    title: "Support replied",
    message: `The support team answered "${input.subject}".`,
    link: "/support",
    metadata: { supportRequestId: input.requestId },
    email: {
      subject: `Reply to your support request: ${input.subject}`,
      heading: "Support replied",
      paragraphs: [
        `The ${PRODUCT_NAME} support team replied to your request "${input.subject}":`,
        input.reply,
      ],
      actionLabel: "See your requests",
    },
  });
}

/**
 * A daily habit reaching 7, 30 or 100 days in a row: announced once per run (a streak rebuilt
 * after a break counts again). `streak` and `today` are as the toggle computed them.
 */
export function announceStreakMilestone(input: {
  userId: number;
  habit: { id: number; title: string; frequency: string };
  streak: number;
  completedToday: boolean;
  today: DayKey;
  now?: Date;
}) {
  const { habit, streak } = input;
  if (habit.frequency !== "daily" || !input.completedToday) return undefined;
  if (!(STREAK_MILESTONES as readonly number[]).includes(streak)) return undefined;
  const start = addDaysToKey(input.today, -(streak - 1));
  return notify({
    userId: input.userId,
    kind: "streak",
    dedupeKey: dedupeKeys.streakMilestone(habit.id, streak, start),
    type: "streak",
    title: `${streak}-day streak: ${habit.title}`,
    message: `You have kept "${habit.title}" up ${streak} days in a row. Well done.`,
    link: "/habits",
    metadata: { habitId: habit.id, streak },
    now: input.now,
  });
}

export type BillingEvent =
  | { kind: "renewed"; nextBilling: Date | null }
  | { kind: "failed" }
  | { kind: "ending"; endsAt: Date | null }
  | { kind: "ended" };

const dateText = (date: Date) =>
  date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** A subscription renewed, a payment that failed, a subscription that will end or has ended. */
export function announceBilling(userId: number, eventId: string, event: BillingEvent) {
  const base = {
    userId,
    kind: "billing" as const,
    dedupeKey: dedupeKeys.billing(eventId),
    type: "system" as const,
    link: "/subscription",
    metadata: { billing: event.kind },
  };
  if (event.kind === "renewed") {
    return notify({
      ...base,
      title: "Subscription renewed",
      message: event.nextBilling
        ? `Thank you: your payment went through. Your plan continues until ${dateText(event.nextBilling)}.`
        : "Thank you: your payment went through and your plan continues.",
    });
  }
  if (event.kind === "failed") {
    return notify({
      ...base,
      title: "Payment failed",
      message:
        "PayPal could not take your subscription payment. Please check your payment method in PayPal to keep your plan.",
    });
  }
  if (event.kind === "ended") {
    return notify({
      ...base,
      title: "Subscription ended",
      message:
        "Your paid plan has ended and you are on the Free plan now. Your journal and everything in it stay as they are.",
    });
  }
  return notify({
    ...base,
    title: "Subscription ending",
    message: event.endsAt
      ? `Your subscription ends on ${dateText(event.endsAt)}. Your journal stays; you move to the Free plan then.`
      : "Your subscription has ended. Your journal stays; you are on the Free plan now.",
  });
}
