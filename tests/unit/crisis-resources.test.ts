import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import {
  CRISIS_RESOURCES_HEADING,
  CrisisResources,
} from "../../app/components/safety/crisis-resources";

/** Server HTML without React's `<!-- -->` text separators, so sentences read as written. */
const render = (props: Parameters<typeof CrisisResources>[0] = {}) =>
  renderToString(createElement(CrisisResources, props)).replaceAll("<!-- -->", "");

/** The apostrophe in the heading is escaped in HTML. */
const escapedHeading = CRISIS_RESOURCES_HEADING.replace("'", "&#x27;");

describe("<CrisisResources />", () => {
  it("is a labelled section, not an alert, headed 'You don't have to go through this alone'", () => {
    const html = render();
    expect(html).not.toContain('role="alert"');
    const labelledBy = html.match(/<section aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>${escapedHeading}</h2>`));
  });

  it("links to 988 by call and text, the emergency numbers, findahelpline.com and the resources page", () => {
    const html = render();
    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="sms:988"');
    for (const number of ["911", "112", "999"]) {
      expect(html).toContain(`href="tel:${number}"`);
    }
    expect(html).toMatch(
      /<a href="https:\/\/findahelpline\.com" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toContain('href="/mental-health-resources"');
  });

  it("says plainly that the companion is an AI", () => {
    expect(render({ assistantName: "Willow" })).toContain("Willow is an AI");
    expect(render()).toContain("Sage is an AI");
  });

  it("has a compact inline variant for chat bubbles with the same links and an h3", () => {
    const html = render({ variant: "inline" });
    expect(html).toContain(`>${escapedHeading}</h3>`);
    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="/mental-health-resources"');
    expect(render({ variant: "inline", headingLevel: 4 })).toContain("</h4>");
  });

  it("gives two panels on one page different heading ids", () => {
    const html = renderToString(
      createElement("div", null, createElement(CrisisResources), createElement(CrisisResources)),
    );
    const ids = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
