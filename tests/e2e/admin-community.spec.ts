import path from "node:path";
import Database from "better-sqlite3";
import { expectNoViolations, SCHEMES } from "./axe";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { expect, logInAsAdmin, PASSWORD, test, toast, uniqueEmail } from "./helpers";

/**
 * Community moderation at /admin/community (docs/product.md#community-moderation). The members'
 * screens are not needed: the author, their community name, a circle and their posts are written
 * straight into the app's SQLite file, as the members' side would have left them.
 */

function appDb() {
  return new Database(path.join(process.env.E2E_TMP_DIR!, "app.db"));
}

type Seeded = {
  suffix: string;
  communityName: string;
  crisisId: number;
  hostileId: number;
  reportedId: number;
};

function seed(userId: number, suffix: string): Seeded {
  const sqlite = appDb();
  try {
    const communityName = `Heron ${suffix}`;
    sqlite
      .prepare(
        "INSERT INTO community_profiles (user_id, community_name, name_key) VALUES (?, ?, ?)",
      )
      .run(userId, communityName, communityName.toLowerCase());
    const circleId = Number(
      sqlite
        .prepare("INSERT INTO community_circles (slug, name, description) VALUES (?, ?, ?)")
        .run(`seeded-${suffix}`, `Seeded ${suffix}`, "Made by the moderation spec.")
        .lastInsertRowid,
    );
    const insert = sqlite.prepare(
      `INSERT INTO community_posts (circle_id, user_id, body, status, hold_reason, report_count, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = Date.now();
    const reportedId = Number(
      insert.run(circleId, userId, `Just venting ${suffix}`, "published", null, 1, now - 120_000)
        .lastInsertRowid,
    );
    const hostileId = Number(
      insert.run(
        circleId,
        userId,
        `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> see https://evil.example/${suffix}`,
        "held",
        "filter",
        0,
        now - 60_000,
      ).lastInsertRowid,
    );
    // Newer, but held by the crisis screen: it comes first. A reply to the reported post.
    const crisisId = Number(
      sqlite
        .prepare(
          `INSERT INTO community_posts (circle_id, user_id, parent_id, body, status, hold_reason)
           VALUES (?, ?, ?, ?, 'held', 'crisis')`,
        )
        .run(circleId, userId, reportedId, `I cannot do this anymore ${suffix}`).lastInsertRowid,
    );
    sqlite
      .prepare("INSERT INTO community_reports (post_id, user_id, reason) VALUES (?, ?, ?)")
      .run(reportedId, userId, "Unkind or hurtful");
    return { suffix, communityName, crisisId, hostileId, reportedId };
  } finally {
    sqlite.close();
  }
}

function postRow(id: number) {
  const sqlite = appDb();
  try {
    return sqlite
      .prepare("SELECT status, removal_reason, report_count FROM community_posts WHERE id = ?")
      .get(id) as { status: string; removal_reason: string | null; report_count: number };
  } finally {
    sqlite.close();
  }
}

function profileRow(name: string) {
  const sqlite = appDb();
  try {
    return sqlite
      .prepare(
        "SELECT suspended_until, suspension_reason FROM community_profiles WHERE community_name = ?",
      )
      .get(name) as { suspended_until: number | null; suspension_reason: string | null };
  } finally {
    sqlite.close();
  }
}

