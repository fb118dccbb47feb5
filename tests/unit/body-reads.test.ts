import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCookie } from "~/lib/cookies";
import {
  MAX_BODY_BYTES,
  readBodyBytes,
  withBodyLimit,
  PayloadTooLargeError,
} from "~/services/request-body.server";
import { readFormData } from "~/services/form-data.server";

const appDir = path.resolve("app");
const READER = path.join(appDir, "services", "request-body.server.ts");
/**
 * Rewrites the part headers of a multipart body as it streams (file names with ";" or "="): it
 * reads nothing itself, and the pattern below makes sure it is only given a bounded request.
 */
const MULTIPART_REWRITER = path.join(appDir, "services", "multipart.server.ts");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Code lines only: comments may name the calls they warn about. */
function codeOf(file: string) {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(
      ({ line }) => !line.startsWith("*") && !line.startsWith("/*") && !line.startsWith("//"),
    );
}

const UNBOUNDED_READS = [
  /\brequest\.(formData|json|text|arrayBuffer|blob|clone)\s*\(/,
  /\brequest\.body\b/,
  /unstable_parseMultipartFormData\(\s*request\b/,
  /withParsableFileNames\(\s*request\b/,
  /\.authenticate\([^)]*,\s*request\s*\)/,
];

describe("request bodies are read only through app/services/request-body.server.ts", () => {
  it("no file in app/ reads a request body itself", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(appDir)) {
      if (file === READER || file === MULTIPART_REWRITER) continue;
      for (const { line, number } of codeOf(file)) {
        if (UNBOUNDED_READS.some((pattern) => pattern.test(line))) {
          offenders.push(`${path.relative(appDir, file)}:${number}: ${line}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

function streamedRequest(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[sent++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return {
    request: new Request("http://localhost:3000/x", {
      method: "POST",
      headers,
      body,
      duplex: "half",
    } as RequestInit),
    pulled: () => sent,
  };
}

describe("bounded body reads", () => {
  it("refuses a declared length over the limit without reading a byte", async () => {
    const { request, pulled } = streamedRequest([new Uint8Array(10)], {
      "Content-Length": String(MAX_BODY_BYTES + 1),
    });
    const thrown = await readBodyBytes(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect((thrown as Response).headers.get("Connection")).toBe("close");
    // A stream pulls its first chunk when created; the reader asks for nothing.
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops a chunked body at the limit", async () => {
    const chunk = new Uint8Array(64 * 1024);
    const { request, pulled } = streamedRequest(Array.from({ length: 100 }, () => chunk));
    const thrown = await readBodyBytes(request, 200 * 1024).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(5);
  });

  it("reads a body within the limit", async () => {
    const { request } = streamedRequest([new TextEncoder().encode("a=1&b=2")], {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    const form = await readFormData(request);
    expect(form.get("a")).toBe("1");
    expect(form.get("b")).toBe("2");
  });

  it("answers 400 for a body that is not a form", async () => {
    const request = new Request("http://localhost:3000/x", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
      body: "garbage",
    });
    const thrown = await readFormData(request).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(400);
  });

  it("a streaming reader errors past the limit", async () => {
    const chunk = new Uint8Array(1024);
    const { request } = streamedRequest(Array.from({ length: 10 }, () => chunk));
    const bounded = withBodyLimit(request, 4096);
    const thrown = await bounded.arrayBuffer().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(PayloadTooLargeError);
  });
});

describe("readCookie", () => {
  it("reads a value, decoded", () => {
    expect(readCookie("a=1; tz=Asia%2FTokyo", "tz")).toBe("Asia/Tokyo");
    expect(readCookie('tz="UTC"', "tz")).toBe("UTC");
  });

  it("never throws on junk", () => {
    for (const header of [
      "tz=%",
      "tz=%E0%A4%A",
      ";;;",
      "=",
      "tz",
      "tz==",
      "\u0000",
      "x=%; tz=%zz",
    ]) {
      expect(() => readCookie(header, "tz")).not.toThrow();
    }
    expect(readCookie("tz=%", "tz")).toBeNull();
    expect(readCookie(null, "tz")).toBeNull();
  });
});
