import { expect, registerViaApi, test } from "./helpers";

/**
 * Cache-Control of the production server (decision 017): public pages signed out may be kept by
 * the browser (and so restored by Back and Forward) but never by shared caches; anything
 * personal is never stored; hashed assets are immutable.
 */

// Headers only, no page script runs: the no-JavaScript project would repeat them word for word.
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled === false,
  "HTTP only: one project is enough",
);

const PUBLIC_PAGES = [
  "/",
  "/auth",
  "/about-us",
  "/community",
  "/help-center",
  "/mental-health-resources",
  "/privacy-policy",
  "/terms-of-service",
];

test("public pages signed out may be kept by the browser, not by shared caches", async ({
  request,
}) => {
  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-cache");
    expect(response.headers()["vary"] ?? "", path).toMatch(/\bCookie\b/i);
  }
});

test("pages with a token, errors and unknown pages are never stored", async ({ request }) => {
  for (const path of ["/verify-email/not-a-token", "/unlock/not-a-token", "/no-such-page"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("signed in, every page is private, no-store, public ones included", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const pages = ["/insights", "/journal", "/settings/profile", ...PUBLIC_PAGES];
  // /auth sends someone signed in to the dashboard.
  for (const path of pages.filter((p) => p !== "/auth")) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const data = await page.request.get("/insights.data");
  expect(data.headers()["cache-control"]).toBe("private, no-store");
});

test("hashed build assets are immutable for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/\/build\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toMatch(/max-age=31536000/);
  expect(response.headers()["cache-control"]).toMatch(/immutable/);
});
