import type { Page } from "@playwright/test";

import { expectNoViolations, SCHEMES, type Scheme } from "./axe";
import { expect, registerViaApi, test, logInAsAdmin } from "./helpers";

const PUBLIC_PAGES = [
  "/",
  "/auth",
  "/auth?tab=register",
  "/auth?tab=forgot",
  "/about-us",
  "/community",
  "/mental-health-resources",
  "/help-center",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page-for-axe",
];

async function visit(page: Page, path: string, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeAttached();
}

for (const path of PUBLIC_PAGES) {
  test(`public page ${path}`, async ({ page, js, browser }) => {
    for (const scheme of SCHEMES) {
      await visit(page, path, scheme);
      await expectNoViolations(page, `${path} (${scheme})`, { js, browser, scheme });
    }
  });
}

const SIGNED_IN_PAGES = [
  "/",
  "/settings/profile",
  "/settings/password",
  "/settings/notifications",
  "/settings/privacy",
  "/settings/appearance",
  "/settings/data?confirm=delete",
  "/notifications",
  "/subscription",
  "/journal",
  "/chat",
  "/?panel=journal&date=2026-01-05",
];

for (const path of SIGNED_IN_PAGES) {
  test(`signed-in page ${path}`, async ({ page, js, browser }, testInfo) => {
    await registerViaApi(page, testInfo);
    for (const scheme of SCHEMES) {
      await visit(page, path, scheme);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} signed in (${scheme})`, { js, browser, scheme });
    }
  });
}

test("a conversation in progress, with its analysis and crisis resources", async ({
  page,
  js,
  browser,
}, testInfo) => {
  test.slow(); // four axe runs (two pages, light and dark); without JavaScript each in a scratch context
  await registerViaApi(page, testInfo);
  for (const message of ["I've been stressed about work and sleeping badly.", "I want to die"]) {
    const response = await page.request.post("/resources/chat", {
      form: { intent: "send", message, redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }
  for (const path of ["/", "/chat"]) {
    for (const scheme of SCHEMES) {
      await visit(page, path, scheme);
      await expect(page.getByTestId("crisis-resources").first()).toBeVisible();
      await expectNoViolations(page, `${path} with a conversation (${scheme})`, {
        js,
        browser,
        scheme,
      });
    }
  }
});

test("admin dashboard", async ({ page, js, browser }) => {
  test.slow(); // four axe runs (two pages, light and dark); without JavaScript each in a scratch context
  await logInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const scheme of SCHEMES) {
    await visit(page, "/admin", scheme);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("New support requests")).toBeVisible();
    await expectNoViolations(page, `/admin (${scheme})`, { js, browser, scheme });
    await visit(page, "/admin/users", scheme);
    await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    await expectNoViolations(page, `/admin/users (${scheme})`, { js, browser, scheme });
  }
});

test("admin payment provider", async ({ page, js, browser }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const scheme of SCHEMES) {
    await visit(page, "/admin/paypal", scheme);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Provider" })).toBeVisible();
    await expectNoViolations(page, `/admin/paypal (${scheme})`, { js, browser, scheme });
  }
});

test("admin sign-in providers", async ({ page, js, browser }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const scheme of SCHEMES) {
    await visit(page, "/admin/oauth", scheme);
    await expect(page.getByRole("heading", { level: 1, name: "Sign-in Providers" })).toBeVisible();
    await expectNoViolations(page, `/admin/oauth (${scheme})`, { js, browser, scheme });
  }
});
