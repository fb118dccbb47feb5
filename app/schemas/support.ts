import * as z from "zod";
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_STATUSES,
  type SupportAttachmentType,
} from "~/lib/support";

export {
  SUPPORT_ATTACHMENT_TYPES,
  type SupportAttachmentKind,
  type SupportAttachmentType,
  type SupportStatus,
} from "~/lib/support";

/** Browsers send a textarea's line breaks as CRLF; count them as one character, as people see them. */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

export const SupportRequestSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(150, "Subject must be at most 150 characters"),
  message: z
    .string({ error: "Message is required" })
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
  attachment: z
    .file()
    .min(1, "The attachment is empty")
    .max(SUPPORT_ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE)
    .mime(Object.keys(SUPPORT_ATTACHMENT_TYPES) as SupportAttachmentType[], ATTACHMENT_TYPE_MESSAGE)
    .optional(),
});

export type SupportRequestFields = z.input<typeof SupportRequestSchema>;

export const SupportUpdateSchema = z.object({
  intent: z.literal("update", { error: "Unknown action. Please reload the page and try again." }),
  id: z.number({ error: "Unknown request" }).int().positive(),
  status: z.enum(SUPPORT_STATUSES, { error: "Choose one of the statuses" }),
  notes: z
    .string()
    .overwrite(normaliseLineBreaks)
    .trim()
    .max(5000, "Notes must be at most 5000 characters")
    .optional()
    .transform((value) => value || null),
  /** Which submit button was pressed: "Assign to me", "Unassign", or neither (Save). */
  assign: z.enum(["me", "none"]).optional(),
});

export const SupportReplySchema = z.object({
  intent: z.literal("reply", { error: "Unknown action. Please reload the page and try again." }),
  id: z.number({ error: "Unknown request" }).int().positive(),
  reply: z
    .string({ error: "Write a reply first" })
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(1, "Write a reply first")
    .max(5000, "A reply must be at most 5000 characters"),
});
