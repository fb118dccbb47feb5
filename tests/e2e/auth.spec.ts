import {
  expect,
  expectDashboard,
  linkIn,
  logIn,
  PASSWORD,
  signOut,
  test,
  toast,
  uniqueEmail,
  waitForEmail,
} from "./helpers";

const NEUTRAL_RESET_TEXT =
  "If an account exists with the email you provided, we've sent instructions to reset your password.";

test("register, verify the email, sign out and in, reset the password", async ({
  page,
  js,
}, testInfo) => {
  test.slow(); // one long journey through every account flow
  const name = "Avery Quinn";
  const email = uniqueEmail(testInfo, "journey");
  const newPassword = "Fresh-Harbor-9375";

  // Register.
  await page.goto("/auth?tab=register");
  const register = page.locator("form#register-form");
  await register.getByLabel("Name", { exact: true }).fill(name);
  await register.getByLabel("Username (optional)").fill(`avery_${Date.now().toString(36)}`);
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByLabel("Confirm password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectDashboard(page, name);
  await expect(toast(page, "Registration successful")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  // Verify through the link in the real email.
  const verification = await waitForEmail(email, "Verify your email");
  const verifyLink = linkIn(verification, "/verify-email/");
  await page.goto(verifyLink);
  if (!js) {
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await page.getByRole("button", { name: "Verify my email" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Email verified")).toBeVisible();
  await expectDashboard(page, name);
  await expect(page.getByRole("button", { name: "Resend verification email" })).toHaveCount(0);

  // The link works once.
  await page.goto(verifyLink);
  await expect(page.getByRole("heading", { name: "Verification failed" })).toBeVisible();

  // Sign out, then back in through the Login tab.
  await page.goto("/");
  await signOut(page);
  await page.goto("/auth?tab=register");
  await page
    .getByRole("navigation", { name: "Sign in or register" })
    .getByRole("link", { name: "Login" })
    .click();
  await expect(page.locator("form#login-form")).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(toast(page, "Login successful")).toBeVisible();
  await expectDashboard(page, name);
  await signOut(page);

  // Forgot password.
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  const forgot = page.locator("form#forgot-form");
  await forgot.getByLabel("Email").fill(email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(NEUTRAL_RESET_TEXT)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to login" })).toBeVisible();

  const reset = await waitForEmail(email, "Reset your");
  await page.goto(linkIn(reset, "/reset-password/"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(toast(page, "Password reset successful")).toBeVisible();
  // The reset signs this browser in.
  await expect(page).toHaveURL(/\/$/);
  await expectDashboard(page, name);
  await signOut(page);

  // The new password works; the old one no longer does.
  await page.goto("/auth");
  await logIn(page, email, newPassword);
  await expect(toast(page, "Login successful")).toBeVisible();
  await expectDashboard(page, name);
  await signOut(page);

  await logIn(page, email, PASSWORD);
  await expect(
    page.locator("form#login-form").getByText("Invalid email or password"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  if (js) await expect(toast(page, "Login failed")).toBeVisible();
});

test("forgot password shows the same confirmation for an unknown address", async ({
  page,
}, testInfo) => {
  await page.goto("/auth?tab=forgot");
  const forgot = page.locator("form#forgot-form");
  await forgot.getByLabel("Email").fill(uniqueEmail(testInfo, "nobody"));
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(NEUTRAL_RESET_TEXT)).toBeVisible();
  await page.getByRole("link", { name: "Return to login" }).click();
  await expect(page.locator("form#login-form")).toBeVisible();
});

/**
 * Each auth view autofocuses its first field. With JavaScript, a mouse click elsewhere blurs that
 * empty field; conform validates on blur and inserts an error line, which moves the vertically
 * centred form between mousedown and mouseup, so the click must still land.
 */
for (const { from, link, to } of [
  { from: "/auth", link: "Forgot your password?", to: /\/auth\?tab=forgot$/ },
  { from: "/auth?tab=forgot", link: "Back to login", to: /\/auth\?tab=login$/ },
]) {
  test(`one click on '${link}' right after ${from} loads navigates`, async ({ page, js }) => {
    await page.goto(from);
    // Once hydrated, the Email field has focus (autoFocus): the click below blurs it first.
    if (js) await expect(page.locator("form").getByLabel("Email", { exact: true })).toBeFocused();
    await page.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(to);
  });
}

test.describe("validation messages", () => {
  test("register form", async ({ page }) => {
    await page.goto("/auth?tab=register");
    const form = page.locator("form#register-form");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("123");
    await form.getByLabel("Confirm password").fill("123");
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters").first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);

    // Everything valid but the confirmation.
    await form.getByLabel("Name", { exact: true }).fill("Sam");
    await form.getByLabel("Email").fill("sam@example.com");
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(`${PASSWORD}x`);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await expect(form.getByText("Name is required")).toHaveCount(0);
    await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
    await expect(form.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
  });

  test("login form", async ({ page, js }) => {
    await page.goto("/auth");
    const form = page.locator("form#login-form");
    await form.getByLabel("Email").fill("nope");
    await form.getByLabel("Password").fill("12345");
    await form.getByRole("button", { name: "Login", exact: true }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    // What was typed comes back (the password never does without JavaScript); with JavaScript,
    // focus moves to the first field in error.
    await expect(form.getByLabel("Email")).toHaveValue("nope");
    if (js) await expect(form.getByLabel("Email")).toBeFocused();
  });

  test("forgot-password form", async ({ page }) => {
    await page.goto("/auth?tab=forgot");
    const form = page.locator("form#forgot-form");
    await form.getByLabel("Email").fill("still not an email");
    await form.getByRole("button", { name: "Send reset link" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toHaveCount(0);
  });
});
