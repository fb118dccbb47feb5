import type { Page } from "@playwright/test";
import { expect, registerViaApi, test, waitForEmail, linkIn } from "./helpers";

/** The header's bell: a <details> whose summary is named "Notifications…". */
function bellOf(page: Page) {
  return page
    .locator("header details")
    .filter({ has: page.locator("summary[aria-label^='Notifications']") });
}

/** The current minute in UTC, "HH:MM": the reminder time that the running scheduler finds due now. */
function currentUtcMinute() {
  return new Date().toISOString().slice(11, 16);
}

/**
 * A real reminder from the running server's scheduler (its tick is 5 s in playwright.config.ts):
 * the person sets their reminder time to this minute, the scheduler finds it due, and the reminder
 * reaches the bell and the mailbox (the SMTP fake); its unsubscribe link works without signing in.
 */
test("a reminder reaches the bell and the mailbox, and the email's link unsubscribes", async ({
  page,
  browser,
  js,
}, testInfo) => {
  test.setTimeout(60_000);
  const user = await registerViaApi(page, testInfo);
  const saved = await page.request.patch("/api/notification-preferences", {
    data: { timezone: "UTC", reminderTime: currentUtcMinute() },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const mail = await waitForEmail(user.email, "Time for your journal", 30_000);
  expect(mail.text).toContain("/journal/new");
  expect(mail.headers["list-unsubscribe"]).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/.+>$/,
  );
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  await page.goto("/settings/profile");
  const bell = bellOf(page);
  const summary = bell.locator("summary");
  await expect(summary).toHaveAccessibleName("Notifications, 1 unread");
  await summary.click();
  await expect(bell.getByText("Time for your journal")).toBeVisible();

  // The link from the email, in a browser that is not signed in.
  const link = linkIn(mail, "/unsubscribe/");
  const stranger = await browser.newContext({ javaScriptEnabled: js });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
    await expect(visitor.getByText("Stop getting journal reminders?")).toBeVisible();
    await visitor.getByRole("button", { name: "Unsubscribe from journal reminders" }).click();
    await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await expect(
      visitor.getByText("Done: you will no longer get journal reminders.", { exact: false }),
    ).toBeVisible();
    // Opening the link again says there is nothing more to do.
    await visitor.goto(link);
    await expect(visitor.getByText("You already get no journal reminders.")).toBeVisible();
  } finally {
    await stranger.close();
  }

  const preferences = await page.request.get("/api/notification-preferences");
  expect(await preferences.json()).toMatchObject({
    journalReminders: false,
    emailNotifications: true,
  });
});
