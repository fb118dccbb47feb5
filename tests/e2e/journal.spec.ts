import { expectNoViolations } from "./axe";
import { expect, registerViaApi, test, toast } from "./helpers";

test("write an entry, read it with its sentiment, find it, delete it and undo", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No journal entries yet" })).toBeVisible();

  await page.getByRole("link", { name: "New entry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Journal Entry" })).toBeVisible();
  const textarea = page.getByLabel("Daily Journal");
  await expect(textarea).toHaveAttribute("placeholder", "How was your day? What's on your mind?");

  // Blank text is refused and the title typed so far stays.
  await page.getByLabel("Title (optional)").fill("Lighthouse walk");
  await textarea.fill("   ");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByText("Write something before saving")).toBeVisible();
  await expect(page.getByLabel("Title (optional)")).toHaveValue("Lighthouse walk");

  await page
    .getByLabel("Daily Journal")
    .fill("I felt happy and grateful walking to the lighthouse with my sister.\nThe sea was calm.");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  const entryUrl = page.url();
  await expect(toast(page, "Journal entry saved")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Journal Entry" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lighthouse walk" })).toBeVisible();
  await expect(page.getByRole("article").getByText(/The sea was calm\./)).toBeVisible();
  const sentiment = page.getByRole("region", { name: "Sentiment" });
  await expect(sentiment.getByText(/positive/i).first()).toBeVisible();
  await expect(
    sentiment.getByText(/^[1-5] of 5 · (Sad|Worried|Neutral|Good|Great)$/),
  ).toBeVisible();

  await page.goto("/journal");
  await page.getByRole("searchbox", { name: "Search entries" }).fill("lighthouse");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/journal\?q=lighthouse/);
  await expect(page.getByText("1 entry matches")).toBeVisible();
  await page.getByRole("link", { name: "Lighthouse walk" }).click();
  await expect(page).toHaveURL(entryUrl);

  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(page).toHaveURL(/\/journal\?deleted=\d+$/);
  await expect(page.getByText("Entry deleted.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lighthouse walk" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page).toHaveURL(entryUrl);
  await expect(toast(page, "Entry restored")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lighthouse walk" })).toBeVisible();
});

test("an entry in crisis language shows the crisis resources", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/journal/new");
  await page.getByLabel("Daily Journal").fill("I can't do this anymore. I want to end my life.");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  await expect(page.getByRole("article")).toContainText("I want to end my life.");
  const resources = page.getByRole("region", { name: "You don't have to go through this alone" });
  await expect(resources).toBeVisible();
  await expect(resources.getByRole("link", { name: "Call 988" })).toBeVisible();
  await expect(
    resources.getByRole("link", { name: "More mental health resources" }),
  ).toHaveAttribute("href", "/mental-health-resources");
});

test("another person's or an unknown entry is a friendly not-found", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const response = await page.goto("/journal/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Entry not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your journal" }).click();
  await expect(page).toHaveURL(/\/journal$/);
});

test("the journal screens have no axe violations, light and dark", async ({
  page,
  js,
  browser,
}, testInfo) => {
  // Eight axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await registerViaApi(page, testInfo);
  await page.goto("/journal/new");
  await page.getByLabel("Daily Journal").fill("A quiet day. I feel calm and grateful.");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  const entryPath = new URL(page.url()).pathname;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    for (const path of ["/journal", "/journal?q=volcano", "/journal/new", entryPath]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} (${scheme})`, { js, browser, scheme });
    }
  }
});

test("a one-word entry says 'Not enough to tell' instead of a score", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/journal/new");
  await page.getByLabel("Title (optional)").fill("Quick note");
  await page.getByLabel("Daily Journal").fill("ok");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page).toHaveURL(/\/journal\/\d+$/);
  const sentiment = page.getByRole("region", { name: "Sentiment" });
  await expect(sentiment.getByText("Not enough to tell")).toBeVisible();
  await expect(sentiment.getByText(/of 5 ·/)).toHaveCount(0);
  await expect(sentiment.getByText(/Score/)).toHaveCount(0);

  await page.goto("/journal");
  const row = page.getByRole("listitem").filter({ hasText: "Quick note" });
  await expect(row.getByText("Not enough to tell")).toBeVisible();
  await expect(row.getByText(/positive|negative|Not analysed/i)).toHaveCount(0);
});
