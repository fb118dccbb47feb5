import crypto from "node:crypto";
import { isSecureAppUrl } from "~/env.server";
import type { CspExtra } from "~/lib/csp";

export function createNonce() {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * The headers every response carries. Scripts run only with this request's nonce; styles allow
 * inline attributes because SVG charts and Radix set them (no script can be injected that way).
 * `extra` adds sources for one screen (the subscription screen's PayPal origins); scripts still
 * need the nonce or a nonce'd script's 'strict-dynamic' trust, whatever the host.
 */
export function applySecurityHeaders(headers: Headers, nonce?: string, extra: CspExtra = {}) {
  const dev = process.env.NODE_ENV === "development";
  const more = (sources: string[] | undefined) =>
    sources?.length ? ` ${sources.filter((source) => /^[\w:/.*-]+$/.test(source)).join(" ")}` : "";
  const csp = [
    "default-src 'self'",
    nonce
      ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${more(extra.scriptSrc)}`
      : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${more(extra.imgSrc)}`,
    "font-src 'self'",
    // The notifications service worker (public/sw.js); no other workers.
    "worker-src 'self'",
    `connect-src 'self'${dev ? " ws://localhost:* ws://127.0.0.1:*" : ""}${more(extra.connectSrc)}`,
    ...(extra.frameSrc?.length ? [`frame-src 'self'${more(extra.frameSrc)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${more(extra.formAction)}`,
    "frame-ancestors 'none'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (isSecureAppUrl())
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return headers;
}
