/**
 * Remix's multipart parser (`unstable_parseMultipartFormData`) splits a part's
 * Content-Disposition header at every ";" and "=", even inside the quoted file name, so a file
 * called "a=b;c.png" made the whole form unreadable. Browsers quote such names correctly; this
 * rewrites, in the part headers only, ";" and "=" inside a quoted `filename="…"` as %3B and %3D
 * (the way browsers already escape '"' as %22). `decodeUploadedFileName` undoes it.
 *
 * The body is streamed: only part headers (never file bytes) are looked at or changed.
 */
export function withParsableFileNames(request: Request) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(
    request.headers.get("Content-Type") ?? "",
  );
  const name = boundary?.[1] ?? boundary?.[2];
  if (!name || !request.body) return request;
  const body = request.body.pipeThrough(quoteSafeHeaders(name));
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // Node needs this to send a streamed body.
    ...({ duplex: "half" } as object),
  });
}

const encoder = new TextEncoder();
const HEADERS_END = encoder.encode("\r\n\r\n");
/** Part headers longer than this are passed on untouched (the parser will judge them). */
const MAX_HEADERS_BYTES = 16 * 1024;

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0) {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function rewriteHeaders(bytes: Uint8Array) {
  const text = new TextDecoder().decode(bytes);
  const rewritten = text.replace(/^(content-disposition:.*)$/gim, (line) =>
    line.replace(
      /(\bfilename=")([^"]*)(")/i,
      (_all, open: string, value: string, close: string) =>
        open + value.replace(/;/g, "%3B").replace(/=/g, "%3D") + close,
    ),
  );
  return rewritten === text ? bytes : encoder.encode(rewritten);
}

function quoteSafeHeaders(boundary: string) {
  // The first delimiter may open the body without a CRLF before it.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  let buffer: Uint8Array = encoder.encode("\r\n");
  let inHeaders = false;
  let toSkip = 2;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      buffer = concat(buffer, chunk);
      for (;;) {
        if (inHeaders) {
          const end = indexOf(buffer, HEADERS_END);
          if (end === -1) {
            if (buffer.length > MAX_HEADERS_BYTES) {
              controller.enqueue(buffer);
              buffer = new Uint8Array(0);
              inHeaders = false;
            }
            return;
          }
          controller.enqueue(rewriteHeaders(buffer.subarray(0, end)));
          controller.enqueue(HEADERS_END);
          buffer = buffer.subarray(end + HEADERS_END.length);
          inHeaders = false;
          continue;
        }
        const at = indexOf(buffer, delimiter);
        if (at === -1) {
          // Keep a possible start of the delimiter for the next chunk.
          const keep = Math.min(buffer.length, delimiter.length - 1);
          emit(controller, buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
          return;
        }
        emit(controller, buffer.subarray(0, at + delimiter.length));
        buffer = buffer.subarray(at + delimiter.length);
        inHeaders = true;
      }
    },
    flush(controller) {
      emit(controller, buffer);
    },
  });

  /** Passes bytes on, minus the CRLF this transform put in front of the body. */
  function emit(controller: TransformStreamDefaultController<Uint8Array>, bytes: Uint8Array) {
    if (toSkip) {
      const skip = Math.min(toSkip, bytes.length);
      bytes = bytes.subarray(skip);
      toSkip -= skip;
    }
    if (bytes.length) controller.enqueue(bytes);
  }
}

/** Undoes the escapes browsers (and withParsableFileNames) put in a multipart file name. */
export function decodeUploadedFileName(name: string) {
  return name.replace(/%(22|3B|3D|0D|0A)/gi, (_all, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
