import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.resetModules();
  process.env.APP_URL = "http://localhost:3000";
});

async function headersFor(appUrl: string, nonce?: string) {
  process.env.APP_URL = appUrl;
  vi.resetModules();
  const { applySecurityHeaders } = await import("~/services/security-headers.server");
  return applySecurityHeaders(new Headers(), nonce);
}

describe("security headers", () => {
  it("enforce a nonce-based CSP that forbids framing", async () => {
    const headers = await headersFor("http://localhost:3000", "abc123");
    const csp = headers.get("Content-Security-Policy")!;
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The notifications service worker (public/sw.js) is this site's own script.
    expect(csp).toContain("worker-src 'self';");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("add HSTS when the app is served over https", async () => {
    const headers = await headersFor("https://solace.example");
    expect(headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

describe("a screen's extra CSP sources", () => {
  it("are added to the directives named, and junk is dropped", async () => {
    vi.resetModules();
    const { applySecurityHeaders } = await import("~/services/security-headers.server");
    const csp = applySecurityHeaders(new Headers(), "n0nce", {
      formAction: ["https://www.paypal.com", "'unsafe-inline'; script-src *"],
      frameSrc: ["https://www.sandbox.paypal.com"],
    }).get("Content-Security-Policy")!;
    expect(csp).toContain("form-action 'self' https://www.paypal.com;");
    expect(csp).toContain("frame-src 'self' https://www.sandbox.paypal.com;");
    expect(csp).not.toContain("unsafe-inline'; script-src *");
    expect(csp).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic';");
    const plain = applySecurityHeaders(new Headers(), "n0nce").get("Content-Security-Policy")!;
    expect(plain).not.toContain("frame-src");
    expect(plain).toContain("form-action 'self';");
  });
});
