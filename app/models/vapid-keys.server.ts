import { eq } from "drizzle-orm";
import webPush from "web-push";
import { db } from "#db/client";
import { systemSettings } from "#db/schema";
import { decryptSecret, encryptSecret } from "~/services/secrets.server";
import { deleteAllPushSubscriptions } from "~/models/push-subscriptions.server";

/** system_settings key of the generated VAPID pair: `{ publicKey, privateKey }`, the private one encrypted. */
const KEY = "push.vapidKeys";

type VapidKeys = { publicKey: string; privateKey: string };

function readStored(): VapidKeys | null {
  const row = db()
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY))
    .get();
  if (!row) return null;
  try {
    const stored = JSON.parse(row.value) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey !== "string" || typeof stored.privateKey !== "string") return null;
    const privateKey = decryptSecret(stored.privateKey);
    return privateKey ? { publicKey: stored.publicKey, privateKey } : null;
  } catch {
    return null;
  }
}

/**
 * The stored public key, or null before one is generated: read only, for loaders (a GET never
 * writes, and a replica could not). Whether its private key still decrypts is not checked here.
 */
export function storedVapidPublicKey(): string | null {
  const row = db()
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY))
    .get();
  try {
    const stored = row ? (JSON.parse(row.value) as { publicKey?: unknown }) : null;
    return typeof stored?.publicKey === "string" ? stored.publicKey : null;
  } catch {
    return null;
  }
}

function generate(): VapidKeys {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/**
 * The server's VAPID key pair, generated on first use and stored, so every restart and every
 * machine signs with the same key (subscriptions are bound to the public key). When several
 * processes race, the first insert wins and everyone reads it back.
 *
 * A stored pair that cannot be decrypted (SESSION_SECRET changed) is replaced, and the
 * subscriptions made for it are dropped: browsers subscribe again on /settings/notifications.
 */
export function storedVapidKeys(): VapidKeys {
  const existing = readStored();
  if (existing) return existing;
  const fresh = generate();
  const value = JSON.stringify({
    publicKey: fresh.publicKey,
    privateKey: encryptSecret(fresh.privateKey),
  });
  db().transaction(
    (tx) => {
      const row = tx
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, KEY))
        .get();
      if (!row) {
        tx.insert(systemSettings).values({ key: KEY, value }).run();
        return;
      }
      // A row we cannot read: replace it (another process may have just written a good one).
      if (readStored()) return;
      tx.update(systemSettings)
        .set({ value, updatedAt: new Date() })
        .where(eq(systemSettings.key, KEY))
        .run();
      deleteAllPushSubscriptions();
    },
    { behavior: "immediate" },
  );
  return readStored() ?? fresh;
}
