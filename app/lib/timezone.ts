import { readCookie } from "~/lib/cookies";
import { canonicalTimezone, dateTimeFormat } from "~/lib/intl";

export const TIMEZONE_COOKIE = "tz";

export function isValidTimezone(value: string | null | undefined): value is string {
  return canonicalTimezone(value) !== null;
}

/** The person's preference, else the browser's (cookie), else UTC. */
export function resolveTimezone(preference: string | null, cookieHeader: string | null) {
  return (
    canonicalTimezone(preference) ??
    canonicalTimezone(readCookie(cookieHeader, TIMEZONE_COOKIE)) ??
    "UTC"
  );
}

/** "Sunday, November 22, 2026" in the given zone. */
export function formatFullDate(date: Date, timeZone: string) {
  return dateTimeFormat({ dateStyle: "full", timeZone }).format(date);
}
