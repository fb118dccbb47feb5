import { readCookie } from "~/lib/cookies";
import { dateTimeFormat, intlZoneName } from "~/lib/intl";

/** Set by the inline script in app/lib/theme.ts from the browser's own zone. */
const TIMEZONE_COOKIE = "tz";

/**
 * Zones that ICU (and so Intl in Node 20) still reports under a name IANA has since replaced.
 * This is not zone data: offsets and rules all come from Intl; it only renames, and Intl accepts
 * both spellings. Runtimes with newer ICU already answer with the new name.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

const UTC_ALIASES = new Set([
  "UTC",
  "Etc/UTC",
  "Etc/UCT",
  "UCT",
  "GMT",
  "Etc/GMT",
  "Etc/Universal",
  "Etc/Zulu",
  "Universal",
  "Zulu",
  "Etc/Greenwich",
  "Greenwich",
  "GMT0",
  "Etc/GMT0",
  "Etc/GMT+0",
  "Etc/GMT-0",
]);

/**
 * The current IANA name of a zone ("Europe/Kiev" -> "Europe/Kyiv", "US/Eastern" ->
 * "America/New_York", "Etc/UTC" -> "UTC"), or null when Intl does not know it. Spaces may stand
 * for underscores and case does not matter ("america/new york").
 */
export function canonicalTimezone(value: string | null | undefined): string | null {
  const name = value?.trim().replace(/\s+/g, "_");
  if (!name || name.length > 64) return null;
  const resolved = intlZoneName(name);
  if (!resolved) return null;
  if (UTC_ALIASES.has(resolved)) return "UTC";
  return RENAMED_ZONES[resolved] ?? resolved;
}

/** The zone the browser reported (the `tz` cookie), by its current name; null when unknown. */
export function browserTimezone(cookieHeader: string | null) {
  return canonicalTimezone(readCookie(cookieHeader, TIMEZONE_COOKIE));
}

/** The person's preference, else the browser's (cookie), else UTC; always the current name. */
export function resolveTimezone(preference: string | null, cookieHeader: string | null) {
  return canonicalTimezone(preference) ?? browserTimezone(cookieHeader) ?? "UTC";
}

/** "UTC+02:00", "UTC-03:30" or "UTC+00:00": the zone's offset at `at`. */
function utcOffsetLabel(timeZone: string, at = new Date()) {
  const part = dateTimeFormat({ timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = part?.replace(/^GMT/, "") || "+00:00";
  return `UTC${offset}`;
}

/** "Europe/Kyiv (UTC+02:00)", "America/New York (UTC-05:00)". */
export function timezoneLabel(timeZone: string, at = new Date()) {
  return `${timeZone.replaceAll("_", " ")} (${utcOffsetLabel(timeZone, at)})`;
}

export type TimezoneOption = { value: string; label: string };

let cached: { hour: number; options: TimezoneOption[] } | null = null;

/**
 * Every zone Intl knows, under its current name, UTC first, then sorted by name. Building it
 * takes a few hundred milliseconds, so it is kept for the hour (offsets change with DST).
 */
export function timezoneOptions(at = new Date()): TimezoneOption[] {
  const hour = Math.floor(at.getTime() / 3_600_000);
  if (cached?.hour !== hour) cached = { hour, options: buildTimezoneOptions(at) };
  return cached.options;
}

function buildTimezoneOptions(at: Date): TimezoneOption[] {
  const names = new Set<string>();
  for (const zone of Intl.supportedValuesOf("timeZone")) {
    const canonical = canonicalTimezone(zone);
    if (canonical && canonical !== "UTC") names.add(canonical);
  }
  return [
    { value: "UTC", label: timezoneLabel("UTC", at) },
    ...[...names]
      .sort((a, b) => a.localeCompare(b))
      .map((value) => ({ value, label: timezoneLabel(value, at) })),
  ];
}

/** "Sunday, November 22, 2026" in the given zone. */
export function formatFullDate(date: Date, timeZone: string) {
  return dateTimeFormat({ dateStyle: "full", timeZone }).format(date);
}

/** "Nov 22, 2026, 3:04 PM" in the given zone (the caller says which zone it is). */
export function formatDateTime(date: Date, timeZone: string) {
  return dateTimeFormat({ dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}
