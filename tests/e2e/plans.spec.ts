import path from "node:path";
import Database from "better-sqlite3";
import { expectNoViolations } from "./axe";
import { expect, registerViaApi, test, toast } from "./helpers";

/** The journal screen is another issue's; the test writes the entry the suggestions read. */
function addJournalEntry(email: string, content: string) {
  const sqlite = new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"));
  try {
    const { id } = sqlite
      .prepare("SELECT id FROM users WHERE email = ?")
      .get(email.toLowerCase()) as { id: number };
    sqlite
      .prepare(
        "INSERT INTO journal_entries (user_id, content, date, is_journal) VALUES (?, ?, ?, 1)",
      )
      .run(id, content, Date.now() - 60_000);
  } finally {
    sqlite.close();
  }
}

test("create a goal, a task and a habit; complete them from the dashboard card", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);

  await page.goto("/");
  const card = page.locator("section#plans");
  await expect(card.getByText("No Goals Yet")).toBeVisible();
  await card.getByRole("link", { name: "Add a goal" }).click();
  await expect(page).toHaveURL(/\/goals#top$/);

  await page.getByLabel("Name", { exact: true }).fill("Run a 5k");
  await page.getByLabel("Target", { exact: true }).fill("5");
  await page.getByLabel("Progress", { exact: true }).fill("2");
  await page.getByLabel("Unit", { exact: true }).fill("km");
  await page.getByLabel("Green").check();
  await page.getByRole("button", { name: "Create goal" }).click();
  await expect(toast(page, "Goal created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Run a 5k" })).toBeVisible();
  await expect(page.getByText("1 of 3 goals on your plan.")).toBeVisible();

  await page.goto("/tasks#top");
  await page.getByLabel("Title", { exact: true }).fill("Buy running shoes");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByLabel("Goal (optional)").selectOption({ label: "Run a 5k" });
  await page.getByRole("button", { name: "Create task" }).click();
  await expect(toast(page, "Task created")).toBeVisible();
  await expect(page.getByText("Goal: Run a 5k")).toBeVisible();

  await page.goto("/habits#top");
  await page.getByLabel("Title", { exact: true }).fill("Stretch");
  await page.getByRole("button", { name: "Create habit" }).click();
  await expect(toast(page, "Habit created")).toBeVisible();

  await page.goto("/");
  await expect(card.getByText("Run a 5k")).toBeVisible();
  await expect(card.getByText("40%")).toBeVisible();
  await expect(card.getByRole("progressbar", { name: "Run a 5k progress" })).toHaveAttribute(
    "aria-valuenow",
    "40",
  );

  await card.getByRole("link", { name: "Tasks", exact: true }).click();
  await expect(page).toHaveURL(/\?plans=tasks#plans$/);
  await expect(card.getByRole("link", { name: "Add a task" })).toHaveAttribute(
    "href",
    "/tasks#top",
  );
  const active = card.getByRole("region", { name: "Active tasks" });
  await expect(active.getByText("Buy running shoes")).toBeVisible();
  await active.getByRole("button", { name: 'Mark "Buy running shoes" as done' }).click();
  await expect(card.getByText("No active tasks!")).toBeVisible();
  const completed = card.getByRole("region", { name: "Completed tasks" });
  await expect(
    completed.getByRole("button", { name: 'Mark "Buy running shoes" as not done' }),
  ).toBeVisible();

  await card.getByRole("link", { name: "Habits", exact: true }).click();
  await expect(page).toHaveURL(/\?plans=habits#plans$/);
  await expect(card.getByTestId("habit-streak")).toHaveText(/0 days streak/);
  const calendar = card.getByRole("list", { name: /^Stretch: done on/ });
  await expect(calendar.locator("li")).toHaveCount(14);
  await expect(calendar).toHaveAccessibleName("Stretch: done on 0 of the last 14 days");
  await card.getByRole("button", { name: 'Mark "Stretch" as done today' }).click();
  await expect(card.getByTestId("habit-streak")).toHaveText(/1 day streak/);
  await expect(calendar).toHaveAccessibleName("Stretch: done on 1 of the last 14 days");
  await expect(calendar.locator("li").last()).toHaveAttribute("data-done", "true");

  // What the card showed was saved: a reload (or the habits screen) says the same.
  await page.goto("/habits");
  await expect(page.getByTestId("habit-streak")).toHaveText(/1 day streak/);
  await expect(page.getByText("Done today")).toBeVisible();
  await page.goto("/tasks");
  await expect(page.getByText("No active tasks!")).toBeVisible();
});

