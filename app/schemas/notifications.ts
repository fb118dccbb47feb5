import * as z from "zod";
import { canonicalTimezone } from "~/lib/timezone";

const TIMEZONE_MESSAGE = "Choose a time zone from the list, such as Europe/London or UTC";

/** PATCH /api/notifications/{id}: the only change docs/api.md#one-notification allows is marking it read. */
export const NotificationStatusSchema = z.object({
  status: z.literal("read", { error: "Status can only be set to 'read'" }),
});

export const NotificationPreferencesSchema = z
  .object({
    journalReminders: z.boolean(),
    goalReminders: z.boolean(),
    weeklyDigest: z.boolean(),
    emailNotifications: z.boolean(),
    browserNotifications: z.boolean(),
    reminderTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Reminder time must look like 09:00"),
    /** Saved under its current name: "Europe/Kiev" is stored as "Europe/Kyiv". */
    timezone: z
      .string()
      .transform((value, ctx) => {
        const canonical = canonicalTimezone(value);
        if (canonical) return canonical;
        ctx.addIssue({ code: "custom", message: TIMEZONE_MESSAGE });
        return z.NEVER;
      })
      .nullable(),
  })
  .partial();

export type NotificationPreferencesPatch = z.infer<typeof NotificationPreferencesSchema>;

/** The bell's forms: one intent per button. */
export const NotificationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("clear") }),
]);
