import * as z from "zod";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

/** "reading, long walks , tea" -> ["reading", "long walks", "tea"] */
const textList = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(40, `Each of your ${label} must be at most 40 characters`))
        .max(20, `List at most 20 ${label}`),
    );

export const ProfileSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is too long"),
  displayName: optionalText(60, "Display name"),
  username: optionalText(40, "Username").pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9_.-]+$/, "Username may use letters, numbers, dots, dashes and underscores")
      .nullable(),
  ),
  firstName: optionalText(60, "First name"),
  lastName: optionalText(60, "Last name"),
  pronouns: optionalText(40, "Pronouns"),
  dateOfBirth: z
    .string()
    .optional()
    .transform((value) => value || null)
    .pipe(
      z.iso
        .date({ error: "Enter a date such as 1990-04-21" })
        // Only judge dates that parsed; a malformed one already has its message.
        .refine(
          (value) => !(Date.parse(value) > Date.now()),
          "Your date of birth cannot be in the future",
        )
        .nullable(),
    ),
  location: optionalText(100, "Location"),
  hobbies: textList("hobbies"),
  interests: textList("interests"),
  bio: optionalText(1000, "Bio"),
});

export type ProfileInput = z.infer<typeof ProfileSchema>;
