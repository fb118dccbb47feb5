import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "~/lib/intl";
import { canonicalTimezone, resolveTimezone } from "~/lib/timezone";

describe("shared Intl formatters", () => {
  it("makes one formatter per set of options", () => {
    const options = { dateStyle: "medium", timeZone: "Europe/Paris" } as const;
    expect(dateTimeFormat(options)).toBe(dateTimeFormat({ ...options }));
    expect(dateTimeFormat(options)).not.toBe(dateTimeFormat({ dateStyle: "full" }));
  });

  it("stays bounded whatever zones people send", () => {
    // Case variants of one zone are all valid; they must not each get a cache entry downstream.
    const variants = ["america/new_york", "AMERICA/NEW_YORK", "America/new_York"];
    for (const variant of variants) expect(canonicalTimezone(variant)).toBe("America/New_York");
    expect(resolveTimezone(null, "tz=america%2Fnew_york")).toBe("America/New_York");
    for (let index = 0; index < 3000; index += 1) canonicalTimezone(`Not/A_Zone_${index}`);
    expect(canonicalTimezone("Not/A_Zone_1")).toBeNull();
    expect(canonicalTimezone("x".repeat(500))).toBeNull();
  });
});
