import type https from "node:https";
import webPush, { WebPushError } from "web-push";
import {
  deletePushSubscriptions,
  listPushSubscriptions,
  markPushSubscriptionsUsed,
} from "~/models/push-subscriptions.server";
import { vapidDetails } from "~/services/notifications/vapid.server";

/** How long a push service keeps a message for a device that is offline: one day. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

type PushMessage = { title: string; body: string; url: string; tag?: string };

type PushOptions = {
  /** For tests: an agent that trusts the fake push service's self-signed certificate. */
  agent?: https.Agent;
};

/** Only a path of this site is opened from a notification (public/sw.js checks it again). */
function localPath(url: string) {
  return /^\/(?!\/)/.test(url) ? url : "/notifications";
}

/**
 * Sends one notification to every browser the person allowed (docs/decisions/023-web-push.md).
 * A subscription the push service says is gone (404, 410) is removed; any other failure of one
 * device is logged and the others still get theirs. Never throws for a device.
 */
export async function sendPushToUser(
  userId: number,
  message: PushMessage,
  options: PushOptions = {},
): Promise<{ sent: number; removed: number }> {
  const subscriptions = listPushSubscriptions(userId);
  if (!subscriptions.length) return { sent: 0, removed: 0 };
  const payload = JSON.stringify({
    title: message.title,
    body: message.body,
    url: localPath(message.url),
    ...(message.tag ? { tag: message.tag } : {}),
  });
  const vapid = vapidDetails();
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webPush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            contentEncoding: "aes128gcm",
            timeout: TIMEOUT_MS,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return { id: subscription.id, outcome: "sent" as const };
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410)
          return { id: subscription.id, outcome: "gone" as const };
        const host = URL.canParse(subscription.endpoint)
          ? new URL(subscription.endpoint).host
          : "?";
        console.error(
          `Push to ${host} failed for subscription ${subscription.id}: ${status ?? (error instanceof Error ? error.message : String(error))}`,
        );
        return { id: subscription.id, outcome: "failed" as const };
      }
    }),
  );
  const sent = results.filter((r) => r.outcome === "sent").map((r) => r.id);
  const gone = results.filter((r) => r.outcome === "gone").map((r) => r.id);
  markPushSubscriptionsUsed(sent);
  const removed = deletePushSubscriptions(gone);
  return { sent: sent.length, removed };
}
