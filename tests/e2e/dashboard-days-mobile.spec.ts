import type { Page } from "@playwright/test";
import { expect, registerViaApi, test } from "./helpers";

const conversation = (page: Page) => page.getByRole("list", { name: "Conversation with Sage" });
const composer = (page: Page) => page.getByPlaceholder("Write your thoughts or ask a question...");

/** YYYY-MM-DD of `daysAgo` days before today in the browser's zone (the app follows it). */
function dayKey(daysAgo: number) {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The Mood Insights card is in the page once, hidden copies included: one form posting a mood,
 * one legend, one chart. (It used to be rendered twice, one copy shown on phones and the other on
 * wide screens, doubling its markup and the work of hydrating it.)
 */
async function expectOneMoodCard(page: Page) {
  await expect(page.locator('form[action="/resources/mood"]')).toHaveCount(1);
  await expect(page.getByText("How are you feeling today?", { exact: true })).toHaveCount(1);
  await expect(
    page.locator('svg[role="img"]', { hasText: "Mood over the last 7 days" }),
  ).toHaveCount(1);
  // The markup the server sends, before any script could change it.
  const html = await (await page.request.get("/")).text();
  expect(html.split('action="/resources/mood"').length - 1).toBe(1);
}

async function userIdOf(page: Page) {
  const response = await page.request.get("/api/user");
  return ((await response.json()) as { id: number }).id;
}

test("a past day's chat shows that day's conversation, not today's", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/");
  await composer(page).fill("Today I started the new pottery class.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation(page).locator("li")).toHaveCount(2);

  const past = dayKey(3);
  await page.goto(`/?panel=chat&date=${past}`);
  await expect(page.getByText(/You're chatting with Sage for /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Start Journaling" })).toBeVisible();
  await expect(page.getByText("pottery class")).toHaveCount(0);

  await composer(page).fill("That evening I cooked for my parents.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation(page).locator("li")).toHaveCount(2);
  await expect(conversation(page).locator("li").first()).toContainText("cooked for my parents");
  await expect(page).toHaveURL(new RegExp(`date=${past}`));
  await expect(page.getByText("pottery class")).toHaveCount(0);

  await page.goto("/?panel=chat");
  await expect(conversation(page).locator("li").first()).toContainText("pottery class");
  await expect(page.getByText("cooked for my parents")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mood check-in comes right after the chat", async ({ page }, testInfo) => {
    await registerViaApi(page, testInfo);
    await page.goto("/");
    const chat = page.getByRole("region", { name: "Journal and chat" });
    const mood = page.getByRole("region", { name: "Mood Insights" });
    await expect(mood).toHaveCount(1);
    await expect(mood.getByRole("button", { name: "Good", exact: true })).toBeVisible();
    await expectOneMoodCard(page);
    const chatBox = (await chat.boundingBox())!;
    const moodBox = (await mood.boundingBox())!;
    const prompts = (await page.getByRole("region", { name: "Journal Prompts" }).boundingBox())!;
    expect(moodBox.y).toBeGreaterThan(chatBox.y + chatBox.height - 1);
    expect(moodBox.y).toBeLessThan(prompts.y);
    // Keyboard order follows what is seen: from the chat panel Tab reaches the mood buttons
    // before the prompts.
    const order = await page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>("button, a[href]")].filter(
        (el) => el.offsetParent !== null,
      );
      const index = (text: string) => all.findIndex((el) => el.textContent?.includes(text));
      return { mood: index("Neutral"), prompt: index("Get More Prompts") };
    });
    expect(order.mood).toBeLessThan(order.prompt);
  });

  test("the /journal filters fold behind 'Filters', open while a filter is in use", async ({
    page,
  }, testInfo) => {
    await registerViaApi(page, testInfo);
    const userId = await userIdOf(page);
    const posted = await page.request.post("/api/journal-entries", {
      data: {
        userId,
        content: "A windy walk on the cliffs, then soup.",
        date: new Date().toISOString(),
      },
    });
    expect(posted.status()).toBe(201);
    await page.goto("/journal");
    const search = page.getByRole("searchbox", { name: "Search entries" });
    await expect(page.getByText("Filters", { exact: true })).toBeVisible();
    await expect(search).toBeHidden();
    await expect(page.getByRole("link", { name: "A windy walk on the cliffs" })).toBeInViewport();

    await page.getByText("Filters", { exact: true }).click();
    await expect(search).toBeVisible();
    await search.fill("cliffs");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=cliffs/);
    await expect(search).toBeVisible();
    await expect(search).toHaveValue("cliffs");
    await expect(page.getByText("1 entry matches")).toBeVisible();
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the cards read in Tab order, the mood card in the right column, and the journal filters stay open", async ({
    page,
  }, testInfo) => {
    await registerViaApi(page, testInfo);
    await page.goto("/");
    const region = (name: string) => page.getByRole("region", { name, exact: true });
    // The order a screen reader and the Tab key meet the cards, which is also the order the eye
    // reads them: the chat, then down the right column, then the plans across the bottom.
    const inOrder = [
      region("Journal and chat"),
      page.getByRole("region", { name: "Mood Insights" }),
      region("Journal Prompts"),
      region("Weekly Insights"),
      page.locator("#plans"),
    ];
    await expectOneMoodCard(page);
    const boxes: ({ x: number; y: number; width: number; height: number } | null)[] = [];
    for (const card of inOrder) {
      await expect(card).toHaveCount(1);
      boxes.push(await card.boundingBox());
    }
    for (let i = 1; i < inOrder.length; i++) {
      const later = await inOrder[i]!.elementHandle();
      const follows = await inOrder[i - 1]!.evaluate(
        (earlier, other) =>
          Boolean(earlier.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
        later,
      );
      expect(follows).toBe(true);
    }
    const [chat, mood, prompts, weekly, plans] = boxes.map((b) => b!);
    expect(mood.x).toBeGreaterThan(chat.x + chat.width - 1);
    expect(prompts.x).toBe(mood.x);
    expect(prompts.y).toBeGreaterThan(mood.y);
    expect(weekly.y).toBeGreaterThan(prompts.y);
    expect(plans.y).toBeGreaterThanOrEqual(
      Math.max(chat.y + chat.height, weekly.y + weekly.height),
    );

    await page.request.post("/api/journal-entries", {
      data: { userId: await userIdOf(page), content: "Quiet day.", date: new Date().toISOString() },
    });
    await page.goto("/journal");
    await expect(page.getByRole("searchbox", { name: "Search entries" })).toBeVisible();
    await expect(page.getByText("Filters", { exact: true })).toBeHidden();
  });
});

test.describe("the Weekly Insights card", () => {
  test.use({ timezoneId: "UTC" });

  test("shows last week's summary, labelled with its dates, until this week has one", async ({
    page,
  }, testInfo) => {
    await registerViaApi(page, testInfo);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const posted = await page.request.post("/api/journal-entries", {
      data: {
        userId: await userIdOf(page),
        content:
          "Work was stressful but a long walk with my sister made me feel calm and grateful.",
        date: lastWeek.toISOString(),
      },
    });
    expect(posted.status()).toBe(201);
    await page.goto("/");
    const card = page.getByRole("region", { name: "Weekly Insights" });
    await expect(card.getByText(/Your latest summary, week of/)).toBeVisible();
    await expect(card.getByRole("heading", { name: "Top Emotions" })).toBeVisible();
    await expect(card.getByText("No Summary Yet")).toHaveCount(0);
    const monday = await card.locator("time").first().getAttribute("datetime");
    expect(monday! <= lastWeek.toISOString().slice(0, 10)).toBe(true);
  });
});
