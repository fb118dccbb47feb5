import { describe, expect, it } from "vitest";
import { applyDocumentCaching, PRIVATE_PAGE, PUBLIC_PAGE } from "~/services/cache-control.server";

function cachingFor(page: Parameters<typeof applyDocumentCaching>[1], setCookie?: string) {
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  applyDocumentCaching(headers, page);
  return { cacheControl: headers.get("Cache-Control"), vary: headers.get("Vary") };
}

describe("document Cache-Control", () => {
  it("a public page signed out may be kept by the browser, per cookie", () => {
    expect(cachingFor({ routeId: "routes/about-us", status: 200, signedIn: false })).toEqual({
      cacheControl: PUBLIC_PAGE,
      vary: "Cookie",
    });
  });

  it("anything personal, failed or setting a cookie is never stored", () => {
    const privateOnly = { cacheControl: PRIVATE_PAGE, vary: null };
    expect(cachingFor({ routeId: "routes/_index", status: 200, signedIn: true })).toEqual(
      privateOnly,
    );
    expect(cachingFor({ routeId: "routes/_app.insights", status: 200, signedIn: false })).toEqual(
      privateOnly,
    );
    expect(cachingFor({ routeId: "routes/about-us", status: 500, signedIn: false })).toEqual(
      privateOnly,
    );
    expect(
      cachingFor({ routeId: "routes/auth", status: 200, signedIn: false }, "__toast=; Max-Age=0"),
    ).toEqual(privateOnly);
    expect(cachingFor({ routeId: undefined, status: 200, signedIn: false })).toEqual(privateOnly);
  });
});
