import fs from "node:fs";
import path from "node:path";
import { outboxDir } from "~/services/email/mailer.server";

/** The .eml files the app wrote (no SMTP_URL in tests), oldest first. */
export function readOutbox() {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
}

export function clearOutbox() {
  fs.rmSync(outboxDir(), { recursive: true, force: true });
}

/** The token of the last link with this path prefix in the newest email to `to`. */
export function lastLinkToken(
  to: string,
  pathPrefix: "/verify-email/" | "/reset-password/" | "/auth/link/",
) {
  const mail = readOutbox()
    .filter((message) => message.includes(to))
    .at(-1);
  if (!mail) return undefined;
  const unfolded = mail.replace(/=\r?\n/g, "");
  const match = [...unfolded.matchAll(new RegExp(`${pathPrefix}([A-Za-z0-9_-]+)`, "g"))].at(-1);
  return match?.[1];
}
