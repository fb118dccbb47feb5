import { E2E_ADMIN } from "./admin-account";
import { expectNoViolations, SCHEMES } from "./axe";
import { clientIpFor, expect, logIn, registerViaApi, test, toast, logInAsAdmin } from "./helpers";

const DISABLED =
  "This account has been disabled. If you think this is a mistake, write to support@solacejournal.app.";

test("an admin disables an account: its session ends and it cannot sign in; enabled again, it can", async ({
  page,
  browser,
  js,
}, testInfo) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  // The person, signed in in their own browser.
  const personContext = await browser.newContext({
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": clientIpFor(testInfo).replace(/^10\./, "10.251.") },
  });
  const personPage = await personContext.newPage();
  const person = await registerViaApi(personPage, testInfo, { name: "Dana Disabled" });
  await personPage.goto("/journal");
  await expect(personPage).toHaveURL(/\/journal$/);

  // The admin finds them and disables the account.
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin", exact: true })
    .getByRole("link", { name: "People", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await page.getByLabel("Search by email or name").fill(person.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  const card = page.getByRole("article", { name: /Dana Disabled/ });
  await expect(card).toBeVisible();
  await expect(card.getByText("Free Plan")).toBeVisible();
  await expect(card.getByText("Not verified")).toBeVisible();

  await card.getByText("Disable account…").click();
  await card.getByLabel("Reason (optional, only admins see it)").fill("Asked us to pause it");
  await card.getByRole("button", { name: `Disable ${person.email}` }).click();
  await expect(toast(page, "Account disabled")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  const disabledCard = page.getByRole("article", { name: /Dana Disabled/ });
  await expect(disabledCard.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(disabledCard.getByText(/Asked us to pause it/)).toBeVisible();

  // The person's open session is over; signing in again is refused with a clear message.
  await personPage.goto("/journal");
  await expect(personPage).toHaveURL(/\/auth/);
  await logIn(personPage, person.email, person.password);
  await expect(personPage.getByText(DISABLED).first()).toBeVisible();
  await expect(personPage).toHaveURL(/\/auth/);
  const api = await personPage.request.post("/api/login", {
    data: { email: person.email, password: person.password },
  });
  expect(api.status()).toBe(403);

  // The log on /admin shows what happened, to whom and by whom.
  await page.goto("/admin");
  const log = page.getByRole("table", { name: /Admin actions/ });
  const row = log.getByRole("row").filter({ hasText: person.email }).first();
  await expect(row).toContainText("Disabled an account");
  await expect(row).toContainText(E2E_ADMIN.email);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.reload();
    await expectNoViolations(page, `/admin with log entries (${scheme})`, { js, browser, scheme });
  }
  await page.getByLabel("Action", { exact: true }).selectOption("user.disable");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=user\.disable/);
  await expect(page.getByRole("table", { name: /Admin actions/ })).not.toContainText(
    "Enabled an account",
  );

  // Enabled again, the same password signs in.
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await page
    .getByRole("article", { name: /Dana Disabled/ })
    .getByRole("button", { name: "Enable account" })
    .click();
  await expect(toast(page, "Account enabled")).toBeVisible();

  await logIn(personPage, person.email, person.password);
  await expect(toast(personPage, "Login successful")).toBeVisible();
  await personPage.goto("/journal");
  await expect(personPage).toHaveURL(/\/journal$/);

  await personContext.close();
  expect(pageErrors).toEqual([]);
});

test("an admin cannot disable their own account or remove the last admin", async ({ page }) => {
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const card = page.getByRole("article", { name: /\(you\)/ });
  await expect(card).toBeVisible();
  await expect(card.getByText("Disable account…")).toHaveCount(0);
  await card.getByRole("button", { name: "Remove admin" }).click();
  await expect(
    card.getByText("This is the last admin. Make someone else an admin first."),
  ).toBeVisible();
});

test("/admin/users is for admins only", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
});
