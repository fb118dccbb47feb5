import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectNoViolations, SCHEMES } from "./axe";
import { expect, registerViaApi, test, toast } from "./helpers";

/**
 * The plan limits in the browser, with JavaScript and without (docs/decisions/014). The journal
 * and the day's AI replies are filled directly in the database; the limit is then met through
 * the screens, and lifted by setting the plan to Pro (the PayPal flow has its own tests).
 */

function withDatabase<T>(run: (sqlite: Database.Database, userId: number) => T, email: string) {
  const sqlite = new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"));
  try {
    const { id } = sqlite
      .prepare("SELECT id FROM users WHERE email = ?")
      .get(email.toLowerCase()) as { id: number };
    return run(sqlite, id);
  } finally {
    sqlite.close();
  }
}

function freeLimit(column: "max_journal_entries" | "ai_responses_per_day") {
  const sqlite = new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"), { readonly: true });
  try {
    return (
      sqlite
        .prepare(`SELECT ${column} AS value FROM feature_limits WHERE subscription_tier = 'free'`)
        .get() as { value: number }
    ).value;
  } finally {
    sqlite.close();
  }
}

function fillJournal(email: string) {
  const max = freeLimit("max_journal_entries");
  withDatabase((sqlite, userId) => {
    const insert = sqlite.prepare(
      "INSERT INTO journal_entries (user_id, content, title, date, is_journal) VALUES (?, ?, ?, ?, 1)",
    );
    sqlite.transaction(() => {
      for (let i = 0; i < max; i += 1) {
        insert.run(
          userId,
          `Entry number ${i + 1}`,
          `Entry ${i + 1}`,
          Date.now() - (i + 1) * 3_600_000,
        );
      }
    })();
  }, email);
  return max;
}

function useUpAiReplies(email: string) {
  const max = freeLimit("ai_responses_per_day");
  withDatabase((sqlite, userId) => {
    sqlite
      .prepare(
        `INSERT INTO user_usage (user_id, ai_responses_count, ai_responses_reset_date) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET ai_responses_count = excluded.ai_responses_count,
         ai_responses_reset_date = excluded.ai_responses_reset_date`,
      )
      .run(userId, max, Date.now() + 6 * 3_600_000);
  }, email);
  return max;
}

function upgrade(email: string) {
  withDatabase((sqlite, userId) => {
    sqlite
      .prepare(
        "UPDATE users SET subscription_tier = 'pro', subscription_status = 'active' WHERE id = ?",
      )
      .run(userId);
  }, email);
}

const limitNotice = (page: Page) => page.locator("[data-limit-notice]");

/** axe on the page as it is, in light and dark. */
async function checkA11y(page: Page, label: string, opts: { js: boolean; browser: Browser }) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await expectNoViolations(page, `${label} (${scheme})`, { ...opts, scheme });
  }
}

test("the journal cap: explained before and after a save, text kept, lifted by Pro", async ({
  page,
  js,
  browser,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  const max = fillJournal(user.email);

  await page.goto("/journal/new");
  await expect(limitNotice(page)).toContainText(`limit of ${max} journal entries`);
  await expect(limitNotice(page).getByRole("link", { name: "See plans" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  await checkA11y(page, "/journal/new at the cap", { js, browser });

  await page.getByLabel("Daily Journal").fill("A thought I do not want to lose.");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "upgrade to Pro" })).toBeVisible();
  await expect(page.getByLabel("Daily Journal")).toHaveValue("A thought I do not want to lose.");
  await expect(page).toHaveURL(/\/journal\/new$/);

  // Older entries stay readable.
  await page.goto("/journal");
  await expect(page.getByText("Entry 1", { exact: true }).first()).toBeVisible();

  upgrade(user.email);
  await page.goto("/journal/new");
  await expect(limitNotice(page)).toHaveCount(0);
  await page.getByLabel("Daily Journal").fill("A thought I do not want to lose.");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  await expect(toast(page, "Journal entry saved")).toBeVisible();
  await expect(page.getByText("Pro Plan").first()).toBeVisible();
});

test("the AI budget: the message is kept, the limit explained, a crisis still answered", async ({
  page,
  js,
  browser,
}, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  const max = useUpAiReplies(user.email);
  const conversation = page.getByRole("list", { name: "Conversation with Sage" });
  const box = page.getByPlaceholder("Write your thoughts or ask a question...");

  await page.goto("/chat");
  await expect(page.locator("#chat-limit")).toContainText(`used today's ${max} AI replies`);
  await expect(page.getByText("Free Plan").first()).toBeVisible();

  await box.fill("Work was a lot today.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Today's AI replies are used")).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" }).first()).toHaveAttribute(
    "href",
    "/subscription",
  );
  // The message stays in the conversation, with no reply.
  await expect(conversation.getByText("Work was a lot today.")).toBeVisible();
  await expect(conversation.locator("li")).toHaveCount(1);

  // Crisis language is always answered with the crisis resources.
  await box.fill("I don't want to be alive anymore");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation.locator("li").last()).toContainText("988");
  await expect(page.getByTestId("crisis-resources")).toBeVisible();
  await checkA11y(page, "/chat with the AI budget used", { js, browser });

  upgrade(user.email);
  await page.goto("/chat");
  await expect(page.locator("#chat-limit")).toHaveCount(0);
  await box.fill("Tell me something kind.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation.locator("li")).toHaveCount(5);
});
