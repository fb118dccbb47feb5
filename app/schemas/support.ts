import * as z from "zod";

/** The stored status values of a support request (SPEC §3), in the order they usually move. */
export const SUPPORT_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What the person who asked sees. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  new: "Received",
  in_progress: "In progress",
  resolved: "Resolved",
  closed: "Closed",
};

/** What the support team sees and chooses from. */
export const SUPPORT_STATUS_ADMIN_LABELS: Record<SupportStatus, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
  closed: "Closed",
};

export function isSupportStatus(value: unknown): value is SupportStatus {
  return typeof value === "string" && (SUPPORT_STATUSES as readonly string[]).includes(value);
}

/** The attachment types accepted, each with the extension its stored copy gets. */
export const SUPPORT_ATTACHMENT_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "application/pdf": "pdf",
  "text/plain": "txt",
} as const;
export type SupportAttachmentType = keyof typeof SUPPORT_ATTACHMENT_TYPES;
export type SupportAttachmentKind = (typeof SUPPORT_ATTACHMENT_TYPES)[SupportAttachmentType];

export const SUPPORT_ATTACHMENT_MAX_BYTES = 5_000_000;
export const ATTACHMENT_TOO_LARGE_MESSAGE = "The attachment must be 5 MB or smaller";
export const ATTACHMENT_TYPE_MESSAGE =
  "The attachment must be a PNG, JPEG or GIF image, a PDF or a plain text file";

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

export type SupportRequestInput = z.infer<typeof SupportRequestSchema>;
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

export type SupportUpdateInput = z.infer<typeof SupportUpdateSchema>;
