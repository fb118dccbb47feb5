import type { Page } from "@playwright/test";
import type { Browser } from "@playwright/test";
import { expectNoViolations, SCHEMES } from "./axe";
import { clientIpFor, expect, registerViaApi, test, toast } from "./helpers";

/** axe in light and dark on `path`, as the person signed in on `page` sees it. */
async function expectAccessible(page: Page, path: string, js: boolean, browser: Browser) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.goto(path);
    await expectNoViolations(page, `${path} (${scheme})`, { js, browser, scheme });
  }
}

/**
 * The community with JavaScript on and off (docs/product.md#community): choose a name, post,
 * reply, react, report; a crisis post is held and its author sees the crisis resources at once.
 * Nothing another member receives (HTML or JSON) names the author by email, name or username.
 */

async function joinAs(page: Page, communityName: string) {
  await page.goto("/community/circles");
  await expect(page.getByRole("heading", { name: "Choose your community name" })).toBeVisible();
  await page.getByRole("textbox", { name: "Community name" }).fill(communityName);
  await page.getByRole("button", { name: "Save community name" }).click();
  await expect(page.getByText(`You post as ${communityName}`)).toBeVisible();
}

/** Every response body the page receives (documents and data), to search for identifiers. */
function recordResponses(page: Page) {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/html|json|text\/x-script|javascript/.test(type)) return;
    if (!new URL(response.url()).pathname.startsWith("/community")) return;
    try {
      bodies.push(await response.text());
    } catch {
      // a redirect has no body
    }
  });
  return bodies;
}

test("members choose a name, post, reply, react and report; a crisis post is held", async ({
  page,
  browser,
  js,
}, testInfo) => {
  // Two people, a dozen screens and axe in two colour schemes.
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const suffix = `${Date.now().toString(36)}${testInfo.project.name}`;
  const author = await registerViaApi(page, testInfo, { name: "Avery Realname" });
  const authorName = `Heron ${suffix}`;
  await joinAs(page, authorName);

  await page.getByRole("link", { name: /^Anxiety/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Anxiety" })).toBeVisible();
  const words = `Slow breathing on my walk to work helps me ${suffix}. See https://example.com/x`;
  if (js) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByLabel("Your post").fill(words);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  const mine = page.getByRole("article").filter({ hasText: words });
  await expect(mine).toBeVisible();
  // Links stay text.
  await expect(mine.getByRole("link", { name: /example\.com/ })).toHaveCount(0);
  if (js) {
    await expect(
      page.getByRole("status").filter({ hasText: "Posted to the circle." }),
    ).toBeVisible();
    // Posted without a page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.getByLabel("Your post")).toHaveValue("");
  }

  // A crisis post is held; its author sees the crisis resources at once. (Without scripts, a
  // post the screen answered with a check-in lands on its own page: start from the circle.)
  if (!js) await page.goto("/community/circles/anxiety");
  await page.getByLabel("Your post").fill("I want to end my life tonight.");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByTestId("crisis-resources")).toBeVisible();
  await expect(page.getByText(/waiting for a moderator/).first()).toBeVisible();

  // Another member, in their own browser.
  const otherContext = await browser.newContext({
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": clientIpFor(testInfo).replace(/^10\./, "10.252.") },
  });
  const other = await otherContext.newPage();
  other.on("pageerror", (error) => pageErrors.push(error.message));
  const seen = recordResponses(other);
  await registerViaApi(other, testInfo, { name: "Blake Realname" });
  await joinAs(other, `Owl ${suffix}`);
  await other.goto("/community/circles/anxiety");
  const post = other.getByRole("article").filter({ hasText: words });
  await expect(post.getByRole("heading", { name: authorName })).toBeVisible();
  await expect(other.getByText("I want to end my life tonight.")).toHaveCount(0);

  // React: one of each, toggled.
  const support = post.getByRole("button", { name: "Sending support" });
  await expect(support).toHaveAttribute("aria-pressed", "false");
  await support.click();
  await expect(
    other
      .getByRole("article")
      .filter({ hasText: words })
      .getByRole("button", { name: "Sending support" }),
  ).toHaveAttribute("aria-pressed", "true");

  // Reply on the post's page.
  await other
    .getByRole("article")
    .filter({ hasText: words })
    .getByRole("link", { name: /Read and reply/ })
    .click();
  await expect(other.getByRole("heading", { level: 1, name: authorName })).toBeVisible();
  const reply = `You are not alone in this ${suffix}`;
  await other.getByLabel("Your reply").fill(reply);
  await other.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(other.getByRole("article").filter({ hasText: reply })).toBeVisible();

  // Nothing the other member received names the author.
  const everything = seen.join("\n") + (await other.content());
  for (const secret of [author.email, author.name]) {
    expect(everything.includes(secret), secret).toBe(false);
  }

  // Report: the post disappears for the reporter at once.
  await other.goto("/community/circles/anxiety");
  const reported = other.getByRole("article").filter({ hasText: words });
  await reported.getByText("Report", { exact: true }).click();
  await reported.getByLabel("Spam or selling").check();
  await reported.getByRole("button", { name: "Send report" }).click();
  if (!js) await expect(other).toHaveURL(/\/community\/circles\/anxiety/);
  await expect(
    toast(
      other,
      "Thank you for telling us. You won't see this post again, and a moderator will look at it.",
    ),
  ).toBeVisible();
  await expect(other.getByRole("article").filter({ hasText: words })).toHaveCount(0);
  // With scripts, the card left the list: focus waits on the list's heading, not the page body.
  if (js) await expect(other.getByRole("heading", { name: "Posts", exact: true })).toBeFocused();
  await other.goto("/community/circles/anxiety");
  await expect(other.getByRole("article").filter({ hasText: words })).toHaveCount(0);

  // The author still sees it, and the reply; "my posts" lists the held one with the resources.
  await page.goto("/community/mine");
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText("I want to end my life tonight.")).toBeVisible();
  await expect(page.getByTestId("crisis-resources")).toBeVisible();
  await expect(page.getByText("1 sent support")).toBeVisible();

  // Accessible in light and dark: the other member's view of a circle and a thread, and the
  // author's "my posts" with the crisis resources.
  await expectAccessible(other, "/community/circles/anxiety", js, browser);
  await expectAccessible(other, "/community/circles", js, browser);
  await expectAccessible(page, "/community/mine", js, browser);
  await page.getByRole("link", { name: "Open" }).first().click();
  await expectAccessible(page, new URL(page.url()).pathname, js, browser);

  await otherContext.close();
  expect(pageErrors).toEqual([]);
});

