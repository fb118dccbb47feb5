import crypto from "node:crypto";
import { env } from "~/env.server";

/**
 * Secrets at rest (API keys in system_settings): AES-256-GCM with a key derived from
 * SESSION_SECRET by HKDF-SHA256. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so the format
 * can change later. Rotating SESSION_SECRET makes saved secrets unreadable: they must be re-entered.
 */
const VERSION = "v1";
const keys = new Map<string, Buffer>();

function keyFor(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(
      crypto.hkdfSync("sha256", secret, "solace-secrets-at-rest", "system_settings v1", 32),
    );
    keys.set(secret, key);
  }
  return key;
}

export function encryptSecret(plain: string, secret = env().sessionSecret) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFor(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain text, or null when the value was not written by encryptSecret with this secret. */
export function decryptSecret(stored: string, secret = env().sessionSecret): string | null {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv(
      "aes-256-gcm",
      keyFor(secret),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

/** "sk-…abcd": enough to recognise a key, never enough to use it. */
export function maskSecret(plain: string) {
  const tail = plain.length > 8 ? plain.slice(-4) : "";
  const head = plain.startsWith("sk-") ? "sk-" : "";
  return `${head}…${tail}`;
}
