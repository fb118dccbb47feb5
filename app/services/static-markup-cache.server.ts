import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The server's side of `StaticMarkup` (app/components/ui/static-markup.tsx): a chart's shapes or
 * a table of its numbers, rendered to HTML once and reused for as long as their `version` (which
 * names everything they show) is the same. Rendering a year's table or a month's chart is most
 * of a report page's server time, and the same person reloading a page, or coming back to it,
 * would otherwise have it all rendered again (docs/architecture.md#performance).
 *
 * The key is a digest of the element, its class and its version: what the markup shows, never
 * who asked. A version is specific to one person's data, so two people share an entry only when
 * they would see the same markup. Bounded; the least recently used entry goes first.
 */
const MAX_ENTRIES = 500;
const rendered = new Map<string, string>();

/** Ids of the cached markup (useId) must never equal ids of the page around it. */
const IDENTIFIER_PREFIX = "sm-";

export function renderStaticMarkup(key: string, children: ReactNode): string {
  const digest = createHash("sha256").update(key).digest("base64url");
  const hit = rendered.get(digest);
  if (hit !== undefined) {
    rendered.delete(digest);
    rendered.set(digest, hit);
    return hit;
  }
  const html = renderToStaticMarkup(children, { identifierPrefix: IDENTIFIER_PREFIX });
  if (rendered.size >= MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
  rendered.set(digest, html);
  return html;
}
