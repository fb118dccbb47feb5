import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, registerViaApi, test, toast } from "./helpers";

/** Nothing in the app creates notifications yet (reminders come later), so the test adds them. */
function addNotifications(email: string, titles: string[]) {
  const sqlite = new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"));
  try {
    const { id } = sqlite
      .prepare("SELECT id FROM users WHERE email = ?")
      .get(email.toLowerCase()) as {
      id: number;
    };
    const insert = sqlite.prepare(
      "INSERT INTO notifications (user_id, title, message, type) VALUES (?, ?, ?, 'reminder')",
    );
    for (const title of titles) insert.run(id, title, `${title}: a moment for yourself`);
  } finally {
    sqlite.close();
  }
}

/** The header's bell: a <details> whose summary is named "Notifications…". */
function bellOf(page: Page) {
  return page
    .locator("header details")
    .filter({ has: page.locator("summary[aria-label^='Notifications']") });
}

test("the bell marks a notification read, deletes one and clears all", async ({
  page,
  js,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  addNotifications(user.email, ["Evening check-in", "Weekly digest", "Goal reminder"]);
  await page.goto("/settings/profile");

  const bell = bellOf(page);
  const summary = bell.locator("summary");
  await expect(summary).toHaveAccessibleName("Notifications, 3 unread");
  await summary.click();
  await bell.getByRole("button", { name: 'Mark "Evening check-in" as read' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(summary).toHaveAccessibleName("Notifications, 2 unread");
  if (js) {
    // With JavaScript the bell stays open and focus stays on that notification.
    await expect(bell).toHaveAttribute("open", "");
    await expect(bell.getByRole("button", { name: 'Delete "Evening check-in"' })).toBeFocused();
  } else {
    await summary.click();
  }

  await bell.getByRole("button", { name: 'Delete "Weekly digest"' }).click();
  await expect(summary).toHaveAccessibleName("Notifications, 1 unread");
  if (js) {
    await expect(bell).toHaveAttribute("open", "");
    // The row after the deleted one takes focus.
    await expect(
      bell
        .getByRole("button", { name: 'Mark "Evening check-in" as read' })
        .or(bell.getByRole("button", { name: 'Delete "Evening check-in"' })),
    ).toBeFocused();
  } else {
    await summary.click();
  }
  await expect(bell.getByText("Weekly digest")).toHaveCount(0);
  await expect(bell.getByText("Evening check-in", { exact: true })).toBeVisible();

  await bell.getByRole("button", { name: "Clear all" }).click();
  await expect(toast(page, "Success")).toBeVisible();
  await expect(summary).toHaveAccessibleName("Notifications");
  if (!js) await summary.click();
  await expect(bell.getByText("No notifications")).toBeVisible();
  await expect(bell.getByText("You're all caught up!")).toBeVisible();
});

test("View all notifications opens the full list, paged, with the same actions", async ({
  page,
  js,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  const titles = Array.from({ length: 23 }, (_, i) => `Note ${String(i + 1).padStart(2, "0")}`);
  addNotifications(user.email, titles);
  await page.goto("/journal");

  const bell = bellOf(page);
  await bell.locator("summary").click();
  await expect(bell.getByRole("listitem")).toHaveCount(5);
  await bell.getByRole("link", { name: "View all notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByText("23 notifications, page 1 of 2")).toBeVisible();
  const list = page.getByRole("list", { name: "All notifications" });
  await expect(list.getByRole("listitem")).toHaveCount(20);

  await page.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await list.getByRole("button", { name: 'Mark "Note 01" as read' }).click();
  await expect(list.getByRole("button", { name: 'Mark "Note 01" as read' })).toHaveCount(0);
  await list.getByRole("button", { name: 'Delete "Note 02"' }).click();
  await expect(list.getByText("Note 02")).toHaveCount(0);
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  // The next row (Note 01, already read) takes focus.
  if (js) await expect(list.getByRole("button", { name: 'Delete "Note 01"' })).toBeFocused();

  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(toast(page, "Success")).toBeVisible();
  await expect(page.locator("#main").getByText("You're all caught up!")).toBeVisible();
  await expect(page.getByText("0 notifications")).toBeVisible();
});
