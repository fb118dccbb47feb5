/**
 * Shared, bounded caches of Intl formatters. Creating an `Intl.DateTimeFormat` is slow and holds
 * ICU memory outside the JavaScript heap (V8 does not count it, so the garbage collector feels no
 * pressure): a page that made one per cell (the habits' streak calendars: thousands per load)
 * grew the server to gigabytes. Every formatter comes from here instead.
 *
 * Keys include time zones, which come from people (a cookie, a preference): the caches are
 * bounded, and zones are canonicalised first so "utc", "UTC" and "Etc/UTC" share one entry.
 */

const MAX_FORMATTERS = 500;
const MAX_ZONES = 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const zones = new Map<string, string | null>();

function remember<V>(cache: Map<string, V>, max: number, key: string, value: V) {
  if (cache.size >= max) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** An en-US date/time formatter for these options, made once. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  return (
    formatters.get(key) ??
    remember(formatters, MAX_FORMATTERS, key, new Intl.DateTimeFormat("en-US", options))
  );
}

/**
 * The name Intl resolves a zone to ("America/New_York" for "america/new_york"), or null when it
 * knows no such zone. app/lib/timezone.ts turns it into the current IANA name.
 */
export function intlZoneName(value: string | null | undefined): string | null {
  if (!value || value.length > 100) return null;
  const known = zones.get(value);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  return remember(zones, MAX_ZONES, value, canonical);
}
