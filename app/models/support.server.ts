import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db } from "#db/client";
import { supportReplies, supportRequests, users } from "#db/schema";
import { dataDir } from "~/env.server";
import { FOLLOW_UP_WAIT_MS, settleWithin } from "~/lib/settle-within";
import { getUserById } from "~/models/users.server";
import { announceSupportReply } from "~/services/notifications/events.server";
import { decodeUploadedFileName } from "~/services/multipart.server";
import {
  SUPPORT_ATTACHMENT_TYPES,
  type SupportAttachmentKind,
  type SupportStatus,
} from "~/schemas/support";

export const SUPPORT_PAGE_SIZE = 20;
/** How many of their own requests a person sees under the form. */
const OWN_REQUESTS_LIMIT = 50;

const UPLOADS_FOLDER = "support-uploads";
/** Stored paths are ours alone: a random name and the extension of the checked kind. */
const STORED_PATH = /^support-uploads\/[a-f0-9]{32}\.(png|jpg|gif|pdf|txt)$/;

/** The Content-Type an attachment is served with, chosen by its stored kind, never by the upload. */
const SERVED_CONTENT_TYPES: Record<SupportAttachmentKind, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
};

/** Extensions a person's file name may keep for each kind; any other gets the kind's added. */
const NAME_EXTENSIONS: Record<SupportAttachmentKind, string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg"],
  gif: ["gif"],
  pdf: ["pdf"],
  txt: ["txt", "text", "log"],
};

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Control characters other than tab, line breaks, form feed and escape: not a text file. */
// eslint-disable-next-line no-control-regex
const BINARY_TEXT = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/;

function looksLike(kind: SupportAttachmentKind, bytes: Uint8Array) {
  switch (kind) {
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "pdf":
      return startsWith(bytes, ascii("%PDF-"));
    case "txt":
      try {
        return !BINARY_TEXT.test(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      } catch {
        return false;
      }
  }
}

/**
 * A person's file name made safe to show and to put in a download header: no folders, no
 * control or quoting characters, no leading dots, at most 100 characters, and an extension that
 * matches what the file really is. "=" and ";" stay (the download header encodes them).
 */
export function sanitiseAttachmentName(original: string, kind: SupportAttachmentKind) {
  const base = decodeUploadedFileName(original).split(/[/\\]/).pop() ?? "";
  const name = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()=;-]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .trim();
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const keepsExtension = NAME_EXTENSIONS[kind].includes(extension);
  const stem = (keepsExtension ? name.slice(0, dot) : name).slice(0, 90).trim() || "attachment";
  return `${stem}.${keepsExtension ? extension : kind}`;
}

export type PreparedAttachment = {
  kind: SupportAttachmentKind;
  name: string;
  bytes: Uint8Array;
};

/**
 * Reads an uploaded file and checks that its bytes are what its declared type says (the type a
 * browser sends is only a guess from the extension). Null when it is not an accepted kind.
 */
export async function prepareAttachment(file: File): Promise<PreparedAttachment | null> {
  const kind = SUPPORT_ATTACHMENT_TYPES[file.type as keyof typeof SUPPORT_ATTACHMENT_TYPES];
  if (!kind) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0 || !looksLike(kind, bytes)) return null;
  return { kind, name: sanitiseAttachmentName(file.name, kind), bytes };
}

function uploadsDir() {
  return path.join(dataDir(), UPLOADS_FOLDER);
}

async function storeAttachment(attachment: PreparedAttachment) {
  await fs.promises.mkdir(uploadsDir(), { recursive: true, mode: 0o700 });
  const relative = `${UPLOADS_FOLDER}/${crypto.randomBytes(16).toString("hex")}.${attachment.kind}`;
  await fs.promises.writeFile(path.join(dataDir(), relative), attachment.bytes, {
    mode: 0o600,
    flag: "wx",
  });
  return relative;
}

export type NewSupportRequest = {
  userId: number;
  username: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  attachment?: PreparedAttachment;
};

/** Stores the request; its attachment, if any, is written first and removed again if the row fails. */
export async function createSupportRequest(input: NewSupportRequest) {
  const { attachment, ...fields } = input;
  const attachmentPath = attachment ? await storeAttachment(attachment) : null;
  try {
    return db()
      .insert(supportRequests)
      .values({
        ...fields,
        hasAttachment: Boolean(attachment),
        attachmentName: attachment?.name ?? null,
        attachmentPath,
      })
      .returning({ id: supportRequests.id })
      .get();
  } catch (error) {
    if (attachmentPath) await fs.promises.rm(path.join(dataDir(), attachmentPath), { force: true });
    throw error;
  }
}

/** The person's own requests, newest first. */
export function listSupportRequestsForUser(userId: number, limit = OWN_REQUESTS_LIMIT) {
  return db()
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      status: supportRequests.status,
      hasAttachment: supportRequests.hasAttachment,
      attachmentName: supportRequests.attachmentName,
      createdAt: supportRequests.createdAt,
    })
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit)
    .all();
}

/** The replies to these requests, oldest first, grouped by request id. */
export function listSupportReplies(requestIds: number[]) {
  const byRequest = new Map<number, Array<{ id: number; message: string; createdAt: Date }>>();
  if (requestIds.length === 0) return byRequest;
  const rows = db()
    .select({
      id: supportReplies.id,
      requestId: supportReplies.requestId,
      message: supportReplies.message,
      createdAt: supportReplies.createdAt,
    })
    .from(supportReplies)
    .where(inArray(supportReplies.requestId, requestIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id))
    .all();
  for (const { requestId, ...reply } of rows) {
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), reply]);
  }
  return byRequest;
}

