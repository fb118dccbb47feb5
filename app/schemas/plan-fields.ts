import * as z from "zod";
import { COLOR_SCHEMES } from "~/lib/plans";

/** Field rules shared by the goal, task and habit schemas (forms and JSON API alike). */

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A day from a date input (2026-05-01, read in the person's time zone) or a datetime string with
 * an offset (the JSON API, docs/product.md#validation). Missing, null or an empty string (a cleared date input, or
 * `""` in JSON) means no date.
 */
export const optionalDate = (label: string) =>
  z
    .union([z.literal(""), z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${label} must be a date such as 2026-05-01 or a datetime such as 2026-05-01T09:00:00Z`,
    })
    .nullish()
    .transform((value) => value || null);

export const colorScheme = z
  .number({ error: "Choose colour scheme 1, 2, 3 or 4" })
  .int("Choose colour scheme 1, 2, 3 or 4")
  .refine((value) => (COLOR_SCHEMES as readonly number[]).includes(value), {
    error: "Choose colour scheme 1, 2, 3 or 4",
  })
  .default(1);

/** docs/api.md#conventions writes may name the userId; it must be the session user's (checked by the route). */
export const bodyUserId = z.number({ error: "userId must be a number" }).int().optional();

/** Compares a date-only or datetime value by the instant it starts. */
export function isNotBefore(later: string | null, earlier: string | null) {
  if (!later || !earlier) return true;
  return Date.parse(later) >= Date.parse(earlier.slice(0, 10));
}