/** The author: an account of their own, with a community name, a circle and three posts. */
async function seedAuthor(request: APIRequestContext, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, "author");
  const registered = await request.post("/api/register", {
    data: { name: "Real Author Name", email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const sqlite = appDb();
  const { id: userId } = sqlite.prepare("SELECT id FROM users WHERE email = ?").get(email) as {
    id: number;
  };
  sqlite.close();
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  return { email, suffix, seeded: seed(userId, suffix) };
}

test("an admin approves a held post, removes another with a reason, and suspends an author", async ({
  page,
  request,
  js,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // every moderation action, with axe in both colour schemes
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { email, suffix, seeded } = await seedAuthor(request, testInfo);

  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin", exact: true })
    .getByRole("link", { name: "Community", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Community Moderation" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/community$/);
  // With JavaScript, the actions below never reload the page: this mark would be lost.
  if (js) await page.evaluate(() => ((window as { __stay?: number }).__stay = 1));

  const crisis = page
    .getByRole("article")
    .filter({ hasText: `I cannot do this anymore ${suffix}` });
  const hostile = page.getByRole("article").filter({ hasText: `evil.example/${suffix}` });
  // The crisis reply quotes the reported post: the reported post is the one that is not a reply.
  const reported = page
    .getByRole("article")
    .filter({ hasText: `Just venting ${suffix}` })
    .filter({ hasNotText: "In reply to:" });
  await expect(crisis).toBeVisible();
  await expect(crisis.getByText("Held: crisis screen")).toBeVisible();
  await expect(
    crisis.getByRole("heading", { name: `Reply by ${seeded.communityName}` }),
  ).toBeVisible();
  await expect(crisis.getByText("In reply to:")).toBeVisible();
  await expect(hostile.getByText("Held: language filter")).toBeVisible();
  await expect(reported.getByText("1 open report")).toBeVisible();
  await expect(reported.getByText("Unkind or hurtful")).toBeVisible();

  // Crisis first, then the language filter, then the reported published post.
  const order = await page
    .getByRole("article")
    .evaluateAll((articles) => articles.map((article) => article.textContent ?? ""));
  const at = (text: string) => order.findIndex((item) => item.includes(text));
  expect(at(`I cannot do this anymore ${suffix}`)).toBeLessThan(at(`evil.example/${suffix}`));
  // (The crisis reply quotes "Just venting" too: the reported post is the last with it.)
  const lastAt = (text: string) => order.map((item) => item.includes(text)).lastIndexOf(true);
  expect(at(`evil.example/${suffix}`)).toBeLessThan(lastAt(`Just venting ${suffix}`));

  // Moderators see the pseudonym, never the person's email or real name.
  const html = await page.content();
  expect(html).not.toContain(email);
  expect(html).not.toContain("Real Author Name");

  // Hostile text is shown as text: no script ran, no image, the address is not a link.
  await expect(
    hostile.getByText("<script>window.__pwned = 1</script>", { exact: false }),
  ).toBeVisible();
  await expect(hostile.locator("img, script")).toHaveCount(0);
  await expect(hostile.locator('a[href*="evil.example"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await expectNoViolations(page, `/admin/community (${scheme})`, { js, browser, scheme });
  }
  if (js) await page.evaluate(() => ((window as { __stay?: number }).__stay = 1));

  // Approve the crisis post: it leaves the queue and is published.
  await crisis.getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(page, "Post approved")).toBeVisible();
  await expect(crisis).toHaveCount(0);
  expect(postRow(seeded.crisisId).status).toBe("published");

  // Remove the hostile post: "Other" needs a note; then a listed reason with a note.
  await hostile.getByText("Remove…").click();
  await hostile.getByLabel("Reason shown to the author", { exact: true }).selectOption("other");
  await hostile.getByRole("button", { name: "Remove post" }).click();
  await expect(hostile.getByText("Write the reason for the author")).toBeVisible();
  expect(postRow(seeded.hostileId).status).toBe("held");
  await hostile
    .getByLabel("Reason shown to the author", { exact: true })
    .selectOption({ label: "Unkind or harassing" });
  await hostile.getByLabel("Note to the author (optional)").fill("Please keep it kind");
  await hostile.getByRole("button", { name: "Remove post" }).click();
  await expect(toast(page, "Post removed")).toBeVisible();
  await expect(hostile).toHaveCount(0);
  expect(postRow(seeded.hostileId)).toMatchObject({
    status: "removed",
    removal_reason: "Unkind or harassing: Please keep it kind",
  });

  // Suspend the author of the reported post for 30 days, then lift it.
  await reported.getByText("Suspend author…").click();
  await reported.getByLabel("No posting or replying for").selectOption({ label: "30 days" });
  await reported.getByLabel("Reason for the suspension (shown to them)").fill("Cooling off");
  await reported.getByRole("button", { name: `Suspend ${seeded.communityName}` }).click();
  await expect(toast(page, "Author suspended")).toBeVisible();
  const suspendedList = page.getByRole("region", { name: "Suspended members" });
  const row = suspendedList.getByRole("listitem").filter({ hasText: seeded.communityName });
  await expect(row).toContainText("Cooling off");
  await expect(reported.getByText(/Author suspended until/)).toBeVisible();
  const profile = profileRow(seeded.communityName);
  expect(profile.suspension_reason).toBe("Cooling off");
  expect(profile.suspended_until! - Date.now()).toBeGreaterThan(29 * 86_400_000);
  await row.getByRole("button", { name: `Lift suspension of ${seeded.communityName}` }).click();
  await expect(toast(page, "Suspension lifted")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(profileRow(seeded.communityName).suspended_until).toBeNull();

  // The reported post is kept: approving it clears its report.
  await reported.getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(page, "Post approved")).toBeVisible();
  await expect(reported).toHaveCount(0);
  expect(postRow(seeded.reportedId)).toMatchObject({ status: "published", report_count: 0 });

  if (js) expect(await page.evaluate(() => (window as { __stay?: number }).__stay)).toBe(1);

  // Every change is in the admin action log, without what was written.
  await page.goto("/admin");
  const log = page.getByRole("table", { name: /Admin actions/ });
  for (const label of [
    "Approved a community post",
    "Removed a community post",
    "Suspended a community member",
    "Lifted a community suspension",
  ]) {
    await expect(log.getByText(label).first()).toBeVisible();
  }
  expect(await log.textContent()).not.toContain(`Just venting ${suffix}`);
  expect(pageErrors).toEqual([]);
});

test("an admin adds a circle (a taken name is refused, keeping what was typed) and archives it", async ({
  page,
  request,
  js,
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // with axe in both colour schemes on a page of many circles
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { suffix } = await seedAuthor(request, testInfo);
  await logInAsAdmin(page);
  await expect(toast(page, "Login successful")).toBeVisible();
  await page.goto("/admin/community");
  if (js) await page.evaluate(() => ((window as { __stay?: number }).__stay = 1));

  // Circles: add one; a taken name is refused and what was typed is kept.
  await page
    .getByRole("navigation", { name: "Community moderation" })
    .getByRole("link", { name: "Circles" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Community Circles" })).toBeVisible();
  const add = page.getByRole("region", { name: "Add a circle" });
  await add.getByLabel("Name", { exact: true }).fill(`Seeded ${suffix}`);
  await add.getByLabel("Description").fill("Taken name");
  await add.getByRole("button", { name: "Add circle" }).click();
  await expect(add.getByText("Another circle already has this name")).toBeVisible();
  await expect(add.getByLabel("Description")).toHaveValue("Taken name");
  const circleName = `New moons ${suffix}`;
  await add.getByLabel("Name", { exact: true }).fill(circleName);
  await add.getByLabel("Description").fill("For night owls.");
  await add.getByRole("button", { name: "Add circle" }).click();
  await expect(toast(page, "Circle added")).toBeVisible();
  const circle = page.getByRole("article", { name: circleName });
  await expect(circle).toContainText(`/community/new-moons-${suffix}`);
  await expect(add.getByLabel("Name", { exact: true })).toHaveValue("");
  await circle.getByRole("button", { name: `Archive ${circleName}` }).click();
  await expect(toast(page, "Circle archived")).toBeVisible();
  await expect(circle.getByText("Archived", { exact: true })).toBeVisible();
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await expectNoViolations(page, `/admin/community/circles (${scheme})`, { js, browser, scheme });
  }

  if (js) expect(await page.evaluate(() => (window as { __stay?: number }).__stay)).toBe(1);

  await page.goto("/admin");
  const log = page.getByRole("table", { name: /Admin actions/ });
  for (const label of ["Added a community circle", "Archived a community circle"]) {
    await expect(log.getByText(label).first()).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test("/admin/community is for admins only", async ({ page }, testInfo) => {
  const registered = await page.request.post("/api/register", {
    data: { name: "Curious Person", email: uniqueEmail(testInfo), password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  expect((await page.goto("/admin/community"))?.status()).toBe(403);
  expect((await page.goto("/admin/community/circles"))?.status()).toBe(403);
});
