import { expect, registerViaApi, test, toast, logInAsAdmin } from "./helpers";

/**
 * The AI provider screen, with and without JavaScript. Settings are global and the e2e server is
 * shared, so this spec only saves the defaults (local engine, "Sage") and never saves a key.
 */
test("an admin tests the engine and saves the AI settings; the typed key never comes back", async ({
  page,
  js,
}) => {
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();

  await page.goto("/admin/openai");
  await expect(page.getByRole("heading", { level: 1, name: "AI Provider" })).toBeVisible();
  await expect(page.getByText(/Crisis screening always runs locally/)).toBeVisible();
  await expect(page.getByText(/the last 5 messages/)).toBeVisible();
  // How far the re-reading of old entries has got after an analyser upgrade (counts only).
  await expect(page.getByTestId("reanalysis")).toHaveText(
    /^Entry analysis: [\d,]+ of [\d,]+ (?:entry|entries) read by the current local analyser/,
  );

  await page.getByLabel("Built-in local engine").check();
  const typedKey = "sk-e2e-typed-key-never-shown-4242";
  await page.getByLabel("API key").fill(typedKey);
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(
    page.getByText(/Test passed\. The built-in engine needs no connection/),
  ).toBeVisible();
  // Without JavaScript the page comes back from the server, which never echoes the key; with
  // JavaScript the typed key simply stays in the field so it can be saved next.
  if (!js) await expect(page.getByLabel("API key")).toHaveValue("");
  expect(await page.content()).not.toContain(typedKey);

  await page.getByLabel("Built-in local engine").check();
  await page.getByLabel("Assistant name").fill("Sage");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "AI settings saved")).toBeVisible();
  await expect(page.getByLabel("Built-in local engine")).toBeChecked();
  await expect(page.getByLabel("Assistant name")).toHaveValue("Sage");
});

test("the AI provider screen is for admins only", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const response = await page.goto("/admin/openai");
  expect(response?.status()).toBe(403);
});
