import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One received message, reduced to what the tests look at. */
export type FakeMail = {
  id: string;
  /** Envelope recipients (RCPT TO), lowercased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Top-level headers by lowercased name, unfolded (the last one wins when repeated). */
  headers: Record<string, string>;
  receivedAt: number;
};

export type SmtpFake = {
  port: number;
  host: string;
  /** `smtp://host:port`, ready for SMTP_URL / nodemailer. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: FakeMail[];
  /** Resolves with the first message (already received or yet to come) that matches. */
  waitFor(match: (mail: FakeMail) => boolean, timeoutMs?: number): Promise<FakeMail>;
  close(): Promise<void>;
};

export type SmtpFakeOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: never listen on other interfaces. */
  host?: string;
  /** When set, each message is also written there as `<receivedAt>-<id>.json` (a FakeMail). */
  mailDir?: string;
  /** Logs each received message to stderr. */
  verbose?: boolean;
  /** Holds each message this long before accepting it, like a slow mail server. */
  delayMs?: number;
};

/**
 * A real SMTP server (smtp-server) for tests: no auth required, no STARTTLS, accepts every
 * message, parses it with mailparser, keeps it in memory and optionally writes it as JSON.
 */
export async function startSmtpFake(options: SmtpFakeOptions = {}): Promise<SmtpFake> {
  const host = options.host ?? "127.0.0.1";
  const messages: FakeMail[] = [];
  const waiters = new Set<{
    match: (mail: FakeMail) => boolean;
    resolve: (mail: FakeMail) => void;
  }>();
  if (options.mailDir) fs.mkdirSync(options.mailDir, { recursive: true });

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    closeTimeout: 1000,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const delay = new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      simpleParser(stream)
        .then(async (parsed) => {
          await delay;
          return parsed;
        })
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail: FakeMail = {
            id: randomUUID(),
            to: envelopeTo.length ? envelopeTo : headerAddresses(parsed.to),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(":") + 1)
                  .replace(/\r?\n[ \t]+/g, " ")
                  .trim(),
              ]),
            ),
            receivedAt: Date.now(),
          };
          messages.push(mail);
          if (options.mailDir) {
            const file = path.join(options.mailDir, `${mail.receivedAt}-${mail.id}.json`);
            // Write then rename so a reader polling the folder never sees half a file.
            fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
            fs.renameSync(`${file}.tmp`, file);
          }
          if (options.verbose) console.error(`[smtp-fake] ${mail.to.join(", ")}: ${mail.subject}`);
          for (const waiter of waiters) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", (error) => {
    if (options.verbose) console.error("[smtp-fake] error", error);
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(options.port ?? 0, host, () => {
      server.server.off("error", onError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    host,
    url: `smtp://${host}:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<FakeMail>((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: FakeMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `No matching email received within ${timeoutMs} ms (${messages.length} received)`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type AddressObjectLike = { value: Array<{ address?: string }> };

function headerAddresses(to: AddressObjectLike | AddressObjectLike[] | undefined): string[] {
  if (!to) return [];
  const list = Array.isArray(to) ? to : [to];
  return list
    .flatMap((entry) => entry.value.map((v) => (v.address ?? "").toLowerCase()))
    .filter(Boolean);
}

/** Pulls the first absolute link to `pathPrefix` (e.g. "/verify-email/") out of a message. */
export function extractLink(
  mail: Pick<FakeMail, "text" | "html">,
  pathPrefix: string,
): string | null {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`https?://[^\\s"'<>]+${escaped}[^\\s"'<>]+`);
  return (
    mail.text.match(pattern)?.[0] ?? mail.html.match(pattern)?.[0]?.replace(/&amp;/g, "&") ?? null
  );
}
