import fs from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { getSupportRequest, supportAttachmentFile } from "~/models/support.server";
import { requireUser } from "~/services/auth.server";
import { replayOnPrimary } from "~/services/primary.server";
import { applySecurityHeaders } from "~/services/security-headers.server";

const NOT_FOUND = "Attachment not found";

/**
 * `attachment; filename="…"` with a plain ASCII stand-in (letters, digits, space, ._()- only),
 * and the exact name in RFC 5987 form (`filename*=UTF-8''…`) whenever the two differ, so names
 * with "=", ";", quotes or accents reach the person intact.
 */
function contentDisposition(fileName: string) {
  const fallback = fileName.replace(/[^A-Za-z0-9 ._()-]/g, "_");
  const header = `attachment; filename="${fallback}"`;
  if (fallback === fileName) return header;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${header}; filename*=UTF-8''${encoded}`;
}

/** Downloads a support request's attachment, for admins and for the person who sent it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = Number(params.id);
  const found = Number.isSafeInteger(id) && id > 0 ? getSupportRequest(id) : undefined;
  if (!found || !found.hasAttachment) throw new Response(NOT_FOUND, { status: 404 });
  if (!user.isAdmin && found.userId !== user.id) {
    throw new Response("You do not have permission to download this file.", { status: 403 });
  }
  const file = supportAttachmentFile(found);
  const size = file
    ? await fs.promises.stat(file.filePath).then(
        (s) => s.size,
        () => null,
      )
    : null;
  if (!file || size === null) {
    // Uploads live on the primary's volume only: a replica hands the download to the primary.
    if (file) {
      const replay = replayOnPrimary();
      if (replay) throw replay;
    }
    throw new Response(NOT_FOUND, { status: 404 });
  }

  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Length", String(size));
  headers.set("Content-Disposition", contentDisposition(file.fileName));
  // Even if a browser were to render it, the file gets no scripts, styles or same-origin rights.
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Cache-Control", "private, no-store");
  const body = createReadableStreamFromReadable(fs.createReadStream(file.filePath));
  return new Response(body, { headers });
}
