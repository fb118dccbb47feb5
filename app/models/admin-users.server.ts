import { and, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "#db/client";
import { sessions, users } from "#db/schema";
import type { AccountFilter } from "~/lib/admin-users";

/**
 * The accounts list and the four changes an admin makes to an account (docs/product.md#admin-users).
 * It reads account facts only (name, email, tier, verified, dates): never a journal, mood or plan.
 */

export const ACCOUNTS_PAGE_SIZE = 25;

/** `%` and `_` typed into the search are matched literally. */
function likePattern(query: string) {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Newest sign-up first, optionally narrowed by a search (email, name or username, any part,
 * any case) and a filter.
 *
 * Last active is the latest use of the person's sessions: a sign-in, or a change they made (a
 * session records its use at most hourly, and page views alone never write, so reads can be
 * served by replicas). Signing out everywhere, or the sessions expiring, leaves it unknown (null).
 * user_usage.lastActive is not used: nothing keeps it up to date.
 */
export function listAccounts({
  query = "",
  filter = "all",
  page = 1,
}: {
  query?: string;
  filter?: AccountFilter;
  page?: number;
}) {
  const conditions: SQL[] = [];
  if (query) {
    const pattern = likePattern(query);
    conditions.push(
      or(
        sql`lower(${users.email}) like ${pattern} escape '\\'`,
        sql`lower(${users.name}) like ${pattern} escape '\\'`,
        sql`lower(coalesce(${users.username}, '')) like ${pattern} escape '\\'`,
      )!,
    );
  }
  if (filter === "admins") conditions.push(eq(users.isAdmin, true));
  if (filter === "disabled") conditions.push(isNotNull(users.disabledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const total = db().select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  // Written out in full: inside a subquery drizzle leaves column names unqualified.
  const lastSession = sql<
    number | null
  >`(select max("sessions"."last_used_at") from "sessions" where "sessions"."user_id" = "users"."id")`;
  const rows = db()
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      subscriptionTier: users.subscriptionTier,
      isVerified: users.isVerified,
      isAdmin: users.isAdmin,
      disabledAt: users.disabledAt,
      disabledReason: users.disabledReason,
      createdAt: users.createdAt,
      lastUsed: lastSession,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset((current - 1) * ACCOUNTS_PAGE_SIZE)
    .all();
  const accounts = rows.map(({ lastUsed, ...account }) => ({
    ...account,
    lastActiveAt: lastUsed === null ? null : new Date(Number(lastUsed)),
  }));
  return { accounts, total, page: current, pageCount };
}

export type AccountChange =
  | { status: "done"; account: { id: number; email: string } }
  /** Nothing to do: already admin, not an admin, already disabled, not disabled. */
  | { status: "unchanged"; account: { id: number; email: string } }
  | { status: "not-found" }
  /** The one asking is no longer an active admin (changed by someone else meanwhile). */
  | { status: "not-admin" }
  /** It would leave no active (admin and not disabled) admin. */
  | { status: "last-admin" }
  /** An admin may not disable their own account. */
  | { status: "self" };

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

function isActiveAdmin(tx: Tx, id: number) {
  return Boolean(
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.isAdmin, true), isNull(users.disabledAt)))
      .get(),
  );
}

/** Whether an active admin other than `id` exists. */
function hasOtherActiveAdmin(tx: Tx, id: number) {
  return Boolean(
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.id, id), eq(users.isAdmin, true), isNull(users.disabledAt)))
      .get(),
  );
}

/**
 * Runs one change with the database's write lock taken first ("immediate"), so two admins
 * acting at once are serialised: whatever they do, at least one active admin remains, and
 * someone who stopped being an admin a moment ago changes nothing.
 */
function changeAccount(
  actorId: number,
  targetId: number,
  change: (tx: Tx, target: typeof users.$inferSelect) => AccountChange,
): AccountChange {
  return db().transaction(
    (tx) => {
      if (!isActiveAdmin(tx, actorId)) return { status: "not-admin" };
      const target = tx.select().from(users).where(eq(users.id, targetId)).get();
      if (!target) return { status: "not-found" };
      return change(tx, target);
    },
    { behavior: "immediate" },
  );
}

const summary = (target: typeof users.$inferSelect) => ({ id: target.id, email: target.email });

export function grantAdmin(actorId: number, targetId: number) {
  return changeAccount(actorId, targetId, (tx, target) => {
    if (target.isAdmin) return { status: "unchanged", account: summary(target) };
    tx.update(users)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .run();
    return { status: "done", account: summary(target) };
  });
}

/** Removing one's own admin is allowed while another active admin remains. */
export function revokeAdmin(actorId: number, targetId: number) {
  return changeAccount(actorId, targetId, (tx, target) => {
    if (!target.isAdmin) return { status: "unchanged", account: summary(target) };
    if (!hasOtherActiveAdmin(tx, target.id)) return { status: "last-admin" };
    tx.update(users)
      .set({ isAdmin: false, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .run();
    return { status: "done", account: summary(target) };
  });
}

/**
 * Disables the account and ends all its sessions in the same transaction; nothing else of it is
 * touched. Refused for one's own account and for the last active admin.
 */
export function disableAccount(actorId: number, targetId: number, reason: string | null) {
  if (actorId === targetId) return { status: "self" } as const;
  return changeAccount(actorId, targetId, (tx, target) => {
    if (target.disabledAt) return { status: "unchanged", account: summary(target) };
    if (target.isAdmin && !hasOtherActiveAdmin(tx, target.id)) return { status: "last-admin" };
    tx.update(users)
      .set({ disabledAt: new Date(), disabledReason: reason, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .run();
    tx.delete(sessions).where(eq(sessions.userId, target.id)).run();
    return { status: "done", account: summary(target) };
  });
}

export function enableAccount(actorId: number, targetId: number) {
  return changeAccount(actorId, targetId, (tx, target) => {
    if (!target.disabledAt) return { status: "unchanged", account: summary(target) };
    tx.update(users)
      .set({ disabledAt: null, disabledReason: null, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .run();
    return { status: "done", account: summary(target) };
  });
}