/**
 * An admin answers a request: the reply is stored with who wrote it, a "new" request moves to
 * "in progress", and the person who asked gets a notification in their bell and, when their email
 * notifications are on, an email (app/services/notifications/events.server.ts). Undefined when
 * there is no request with this id.
 */
export async function replyToSupportRequest(input: {
  requestId: number;
  adminId: number;
  message: string;
}) {
  const request = db().transaction((tx) => {
    const found = tx
      .select({
        id: supportRequests.id,
        userId: supportRequests.userId,
        subject: supportRequests.subject,
        status: supportRequests.status,
      })
      .from(supportRequests)
      .where(eq(supportRequests.id, input.requestId))
      .get();
    if (!found) return undefined;
    const reply = tx
      .insert(supportReplies)
      .values({ requestId: found.id, authorId: input.adminId, message: input.message })
      .returning({ id: supportReplies.id })
      .get();
    tx.update(supportRequests)
      .set({ status: found.status === "new" ? "in_progress" : found.status, updatedAt: new Date() })
      .where(eq(supportRequests.id, found.id))
      .run();
    return { ...found, replyId: reply.id };
  });
  if (!request) return undefined;
  const person = request.userId === null ? undefined : getUserById(request.userId);
  if (person) {
    // The bell row is written before notify's first await; a slow or failing mail server only
    // delays or loses the email (the reply is saved either way).
    await settleWithin(
      announceSupportReply({
        userId: person.id,
        requestId: request.id,
        replyId: request.replyId,
        subject: request.subject,
        reply: input.message,
      }),
      FOLLOW_UP_WAIT_MS,
      "support reply notification",
    );
  }
  return { id: request.id };
}

const assignee = alias(users, "assignee");

/** Every request for the support team, newest first, one page at a time, optionally by status. */
export function listSupportRequests({
  status,
  page = 1,
}: {
  status?: SupportStatus | null;
  page?: number;
}) {
  const where = status ? eq(supportRequests.status, status) : undefined;
  const total =
    db().select({ value: count() }).from(supportRequests).where(where).get()?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUPPORT_PAGE_SIZE));
  const current = Math.max(1, Math.floor(page));
  const requests = db()
    .select({
      id: supportRequests.id,
      userId: supportRequests.userId,
      name: supportRequests.name,
      username: supportRequests.username,
      email: supportRequests.email,
      subject: supportRequests.subject,
      message: supportRequests.message,
      hasAttachment: supportRequests.hasAttachment,
      attachmentName: supportRequests.attachmentName,
      status: supportRequests.status,
      assignedTo: supportRequests.assignedTo,
      assigneeName: assignee.name,
      assigneeDisplayName: assignee.displayName,
      notes: supportRequests.notes,
      createdAt: supportRequests.createdAt,
      updatedAt: supportRequests.updatedAt,
    })
    .from(supportRequests)
    .leftJoin(assignee, eq(assignee.id, supportRequests.assignedTo))
    .where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(SUPPORT_PAGE_SIZE)
    .offset((current - 1) * SUPPORT_PAGE_SIZE)
    .all();
  return { requests, total, page: current, pageCount };
}

export function getSupportRequest(id: number) {
  return db().select().from(supportRequests).where(eq(supportRequests.id, id)).get();
}

export type SupportRequestPatch = {
  status?: SupportStatus;
  notes?: string | null;
  assignedTo?: number | null;
};

/** Returns the updated request, or undefined when there is no request with this id. */
export function updateSupportRequest(id: number, patch: SupportRequestPatch) {
  return db()
    .update(supportRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(supportRequests.id, id))
    .returning({ id: supportRequests.id })
    .get();
}

/**
 * Where a request's attachment is on disk, with the name and type to serve it under; null when
 * it has none, or its stored path is not one this module wrote.
 */
export function supportAttachmentFile(
  request: Pick<typeof supportRequests.$inferSelect, "attachmentPath" | "attachmentName">,
) {
  const stored = request.attachmentPath;
  const match = stored ? STORED_PATH.exec(stored) : null;
  if (!stored || !match) return null;
  const kind = match[1] as SupportAttachmentKind;
  return {
    filePath: path.join(dataDir(), stored),
    contentType: SERVED_CONTENT_TYPES[kind],
    fileName: sanitiseAttachmentName(request.attachmentName ?? "", kind),
  };
}

/**
 * Removes uploaded files no support request points to any more: the rows go with a deleted
 * account (cascade) or with the two-year retention purge, and their files must follow.
 */
export async function sweepOrphanedAttachments() {
  let names: string[];
  try {
    names = await fs.promises.readdir(uploadsDir());
  } catch {
    return 0;
  }
  const referenced = new Set(
    db()
      .select({ path: supportRequests.attachmentPath })
      .from(supportRequests)
      .where(isNotNull(supportRequests.attachmentPath))
      .all()
      .map((row) => row.path),
  );
  let removed = 0;
  for (const name of names) {
    const relative = `${UPLOADS_FOLDER}/${name}`;
    if (STORED_PATH.test(relative) && !referenced.has(relative)) {
      await fs.promises.rm(path.join(uploadsDir(), name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
