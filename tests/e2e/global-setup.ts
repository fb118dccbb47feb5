import fs from "node:fs";
import type { FullConfig } from "@playwright/test";
import { startPayPalFake } from "../fakes/paypal-server";
import { startSmtpFake } from "../fakes/smtp-server";
import { E2E_PAYPAL } from "./admin-account";

/**
 * Starts the SMTP and PayPal fakes in the runner process (it lives for the whole run) on the port that
 * playwright.config.ts chose and passed to the app as SMTP_URL. Each received message is written
 * as JSON into E2E_MAIL_DIR, where the test workers (other processes) read it.
 */
export default async function globalSetup(_config: FullConfig) {
  const port = Number(process.env.E2E_SMTP_PORT);
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!port || !mailDir)
    throw new Error("E2E_SMTP_PORT / E2E_MAIL_DIR are not set: is playwright.config.ts in use?");
  const smtp = await startSmtpFake({ port, mailDir, verbose: Boolean(process.env.E2E_VERBOSE) });
  // PayPal's API and checkout page for the app (PAYPAL_API_BASE) and the browser.
  const paypal = await startPayPalFake({
    ...E2E_PAYPAL,
    port: Number(process.env.E2E_PAYPAL_PORT),
  });

  return async () => {
    await smtp.close();
    await paypal.close();
    const tmp = process.env.E2E_TMP_DIR;
    if (tmp && !process.env.E2E_KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
