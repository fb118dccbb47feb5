import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

const BASE = "http://x";

describe("safeRedirect", () => {
  it.each([
    ["/journal", "/journal"],
    ["/journal?date=2026-11-22#top", "/journal?date=2026-11-22#top"],
    ["/", "/"],
    ["/./journal", "/journal"],
    ["/a/../journal", "/journal"],
  ])("keeps the local path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "https://evil.example/x",
    "http:/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "journal",
    "/\tevil",
    "/.//evil.example",
    "/./\\evil",
    "/%2F/evil",
    "/%2f%2fevil",
    "/%5Cevil",
    "/\\evil",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.\t//evil.example",
    "/a/..//evil.example",
    "/..//evil.example",
    "",
    null,
    undefined,
  ])("refuses %s", (input) => {
    expect(safeRedirect(input, "/home")).toBe("/home");
  });

  const pieces = fc.constantFrom(
    "/",
    "\\",
    ".",
    "..",
    "%2F",
    "%2f",
    "%5C",
    "\t",
    "\n",
    "\r",
    " ",
    "evil.example",
    "http:",
    "@",
    "?",
    "#",
    "%",
    "a",
    ":",
  );
  const tricky = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(""));

  it("never returns anything that leaves the site, whatever it is given", () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath()), (input) => {
        const result = safeRedirect(input, "/fallback");
        if (result === "/fallback") return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.startsWith("/\\")).toBe(false);
        const url = new URL(result, BASE);
        expect(url.origin).toBe(BASE);
        // The answer is already normalised: reading it again changes nothing.
        expect(url.pathname + url.search + url.hash).toBe(result);
        expect(safeRedirect(result, "/fallback")).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });
});
