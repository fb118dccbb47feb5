import * as z from "zod";
import { PAYPAL_MODES } from "~/lib/paypal";

const credential = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `The ${label} is too long`)
    .regex(/^[\w.-]*$/, `The ${label} may use letters, digits and . - _ only`)
    .optional();

const fields = {
  clientId: credential("client id"),
  /** Write-only: blank keeps the saved secret. */
  clientSecret: credential("client secret"),
  removeSecret: z.boolean().optional(),
  mode: z.enum(PAYPAL_MODES, { error: "Choose sandbox or live" }),
  webhookId: credential("webhook id"),
};

/**
 * /admin/paypal: "save" stores the settings, "test" gets a token with the form's values,
 * "sync" makes the PayPal product and billing plan of every paid plan that has none.
 */
export const PayPalSettingsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...fields }),
  z.object({ intent: z.literal("test"), ...fields }),
  z.object({ intent: z.literal("sync") }),
]);
