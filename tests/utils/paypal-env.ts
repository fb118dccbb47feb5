import { startPayPalFake } from "#tests/fakes/paypal-server";

/**
 * Import first in a test file: starts the PayPal fake and points PAYPAL_API_BASE at it before
 * anything reads the environment (app/env.server.ts parses it once). The credentials are saved
 * by each test through the admin settings, like an admin would.
 */
export const paypalFake = await startPayPalFake();
process.env.PAYPAL_API_BASE = paypalFake.url;
delete process.env.PAYPAL_CLIENT_ID;
delete process.env.PAYPAL_CLIENT_SECRET;
delete process.env.PAYPAL_WEBHOOK_ID;
delete process.env.PAYPAL_MODE;
