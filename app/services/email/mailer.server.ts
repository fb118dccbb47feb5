import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { dataDir, env } from "~/env.server";
import { PRODUCT_NAME } from "~/lib/site";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on notification emails. */
  headers?: Record<string, string>;
};

type Transport = ReturnType<typeof nodemailer.createTransport>;
let smtp: { url: string; transport: Transport } | undefined;

function smtpTransport(url: string) {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

function fromAddress() {
  return env().MAIL_FROM || `${PRODUCT_NAME} <no-reply@${new URL(env().APP_URL).hostname}>`;
}

/** The folder where emails are written when no SMTP server is configured. */
export function outboxDir() {
  return path.join(dataDir(), "outbox");
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes an .eml file to the outbox so a
 * fresh install is usable without a mail server.
 */
export async function sendEmail(email: OutgoingEmail) {
  const message = { from: fromAddress(), ...email };
  const url = env().SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail(message);
    return;
  }
  const rendered = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${Date.now()}-${rendered.messageId.replace(/[^a-zA-Z0-9.-]/g, "")}.eml`,
  );
  await fs.writeFile(file, rendered.message as Buffer, { mode: 0o600 });
  console.info(`[email] no SMTP_URL: wrote "${email.subject}" for ${email.to} to ${file}`);
}

const inFlight = new Set<Promise<void>>();

/**
 * Sends after the answer has gone: the request does not wait for SMTP, so how long it takes
 * cannot tell whether an account exists. A failure is logged (never shown to the asker).
 */
export function sendEmailLater(email: OutgoingEmail, what: string) {
  const sending = sendEmail(email)
    .catch((error: unknown) => {
      console.error(
        `[email] could not send ${what}:`,
        error instanceof Error ? error.message : error,
      );
    })
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves when every email queued by sendEmailLater so far has been sent or has failed. */
export async function settleQueuedEmail() {
  while (inFlight.size) await Promise.all([...inFlight]);
}
