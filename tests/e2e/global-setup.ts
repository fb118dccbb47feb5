import fs from "node:fs";
import type { FullConfig } from "@playwright/test";
import { startSmtpFake } from "../fakes/smtp-server";

/**
 * Starts the SMTP fake in the runner process (it lives for the whole run) on the port that
 * playwright.config.ts chose and passed to the app as SMTP_URL. Each received message is written
 * as JSON into E2E_MAIL_DIR, where the test workers (other processes) read it.
 */
export default async function globalSetup(_config: FullConfig) {
  const port = Number(process.env.E2E_SMTP_PORT);
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!port || !mailDir)
    throw new Error("E2E_SMTP_PORT / E2E_MAIL_DIR are not set: is playwright.config.ts in use?");
  const smtp = await startSmtpFake({ port, mailDir, verbose: Boolean(process.env.E2E_VERBOSE) });

  return async () => {
    await smtp.close();
    const tmp = process.env.E2E_TMP_DIR;
    if (tmp && !process.env.E2E_KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
