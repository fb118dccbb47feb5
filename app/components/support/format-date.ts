import { dateTimeFormat } from "~/lib/intl";

/** "Nov 22, 2026, 3:04 PM" in the reader's zone; formatted on the server so hydration matches. */
export function formatSupportDate(date: Date, timeZone: string) {
  return dateTimeFormat({
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}
