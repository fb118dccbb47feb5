import crypto from "node:crypto";
import { isSecureAppUrl } from "~/env.server";

export function createNonce() {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * The headers every response carries. Scripts run only with this request's nonce; styles allow
 * inline attributes because SVG charts and Radix set them (no script can be injected that way).
 * `formTargets`: origins a form on this page may end up at (browsers check form-action on the
 * redirect too: the sign-in provider buttons on /auth redirect to the provider).
 */
export function applySecurityHeaders(headers: Headers, nonce?: string, formTargets: string[] = []) {
  const dev = process.env.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws://localhost:* ws://127.0.0.1:*" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
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
