import { and, desc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { sessions, users } from "#db/schema";
import { randomId } from "~/services/crypto.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** Refreshing lastUsedAt more often than this would add a write to most requests. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Longer User-Agent strings are cut: the device name needs only the start. */
const USER_AGENT_MAX = 512;

/**
 * A new session for the account, or undefined when the account does not exist or is disabled
 * (docs/product.md#admin-users): the check and the insert are one transaction, so a session is
 * never created for an account an admin has just disabled.
 */
export function createSession(userId: number, userAgent?: string | null) {
  const now = Date.now();
  return db().transaction(
    (tx) => {
      const account = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.disabledAt)))
        .get();
      if (!account) return undefined;
      return tx
        .insert(sessions)
        .values({
          id: randomId(),
          userId,
          expiresAt: new Date(now + SESSION_TTL_MS),
          lastUsedAt: new Date(now),
          userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
        })
        .returning()
        .get();
    },
    { behavior: "immediate" },
  );
}

/**
 * The live session with this id, or undefined when it is unknown, expired, idle too long or its
 * account is disabled (a disabled account's sessions stop working at once, even one an earlier
 * request is still using). Only mutations refresh lastUsedAt (`touch`): GET requests never
 * write, so read replicas can serve them; dead rows are left to the sweeper.
 */
/** A session whose account is not disabled (docs/decisions/016): a disabled account's session stops at once. */
const sessionById = oncePerConnection((database) =>
  database
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), isNull(users.disabledAt)))
    .prepare(),
);

export function getActiveSession(id: string, { touch = false, now = Date.now() } = {}) {
  const session = sessionById().get({ id });
  if (!session) return undefined;
  if (session.expiresAt.getTime() <= now || session.lastUsedAt.getTime() + SESSION_IDLE_MS <= now) {
    return undefined;
  }
  if (touch && now - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    db()
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, id))
      .run();
  }
  return session;
}

export function deleteSession(id: string) {
  db().delete(sessions).where(eq(sessions.id, id)).run();
}

export function sweepExpiredSessions(now = Date.now()) {
  return db()
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, new Date(now)),
        lte(sessions.lastUsedAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .run().changes;
}

export function listUserSessions(userId: number) {
  return db()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt))
    .all();
}

/** Signs the person out everywhere but the device asking. */
export function deleteOtherSessions(userId: number, keepId: string) {
  return db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .run().changes;
}
