import type { HeldDelivery } from "#db/schema";
import {
  isNight,
  nextMorning,
  switchOfKind,
  unsubscribeSwitchOf,
  type NotificationKind,
} from "~/lib/notification-schedule";
import {
  holdDelivery,
  notificationRecipient,
  recordNotification,
  type NotificationRecipient,
} from "~/models/notification-delivery.server";
import { sendEmail } from "~/services/email/mailer.server";
import { notificationEmail } from "~/services/email/templates.server";
import { sendPushToUser } from "~/services/notifications/push.server";
import { unsubscribeLink } from "~/services/notifications/unsubscribe.server";

/**
 * One way out for every notification (docs/architecture.md#notifications): the bell row first
 * (with its ledger key, so it happens at most once), then email when the person has email
 * notifications on, then browser push when they allowed it. Email and push during the person's
 * night wait for their morning, unless the notification is one they scheduled (their reminder
 * time). A failing mail server never throws out of here.
 */

export type NotifyInput = {
  userId: number;
  kind: NotificationKind;
  /** The ledger key (see dedupeKeys in app/lib/notification-schedule.ts). */
  dedupeKey: string;
  title: string;
  message: string;
  /** The in-app path the bell, the email and the push link to. */
  link: string;
  type: "reminder" | "goal" | "streak" | "system";
  /** True for what the person scheduled (their reminder time): sent even at night. */
  scheduled?: boolean;
  recurringPattern?: string;
  scheduledFor?: Date;
  /** The email's own wording when it says more than the bell (the digest, a support reply). */
  email?: { subject: string; heading: string; paragraphs: string[]; actionLabel: string };
  metadata?: Record<string, unknown>;
  /** Bell (and push) only: "last week's insights are ready" is not a digest by email. */
  skipEmail?: boolean;
  now?: Date;
};

export type DeliveryOutcome = "sent" | "held" | "off" | "failed";
export type NotifyResult =
  | { status: "skipped"; reason: "duplicate" | "turned-off" | "no-account" }
  | { status: "notified"; notificationId: number; email: DeliveryOutcome };

export async function notify(input: NotifyInput): Promise<NotifyResult> {
  const now = input.now ?? new Date();
  const person = notificationRecipient(input.userId);
  if (!person || person.disabled) return { status: "skipped", reason: "no-account" };
  const kindSwitch = switchOfKind(input.kind);
  if (kindSwitch && !person[kindSwitch]) return { status: "skipped", reason: "turned-off" };

  const notificationId = recordNotification({
    userId: person.id,
    dedupeKey: input.dedupeKey,
    title: input.title,
    message: input.message,
    type: input.type,
    metadata: { ...input.metadata, link: input.link, kind: input.kind },
    isRecurring: Boolean(input.recurringPattern),
    recurringPattern: input.recurringPattern ?? null,
    scheduledFor: input.scheduledFor ?? null,
    now,
  });
  if (notificationId === null) return { status: "skipped", reason: "duplicate" };

  const wantsEmail = !input.skipEmail && emailAllowed(person);
  const wantsPush = person.browserNotifications;
  if (!input.scheduled && person.timezone && isNight(person.timezone, now)) {
    if (wantsEmail || wantsPush) {
      holdDelivery(person.id, input.dedupeKey, nextMorning(person.timezone, now), {
        kind: input.kind,
        title: input.title,
        message: input.message,
        link: input.link,
        email: wantsEmail,
        push: wantsPush,
        ...(input.email ? { emailContent: input.email } : {}),
      });
      return { status: "notified", notificationId, email: wantsEmail ? "held" : "off" };
    }
    return { status: "notified", notificationId, email: "off" };
  }
  const email = await deliverOutside(person, {
    kind: input.kind,
    title: input.title,
    message: input.message,
    link: input.link,
    email: wantsEmail,
    push: wantsPush,
    ...(input.email ? { emailContent: input.email } : {}),
  });
  return { status: "notified", notificationId, email };
}

/**
 * Email to the account's address when the person wants notification emails. Not only confirmed
 * addresses (support replies never required that); every such email can stop itself in one click.
 */
function emailAllowed(person: NotificationRecipient) {
  return person.emailNotifications;
}

/**
 * Email, then push, of a notification already in the bell. Preferences are read again for a
 * delivery held overnight (the person may have turned email off since).
 */
export async function deliverOutside(
  person: NotificationRecipient,
  delivery: HeldDelivery,
): Promise<DeliveryOutcome> {
  let email: DeliveryOutcome = "off";
  if (delivery.email && emailAllowed(person)) {
    try {
      const content = delivery.emailContent ?? {
        subject: delivery.title,
        heading: delivery.title,
        paragraphs: [delivery.message],
        actionLabel: "Open Solace",
      };
      const link = await unsubscribeLink(
        person.id,
        unsubscribeSwitchOf(delivery.kind as NotificationKind),
      );
      await sendEmail(
        notificationEmail(
          person,
          {
            subject: content.subject,
            heading: content.heading,
            paragraphs: content.paragraphs,
            action: { label: content.actionLabel, path: delivery.link },
          },
          link,
        ),
      );
      email = "sent";
    } catch (error) {
      email = "failed";
      console.error(
        `[notifications] email to person ${person.id} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  if (delivery.push && person.browserNotifications) {
    // sendPushToUser keeps going past a bad device; this catch only guards the pass for others.
    await sendPushToUser(person.id, {
      title: delivery.title,
      body: delivery.message,
      url: delivery.link,
      tag: delivery.kind,
    }).catch((error) =>
      console.error(
        `[notifications] push to person ${person.id} failed:`,
        error instanceof Error ? error.message : error,
      ),
    );
  }
  return email;
}

/** Sends what was held overnight for one person (the scheduler calls it for each due row). */
export async function deliverHeld(userId: number, held: HeldDelivery) {
  const person = notificationRecipient(userId);
  if (!person || person.disabled) return "off" as const;
  const kindSwitch = switchOfKind(held.kind as NotificationKind);
  if (kindSwitch && !person[kindSwitch]) return "off" as const;
  return deliverOutside(person, held);
}
