import { expect, registerViaApi, test, toast } from "./helpers";

/**
 * Pro through PayPal in a real browser, with and without JavaScript: the Upgrade form goes to
 * PayPal's approval page (the PayPal fake, on the URL the app was given as PAYPAL_API_BASE), the
 * person subscribes there, comes back through /subscription/return and is on Pro; then cancels
 * at the period end and resumes.
 */
test("upgrade to Pro through PayPal, cancel at the period end, resume", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  const plans = page.getByRole("list").filter({ has: page.getByRole("heading", { name: "Pro" }) });
  await expect(plans.getByLabel("Free plan")).toContainText("Your plan");
  await expect(plans.getByLabel("Pro plan")).toContainText("$9.99");
  await expect(plans.getByLabel("Pro plan")).toContainText("Unlimited goals");
  await expect(page.getByText("You are on the Free plan.")).toBeVisible();
  await expect(page.getByText("No payments yet.")).toBeVisible();

  await page.getByRole("button", { name: "Upgrade to Pro with PayPal" }).click();
  await expect(page).toHaveURL(/\/checkoutnow\?/);
  await expect(page.getByRole("heading", { name: "Approve your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toast(page, "Welcome to Pro")).toBeVisible();
  await expect(page.getByText(/You are on Pro\. It renews on/)).toBeVisible();
  await expect(plans.getByLabel("Pro plan")).toContainText("Your plan");

  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(toast(page, "Subscription cancelled")).toBeVisible();
  await expect(page.getByText(/It will not renew/)).toBeVisible();

  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(toast(page, "Subscription resumed")).toBeVisible();
  await expect(page.getByText(/It renews on/)).toBeVisible();
});

test("leaving PayPal's page without subscribing keeps the Free plan", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Upgrade to Pro with PayPal" }).click();
  await page.getByRole("link", { name: "Cancel and return" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toast(page, "Upgrade cancelled")).toBeVisible();
  await expect(page.getByText("You are on the Free plan.")).toBeVisible();
});

test("a forged return URL changes nothing", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/subscription/return?subscription_id=I-FORGED123&ba_token=BA-1");
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toast(page, "Nothing changed")).toBeVisible();
  await expect(page.getByText("You are on the Free plan.")).toBeVisible();
});

test("only the subscription screen opens the Content-Security-Policy to PayPal", async ({
  page,
}, testInfo) => {
  // It reads response headers only, which do not depend on the page's scripts: the no-JavaScript
  // project would repeat it word for word.
  test.skip(testInfo.project.name !== "js", "HTTP headers only: once is enough");
  await registerViaApi(page, testInfo);
  const subscription = await page.request.get("/subscription");
  const csp = subscription.headers()["content-security-policy"]!;
  expect(csp).toMatch(/form-action 'self' [^;]*https:\/\/www\.paypal\.com/);
  expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/www\.sandbox\.paypal\.com/);
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  const dashboard = await page.request.get("/");
  const plain = dashboard.headers()["content-security-policy"]!;
  expect(plain).not.toContain("paypal");
  expect(plain).toContain("form-action 'self';");
});
