import * as z from "zod";
import { bodyUserId, colorScheme, optionalText, requiredText } from "~/schemas/plan-fields";

import { HABIT_FREQUENCIES } from "~/lib/streaks";

const HabitFields = z.object({
  title: requiredText(200, "Title"),
  description: optionalText(1000, "Description"),
  frequency: z
    .enum(HABIT_FREQUENCIES, { error: "Choose daily, weekly or monthly" })
    .default("daily"),
  colorScheme,
});

export const HabitSchema = HabitFields;
export const ApiHabitSchema = HabitFields.extend({ userId: bodyUserId });
export type HabitInput = z.output<typeof HabitSchema>;

/** PATCH /api/habits/{habitId}/toggle (docs/api.md#habits): done or not done today. */
export const HabitToggleSchema = z.object({
  completed: z.boolean({ error: "completed must be true or false" }),
});
