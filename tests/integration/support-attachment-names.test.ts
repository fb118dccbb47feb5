import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { supportRequests } from "#db/schema";
import { action as supportAction } from "~/routes/_app.support";
import { loader as attachmentLoader } from "~/routes/resources.support-attachment.$id";
import { withParsableFileNames } from "~/services/multipart.server";
import { BASE_URL, callRoute, createSignedInUser, getRequest } from "#tests/utils/http";

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const fields = {
  name: "Robin Test",
  email: "robin@example.com",
  subject: "Names with = and ;",
  message: "My file name has an equals sign and a semicolon in it.",
};

async function sendWithFile(cookie: string, file: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("attachment", file);
  return callRoute(
    supportAction,
    new Request(`${BASE_URL}/support`, { method: "POST", body, headers: { Cookie: cookie } }),
  );
}

async function download(id: number, cookie: string) {
  return (await attachmentLoader({
    request: getRequest(`/resources/support-attachment/${id}`, { cookie }),
    params: { id: String(id) },
    context: {},
  })) as Response;
}

describe("support attachments named with = or ;", () => {
  it.each([
    [
      "report=final;v2.png",
      "report=final;v2.png",
      "report_final_v2.png",
      "report%3Dfinal%3Bv2.png",
    ],
    ["a;b.png", "a;b.png", "a_b.png", "a%3Bb.png"],
    ["x=1.png", "x=1.png", "x_1.png", "x%3D1.png"],
    ['q"; name="evil.png', "q_; name=_evil.png", "q__ name__evil.png", "q_%3B%20name%3D_evil.png"],
  ])(
    "accepts %s, stores a safe name and serves it encoded",
    async (upload, stored, ascii, encoded) => {
      const { user, cookie } = await createSignedInUser();
      const result = await sendWithFile(
        cookie,
        new File([PNG_BYTES], upload, { type: "image/png" }),
      );
      expect(result.status).toBe(302);
      const row = db()
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.userId, user.id))
        .get()!;
      expect(row.attachmentName).toBe(stored);
      const response = await download(row.id, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`,
      );
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
    },
  );
});

describe("withParsableFileNames", () => {
  function multipart(fileName: string, content: string) {
    const boundary = "----SolaceBoundary7MA4YWxkTrZu0gW";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    return { boundary, bytes: new TextEncoder().encode(body) };
  }

  it("rewrites only the part headers, even when the body arrives one byte at a time", async () => {
    // The file's own bytes contain what looks like a header: they must reach the form untouched.
    const content = 'Content-Disposition: form-data; filename="not;a=header"\r\n\r\nend';
    const { boundary, bytes } = multipart("a=b;c.txt", content);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const request = new Request(`${BASE_URL}/support`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      ...({ duplex: "half" } as object),
    });
    const form = await withParsableFileNames(request).formData();
    expect(form.get("subject")).toBe("hello");
    const file = form.get("attachment") as File;
    expect(file.name).toBe("a%3Db%3Bc.txt");
    expect(await file.text()).toBe(content);
  });
});
