/** The admin the app creates at start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const E2E_ADMIN = {
  email: "e2e-admin@example.com",
  password: "Harbor-Lantern-5150",
} as const;

/** The PayPal REST app the PayPal fake accepts and the app is configured with (playwright.config.ts). */
export const E2E_PAYPAL = {
  clientId: "e2e-paypal-client",
  clientSecret: "e2e-paypal-secret-never-shown",
  webhookId: "WH-E2E",
} as const;
