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
  const match = cookieHeader?.match(/(?:^|;\s*)tz=([^;]+)/);
  const fromBrowser = match ? decodeURIComponent(match[1]!) : null;
  return isValidTimezone(fromBrowser) ? fromBrowser : "UTC";
}

/** "Nov 22, 2026, 3:04 PM" in the given zone: a row of a list (entries, support requests). */
export function formatDateTime(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

/** "Sunday, November 22, 2026" in the given zone. */
export function formatFullDate(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone }).format(date);
}
