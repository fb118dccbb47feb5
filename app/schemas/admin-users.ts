import * as z from "zod";
import { ACCOUNT_INTENTS, DISABLE_REASON_MAX } from "~/lib/admin-users";

/** One change to one account from /admin/users (docs/product.md#admin-users). */
export const AccountActionSchema = z.object({
  intent: z.enum(ACCOUNT_INTENTS, {
    error: "Unknown action. Please reload the page and try again.",
  }),
  userId: z.number({ error: "Unknown account" }).int().positive("Unknown account"),
  reason: z
    .string()
    .trim()
    .max(DISABLE_REASON_MAX, `The reason must be at most ${DISABLE_REASON_MAX} characters`)
    .optional(),
});
