import { E2E_PAYPAL } from "./admin-account";
import { expect, registerViaApi, test, toast, logInAsAdmin } from "./helpers";

/**
 * The payment provider screen, with and without JavaScript. Settings are global and the e2e
 * server is shared with the subscription spec, so this spec tests and syncs but never saves.
 */
test("an admin tests the PayPal connection and syncs the plans; the secret never shows", async ({
  page,
  js,
}) => {
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();

  await page.goto("/admin/paypal");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Provider" })).toBeVisible();
  await expect(page.getByText(/Using PAYPAL_CLIENT_SECRET from the environment \(…/)).toBeVisible();
  expect(await page.content()).not.toContain(E2E_PAYPAL.clientSecret);

  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText(/Test passed\. PayPal accepted the credentials/)).toBeVisible();

  const typed = "a-wrong-secret-typed-by-hand";
  await page.getByLabel("Client secret").fill(typed);
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(
    page.getByText("Test failed. PayPal refused the client id and secret."),
  ).toBeVisible();
  if (!js) await expect(page.getByLabel("Client secret")).toHaveValue("");
  expect(await page.content()).not.toContain(typed);
  expect(await page.content()).not.toContain(E2E_PAYPAL.clientSecret);

  await page.getByRole("button", { name: "Sync plans" }).click();
  await expect(toast(page, "Plans synced")).toBeVisible();
  await expect(page.getByRole("row", { name: /Pro/ })).toContainText(/PROD-/);
  await expect(page.getByRole("row", { name: /Pro/ })).toContainText(/P-/);
});

test("the payment provider screen is for admins only", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const response = await page.goto("/admin/paypal");
  expect(response?.status()).toBe(403);
});
