import * as z from "zod";

/**
 * Push services browsers use today (docs/decisions/023-web-push.md). The server sends to the
 * endpoint a browser gives it, so only these hosts are accepted: anything else would let a
 * client make the server post to an address of its choosing.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
];

function isPushServiceHost(hostname: string) {
  return PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

const ENDPOINT_MESSAGE = "The endpoint must be an https address of a browser's push service";

function base64UrlBytes(value: string) {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64url").length : -1;
}

/** A browser's PushSubscription.toJSON(), as POST /api/push-subscriptions takes it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: ENDPOINT_MESSAGE })
    .max(2048, "The endpoint is too long")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && !url.username && isPushServiceHost(url.hostname);
      } catch {
        return false;
      }
    }, ENDPOINT_MESSAGE),
  keys: z.object(
    {
      /** An uncompressed P-256 point: 65 bytes. */
      p256dh: z
        .string({ error: "keys.p256dh is required" })
        .refine((value) => base64UrlBytes(value) === 65, "keys.p256dh must be a P-256 public key"),
      /** 16 random bytes. */
      auth: z
        .string({ error: "keys.auth is required" })
        .refine((value) => base64UrlBytes(value) === 16, "keys.auth must be 16 bytes"),
    },
    { error: "keys (p256dh and auth) are required" },
  ),
});

export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: "endpoint is required" }).min(1, "endpoint is required").max(2048),
});
