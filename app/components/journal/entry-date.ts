/**
 * Dates of entries in the reader's own time zone, formatted on the server so the HTML and the
 * hydrated page agree.
 */

/** "Nov 22, 2026, 3:04 PM": a list row. */
export function formatEntryDateTime(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

/** "Sunday, November 22, 2026 at 3:04 PM": the entry's own page. */
export function formatEntryFullDateTime(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
  }).format(date);
}
