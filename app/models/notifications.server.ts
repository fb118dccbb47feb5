import { and, count, desc, eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { notificationPreferences, notifications } from "#db/schema";
import { canonicalTimezone } from "~/lib/timezone";
import type { NotificationPreferencesPatch } from "~/schemas/notifications";

/** Every query is scoped to the owner: another person's id simply matches nothing. */
const owned = (userId: number, id: number) =>
  and(eq(notifications.userId, userId), eq(notifications.id, id));

/** The bell's count, on every signed-in page: prepared once. */
const unreadCount = oncePerConnection((database) =>
  database
    .select({ value: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, sql.placeholder("userId")), eq(notifications.status, "unread")),
    )
    .prepare(),
);

export function countUnreadNotifications(userId: number) {
  return unreadCount().get({ userId })?.value ?? 0;
}

/** The in-app path a notification links to, when it has a safe one (a local path only). */
function notificationLink(metadata: Record<string, unknown> | null | undefined) {
  const link = metadata?.link;
  return typeof link === "string" && /^\/(?!\/)[\w\-/?=&#.]*$/.test(link) ? link : null;
}

const listColumns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  type: notifications.type,
  status: notifications.status,
  scheduledFor: notifications.scheduledFor,
  metadata: notifications.metadata,
  isRecurring: notifications.isRecurring,
  recurringPattern: notifications.recurringPattern,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
};

export function listNotifications(userId: number, { unreadOnly = false, limit = 50 } = {}) {
  const where = unreadOnly
    ? and(eq(notifications.userId, userId), eq(notifications.status, "unread"))
    : eq(notifications.userId, userId);
  return db()
    .select(listColumns)
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .all();
}

const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of a person's notifications, newest first, for the full list at /notifications. */
export function listNotificationsPage(userId: number, page: number) {
  const total =
    db()
      .select({ value: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .get()?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const rows = db()
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      status: notifications.status,
      createdAt: notifications.createdAt,
      metadata: notifications.metadata,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((current - 1) * NOTIFICATIONS_PAGE_SIZE)
    .all()
    .map(({ metadata, ...row }) => ({ ...row, link: notificationLink(metadata) }));
  return { notifications: rows, total, page: current, pageCount };
}

/** The bell's newest few, on every signed-in page: prepared once. */
const recentNotifications = oncePerConnection((database) =>
  database
    .select(listColumns)
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

export function listRecentNotifications(userId: number, limit = 5) {
  return recentNotifications()
    .all({ userId, limit })
    .map(({ id, title, message, status, createdAt, metadata }) => ({
      id,
      title,
      message,
      status,
      createdAt,
      link: notificationLink(metadata),
    }));
}

/** Returns the updated notification, or undefined when it is not this person's. */
export function markNotificationRead(userId: number, id: number) {
  return db()
    .update(notifications)
    .set({ status: "read", updatedAt: new Date() })
    .where(owned(userId, id))
    .returning(listColumns)
    .get();
}

/** True when a notification of this person's was deleted. */
export function deleteNotification(userId: number, id: number) {
  return db().delete(notifications).where(owned(userId, id)).run().changes > 0;
}

export function clearNotifications(userId: number) {
  return db().delete(notifications).where(eq(notifications.userId, userId)).run().changes;
}

const DEFAULT_PREFERENCES = {
  journalReminders: true,
  goalReminders: true,
  weeklyDigest: true,
  emailNotifications: true,
  browserNotifications: true,
  reminderTime: "09:00",
  timezone: null as string | null,
};

/**
 * The stored preferences, or the defaults when none are saved yet (GET never writes). A zone
 * saved under an old name is read under its current one.
 */
export function getNotificationPreferences(userId: number) {
  const row = db()
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .get();
  if (!row) return { userId, ...DEFAULT_PREFERENCES };
  return { ...row, timezone: canonicalTimezone(row.timezone) };
}

export function updateNotificationPreferences(userId: number, patch: NotificationPreferencesPatch) {
  // Nothing to change (SQL has no empty SET): the stored preferences, unchanged.
  if (Object.values(patch).every((value) => value === undefined)) {
    return getNotificationPreferences(userId);
  }
  return db()
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...patch })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: patch })
    .returning()
    .get();
}

/**
 * Keeps the zone a browser reported for someone who never chose one, so the scheduler can reach
 * them at their own hours (docs/product.md, notifications). A zone the person chose is never
 * replaced.
 */
export function adoptTimezoneIfUnset(userId: number, timezone: string) {
  db()
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, timezone })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { timezone: sql`coalesce(${notificationPreferences.timezone}, excluded.timezone)` },
    })
    .run();
}

/** Read on every signed-in page: prepared once. */
const timezonePreference = oncePerConnection((database) =>
  database
    .select({ timezone: notificationPreferences.timezone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, sql.placeholder("userId")))
    .prepare(),
);

export function getTimezonePreference(userId: number) {
  return timezonePreference().get({ userId })?.timezone ?? null;
}
