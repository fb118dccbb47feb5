import crypto from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "#db/client";
import { pushSubscriptions } from "#db/schema";
import type { PushSubscriptionInput } from "~/schemas/push";

/**
 * SHA-256 of an endpoint (hex): lets a browser recognise its own row in the list (it hashes
 * its own endpoint the same way) without the server ever sending endpoints back.
 */
function endpointHash(endpoint: string) {
  return crypto.createHash("sha256").update(endpoint).digest("hex");
}

/** The person's devices for /settings/notifications: never the endpoint or keys. */
export function listPushDevices(userId: number) {
  return db()
    .select({
      id: pushSubscriptions.id,
      device: pushSubscriptions.device,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      lastUsedAt: pushSubscriptions.lastUsedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    .all()
    .map(({ endpoint, ...row }) => ({ ...row, endpointHash: endpointHash(endpoint) }));
}

/** What sending needs: every device of the person, with its endpoint and keys. */
export function listPushSubscriptions(userId: number) {
  return db()
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id))
    .all();
}

/**
 * Saves this browser's subscription for the person. An endpoint belongs to one browser: when
 * another account signed in on it before, the subscription moves to whoever saves it now.
 */
export function savePushSubscription(userId: number, input: PushSubscriptionInput, device: string) {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device,
  };
  return db()
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({
      id: pushSubscriptions.id,
      device: pushSubscriptions.device,
      createdAt: pushSubscriptions.createdAt,
    })
    .get();
}

/** True when one of the person's devices was removed. */
export function deletePushDevice(userId: number, id: number) {
  return (
    db()
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
      .run().changes > 0
  );
}

/** True when the person had this browser's subscription. */
export function deletePushSubscriptionByEndpoint(userId: number, endpoint: string) {
  return (
    db()
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .run().changes > 0
  );
}

/** The push service said these endpoints are gone (404/410). */
export function deletePushSubscriptions(ids: number[]) {
  if (!ids.length) return 0;
  return db().delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)).run().changes;
}

export function markPushSubscriptionsUsed(ids: number[], at = new Date()) {
  if (!ids.length) return;
  db()
    .update(pushSubscriptions)
    .set({ lastUsedAt: at })
    .where(inArray(pushSubscriptions.id, ids))
    .run();
}

/** New keys make every stored subscription useless: they were made for the old public key. */
export function deleteAllPushSubscriptions() {
  return db().delete(pushSubscriptions).run().changes;
}
