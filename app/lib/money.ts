/**
 * Money is integer minor units of a currency (cents for USD, yen for JPY): never a float
 * (docs/decisions/013-paypal-subscriptions.md). PayPal speaks decimal strings ("9.99"); these turn
 * one into the other without ever going through a binary fraction.
 */

const digitsCache = new Map<string, number>();

/** How many minor-unit digits a currency has (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string) {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (digitsCache.size < 200) digitsCache.set(code, digits);
  }
  return digits;
}

/**
 * "9.99" USD → 999; null when the text is not a plain non-negative decimal for that currency, or
 * when its minor units would not be an exact integer (beyond 2^53).
 */
export function parseMinorUnits(value: string, currency: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? "";
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return null;
  const padded = fraction.slice(0, digits).padEnd(digits, "0");
  const minor = Number(match[1]) * 10 ** digits + (padded ? Number(padded) : 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 999 USD → "9.99": the decimal string PayPal expects. */
export function minorUnitsToDecimal(minor: number, currency: string) {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return `${minor < 0 ? "-" : ""}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** 999 USD → "$9.99", formatted by Intl from the exact decimal string. */
export function formatMoney(minor: number, currency: string, locale = "en-US") {
  const decimal = minorUnitsToDecimal(minor, currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
    }).format(decimal as unknown as number);
  } catch {
    return `${decimal} ${currency}`;
  }
}
