import { and, eq, lte } from "drizzle-orm";
import { db } from "#db/client";
import { idempotencyKeys } from "#db/schema";

/** How long a key answers with its first result. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim still unfinished after this long was abandoned (the process stopped mid-write). */
const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

export type StoredResult = { status: number; body: string };

export type IdempotencyClaim =
  | { kind: "claimed" }
  | { kind: "replay"; result: StoredResult }
  | { kind: "different-request" }
  | { kind: "in-progress" };

/**
 * Claims `key` for this person and request. A live key (younger than a day) used with the same
 * request answers its stored result, or "in-progress" while the first is still being handled;
 * used with another request, "different-request". An expired or abandoned key is claimed afresh.
 */
export function claimIdempotencyKey(
  userId: number,
  key: string,
  requestHash: string,
  now = Date.now(),
): IdempotencyClaim {
  return db().transaction((tx) => {
    const existing = tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .get();
    if (existing) {
      const age = now - existing.createdAt.getTime();
      const finished = existing.status !== null && existing.responseBody !== null;
      const live = age < IDEMPOTENCY_KEY_TTL_MS && (finished || age < ABANDONED_CLAIM_MS);
      if (live) {
        if (existing.requestHash !== requestHash) return { kind: "different-request" };
        if (!finished) return { kind: "in-progress" };
        return {
          kind: "replay",
          result: { status: existing.status!, body: existing.responseBody! },
        };
      }
      tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, existing.id)).run();
    }
    tx.insert(idempotencyKeys)
      .values({ userId, key, requestHash, createdAt: new Date(now) })
      .run();
    return { kind: "claimed" };
  });
}

/** Stores the result a claimed key answers from now on. */
export function completeIdempotencyKey(userId: number, key: string, result: StoredResult) {
  db()
    .update(idempotencyKeys)
    .set({ status: result.status, responseBody: result.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .run();
}

/** Gives a claimed key up (the write failed), so a retry is handled afresh. */
export function releaseIdempotencyKey(userId: number, key: string) {
  db()
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .run();
}

/** Removes keys older than a day (the retention sweep). Answers how many went. */
export function sweepIdempotencyKeys(now = Date.now()) {
  return db()
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS)))
    .run().changes;
}
