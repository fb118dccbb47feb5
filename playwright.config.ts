import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, E2E_PAYPAL } from "./tests/e2e/admin-account";

/**
 * End-to-end tests (docs/architecture.md#tests-and-ci): the production build served by server.mjs on a free port,
 * a fresh SQLite file, the SMTP and PayPal fakes (started by global-setup.ts), Chromium from Debian, run
 * twice: with and without JavaScript.
 *
 * The runner evaluates this file first and every worker evaluates it again. The runner picks the
 * ports and the temp folder and stores them in process.env; workers inherit that environment
 * and so reuse the same values.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

if (!fs.existsSync(path.join(root, "build", "index.js"))) {
  throw new Error("build/index.js is missing: run `npx remix build` before `npx playwright test`.");
}

function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

if (!process.env.E2E_TMP_DIR) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "solace-e2e-"));
  process.env.E2E_TMP_DIR = tmp;
  process.env.E2E_MAIL_DIR = path.join(tmp, "mail");
  process.env.E2E_APP_PORT ||= String(freePort());
  let smtpPort = Number(process.env.E2E_SMTP_PORT) || freePort();
  while (String(smtpPort) === process.env.E2E_APP_PORT) smtpPort = freePort();
  process.env.E2E_SMTP_PORT = String(smtpPort);
  let paypalPort = Number(process.env.E2E_PAYPAL_PORT) || freePort();
  while ([process.env.E2E_APP_PORT, String(smtpPort)].includes(String(paypalPort))) {
    paypalPort = freePort();
  }
  process.env.E2E_PAYPAL_PORT = String(paypalPort);
}

const appPort = Number(process.env.E2E_APP_PORT);
const baseURL = `http://127.0.0.1:${appPort}`;
process.env.E2E_BASE_URL = baseURL;

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions,
    trace: "off",
    screenshot: "off",
    video: "off",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node server.mjs",
    cwd: root,
    url: `${baseURL}/healthcheck`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(appPort),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(process.env.E2E_TMP_DIR!, "app.db"),
      SESSION_SECRET: "e2e-session-secret-0123456789abcdefghijklmnop",
      APP_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: "Solace <no-reply@example.test>",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The PayPal fake (started by global-setup.ts) stands in for PayPal's API and checkout.
      PAYPAL_API_BASE: `http://127.0.0.1:${process.env.E2E_PAYPAL_PORT}`,
      PAYPAL_CLIENT_ID: E2E_PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: E2E_PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: E2E_PAYPAL.webhookId,
      // Tests give every test its own X-Forwarded-For address (tests/e2e/helpers.ts).
      TRUST_PROXY: "1",
      // The notification scheduler looks every 5 s instead of every minute, so a reminder set to
      // the current minute arrives within seconds (notification-delivery.spec.ts).
      NOTIFICATION_TICK_SECONDS: "5",
    },
  },
});
