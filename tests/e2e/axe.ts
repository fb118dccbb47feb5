import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect } from "./helpers";

/** Accessibility checks shared by the specs (docs/architecture.md#tests-and-ci). */

export const SCHEMES = ["light", "dark"] as const;
export type Scheme = (typeof SCHEMES)[number];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable entry per failing node: rule, impact, help, target and axe's failure summary. */
function describeViolations(violations: AxeResults["violations"]) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact}] ${violation.help}\n    at ${node.target.join(" ")}\n    ${(
          node.failureSummary ?? ""
        ).replace(/\n/g, "\n    ")}`,
    ),
  );
}

/**
 * Colour contrast is measured on what is painted: a colour transition still running (a theme just
 * switched, a button just enabled) shows a blend of two colours that no one reads. Waits for
 * running CSS transitions to end first (not animations: a pulsing dot never ends), for at most
 * 3 s: a transition's `finished` promise once never settled in CI (the check then hung until the
 * test's timeout), so the ones still running are named in the output and axe goes on.
 */
async function settleTransitions(page: Page) {
  const stuck = await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation): animation is CSSTransition => animation instanceof CSSTransition);
    const settled = Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    const late = await Promise.race([
      settled.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3000)),
    ]);
    if (!late) return [];
    return running
      .filter((a) => a.playState !== "finished")
      .map((a) => {
        const el = (a.effect as KeyframeEffect | null)?.target as Element | null;
        return `${a.transitionProperty} ${a.playState} t=${String(a.currentTime)} on ${el?.outerHTML.slice(0, 200)}`;
      });
  });
  if (stuck.length) console.log("CSS transitions still running after 3 s:", stuck);
}

async function analyze(page: Page, include: string[] = []) {
  await settleTransitions(page);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of include) builder.include(selector);
  return builder.analyze();
}

/**
 * axe needs timers, which never fire in a page whose scripts are disabled. In the no-js project
 * the server's DOM (scripts removed, nothing ran) is therefore copied into a scratch page of a
 * JavaScript-enabled context at the same address, with the same colour scheme and viewport; its
 * stylesheets still load from the app. axe then checks exactly what a no-JavaScript visitor gets.
 */
async function analyzeWithoutJs(page: Page, browser: Browser, scheme: Scheme, include: string[]) {
  const html = await page.evaluate(() => {
    document.querySelectorAll("script").forEach((script) => script.remove());
    return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
  });
  const context = await browser.newContext({
    javaScriptEnabled: true,
    colorScheme: scheme,
    reducedMotion: "reduce",
    viewport: page.viewportSize(),
  });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(url, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(url);
    // The copy must look like the original (same stylesheet applied), or contrast checks mean nothing.
    const look = () => {
      const style = getComputedStyle(document.body);
      return `${style.backgroundColor} / ${style.color} / ${style.fontFamily}`;
    };
    expect(await copy.evaluate(look), "the scratch copy is styled like the page").toBe(
      await page.evaluate(look),
    );
    return await analyze(copy, include);
  } finally {
    await context.close();
  }
}

/**
 * axe (WCAG 2.1 A and AA) on the page as it is now, with or without JavaScript; `include` limits
 * it to some regions (a feature's own cards on the dashboard, say).
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  opts: { js: boolean; browser: Browser; scheme: Scheme; include?: string[] },
) {
  const include = opts.include ?? [];
  const results = opts.js
    ? await analyze(page, include)
    : await analyzeWithoutJs(page, opts.browser, opts.scheme, include);
  expect(describeViolations(results.violations), `axe violations on ${label}`).toEqual([]);
}
