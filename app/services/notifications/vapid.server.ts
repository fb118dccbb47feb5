import { env } from "~/env.server";
import { storedVapidKeys, storedVapidPublicKey } from "~/models/vapid-keys.server";

/**
 * The VAPID pair and contact the server signs pushes with (docs/decisions/023-web-push.md):
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, else the pair generated once and
 * stored in system_settings.
 */
export function vapidDetails() {
  const settings = env();
  const keys =
    settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY
      ? { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY }
      : storedVapidKeys();
  return { ...keys, subject: vapidSubject() };
}

/**
 * The public key without generating one (for GET loaders, which never write): null until the
 * first "Allow browser notifications" click or the first push creates the pair.
 */
export function vapidPublicKey(): string | null {
  const settings = env();
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) return settings.VAPID_PUBLIC_KEY;
  return storedVapidPublicKey();
}

/** VAPID_SUBJECT, else the site when it is served over https, else a mailto: at its host. */
function vapidSubject() {
  const settings = env();
  if (settings.VAPID_SUBJECT) return settings.VAPID_SUBJECT;
  const site = new URL(settings.APP_URL);
  if (site.protocol === "https:" && site.hostname !== "localhost") return site.origin;
  const from = settings.MAIL_FROM?.match(/[^<\s]+@[^>\s]+/)?.[0];
  return `mailto:${from ?? `webmaster@${site.hostname}`}`;
}
