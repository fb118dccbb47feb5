/** The admin the app creates at start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const E2E_ADMIN = {
  email: "e2e-admin@example.com",
  password: "Harbor-Lantern-5150",
} as const;
