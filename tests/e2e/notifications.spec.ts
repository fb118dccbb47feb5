import path from "node:path";
import Database from "better-sqlite3";
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

test("the bell marks a notification read, deletes one and clears all", async ({
  page,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  addNotifications(user.email, ["Evening check-in", "Weekly digest", "Goal reminder"]);
  await page.goto("/settings/profile");

  const bell = page
    .locator("header details")
    .filter({ has: page.locator("summary[aria-label^='Notifications']") });
  await expect(bell.locator("summary")).toHaveAccessibleName("Notifications, 3 unread");
  await bell.locator("summary").click();
  await bell.getByRole("button", { name: 'Mark "Evening check-in" as read' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(bell.locator("summary")).toHaveAccessibleName("Notifications, 2 unread");

  await bell.locator("summary").click();
  await bell.getByRole("button", { name: 'Delete "Weekly digest"' }).click();
  await expect(bell.locator("summary")).toHaveAccessibleName("Notifications, 1 unread");
  await bell.locator("summary").click();
  await expect(bell.getByText("Weekly digest")).toHaveCount(0);
  await expect(bell.getByText("Evening check-in", { exact: true })).toBeVisible();

  await bell.getByRole("button", { name: "Clear all" }).click();
  await expect(toast(page, "Success")).toBeVisible();
  await expect(bell.locator("summary")).toHaveAccessibleName("Notifications");
  await bell.locator("summary").click();
  await expect(bell.getByText("No notifications")).toBeVisible();
  await expect(bell.getByText("You're all caught up!")).toBeVisible();
});
