import { MAX_BODY_BYTES, readBodyBytes } from "~/services/request-body.server";

const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

/**
 * The submitted form, bounded in size (413 past `maxBytes`, before it is all read), or a 400 when
 * the body is not a form at all (JSON, garbage, a broken multipart stream): bad input gets a
 * clear answer, never a 500.
 */
export async function readFormData(request: Request, { maxBytes = MAX_BODY_BYTES } = {}) {
  const bytes = await readBodyBytes(request, maxBytes);
  const contentType = request.headers.get("Content-Type") ?? "";
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new Response(UNREADABLE_FORM, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
