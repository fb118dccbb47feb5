import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_ADMIN } from "./admin-account";
import { extractLink, type FakeMail } from "../fakes/smtp-server";

export { expect };

/**
 * The rate limits are per client address (X-Forwarded-For, trusted because playwright.config.ts
 * sets TRUST_PROXY=1). Every test gets its own address,
 * derived from its id (file, title and project), so tests never share a bucket.
 */
export function clientIpFor(testInfo: TestInfo) {
  const hash = createHash("sha256").update(testInfo.testId).digest();
  return `10.${hash[0]}.${hash[1]}.${(hash[2] % 254) + 1}`;
}

export const test = base.extend<{ js: boolean }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientIpFor(testInfo) });
  },
  js: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  // Hydration races show on slow machines: E2E_CPU_THROTTLE=6 slows the page's CPU six times,
  // E2E_SCRIPT_DELAY_MS=1500 holds every script of the build back that long (both off by default).
  page: async ({ page }, use) => {
    const rate = Number(process.env.E2E_CPU_THROTTLE);
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    }
    const delay = Number(process.env.E2E_SCRIPT_DELAY_MS);
    if (delay > 0) {
      await page.route("**/build/**/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
    }
    await use(page);
  },
});

export const PASSWORD = "Quiet-Lake-4821";

let counter = 0;
/** A unique address for this test and project, e.g. e2e-1700000000000-3-a1b2-js@example.com. */
export function uniqueEmail(testInfo: TestInfo, label = "user") {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 6);
  return `e2e-${label}-${Date.now()}-${counter}${random}-${testInfo.project.name}@example.com`;
}

export type TestUser = { name: string; email: string; password: string };

/**
 * Creates an account through the JSON API. page.request shares the browser context's cookie
 * jar, so the page is signed in afterwards.
 */
export async function registerViaApi(
  page: Page,
  testInfo: TestInfo,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user: TestUser = {
    name: overrides.name ?? "Robin Tester",
    email: overrides.email ?? uniqueEmail(testInfo),
    password: overrides.password ?? PASSWORD,
  };
  const response = await page.request.post("/api/register", { data: user });
  expect(response.status(), `POST /api/register: ${await response.text()}`).toBe(201);
  return user;
}

/** Waits for the newest email to `to` whose subject contains `subjectIncludes`. */
export async function waitForEmail(
  to: string,
  subjectIncludes: string,
  timeoutMs = 10_000,
): Promise<FakeMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: is playwright.config.ts in use?");
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as FakeMail;
      if (mail.to.includes(address) && mail.subject.includes(subjectIncludes)) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No email to ${to} with a subject containing "${subjectIncludes}" within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The absolute link to `pathPrefix` in a message; it must point at the app under test. */
export function linkIn(mail: FakeMail, pathPrefix: string) {
  const link = extractLink(mail, pathPrefix);
  expect(link, `link to ${pathPrefix} in "${mail.subject}":\n${mail.text}`).toBeTruthy();
  expect(
    link!.startsWith(`${process.env.E2E_BASE_URL}${pathPrefix}`),
    `link ${link} points at the app`,
  ).toBe(true);
  return link!;
}

/** A toast (Radix once hydrated, plain role=status/alert HTML without JavaScript) with this title. */
export function toast(page: Page, title: string): Locator {
  return page.getByText(title, { exact: true }).first();
}

/** The one visible Sign Out button (sidebar on desktop; the menus keep theirs hidden). */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).filter({ visible: true }).first().click();
  await expect(toast(page, "Logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Fills and submits the Login tab; navigates to /auth first unless the login form is already shown. */
export async function logIn(page: Page, email: string, password: string) {
  if (!(await page.locator("form#login-form").isVisible())) await page.goto("/auth");
  const form = page.locator("form#login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login", exact: true }).click();
}

/**
 * Signs in as the admin the app creates at start (E2E_ADMIN). Every admin spec, in both projects,
 * signs in as that one account, more often than its per-email login limit allows in 15 minutes;
 * so, as each test already gets its own client address, its per-email bucket is emptied first.
 */
export async function logInAsAdmin(page: Page) {
  const sqlite = new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"));
  try {
    sqlite
      .prepare("DELETE FROM rate_limits WHERE key = ?")
      .run(`login:email:${E2E_ADMIN.email.toLowerCase()}`);
  } finally {
    sqlite.close();
  }
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

/** After a successful sign-in or sign-up: the dashboard with the header greeting. */
export async function expectDashboard(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.locator("header").getByText(`Welcome back, ${name}`)).toBeVisible();
}
