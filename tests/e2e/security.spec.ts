import {
  expect,
  expectDashboard,
  linkIn,
  registerViaApi,
  test,
  toast,
  waitForEmail,
} from "./helpers";

test("a verification link clicked in a browser signed in as someone else leaves that browser alone", async ({
  page,
  js,
  browser,
}, testInfo) => {
  // The "attacker" registers in another browser context and takes the link from their own email.
  const other = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "10.250.0.1" },
  });
  const attackerPage = await other.newPage();
  const attacker = await registerViaApi(attackerPage, testInfo, { name: "Mallory Other" });
  await other.close();
  const link = linkIn(await waitForEmail(attacker.email, "Verify your email"), "/verify-email/");

  const victim = await registerViaApi(page, testInfo, { name: "Vera Victim" });
  await page.goto(link);
  if (!js) await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Email verified")).toBeVisible();
  // Still the victim's own account.
  await expectDashboard(page, victim.name);
  const me = await page.request.get("/api/user");
  expect((await me.json()) as { email: string }).toMatchObject({ email: victim.email });
});

test("a support attachment named with = and ; is accepted and downloads under its name", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/support");
  await page.getByLabel("Subject", { exact: true }).fill("Odd file name");
  await page.getByLabel("Message", { exact: true }).fill("The file name has = and ; in it.");
  await page.getByLabel("Attachment (optional)").setInputFiles({
    name: "report=final;v2.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("line one"),
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page, "Message sent")).toBeVisible();
  const requests = page.getByRole("region", { name: "Your requests" });
  const attachment = requests.getByRole("link", { name: "Attachment: report=final;v2.txt" });
  await expect(attachment).toBeVisible();
  const download = await page.request.get((await attachment.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toBe(
    "attachment; filename=\"report_final_v2.txt\"; filename*=UTF-8''report%3Dfinal%3Bv2.txt",
  );
  expect(await download.text()).toBe("line one");
});

test("an owner locked out by someone else's guesses signs in through the emailed link", async ({
  page,
  js,
}, testInfo) => {
  const owner = await registerViaApi(page, testInfo, { name: "Olive Owner" });
  await page.request.post("/api/logout");
  for (let i = 0; i < 10; i++) {
    const guess = await page.request.post("/api/login", {
      data: { email: owner.email, password: `wrong-guess-${i}` },
    });
    expect(guess.status()).toBe(401);
  }
  await page.goto("/auth");
  const form = page.locator("form#login-form");
  await form.getByLabel("Email").fill(owner.email);
  await form.getByLabel("Password").fill(owner.password);
  await form.getByRole("button", { name: "Login", exact: true }).click();
  await expect(
    form.getByText("If an account exists for this email, we've sent it a link to sign in now."),
  ).toBeVisible();

  const mail = await waitForEmail(owner.email, "Someone is trying to sign in");
  await page.goto(linkIn(mail, "/unlock/"));
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectDashboard(page, owner.name);
  if (js) await expect(toast(page, "Login successful")).toBeVisible();
});
