import * as z from "zod";
import { canonicalTimezone } from "~/lib/timezone";

const TIMEZONE_MESSAGE = "Choose a time zone from the list, such as Europe/London or UTC";

/** PATCH /api/notifications/{id}: the only change docs/api.md#one-notification allows is marking it read. */
export const NotificationStatusSchema = z.object({
  status: z.literal("read", { error: "Status can only be set to 'read'" }),
});

/** A switch: true or false, said so (a string "true" or a 1 is not one). */
const onOff = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const NotificationPreferencesSchema = z
  .object({
    journalReminders: onOff("journalReminders"),
    goalReminders: onOff("goalReminders"),
    weeklyDigest: onOff("weeklyDigest"),
    emailNotifications: onOff("emailNotifications"),
    browserNotifications: onOff("browserNotifications"),
    reminderTime: z
      .string({ error: "Reminder time must look like 09:00" })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Reminder time must look like 09:00"),
    /** Saved under its current name: "Europe/Kiev" is stored as "Europe/Kyiv". */
    timezone: z
      .string({ error: TIMEZONE_MESSAGE })
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
