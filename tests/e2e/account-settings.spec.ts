import { expect, logIn, registerViaApi, test, toast } from "./helpers";

test("change the password, then delete the account in two steps", async ({ page, context }, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  const newPassword = "Bright-River-7713";

  await page.goto("/settings/password");
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct")).toBeVisible();

  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password updated")).toBeVisible();

  await page.goto("/settings/data");
  await expect(page.getByRole("link", { name: "Download my data" })).toBeVisible();
  await page.getByRole("link", { name: "Delete my account…" }).click();
  await expect(page).toHaveURL(/\/settings\/data\?confirm=delete$/);
  await page.getByLabel("Your password").fill(newPassword);
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  await expect(page.getByText("Please confirm that you understand this cannot be undone")).toBeVisible();

  await page.getByLabel("Your password").fill(newPassword);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  await expect(toast(page, "Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await context.clearCookies();
  await logIn(page, user.email, newPassword);
  await expect(page.locator("form#login-form").getByText("Invalid email or password")).toBeVisible();
});
