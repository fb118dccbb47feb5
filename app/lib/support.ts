/**
 * Plain constants of support requests (docs/product.md#data-model), free of zod so screens can import them without
 * shipping the schemas to the browser. app/schemas/support.ts validates with them.
 */

/** The stored status values of a support request (docs/product.md#data-model), in the order they usually move. */
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
