import { dateTimeFormat } from "~/lib/intl";

/**
 * Dates of entries in the reader's own time zone, formatted on the server so the HTML and the
 * hydrated page agree.
 */

/** "Sunday, November 22, 2026 at 3:04 PM GMT+9": the entry's own page, saying which zone. */
export function formatEntryFullDateTime(date: Date, timeZone: string) {
  const day = dateTimeFormat({ dateStyle: "full", timeZone }).format(date);
  const time = dateTimeFormat({
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(date);
  return `${day} at ${time}`;
}
