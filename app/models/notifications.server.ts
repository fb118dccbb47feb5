import { and, count, desc, eq } from "drizzle-orm";
import { db } from "#db/client";
import { notificationPreferences, notifications } from "#db/schema";

export function countUnreadNotifications(userId: number) {
  const row = db()
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, "unread")))
    .get();
  return row?.value ?? 0;
}

export function listRecentNotifications(userId: number, limit = 5) {
  return db()
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      status: notifications.status,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .all();
}

export function getTimezonePreference(userId: number) {
  return (
    db()
      .select({ timezone: notificationPreferences.timezone })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .get()?.timezone ?? null
  );
}
