import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, registerViaApi, test } from "./helpers";

/**
 * The graded crisis response: a sentence that only the embedding tier (the crisis model of
 * decision 034; while it loads, the sentence model and the labelled bank) recognises gets a gentle check-in with the resources, not the full crisis panel,
 * after a journal save and in the chat, with JavaScript on and off.
 */
const ONLY_THE_MODEL_HEARS_IT = "I keep thinking about not being here anymore.";

const conversation = (page: Page) => page.getByRole("list", { name: "Conversation with Sage" });

test("a check-in after a journal save and in the chat", async ({ page, js, browser }, testInfo) => {
  test.setTimeout(120_000);
  await registerViaApi(page, testInfo);
  await page.goto("/journal/new");
  await page.getByLabel("Daily Journal").fill(ONLY_THE_MODEL_HEARS_IT);
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  const checkIn = page.getByRole("region", { name: "Checking in with you" });
  // The server loads the model in the background at start; the entry page screens on every load.
  await expect(async () => {
    await page.reload();
    await expect(checkIn).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("crisis-resources")).toHaveCount(0);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await expectNoViolations(page, `the check-in (${scheme})`, { js, browser, scheme });
  }
  await expect(checkIn.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
  await expect(checkIn.getByRole("link", { name: "More mental health resources" })).toHaveAttribute(
    "href",
    "/mental-health-resources",
  );

  await page.goto("/chat");
  await page
    .getByPlaceholder("Write your thoughts or ask a question...")
    .fill(ONLY_THE_MODEL_HEARS_IT);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const reply = conversation(page).locator("li").last();
  await expect(reply).toContainText("Are you having thoughts of hurting yourself");
  await expect(
    reply.getByRole("link", { name: "our mental health resources page" }),
  ).toHaveAttribute("href", "/mental-health-resources");
  // A check-in, not the full crisis panel.
  await expect(conversation(page).locator("li")).toHaveCount(2);
  await expect(page.getByTestId("crisis-resources")).toHaveCount(0);
});

/**
 * Someone else's risk told in the third person (decision 038): the rules see nothing, and the
 * worried writer still gets the check-in with the resources, at once (no model is waited for).
 */
// Neither the rules nor the crisis model answer this one.
const ABOUT_SOMEONE_ELSE = "My dad says we'd be better off with his pension than with him.";

test("a check-in for someone else's risk, after a journal save and in the chat", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/journal/new");
  await page.getByLabel("Daily Journal").fill(ABOUT_SOMEONE_ELSE);
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  await expect(page.getByRole("region", { name: "Checking in with you" })).toBeVisible();
  await expect(page.getByTestId("crisis-resources")).toHaveCount(0);

  await page.goto("/chat");
  await page.getByPlaceholder("Write your thoughts or ask a question...").fill(ABOUT_SOMEONE_ELSE);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation(page).locator("li").last()).toContainText(
    "Are you having thoughts of hurting yourself",
  );
  await expect(page.getByTestId("crisis-resources")).toHaveCount(0);
});
