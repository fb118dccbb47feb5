import * as z from "zod";

/** docs/product.md#validation: a mood rating is an integer from 1 to 5. */
export const RATING_MESSAGE = "Mood rating must be a whole number from 1 (Sad) to 5 (Great)";
export const MOOD_DATE_MESSAGE = "Mood date must be a date-time such as 2026-11-22T09:30:00Z";
export const FUTURE_MOOD_MESSAGE = "Mood date cannot be in the future";

/** A few minutes of leeway for a device clock that runs a little fast. */
const CLOCK_SKEW_MS = 5 * 60_000;

const rating = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE);

/** POST /api/moods (docs/api.md#moods): userId, rating, date (a date-time string). */
export const MoodApiSchema = z.object({
  userId: z.number({ error: "userId must be your user id" }).int().positive(),
  rating,
  date: z
    .string({ error: MOOD_DATE_MESSAGE })
    .pipe(z.iso.datetime({ offset: true, error: MOOD_DATE_MESSAGE }))
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() <= Date.now() + CLOCK_SKEW_MS, FUTURE_MOOD_MESSAGE),
});

/** The dashboard's mood buttons: today's mood, posted to /resources/mood. */
export const MoodFormSchema = z.object({
  intent: z.literal("record-mood"),
  rating: z.coerce.number({ error: RATING_MESSAGE }).pipe(rating),
  redirectTo: z.string().optional(),
});
