import crypto from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { env } from "~/env.server";
import { SWITCH_DESCRIPTIONS, type PreferenceSwitch } from "~/lib/notification-schedule";
import { absoluteUrl } from "~/services/email/templates.server";

/**
 * Unsubscribe links in notification emails (docs/decisions/021-notification-scheduling.md): a
 * JWT (HS256, key derived from SESSION_SECRET) naming the person and the switch it turns off.
 * It needs no sign-in and can only turn that one switch off; it stays valid for a year, so an old
 * email still works. Changing SESSION_SECRET invalidates every link.
 */
const ISSUER = "solace:unsubscribe";
const VALID_FOR = "365d";
const SWITCHES = Object.keys(SWITCH_DESCRIPTIONS) as PreferenceSwitch[];

let cachedKey: { secret: string; key: Uint8Array } | undefined;
function signingKey() {
  const secret = env().sessionSecret;
  if (cachedKey?.secret !== secret) {
    const key = new Uint8Array(
      crypto.hkdfSync("sha256", secret, "solace-unsubscribe", "unsubscribe links v1", 32),
    );
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

export async function createUnsubscribeToken(userId: number, preference: PreferenceSwitch) {
  return new SignJWT({ pref: preference })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(VALID_FOR)
    .sign(signingKey());
}

/** The link's person and switch, or null for anything not signed by us, altered or expired. */
export async function readUnsubscribeToken(
  token: string,
): Promise<{ userId: number; preference: PreferenceSwitch } | null> {
  if (token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    const userId = Number(payload.sub);
    const preference = payload.pref;
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof preference !== "string" || !SWITCHES.includes(preference as PreferenceSwitch)) {
      return null;
    }
    return { userId, preference: preference as PreferenceSwitch };
  } catch {
    return null;
  }
}

/** The absolute link (and List-Unsubscribe target) for one person's switch. */
export async function unsubscribeLink(userId: number, preference: PreferenceSwitch) {
  const token = await createUnsubscribeToken(userId, preference);
  return { url: absoluteUrl(`/unsubscribe/${token}`), what: SWITCH_DESCRIPTIONS[preference] };
}
