import { untilDatabaseChanges } from "#db/prepared";
import { countUnreadNotifications, listRecentNotifications } from "~/models/notifications.server";
import { formatFullDate } from "~/lib/timezone";

/** The bell's count and newest notifications, kept until the next database write (decision 027). */
const bells = untilDatabaseChanges<{
  unreadCount: number;
  notifications: (Omit<ReturnType<typeof listRecentNotifications>[number], "createdAt"> & {
    createdAt: string;
  })[];
}>(1000);

/** What the signed-in layout shows around every screen: bell, date and the zone it is in. */
export function getShellData(userId: number, timezone: string) {
  return {
    ...bells(String(userId), () => ({
      unreadCount: countUnreadNotifications(userId),
      notifications: listRecentNotifications(userId).map((n) => ({
        ...n,
        createdAt: n.createdAt.toISOString(),
      })),
    })),
    today: formatFullDate(new Date(), timezone),
    timezone,
  };
}