test("the opening post of a thread can be reported from its own page", async ({
  page,
  browser,
  js,
}, testInfo) => {
  test.setTimeout(60_000);
  const suffix = `${Date.now().toString(36)}${testInfo.project.name}`;
  await registerViaApi(page, testInfo, { name: "Casey Realname" });
  await joinAs(page, `Wren ${suffix}`);
  await page.goto("/community/circles/sleep");
  const words = `Awake again at four ${suffix}`;
  await page.getByLabel("Your post").fill(words);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByRole("article").filter({ hasText: words })).toBeVisible();

  const otherContext = await browser.newContext({
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": clientIpFor(testInfo).replace(/^10\./, "10.251.") },
  });
  const other = await otherContext.newPage();
  await registerViaApi(other, testInfo, { name: "Drew Realname" });
  await joinAs(other, `Finch ${suffix}`);
  await other.goto("/community/circles/sleep");
  await other
    .getByRole("article")
    .filter({ hasText: words })
    .getByRole("link", { name: /Read and reply/ })
    .click();
  await expect(other.getByRole("heading", { level: 1, name: `Wren ${suffix}` })).toBeVisible();
  await other.getByText("Report", { exact: true }).click();
  await other.getByLabel("Harmful or medical advice").check();
  await other.getByRole("button", { name: "Send report" }).click();
  // Back in the circle, told so, and the post is gone for the reporter.
  await expect(other).toHaveURL(/\/community\/circles\/sleep$/);
  await expect(other.getByText(/Thank you for telling us/).first()).toBeVisible();
  await expect(other.getByRole("article").filter({ hasText: words })).toHaveCount(0);
  await otherContext.close();
});
