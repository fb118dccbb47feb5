import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/journal", "/journal"],
    ["/journal?date=2026-11-22#top", "/journal?date=2026-11-22#top"],
    ["/", "/"],
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
    "",
    null,
    undefined,
  ])("refuses %s", (input) => {
    expect(safeRedirect(input, "/home")).toBe("/home");
  });
});
