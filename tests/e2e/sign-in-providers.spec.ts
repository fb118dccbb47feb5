import { startOidcFake, type OidcFake } from "../fakes/oidc-server";

import {
  expect,
  PASSWORD,
  registerViaApi,
  signOut,
  test,
  toast,
  uniqueEmail,
  logInAsAdmin,
} from "./helpers";

/**
 * Sign-in providers end to end, with and without JavaScript: an admin turns on the generic
 * OpenID Connect provider (the fake, on 127.0.0.1), a person signs up with it through the fake's
 * consent page, and the admin turns it off again (the e2e server is shared by every spec).
 */
let fake: OidcFake;
const CLIENT_ID = "solace-e2e";
const CLIENT_SECRET = "e2e-client-secret-4242";

test.beforeAll(async () => {
  fake = await startOidcFake();
  fake.addClient(CLIENT_ID, { secret: CLIENT_SECRET });
});
test.afterAll(async ({ browser }) => {
  await fake.close();
  // Whatever happened above, leave the provider off for the specs that run after this one.
  const page = await browser.newPage();
  try {
    await logInAsAdmin(page);
    await expect(toast(page, "Login successful")).toBeVisible();
    await page.goto("/admin/oauth");
    const panel = page.getByRole("region", { name: PANEL });
    if (await panel.getByText("Turned on.").isVisible()) {
      await panel.getByLabel("Show this provider on the sign-in page").uncheck();
      await panel.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, "E2E SSO settings saved")).toBeVisible();
    }
  } finally {
    await page.close();
  }
});

const PANEL = /OpenID Connect/;

test("an admin enables the generic provider and a person signs in with it", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "oidc");
  const firstSubject = `e2e-${testInfo.project.name}-${Date.now()}`;
  fake.behaviour.user = {
    sub: firstSubject,
    email,
    email_verified: true,
    name: "Avery Provider",
  };

  await page.goto("/auth");
  await expect(page.getByText(/Google and Apple sign-in are coming soon/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Google/ })).toBeDisabled();

  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/admin/oauth");
  await expect(page.getByRole("heading", { level: 1, name: "Sign-in Providers" })).toBeVisible();
  const panel = page.getByRole("region", { name: PANEL });
  await panel.getByLabel("Display name").fill("E2E SSO");
  await panel.getByLabel("Issuer URL").fill(fake.issuer);
  await panel.getByLabel("Client ID").fill(CLIENT_ID);
  await panel.getByLabel("Client secret").fill(CLIENT_SECRET);
  await panel.getByRole("button", { name: "Test discovery" }).click();
  await expect(page.getByRole("region", { name: PANEL }).getByText(/Test passed\./)).toBeVisible();
  expect(await page.content()).not.toContain(CLIENT_SECRET);

  const again = page.getByRole("region", { name: PANEL });
  // Without JavaScript the page came back from the server, which never echoes the secret.
  if ((await again.getByLabel("Client secret").inputValue()) === "") {
    await again.getByLabel("Client secret").fill(CLIENT_SECRET);
  }
  await again.getByLabel("Show this provider on the sign-in page").check();
  await again.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "E2E SSO settings saved")).toBeVisible();
  await expect(page.getByRole("region", { name: PANEL }).getByText("Turned on.")).toBeVisible();
  await signOut(page);

  // The person: the button is a form that leaves for the provider's consent page and comes back.
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with E2E SSO" }).click();
  await expect(page.getByText(`Sign in to the app as ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(toast(page, "Welcome to your journal")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.goto("/settings/privacy");
  const providers = page.getByRole("region", { name: "Sign-in providers" });
  await expect(providers.getByText("E2E SSO")).toBeVisible();
  await expect(providers.getByText("You have no password yet")).toBeVisible();
  await providers.getByRole("button", { name: "Unlink E2E SSO" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "only way you can sign in" }),
  ).toBeVisible();
  await signOut(page);

  // Someone with a password account: the provider's verified email links it only with proof.
  const owner = await registerViaApi(page, testInfo, { name: "Jordan Owner" });
  await page.goto("/");
  await signOut(page);
  fake.behaviour.user = {
    sub: `e2e-owner-${testInfo.project.name}-${Date.now()}`,
    email: owner.email,
    email_verified: true,
  };
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with E2E SSO" }).click();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Link E2E SSO to your account" }),
  ).toBeVisible();
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Link E2E SSO" }).click();
  await expect(page.getByText("That password is not correct")).toBeVisible();
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Link E2E SSO" }).click();
  await expect(toast(page, "E2E SSO linked")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await signOut(page);
  fake.behaviour.user = { sub: firstSubject, email, email_verified: true, name: "Avery Provider" };

  // Signing in again finds the same account.
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with E2E SSO" }).click();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(toast(page, "Login successful")).toBeVisible();
  await signOut(page);

  // A failure comes back to /auth with the alert and the toast.
  fake.behaviour.wrongKey = true;
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with E2E SSO" }).click();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/auth\?error=/);
  // The page's own alert (the toast below says the same words, so the page's main is named).
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: "did not complete" }),
  ).toBeVisible();
  await expect(toast(page, "Authentication failed")).toBeVisible();
  fake.behaviour.wrongKey = false;

  // Turned off again, so every other spec sees the default sign-in page.
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/admin/oauth");
  const off = page.getByRole("region", { name: PANEL });
  await off.getByLabel("Show this provider on the sign-in page").uncheck();
  await off.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "E2E SSO settings saved")).toBeVisible();
  await signOut(page);
  await page.goto("/auth");
  await expect(page.getByText(/Google and Apple sign-in are coming soon/)).toBeVisible();
});
