import * as z from "zod";
import {
  canonicalCommunityName,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  POST_MAX_LENGTH,
  REACTIONS,
  REPORT_REASON_KEYS,
} from "~/lib/community";

/**
 * Line breaks as "\n", and without control characters (other than tab and line break) or the
 * direction overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069): those can show a
 * text reversed ("\u202Eeid" reads "die"), past the filter and a moderator's reading alike.
 */
const normalisePostText = (value: string) =>
  value.replace(/\r\n?/g, "\n").replace(/[\u202a-\u202e\u2066-\u2069]|[^\P{Cc}\n\t]/gu, "");

/** Something a reader can see: not only spaces and invisible characters (zero-width, direction marks). */
const hasVisibleText = (value: string) => /[^\s\p{Cc}\p{Cf}]/u.test(value);

export const CommunityNameSchema = z.object({
  communityName: z
    .string({ error: "Choose a community name" })
    .overwrite(canonicalCommunityName)
    .trim()
    .min(NAME_MIN_LENGTH, `Use at least ${NAME_MIN_LENGTH} characters`)
    .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters`)
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u,
      "Use letters, numbers, spaces, dots, dashes or underscores, starting with a letter or number",
    ),
  showDisplayName: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

export const PostBodySchema = z.object({
  body: z
    .string({ error: "Write something first" })
    .overwrite(normalisePostText)
    .trim()
    .min(1, "Write something first")
    .refine(hasVisibleText, "Write something first")
    .max(POST_MAX_LENGTH, `Keep it under ${POST_MAX_LENGTH} characters`),
});

export const ReactionSchema = z.object({ kind: z.enum(REACTIONS) });

export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASON_KEYS as [string, ...string[]], { error: "Choose a reason" }),
});
