import { createRequire } from "node:module";
import { env } from "~/env.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request whose Origin names another site (403). Requests without an
 * Origin header (same-origin fetches in old browsers, curl, server-to-server) pass: the
 * SameSite=Lax session cookie already keeps cross-site forms from acting as the user.
 */
export function assertSameOrigin(request: Request) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("Origin");
  if (origin === null) return;
  if (!isAllowedOrigin(origin, request)) {
    throw new Response("Cross-site request refused", { status: 403 });
  }
}

/**
 * Remix 2 compares `Origin` with `Host` before any action runs and, on a mismatch (or an Origin
 * that is not a URL), throws an Error the runtime answers with a bare 500. Our own check above
 * runs in every action (through the auth helpers; tests/integration/access.test.ts holds every
 * action to it) and answers 403 with a message, so the runtime's check is switched off here,
 * once, before the first request. See docs/decisions/004-cross-site-requests.md.
 */
export function leaveCrossSiteChecksToActions() {
  const require = createRequire(import.meta.url);
  const actions = require("@remix-run/server-runtime/dist/actions.js") as Record<string, unknown>;
  if (typeof actions.throwIfPotentialCSRFAttack !== "function") {
    throw new Error("@remix-run/server-runtime changed: review leaveCrossSiteChecksToActions");
  }
  actions.throwIfPotentialCSRFAttack = () => {};
}

function isAllowedOrigin(origin: string, request: Request) {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = new Set([new URL(request.url).host, new URL(env().APP_URL).host]);
  const forwardedHost = request.headers.get("X-Forwarded-Host");
  if (forwardedHost) allowed.add(forwardedHost.split(",")[0]!.trim());
  return allowed.has(host);
}

/** The client address the proxy reports (Fly first), for rate limits. */
export function clientAddress(request: Request) {
  const fly = request.headers.get("Fly-Client-IP");
  if (fly) return fly.trim();
  const forwarded = request.headers.get("X-Forwarded-For");
  if (forwarded) return forwarded.split(",")[0]!.trim();
  return request.headers.get("X-Real-IP")?.trim() || "direct";
}
