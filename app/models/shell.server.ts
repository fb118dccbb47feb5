import { countUnreadNotifications, listRecentNotifications } from "~/models/notifications.server";
import { formatFullDate } from "~/lib/timezone";

/** What the signed-in layout shows around every screen: bell, date and the zone it is in. */
export function getShellData(userId: number, timezone: string) {
  return {
    unreadCount: countUnreadNotifications(userId),
    notifications: listRecentNotifications(userId).map((n) => ({
      ...n,
      createdAt: n.createdAt.toISOString(),
    })),
    today: formatFullDate(new Date(), timezone),
    timezone,
  };
}
