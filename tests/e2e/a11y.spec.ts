import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, registerViaApi, test } from "./helpers";

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

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable line per failing node: rule, impact, help, target and the failure summary. */
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

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(describeViolations(results.violations), `axe violations on ${label}`).toEqual([]);
}

async function visit(page: Page, path: string, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeAttached();
}

for (const path of PUBLIC_PAGES) {
  test(`public page ${path}`, async ({ page }) => {
    for (const scheme of SCHEMES) {
      await visit(page, path, scheme);
      await expectNoViolations(page, `${path} (${scheme})`);
    }
  });
}

test("signed-in dashboard and appearance settings", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  for (const path of ["/", "/settings/appearance"]) {
    for (const scheme of SCHEMES) {
      await visit(page, path, scheme);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} signed in (${scheme})`);
    }
  }
});
