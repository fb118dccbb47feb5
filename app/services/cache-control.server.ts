/**
 * How browsers may keep a page (docs/architecture.md#caching; decision 017).
 *
 * Anything personal is `private, no-store`: never written to any cache, never kept for the back
 * button. Public pages shown to someone signed out are `private, no-cache` with `Vary: Cookie`:
 * the browser may keep them (so Back and Forward restore them instantly from the back/forward
 * cache, which `no-store` forbids) but asks the server again before reusing a stored copy.
 * `private` keeps shared caches (proxies, CDNs) out: every page carries its own CSP nonce, which
 * must never be handed to another visitor. `Vary: Cookie` because `/` is the landing page signed
 * out and the dashboard signed in. Hashed assets under /build are immutable (server.mjs).
 */
export const PRIVATE_PAGE = "private, no-store";
export const PUBLIC_PAGE = "private, no-cache";

/** Route ids of the pages that read the same for everyone signed out. */
const PUBLIC_ROUTES = new Set([
  "routes/_index",
  "routes/auth",
  "routes/about-us",
  "routes/community",
  "routes/help-center",
  "routes/mental-health-resources",
  "routes/privacy-policy",
  "routes/terms-of-service",
]);

export function isPublicRoute(routeId: string | undefined) {
  return routeId !== undefined && PUBLIC_ROUTES.has(routeId);
}

/**
 * Sets Cache-Control (and Vary) on a document: public only for a public route answered 200 to
 * someone signed out, with no cookie being set (a flash message is read once).
 */
export function applyDocumentCaching(
  headers: Headers,
  page: { routeId: string | undefined; status: number; signedIn: boolean },
) {
  const cacheable =
    isPublicRoute(page.routeId) &&
    page.status === 200 &&
    !page.signedIn &&
    !headers.has("Set-Cookie");
  headers.set("Cache-Control", cacheable ? PUBLIC_PAGE : PRIVATE_PAGE);
  if (cacheable) headers.append("Vary", "Cookie");
}
