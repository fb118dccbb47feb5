import type { Page } from "@playwright/test";
import { expect, registerViaApi, test } from "./helpers";

/**
 * A click or a submit while the page hydrates is never lost (docs/architecture.md#performance).
 * Before hydration the server's forms post natively; while React takes over (it hydrates at once
 * when an event reaches server HTML) the typed words are already the state the handlers read.
 */
const conversation = (page: Page) => page.getByRole("list", { name: "Conversation with Sage" });
const composer = (page: Page) => page.getByPlaceholder("Write your thoughts or ask a question...");

/** Holds back the requests matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string) {
  let release!: () => void;
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await mayLoad;
    await route.continue();
  });
  return release;
}

test.beforeEach(({ js }) => {
  // Every test here holds the page's scripts back to catch what happens while they arrive; with
  // JavaScript off there is no such moment, and the same forms are tested posting in each spec.
  test.skip(!js, "about the moment JavaScript takes over the page");
});

test("a message sent while the dashboard's code is still on its way is sent", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const release = await holdBack(page, "**/build/**/dashboard-screen-*.js");
  await page.goto("/");
  await composer(page).fill("Sent before the dashboard hydrated.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  release();
  await expect(conversation(page).locator("li")).toHaveCount(2);
  await expect(conversation(page).locator("li").first()).toContainText("before the dashboard");
});

test("a message sent the moment the page has loaded, on a slow CPU, is sent", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/");
  await composer(page).fill("Sent the moment the page loaded.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation(page).locator("li")).toHaveCount(2);
  await expect(conversation(page).locator("li").first()).toContainText("the moment the page");
});

test("a journal entry saved the moment the page has loaded, on a slow CPU, is saved", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/?panel=journal");
  // An entry the crisis screen passes: one it answers with a check-in opens on its own page
  // instead ("Saved the moment the page loaded." did, a known false alarm of the crisis model,
  // tests/integration/crisis-model.test.ts).
  await page.getByLabel("Daily Journal").fill("Watered the tomatoes the moment the page loaded.");
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(
    page.getByRole("region", { name: "Recent Journal Entries" }).getByText("the moment the page"),
  ).toBeVisible();
});
