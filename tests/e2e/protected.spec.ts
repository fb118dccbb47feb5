import { expect, logIn, registerViaApi, test, toast } from "./helpers";

test("a signed-out visit to /journal goes to login and back to /journal", async ({
  page,
  context,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  await context.clearCookies();

  await page.goto("/journal");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fjournal$/);
  await expect(page.locator("form#login-form")).toBeVisible();

  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await expect(toast(page, "Login successful")).toBeVisible();
});

test("/auth sends a signed-in user home", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("appearance: choosing Dark puts the dark class on <html>", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/settings/appearance");
  await expect(page.getByRole("heading", { level: 1, name: "Appearance" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole("radio", { name: /^Dark/ }).check();
  await page.getByRole("button", { name: "Save appearance" }).click();
  await expect(toast(page, "Appearance updated")).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole("radio", { name: /^Dark/ })).toBeChecked();

  // It sticks across a fresh load (the theme cookie), and Light switches it back.
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.getByRole("radio", { name: /^Light/ }).check();
  await page.getByRole("button", { name: "Save appearance" }).click();
  await expect(page.locator("html")).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test("a non-admin gets 403 on /admin", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Area" })).toHaveCount(0);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("404 Page Not Found");
});
