import Bowser from "bowser";

const UNKNOWN_DEVICE = "Unknown device";

/**
 * "Chrome on macOS", "Safari on iOS", "Firefox" or "Unknown device" from a User-Agent header.
 * Only the browser and system names are shown: versions add noise and change every month.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(ua);
  const browserName = browser.name || null;
  const osName = os.name || null;
  if (browserName && osName) return `${browserName} on ${osName}`;
  return browserName ?? osName ?? UNKNOWN_DEVICE;
}
