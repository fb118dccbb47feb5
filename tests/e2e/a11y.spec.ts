import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { expect, logIn, registerViaApi, test } from "./helpers";

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

const SCHEMES = ["light", "dark"] as const;
type Scheme = (typeof SCHEMES)[number];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable entry per failing node: rule, impact, help, target and axe's failure summary. */
function describeViolations(violations: AxeResults["violations"]) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact}] ${violation.help}\n    at ${node.target.join(" ")}\n    ${(
          node.failureSummary ?? ""
        ).replace(/\n/g, "\n    ")}`,
    ),
  );
}

function analyze(page: Page) {
  return new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
}

/**
 * axe needs timers, which never fire in a page whose scripts are disabled. In the no-js project
 * the server's DOM (scripts removed, nothing ran) is therefore copied into a scratch page of a
 * JavaScript-enabled context at the same address, with the same colour scheme and viewport; its
 * stylesheets still load from the app. axe then checks exactly what a no-JavaScript visitor gets.
 */
async function analyzeWithoutJs(page: Page, browser: Browser, scheme: Scheme) {
  const html = await page.evaluate(() => {
    document.querySelectorAll("script").forEach((script) => script.remove());
    return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
  });
  const context = await browser.newContext({
    javaScriptEnabled: true,
    colorScheme: scheme,
    reducedMotion: "reduce",
    viewport: page.viewportSize(),
  });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(url, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(url);
    // The copy must look like the original (same stylesheet applied), or contrast checks mean nothing.
    const look = () => {
      const style = getComputedStyle(document.body);
      return `${style.backgroundColor} / ${style.color} / ${style.fontFamily}`;
    };
    expect(await copy.evaluate(look), "the scratch copy is styled like the page").toBe(
      await page.evaluate(look),
    );
    return await analyze(copy);
  } finally {
    await context.close();
  }
}

async function expectNoViolations(
  page: Page,
  label: string,
  opts: { js: boolean; browser: Browser; scheme: Scheme },
) {
  const results = opts.js
    ? await analyze(page)
    : await analyzeWithoutJs(page, opts.browser, opts.scheme);
  expect(describeViolations(results.violations), `axe violations on ${label}`).toEqual([]);
}

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
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const scheme of SCHEMES) {
    await visit(page, "/admin", scheme);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("New support requests")).toBeVisible();
    await expectNoViolations(page, `/admin (${scheme})`, { js, browser, scheme });
  }
});
