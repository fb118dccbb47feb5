/**
 * The one place that reads request bodies. Every form and JSON read goes through here so no
 * route can buffer an unbounded body: a declared `Content-Length` over the limit is refused before
 * a byte is read, and a body without one (chunked) is counted while it streams and refused as soon
 * as it passes the limit. `tests/unit/body-reads.test.ts` fails when a route reads a body itself.
 */

import { SUPPORT_ATTACHMENT_MAX_BYTES } from "~/lib/support";

/** Forms and JSON: far above the largest valid submission (a 20,000-character entry plus its transcript). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The support form with its attachment. Twice the attachment limit so a file somewhat over it
 * still gets the form's own "too large" message (the parser stops reading it at the limit).
 */
export const SUPPORT_FORM_MAX_BYTES = 2 * SUPPORT_ATTACHMENT_MAX_BYTES;

export const PAYLOAD_TOO_LARGE_MESSAGE = "The request is too large.";

/**
 * 413, with `Connection: close`: the rest of the body is never read, so the connection it came on
 * cannot carry another request; the client opens a new one.
 */
export function payloadTooLarge(message = PAYLOAD_TOO_LARGE_MESSAGE) {
  return new Response(message, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}

/** The declared length when it is a plain decimal number; null when absent or junk. */
function declaredLength(request: Request) {
  const header = request.headers.get("Content-Length");
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

/** Refuses (413) a body whose declared length is over `maxBytes`, without reading it. */
export function assertDeclaredLengthWithin(request: Request, maxBytes: number) {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) throw payloadTooLarge();
}

/**
 * The whole body, at most `maxBytes` of it; throws the 413 Response beyond that. Reading stops at
 * the limit without cancelling the stream (cancelling would destroy the socket before the 413 is
 * written); the server discards the rest and closes the connection after answering.
 */
export async function readBodyBytes(request: Request, maxBytes = MAX_BODY_BYTES) {
  assertDeclaredLengthWithin(request, maxBytes);
  if (!request.body || request.bodyUsed) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw payloadTooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

/**
 * The same request with its body counted as it is read (for streaming parsers such as the
 * multipart upload): past `maxBytes` the body errors with a PayloadTooLargeError.
 */
export function withBodyLimit(request: Request, maxBytes: number) {
  assertDeclaredLengthWithin(request, maxBytes);
  if (!request.body) return request;
  const reader = request.body.getReader();
  let size = 0;
  // Pulled by hand rather than piped: a pipe would cancel the source on error, and cancelling
  // destroys the socket before the answer is written.
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        reader.releaseLock();
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        controller.error(new PayloadTooLargeError());
        return;
      }
      controller.enqueue(value);
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

export class PayloadTooLargeError extends Error {
  constructor() {
    super(PAYLOAD_TOO_LARGE_MESSAGE);
  }
}
