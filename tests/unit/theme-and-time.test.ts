import { describe, expect, it } from "vitest";
import { parseTheme, readThemeCookie, themeClassName } from "~/lib/theme";
import { deviceName } from "~/lib/device-name";
import { canonicalTimezone, formatFullDate, resolveTimezone, timezoneLabel } from "~/lib/timezone";
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

describe("time zone names", () => {
  it("answers the current IANA name for old, aliased and loosely typed names", () => {
    expect(canonicalTimezone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(canonicalTimezone("Europe/Kyiv")).toBe("Europe/Kyiv");
    expect(canonicalTimezone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalTimezone("US/Eastern")).toBe("America/New_York");
    expect(canonicalTimezone(" america/new york ")).toBe("America/New_York");
    expect(canonicalTimezone("Etc/UTC")).toBe("UTC");
    expect(canonicalTimezone("GMT")).toBe("UTC");
    expect(canonicalTimezone("Nowhere/Land")).toBeNull();
    expect(canonicalTimezone("")).toBeNull();
    expect(resolveTimezone("Europe/Kiev", null)).toBe("Europe/Kyiv");
    expect(resolveTimezone(null, "tz=%E0%A4%A")).toBe("UTC");
  });

  it("labels a zone with its offset at a given instant", () => {
    const winter = new Date("2026-01-15T12:00:00Z");
    const summer = new Date("2026-07-15T12:00:00Z");
    expect(timezoneLabel("Europe/Kyiv", winter)).toBe("Europe/Kyiv (UTC+02:00)");
    expect(timezoneLabel("Europe/Kyiv", summer)).toBe("Europe/Kyiv (UTC+03:00)");
    expect(timezoneLabel("America/St_Johns", winter)).toBe("America/St Johns (UTC-03:30)");
    expect(timezoneLabel("UTC", winter)).toBe("UTC (UTC+00:00)");
  });
});

describe("device names", () => {
  it("names the browser and system, or says Unknown device", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
      ),
    ).toBe("Firefox on Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(deviceName(null)).toBe("Unknown device");
    expect(deviceName("   ")).toBe("Unknown device");
    expect(deviceName("curl/8.0")).toBe("Unknown device");
  });
});
