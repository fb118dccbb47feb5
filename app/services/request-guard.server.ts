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
  // Anyone can send X-Forwarded-Host: it counts only when a trusted proxy wrote it.
  const forwardedHost = fromTrustedProxy(request.headers.get("X-Forwarded-Host"));
  if (forwardedHost) allowed.add(forwardedHost);
  return allowed.has(host);
}

/**
 * The entry of a comma-separated forwarding header that the outermost trusted proxy wrote:
 * with TRUST_PROXY=n, the n-th from the right (entries further left are whatever the client
 * sent). Null when no proxy is trusted or the header is shorter than the trusted chain.
 */
function fromTrustedProxy(header: string | null) {
  const hops = env().TRUST_PROXY;
  if (hops < 1 || !header) return null;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : null;
}

/**
 * The client address for per-address rate limits, or null when this deployment cannot know it.
 * `Fly-Client-IP` counts only on Fly (FLY_APP_NAME set: Fly's proxy writes it), and
 * `X-Forwarded-For` only when TRUST_PROXY says how many proxies append to it. Otherwise every
 * such header could be forged, so there is no per-address bucket at all (the per-email and
 * global limits still apply) rather than one shared bucket that anyone could spend for others.
 */
export function clientAddress(request: Request): string | null {
  if (env().FLY_APP_NAME) {
    const fly = request.headers.get("Fly-Client-IP")?.trim();
    if (fly) return fly;
  }
  return fromTrustedProxy(request.headers.get("X-Forwarded-For"));
}
