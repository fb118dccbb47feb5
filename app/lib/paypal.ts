/** PayPal's environments (docs/decisions/013-paypal-subscriptions.md). */
export const PAYPAL_MODES = ["sandbox", "live"] as const;
export type PayPalMode = (typeof PAYPAL_MODES)[number];

export const PAYPAL_MODE_LABELS: Record<PayPalMode, string> = {
  sandbox: "Sandbox (test payments)",
  live: "Live (real payments)",
};

export const PAYPAL_API_BASES: Record<PayPalMode, string> = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
};

/**
 * The origins the subscription screen's Content-Security-Policy opens to PayPal: its checkout
 * pages (the approve link a form redirects to) and the JavaScript SDK with its frames.
 */
export const PAYPAL_WEB_ORIGINS = [
  "https://www.paypal.com",
  "https://www.sandbox.paypal.com",
  "https://*.paypal.com",
  "https://*.paypalobjects.com",
];