test("a dependency cycle is refused, a deleted goal can be restored", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const make = async (name: string, dependsOn?: string) => {
    await page.goto("/goals");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Target", { exact: true }).fill("10");
    if (dependsOn) await page.getByLabel(dependsOn, { exact: true }).check();
    await page.getByRole("button", { name: "Create goal" }).click();
    await expect(toast(page, "Goal created")).toBeVisible();
  };
  await make("Learn scales");
  await make("Play a song", "Learn scales");

  await page.getByRole("link", { name: 'Edit "Learn scales"' }).click();
  await page.getByLabel("Play a song", { exact: true }).check();
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByText(/That would make a circle/)).toBeVisible();

  await page.goto("/goals");
  await page.getByRole("button", { name: 'Delete "Play a song"' }).click();
  await expect(toast(page, "Goal deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Play a song" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Goal restored")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Play a song" })).toBeVisible();
});

test("suggestions from the journal can be accepted", async ({ page }, testInfo) => {
  const user = await registerViaApi(page, testInfo);
  addJournalEntry(
    user.email,
    "Work has been overwhelming and I feel anxious about deadlines. I can't sleep well.",
  );
  await page.goto("/habits");
  await expect(page.getByText("No Habits Yet")).toBeVisible();
  await page.getByRole("button", { name: "Suggest from my journal" }).click();
  await expect(toast(page, "New suggestions")).toBeVisible();
  const suggested = page.getByRole("region", { name: "Suggested habits" });
  const name = "Wind down without screens 30 minutes before bed";
  await expect(suggested.getByText(name)).toBeVisible();
  await suggested.getByRole("button", { name: `Accept "${name}"` }).click();
  await expect(toast(page, "Habit added")).toBeVisible();
  await expect(page.getByText("Suggested from your journal:")).toBeVisible();
  await expect(suggested.getByText(name)).toHaveCount(0);

  // The dashboard card offers the rest; dismissing one removes it.
  await page.goto("/?plans=tasks");
  const card = page.locator("section#plans");
  const cardSuggestions = card.getByRole("region", { name: "Suggested tasks" });
  const first = cardSuggestions.getByRole("button", { name: /^Dismiss "/ }).first();
  const label = (await first.getAttribute("aria-label"))!;
  await first.click();
  await expect(card.getByRole("button", { name: label })).toHaveCount(0);
});

test("the plan screens and the card pass axe, filled in, light and dark", async ({
  page,
  js,
  browser,
}, testInfo) => {
  // Twelve axe runs (without JavaScript, each through a scratch copy): more than 30 s when busy.
  test.setTimeout(120_000);
  const user = await registerViaApi(page, testInfo);
  addJournalEntry(user.email, "Work has been overwhelming and I can't sleep.");
  const goal = await page.request.post("/api/goals", {
    data: { name: "Rest more", target: 10, progress: 3, colorScheme: 3 },
  });
  const { id: goalId } = (await goal.json()) as { id: number };
  await page.request.post("/api/tasks", {
    data: { title: "Book a massage", dueDate: "2020-01-01", goalId, priority: "high" },
  });
  const habit = await page.request.post("/api/habits", { data: { title: "Read", colorScheme: 4 } });
  const { id: habitId } = (await habit.json()) as { id: number };
  await page.request.patch(`/api/habits/${habitId}/toggle`, { data: { completed: true } });
  await page.goto("/habits");
  await page.getByRole("button", { name: "Suggest from my journal" }).click();
  await expect(toast(page, "New suggestions")).toBeVisible();

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    for (const path of [
      "/goals",
      `/goals?edit=${goalId}`,
      "/tasks",
      "/habits",
      "/?plans=goals",
      "/?plans=tasks",
      "/?plans=habits",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // On the dashboard only this card is ours; a11y.spec.ts checks the whole of it.
      await expectNoViolations(page, `${path} (${scheme})`, {
        js,
        browser,
        scheme,
        include: path.startsWith("/?") ? ["section#plans"] : [],
      });
    }
  }
  await page.goto("/tasks");
  await expect(page.getByText("Overdue: Jan 1, 2020")).toBeVisible();
});

test("at the free cap of 3 goals the screen still works: edit in place, delete", async ({
  page,
  js,
}, testInfo) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await registerViaApi(page, testInfo);
  for (const name of ["Walk daily", "Read more"]) {
    const res = await page.request.post("/api/goals", { data: { name, target: 10 } });
    expect(res.status()).toBe(201);
  }
  // The third goal, made on the screen, reaches the cap while the page is live.
  await page.goto("/goals");
  await expect(page.getByText("2 of 3 goals on your plan.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Sleep early");
  await page.getByLabel("Target", { exact: true }).fill("10");
  await page.getByRole("button", { name: "Create goal" }).click();
  await expect(toast(page, "Goal created")).toBeVisible();
  await expect(page.getByText(/reached your plan's limit of 3 goals/)).toBeVisible();
  const fourth = await page.request.post("/api/goals", { data: { name: "Four", target: 1 } });
  expect(fourth.status()).toBe(403);
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  await expect(page.getByRole("button", { name: "Create goal" })).toBeDisabled();
  // The person's own goals come first, above the New goal form.
  const yours = page.getByRole("region", { name: "Your goals" });
  const create = page.getByRole("region", { name: "New goal" });
  expect((await yours.boundingBox())!.y).toBeLessThan((await create.boundingBox())!.y);

  // Edit opens the form where the goal is; with JavaScript its first field has focus.
  await page.getByRole("link", { name: 'Edit "Read more"' }).click();
  await expect(page).toHaveURL(/\/goals\?edit=\d+#edit-\d+$/);
  const editForm = page.getByRole("region", { name: 'Edit "Read more"' });
  await expect(editForm).toBeInViewport();
  const name = editForm.getByLabel("Name", { exact: true });
  if (js) await expect(name).toBeFocused();
  await name.fill("Read every night");
  await editForm.getByLabel("Progress", { exact: true }).fill("10");
  await editForm.getByRole("button", { name: "Save goal" }).click();
  await expect(toast(page, "Goal updated")).toBeVisible();
  // At 100% the goal is Completed.
  const row = page.getByRole("listitem").filter({ hasText: "Read every night" });
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: 'Delete "Walk daily"' }).click();
  await expect(toast(page, "Goal deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create goal" })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("after a create the form is empty again, without stale errors", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const screens = [
    {
      path: "/goals",
      field: "Name",
      button: "Create goal",
      toast: "Goal created",
      list: "Your goals",
    },
    {
      path: "/tasks",
      field: "Title",
      button: "Create task",
      toast: "Task created",
      list: "Active tasks",
    },
    {
      path: "/habits",
      field: "Title",
      button: "Create habit",
      toast: "Habit created",
      list: "Your habits",
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    const form = page.getByRole("region", { name: /^New / });
    const field = form.getByLabel(screen.field, { exact: true });
    // A failed create first (the server answers the error), then a good one.
    if (screen.path === "/goals") await form.getByLabel("Target", { exact: true }).fill("5");
    await field.fill("   ");
    await form.getByRole("button", { name: screen.button }).click();
    await expect(form.getByText(`${screen.field} is required`)).toBeVisible();
    await field.fill(`First ${screen.path}`);
    await form.getByRole("button", { name: screen.button }).click();
    await expect(toast(page, screen.toast)).toBeVisible();
    const list = page.getByRole("region", { name: screen.list });
    await expect(list.getByText(`First ${screen.path}`, { exact: true })).toHaveCount(1);
    await expect(field).toHaveValue("");
    await expect(form.getByText(`${screen.field} is required`)).toHaveCount(0);
    if (screen.path === "/goals") {
      await expect(form.getByLabel("Target", { exact: true })).toHaveValue("");
    }
  }
});

test("completing a task shows its toast; a weekly habit talks about this week", async ({
  page,
  js,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  await page.request.post("/api/tasks", { data: { title: "Water the plants", dueDate: "" } });
  const habit = await page.request.post("/api/habits", {
    data: { title: "Long walk", frequency: "weekly" },
  });
  const monthly = await page.request.post("/api/habits", {
    data: { title: "Call grandma", frequency: "monthly" },
  });
  expect(monthly.status()).toBe(201);
  const { id } = (await habit.json()) as { id: number };

  await page.goto("/tasks");
  // Edit opens in place of the task (focused with JavaScript).
  await page.getByRole("link", { name: 'Edit "Water the plants"' }).click();
  const editTask = page.getByRole("region", { name: 'Edit "Water the plants"' });
  await expect(editTask).toBeInViewport();
  if (js) await expect(editTask.getByLabel("Title", { exact: true })).toBeFocused();
  await editTask.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("button", { name: 'Mark "Water the plants" as done' }).click();
  await expect(toast(page, "Task completed")).toBeVisible();

  await page.goto("/habits");
  await expect(page.getByText("Weekly · Not done this week")).toBeVisible();
  await expect(page.getByText("Monthly · Not done this month")).toBeVisible();
  await page.request.patch(`/api/habits/${id}/toggle`, { data: { completed: true } });
  await page.goto("/habits");
  await expect(page.getByText("Weekly · Done this week")).toBeVisible();
  await expect(page.getByText("1 week streak")).toBeVisible();
});

test("long lists come 50 to a page, with a pagination nav", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await registerViaApi(page, testInfo);
  for (let index = 1; index <= 51; index += 1) {
    const res = await page.request.post("/api/habits", {
      data: { title: `Habit ${String(index).padStart(2, "0")}` },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/habits");
  const list = page.getByRole("region", { name: "Your habits" });
  await expect(list.getByRole("button", { name: /^Mark "Habit \d+" as done today$/ })).toHaveCount(
    50,
  );
  const nav = page.getByRole("navigation", { name: "Habit pages" });
  await expect(nav.getByRole("link", { name: "Page 1 of 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/habits\?page=2$/);
  await expect(list.getByText("Habit 51", { exact: true })).toBeVisible();
  await expect(list.getByText("Habit 01", { exact: true })).toHaveCount(0);
  // A malformed page is page 1, not an error.
  await page.goto("/habits?page=0000-01-01");
  await expect(list.getByText("Habit 01", { exact: true })).toBeVisible();
});
