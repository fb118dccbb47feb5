import { count, eq, gte } from "drizzle-orm";
import { db } from "#db/client";
import { supportRequests, users } from "#db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The few numbers an admin checks first. Aggregates only: no one's content. */
export function getAdminOverview(now = Date.now()) {
  const database = db();
  const total = (query: { get(): { n: number } | undefined }) => query.get()?.n ?? 0;
  return {
    users: total(database.select({ n: count() }).from(users)),
    verifiedUsers: total(
      database.select({ n: count() }).from(users).where(eq(users.isVerified, true)),
    ),
    proUsers: total(
      database.select({ n: count() }).from(users).where(eq(users.subscriptionTier, "pro")),
    ),
    newUsersThisWeek: total(
      database
        .select({ n: count() })
        .from(users)
        .where(gte(users.createdAt, new Date(now - 7 * DAY_MS))),
    ),
    openSupportRequests: total(
      database
        .select({ n: count() })
        .from(supportRequests)
        .where(eq(supportRequests.status, "new")),
    ),
  };
}
