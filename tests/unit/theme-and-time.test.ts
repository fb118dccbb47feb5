import { describe, expect, it } from "vitest";
import { parseTheme, readThemeCookie, themeClassName } from "~/lib/theme";
import { formatFullDate, resolveTimezone } from "~/lib/timezone";
import { greetingName, planLabel } from "~/lib/public-user";

describe("theme", () => {
  it("defaults to system and maps to a class on <html>", () => {
    expect(parseTheme(undefined)).toBe("system");
    expect(parseTheme("neon")).toBe("system");
    expect(readThemeCookie("a=1; theme=dark")).toBe("dark");
    expect(themeClassName("system")).toBe("theme-system");
    expect(themeClassName("light")).toBe("light");
  });
});

describe("timezone", () => {
  it("prefers the saved preference, then the browser cookie, then UTC", () => {
    expect(resolveTimezone("Europe/Paris", "tz=Asia%2FTokyo")).toBe("Europe/Paris");
    expect(resolveTimezone(null, "x=1; tz=Asia%2FTokyo")).toBe("Asia/Tokyo");
    expect(resolveTimezone("Not/AZone", "tz=Also%2FWrong")).toBe("UTC");
  });

  it("formats the full date in that zone", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(formatFullDate(instant, "UTC")).toBe("Sunday, November 22, 2026");
    expect(formatFullDate(instant, "Pacific/Auckland")).toBe("Monday, November 23, 2026");
  });
});

describe("header labels", () => {
  it("greets by display name, then name, then username", () => {
    expect(greetingName({ displayName: "Robbie", name: "Robin", username: "rob" })).toBe("Robbie");
    expect(greetingName({ displayName: null, name: "Robin", username: "rob" })).toBe("Robin");
    expect(greetingName({ displayName: null, name: "", username: "rob" })).toBe("rob");
  });

  it("labels only 'pro' as the Pro Plan", () => {
    expect(planLabel("pro")).toBe("Pro Plan");
    expect(planLabel("free")).toBe("Free Plan");
    expect(planLabel("enterprise")).toBe("Free Plan");
  });
});
