import { readCookie } from "~/lib/cookies";

export const TIMEZONE_COOKIE = "tz";

export function isValidTimezone(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The person's preference, else the browser's (cookie), else UTC. */
export function resolveTimezone(preference: string | null, cookieHeader: string | null) {
  if (isValidTimezone(preference)) return preference;
  const fromBrowser = readCookie(cookieHeader, TIMEZONE_COOKIE);
  return isValidTimezone(fromBrowser) ? fromBrowser : "UTC";
}

/** "Sunday, November 22, 2026" in the given zone. */
export function formatFullDate(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone }).format(date);
}
