import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, registerViaApi, test, toast } from "./helpers";

// Both projects count days in UTC: the browser's zone (JavaScript on, through the tz cookie)
// and the server's fallback (JavaScript off) agree.
test.use({ timezoneId: "UTC" });

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

async function userIdOf(page: Page) {
  const response = await page.request.get("/api/user");
  return ((await response.json()) as { id: number }).id;
}

/** Many days of history at once, as the journal stores entries (with their sentiment). */
function insertEntries(
  userId: number,
  entries: { date: Date; content: string; score: number; emotions: string[]; themes: string[] }[],
) {
  const sqlite = new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"));
  try {
    const insert = sqlite.prepare(
      "INSERT INTO journal_entries (user_id, content, date, is_journal, analyzed, sentiment) VALUES (?, ?, ?, 1, 1, ?)",
    );
    for (const e of entries) {
      insert.run(
        userId,
        e.content,
        e.date.getTime(),
        JSON.stringify({ score: e.score, emotions: e.emotions, themes: e.themes }),
      );
    }
  } finally {
    sqlite.close();
  }
}

test("tapping a mood draws today's point, and a second tap replaces it", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/");
  const card = page.getByRole("region", { name: "Mood Insights" });
  const today = dayKey(new Date());
  const todayPoint = card.locator(`svg [data-day="${today}"]`);

  await expect(card.getByRole("img", { name: /Mood over the last 7 days/ })).toBeVisible();
  for (const label of ["Low (1)", "Okay (3)", "Great (5)"]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText("Self-reported")).toBeVisible();
  await expect(card.getByText("From journal")).toBeVisible();
  await expect(todayPoint).toHaveCount(0);
  await expect(card.getByText("No moods yet — tap how you feel below")).toBeVisible();

  await card.getByRole("button", { name: "Good", exact: true }).click();
  await expect(toast(page, "Mood saved")).toBeVisible();
  await expect(card.getByRole("button", { name: "Good", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(todayPoint).toHaveAttribute("data-source", "self");
  await expect(todayPoint.locator("title")).toHaveText("Today: Good (4), self-reported");
  await expect(card.getByText("No moods yet — tap how you feel below")).toHaveCount(0);

  await card.getByRole("button", { name: "Great", exact: true }).click();
  await expect(card.getByRole("button", { name: "Great", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(card.getByRole("button", { name: "Good", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(todayPoint.locator("title")).toHaveText("Today: Great (5), self-reported");

  // The table alternative says the same.
  await card.getByText("Show as a table").click();
  await expect(card.getByRole("row", { name: /Today Great \(5\) self-reported/ })).toBeVisible();

  // One mood for the day, the last one.
  const moods = (await (await page.request.get(`/api/moods/${await userIdOf(page)}`)).json()) as {
    rating: number;
  }[];
  expect(moods.map((m) => m.rating)).toEqual([5]);
});

test("before any check-in, the cards and the report explain how insights come", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.goto("/");
  const weekly = page.getByRole("region", { name: "Weekly Insights" });
  await expect(weekly.getByText("No Summary Yet", { exact: true })).toBeVisible();
  await expect(
    weekly.getByText("Complete more journal entries to receive your weekly insights."),
  ).toBeVisible();
  await weekly.getByRole("link", { name: "View full report" }).click();
  await expect(page).toHaveURL(/\/insights#top$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No insights yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Record today's mood" })).toBeVisible();
});

test("entries and moods fill the weekly card and the /insights report", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const userId = await userIdOf(page);
  const now = new Date();
  const yesterday = new Date(now.getTime() - 86_400_000);
  for (const [date, content] of [
    [now, "Deadlines at work again; I felt anxious, but talking to my manager gave me hope."],
    [yesterday, "A lovely dinner with my family. We laughed so much and I felt really happy."],
  ] as const) {
    const written = await page.request.post("/api/journal-entries", {
      data: { userId, content, isJournal: true, analyzeSentiment: true, date: date.toISOString() },
    });
    expect(written.status(), await written.text()).toBe(201);
  }
  // A mood too: every journal or mood write refreshes this week's summary.
  const posted = await page.request.post("/api/moods", {
    data: { userId, rating: 3, date: now.toISOString() },
  });
  expect(posted.status()).toBe(201);

  const weekly = page.getByRole("region", { name: "Weekly Insights" });
  // Journal writes refresh the summary just after they answer, so allow a reload or two.
  await expect(async () => {
    await page.goto("/");
    await expect(weekly.getByRole("heading", { name: "Top Emotions" })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await expect(weekly.getByText("No Summary Yet")).toHaveCount(0);
  await expect(weekly.getByRole("heading", { name: "Common Themes" })).toBeVisible();
  await expect(weekly.getByRole("heading", { name: "Key Insights" })).toBeVisible();
  await expect(weekly.getByRole("listitem").filter({ hasText: /^work$/ })).toBeVisible();

  const mood = page.getByRole("region", { name: "Mood Insights" });
  // Yesterday has no rating: its point comes from the journal and is drawn differently.
  const yesterdayPoint = mood.locator(`svg [data-day="${dayKey(yesterday)}"]`);
  await expect(yesterdayPoint).toHaveAttribute("data-source", "journal");
  await expect(yesterdayPoint.locator("title")).toContainText("from journal");
  await expect(mood.locator(`svg [data-day="${dayKey(now)}"]`)).toHaveAttribute(
    "data-source",
    "self",
  );

  await mood.getByRole("link", { name: "View all insights" }).click();
  await expect(page).toHaveURL(/\/insights#top$/);
  await expect(page.getByRole("heading", { name: "No insights yet" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Mood over the last 30 days/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Your year in moods/ })).toBeVisible();
  const emotions = page.getByRole("region", { name: "Emotions" });
  await expect(emotions.getByText("(2 entries)")).toBeVisible();
  await expect(emotions.getByRole("img", { name: /Emotions in your journal/ })).toBeVisible();
  const themes = page.getByRole("region", { name: "Common themes" });
  await expect(
    themes.getByRole("listitem").filter({ hasText: /^work \(1 entry\)$/ }),
  ).toBeVisible();
  await expect(
    themes.getByRole("listitem").filter({ hasText: /^family \(1 entry\)$/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Mood by day of week" })).toBeVisible();
  const summaries = page.getByRole("region", { name: "Weekly summaries" });
  await expect(summaries.getByRole("heading", { name: /^Week of / }).first()).toBeVisible();

  // Loaded as a document, the charts and tables are the server's markup (with JavaScript, kept
  // as sent while the page hydrates); another period redraws them.
  await page.reload();
  const overTime = page.getByRole("region", { name: "Mood over time" });
  const todayMark = overTime.locator(`svg [data-day="${dayKey(now)}"]`);
  await expect(todayMark).toHaveAttribute("data-source", "self");
  await overTime.getByText("Show as a table").click();
  await expect(overTime.getByRole("row")).toHaveCount(31);
  await expect(overTime.getByRole("row", { name: /Neutral \(3\) self-reported/ })).toBeVisible();
  await expect(summaries.getByRole("heading", { name: /^Week of / }).first()).toBeVisible();

  await page
    .getByRole("navigation", { name: "Period" })
    .getByRole("link", { name: "7 days" })
    .click();
  await expect(page).toHaveURL(/period=7/);
  await expect(page.getByRole("img", { name: /Mood over the last 7 days/ })).toBeVisible();
  await expect(overTime.locator("tbody tr")).toHaveCount(7);
  await expect(todayMark).toHaveAttribute("data-source", "self");
  await expect(
    overTime.locator("svg text", { hasText: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/ }),
  ).toHaveCount(7);
  await expect(
    page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" }),
  ).toHaveAttribute("aria-current", "page");
  // Back to the period the page was loaded with: drawn again, not left empty.
  await page
    .getByRole("navigation", { name: "Period" })
    .getByRole("link", { name: "30 days" })
    .click();
  await expect(page).toHaveURL(/period=30/);
  await expect(overTime.locator("tbody tr")).toHaveCount(30);
  await expect(todayMark).toHaveAttribute("data-source", "self");
});

test("the filled dashboard cards and report pass axe in light and dark", async ({
  page,
  js,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerViaApi(page, testInfo);
  const userId = await userIdOf(page);
  const now = new Date();
  insertEntries(
    userId,
    Array.from({ length: 40 }, (_, i) => ({
      date: new Date(now.getTime() - (i + 1) * 86_400_000),
      content: `Entry ${i}`,
      score: Math.sin(i),
      emotions: [["joy", "anxiety", "calm"][i % 3]!],
      themes: [["work", "sleep"][i % 2]!],
    })),
  );
  await page.request.post("/api/moods", { data: { userId, rating: 4, date: now.toISOString() } });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    for (const url of ["/", "/insights", "/insights?period=365"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // On the dashboard, this feature's two cards (the other cards have their own checks).
      const include: string[] = [];
      if (url === "/") {
        for (const name of ["Mood Insights", "Weekly Insights"]) {
          const heading = await page.getByRole("region", { name }).getAttribute("aria-labelledby");
          include.push(`section[aria-labelledby="${heading}"]`);
        }
      }
      await expectNoViolations(page, `${url} (${scheme})`, { js, browser, scheme, include });
    }
  }
});
