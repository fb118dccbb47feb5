import type { Browser, Page } from "@playwright/test";
import { expectNoViolations, SCHEMES } from "./axe";

import { expect, logIn, registerViaApi, test, toast, waitForEmail, logInAsAdmin } from "./helpers";

/** axe in light and dark, with and without JavaScript, on the page as it is now. */
async function expectAccessible(page: Page, js: boolean, browser: Browser) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.reload();
    await expectNoViolations(page, `${page.url()} (${scheme})`, { js, browser, scheme });
  }
}

test("a person sends a support message with an attachment and sees it under Your requests", async ({
  page,
  js,
  browser,
}, testInfo) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const user = await registerViaApi(page, testInfo);
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support & Feedback" })).toBeVisible();
  await expect(page.getByText(/^Support is not a crisis service\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Find mental health resources" })).toHaveAttribute(
    "href",
    "/mental-health-resources",
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(user.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  const yourRequests = page.getByRole("region", { name: "Your requests" });
  await expect(yourRequests.getByText("No requests yet")).toBeVisible();

  // The browser lets a blank subject and an HTML file through; the app does not.
  const message = "My 9 am reminder arrived at noon today.";
  await page.getByLabel("Subject", { exact: true }).fill("   ");
  await page.getByLabel("Message", { exact: true }).fill(message);
  const attachment = page.getByLabel("Attachment (optional)");
  await attachment.setInputFiles({
    name: "page.html",
    mimeType: "text/html",
    buffer: Buffer.from("<h1>hello</h1>"),
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(
    page.getByText("The attachment must be a PNG, JPEG or GIF image, a PDF or a plain text file"),
  ).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(message);
  await expect(yourRequests.getByText("No requests yet")).toBeVisible();

  await page.getByLabel("Subject", { exact: true }).fill("Reminder emails arrive late");
  await attachment.setInputFiles({
    name: "details.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Sent at 09:00, received at 12:04."),
  });
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(toast(page, "Message sent")).toBeVisible();
  await expect(yourRequests.getByText("Reminder emails arrive late")).toBeVisible();
  await expect(yourRequests.getByText("Received", { exact: true })).toBeVisible();
  await expect(yourRequests.getByRole("link", { name: "Attachment: details.txt" })).toBeVisible();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  await expectAccessible(page, js, browser);

  const download = await page.request.get(
    (await yourRequests
      .getByRole("link", { name: "Attachment: details.txt" })
      .getAttribute("href"))!,
  );
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toBe('attachment; filename="details.txt"');
  expect(await download.text()).toBe("Sent at 09:00, received at 12:04.");
  expect(pageErrors).toEqual([]);
});

test("an admin filters the requests, sets a status and notes, and assigns one to themself", async ({
  page,
  context,
  js,
  browser,
}, testInfo) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const user = await registerViaApi(page, testInfo, { name: "Alex Person" });
  // Both projects share the app's database: each looks for its own request.
  const subject = `Export button does nothing (${testInfo.project.name})`;
  const sent = await page.request.post("/support", {
    multipart: {
      name: user.name,
      email: user.email,
      subject,
      message: "Clicking Download my data shows no file.",
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);

  // The admin created at start from ADMIN_EMAIL and ADMIN_PASSWORD handles it.
  await context.clearCookies();
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();

  await page.goto("/admin/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support Requests" })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).first().selectOption("new");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/support\?status=new$/);

  const card = page.getByRole("article", { name: subject });
  await expect(card.getByText("Clicking Download my data shows no file.")).toBeVisible();
  await expect(card.getByText("Not assigned")).toBeVisible();
  await card.getByLabel("Status", { exact: true }).selectOption("in_progress");
  await card.getByLabel("Notes (only admins see these)").fill("Reproduced on Firefox.");
  await card.getByRole("button", { name: "Assign to me" }).click();

  await expect(toast(page, "Request updated")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/support\?status=new$/);
  await expect(card).toHaveCount(0);

  await page.goto("/admin/support?status=in_progress");
  await expect(card.getByText("Assigned to you")).toBeVisible();
  await expect(card.getByLabel("Notes (only admins see these)")).toHaveValue(
    "Reproduced on Firefox.",
  );
  await expectAccessible(page, js, browser);

  await context.clearCookies();
  await logIn(page, user.email, user.password);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/support");
  await expect(
    page.getByRole("region", { name: "Your requests" }).getByText("In progress", { exact: true }),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("an admin replies; the person sees it under the request, in the bell and by email", async ({
  page,
  context,
  js,
  browser,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo, { name: "Jo Asker" });
  const subject = `Reminders never arrive (${testInfo.project.name})`;
  const sent = await page.request.post("/support", {
    multipart: {
      name: user.name,
      email: user.email,
      subject,
      message: "I turned on reminders but nothing comes.",
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);

  await context.clearCookies();
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/admin/support?status=new");
  const card = page.getByRole("article", { name: subject });
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(card.getByText("Write a reply first")).toBeVisible();
  await card.getByLabel("Reply to the person").fill("Thanks, Jo! We fixed the reminder time.");
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await page.goto("/admin/support?status=in_progress");
  await expect(card.getByText("Thanks, Jo! We fixed the reminder time.")).toBeVisible();
  await expectAccessible(page, js, browser);

  const mail = await waitForEmail(user.email, "Reply to your support request");
  expect(mail.text).toContain("Thanks, Jo! We fixed the reminder time.");
  expect(mail.text).toContain(`${process.env.E2E_BASE_URL}/support\n`);

  await context.clearCookies();
  await logIn(page, user.email, user.password);
  await expect(toast(page, "Login successful")).toBeVisible();
  const summary = page.locator("summary[aria-label^='Notifications']");
  await expect(summary).toHaveAccessibleName("Notifications, 1 unread");
  await summary.click();
  await page.locator("header").getByRole("link", { name: "Support replied" }).click();
  await expect(page).toHaveURL(/\/support$/);
  const replies = page.getByRole("list", { name: `Replies to "${subject}"` });
  await expect(replies.getByText("Thanks, Jo! We fixed the reminder time.")).toBeVisible();
  await expectAccessible(page, js, browser);
});
