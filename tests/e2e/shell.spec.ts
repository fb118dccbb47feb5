import { expect, registerViaApi, test } from "./helpers";

test.describe("desktop sidebar at 1366×900", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("scrolls in its own area and opens Settings on /settings paths", async ({
    page,
    js,
  }, testInfo) => {
    await registerViaApi(page, testInfo);
    await page.goto("/settings/data");
    const nav = page.getByRole("navigation", { name: "Main" });
    const settingsGroup = nav.locator("details");
    await expect(settingsGroup).toHaveAttribute("open", "");
    const current = nav.getByRole("link", { name: "Data & Export" });
    await expect(current).toHaveAttribute("aria-current", "page");

    // Its own scroll area, with edge shadows drawn by its background, and the account card and
    // Sign Out stay in view below it.
    const overflow = await nav.evaluate((el) => ({
      overflowY: getComputedStyle(el).overflowY,
      background: getComputedStyle(el).backgroundImage,
    }));
    expect(overflow.overflowY).toBe("auto");
    expect(overflow.background).toContain("radial-gradient");
    await expect(
      page
        .getByRole("complementary", { name: "Sidebar" })
        .getByRole("button", { name: "Sign Out" }),
    ).toBeInViewport();

    if (js) {
      // The current page's link is scrolled into view.
      await expect(current).toBeInViewport();
    } else {
      await current.scrollIntoViewIfNeeded();
      await expect(current).toBeInViewport();
    }

    await page.goto("/journal");
    await expect(nav.locator("details")).not.toHaveAttribute("open", "");
    await expect(nav.getByRole("link", { name: "Journal" })).toBeInViewport();
  });

  test("the account menu's Settings opens the profile", async ({ page }, testInfo) => {
    await registerViaApi(page, testInfo);
    await page.goto("/journal");
    await page.locator("summary[aria-label='Account menu']").click();
    await page.locator("header").getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu shows the one navigation under the header, with and without JavaScript", async ({
    page,
    js,
  }, testInfo) => {
    await registerViaApi(page, testInfo);
    await page.goto("/journal");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Rendered once: the sidebar's navigation is the menu's panel.
    await expect(page.locator("nav[aria-label='Main'], nav[aria-label='Menu']")).toHaveCount(1);
    await expect(nav).toBeHidden();
    await page.locator("summary[aria-label='Open menu']").click();
    await expect(nav).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    const panel = (await page.getByRole("complementary", { name: "Sidebar" }).boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(panel.width).toBeGreaterThan(380);
    // Opening Settings inside the panel keeps the menu open.
    await nav.getByText("Settings", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();
    await nav.getByRole("link", { name: "Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(nav).toBeHidden();
    if (js) {
      await page.locator("summary[aria-label='Open menu']").click();
      await expect(nav).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
    }
  });

  test("the floating blog button says Blog and opens the external blog in a new tab", async ({
    page,
  }, testInfo) => {
    await registerViaApi(page, testInfo);
    await page.goto("/journal");
    const blog = page.getByRole("link", { name: "Blog (opens in a new tab)" });
    await expect(blog).toBeVisible();
    await expect(blog).toHaveText(/Blog/);
    await expect(blog).toHaveAttribute("target", "_blank");
    await expect(blog).toHaveAttribute("href", /^https:\/\//);
    await expect(blog).toHaveAttribute("rel", /noopener/);
  });
});

test("one logo everywhere: public pages, sign-in, and the app's sidebar and menu", async ({
  page,
}, testInfo) => {
  const markOf = async () => {
    const logo = page
      .getByRole("link", { name: "Solace", exact: true })
      .filter({ visible: true })
      .first();
    await expect(logo).toBeVisible();
    return logo.locator("svg").evaluate((svg) => svg.outerHTML.replace(/ class="[^"]*"/g, ""));
  };
  await page.goto("/about-us");
  const publicMark = await markOf();
  await page.goto("/auth");
  expect(await markOf()).toBe(publicMark);
  await registerViaApi(page, testInfo);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/journal");
  expect(await markOf()).toBe(publicMark);
});
