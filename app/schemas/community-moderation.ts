import * as z from "zod";
import {
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_NAME_MAX,
  CIRCLE_SLUG_MAX,
  CIRCLE_SLUG_PATTERN,
  MODERATION_NOTE_MAX,
  REMOVAL_REASONS,
  slugFromName,
  SUSPENSION_PERIODS,
} from "~/lib/community-moderation";

/** The moderator's forms on /admin/community (docs/product.md#community-moderation). */

const postId = z.number({ error: "Unknown post" }).int().positive("Unknown post");
const circleId = z.number({ error: "Unknown circle" }).int().positive("Unknown circle");

/**
 * `seen`: the version of the text the moderator read (the post's last edit in ms, 0 when never
 * edited). When given and the author edited since, the approval is refused: an edit of a held post
 * is not screened again, so only the text a moderator read may be published.
 */
export const ApprovePostSchema = z.object({
  intent: z.literal("approve"),
  postId,
  seen: z.number({ error: "Unknown version" }).int().nonnegative("Unknown version").optional(),
});

export const RemovePostSchema = z
  .object({
    intent: z.literal("remove"),
    postId,
    reason: z.enum(REMOVAL_REASONS, { error: "Choose a reason" }),
    note: z
      .string()
      .trim()
      .max(MODERATION_NOTE_MAX, `The note must be at most ${MODERATION_NOTE_MAX} characters`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: "Write the reason for the author" });
    }
  });

export const SuspendAuthorSchema = z.object({
  intent: z.literal("suspend"),
  postId,
  period: z.enum(SUSPENSION_PERIODS, { error: "Choose how long" }),
  reason: z
    .string({ error: "Write a reason for the author" })
    .trim()
    .min(1, "Write a reason for the author")
    .max(MODERATION_NOTE_MAX, `The reason must be at most ${MODERATION_NOTE_MAX} characters`),
});

export const LiftSuspensionSchema = z.object({
  intent: z.literal("unsuspend"),
  name: z.string({ error: "Unknown member" }).trim().min(1, "Unknown member").max(100),
});

const circleName = z
  .string({ error: "Enter a name" })
  .trim()
  .min(2, "The name must be at least 2 characters")
  .max(CIRCLE_NAME_MAX, `The name must be at most ${CIRCLE_NAME_MAX} characters`);
const circleDescription = z
  .string({ error: "Enter a description" })
  .trim()
  .min(1, "Enter a description")
  .max(
    CIRCLE_DESCRIPTION_MAX,
    `The description must be at most ${CIRCLE_DESCRIPTION_MAX} characters`,
  );

/** A blank address is made from the name. */
export const CreateCircleSchema = z
  .object({
    intent: z.literal("create"),
    name: circleName,
    slug: z.string().trim().toLowerCase().optional(),
    description: circleDescription,
  })
  .superRefine((value, ctx) => {
    const slug = value.slug || slugFromName(value.name);
    if (!slug) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Enter an address with letters or digits",
      });
    } else if (slug.length > CIRCLE_SLUG_MAX || !CIRCLE_SLUG_PATTERN.test(slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: `Use up to ${CIRCLE_SLUG_MAX} lower-case letters, digits and single hyphens, like "work-stress"`,
      });
    }
  })
  .transform((value) => ({ ...value, slug: value.slug || slugFromName(value.name) }));

export const UpdateCircleSchema = z.object({
  intent: z.literal("update"),
  circleId,
  name: circleName,
  description: circleDescription,
});

export const CircleChangeSchema = z.object({
  intent: z.enum(["move-up", "move-down", "archive", "unarchive"], {
    error: "Unknown action. Please reload the page and try again.",
  }),
  circleId,
});
