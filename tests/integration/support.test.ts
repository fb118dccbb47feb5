import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { supportRequests, users } from "#db/schema";
import { dataDir } from "~/env.server";
import { action as supportAction, loader as supportLoader } from "~/routes/_app.support";
import { action as adminAction, loader as adminLoader } from "~/routes/_app.admin.support";
import { loader as attachmentLoader } from "~/routes/resources.support-attachment.$id";
import { getToast } from "~/services/session.server";
import {
  BASE_URL,
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  type RouteResult,
} from "#tests/utils/http";

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

type Reply = {
  requestId?: number | null;
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};
const errorsOf = (result: RouteResult) => (result.body as Reply).result.error ?? {};
const valuesOf = (result: RouteResult) => (result.body as Reply).result.initialValue ?? {};

const validFields = {
  name: "Robin Test",
  email: "robin@example.com",
  subject: "The mood chart is empty",
  message: "I logged my mood twice today but the chart shows nothing.",
};

function supportRequest(
  fields: Record<string, string | File>,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${BASE_URL}/support`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, ...headers },
  });
}

const rowsOf = (userId: number) =>
  db().select().from(supportRequests).where(eq(supportRequests.userId, userId)).all();

const uploadsDir = () => path.join(dataDir(), "support-uploads");
const uploadedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

async function toastOf(result: RouteResult) {
  return (
    await getToast(
      new Request(`${BASE_URL}/`, { headers: { Cookie: cookiesFrom(result.headers) } }),
    )
  ).toast;
}

async function send(cookie: string, fields: Record<string, string | File> = validFields) {
  return callRoute(supportAction, supportRequest(fields, cookie));
}

describe("sending a support request", () => {
  it("stores it with the person's id and username, then redirects with the toast", async () => {
    const { user, cookie } = await createSignedInUser();
    db().update(users).set({ username: "robin_t" }).where(eq(users.id, user.id)).run();

    const result = await send(cookie);

    expect(result.status).toBe(302);
    expect(result.location).toBe("/support");
    expect(await toastOf(result)).toEqual({
      type: "success",
      title: "Message sent",
      description: "Thank you. We usually reply within two working days.",
    });
    const [row, ...rest] = rowsOf(user.id);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      userId: user.id,
      username: "robin_t",
      name: validFields.name,
      email: validFields.email,
      subject: validFields.subject,
      message: validFields.message,
      status: "new",
      hasAttachment: false,
      attachmentName: null,
      attachmentPath: null,
    });
  });

  it("saves an attachment under the data folder with a random name and a sanitised original name", async () => {
    const { user, cookie } = await createSignedInUser();
    const file = new File([PNG_BYTES], '../../My "chart"<1>.png', { type: "image/png" });

    const result = await send(cookie, { ...validFields, attachment: file });

    expect(result.status).toBe(302);
    const [row] = rowsOf(user.id);
    expect(row!.hasAttachment).toBe(true);
    expect(row!.attachmentName).toBe("My _chart__1_.png");
    expect(row!.attachmentName).not.toMatch(/[/\\"<>]/);
    expect(row!.attachmentPath).toMatch(/^support-uploads\/[a-f0-9]{32}\.png$/);
    const stored = path.resolve(dataDir(), row!.attachmentPath!);
    expect(stored.startsWith(uploadsDir() + path.sep)).toBe(true);
    expect(new Uint8Array(fs.readFileSync(stored))).toEqual(PNG_BYTES);
  });

  it("gives a text file whose name claims another type the .txt extension", async () => {
    const { user, cookie } = await createSignedInUser();
    const file = new File(["Steps to reproduce:\n1. Open the chart"], "steps.html", {
      type: "text/plain",
    });
    expect((await send(cookie, { ...validFields, attachment: file })).status).toBe(302);
    expect(rowsOf(user.id)[0]!.attachmentName).toBe("steps.html.txt");
  });

  it("refuses a missing subject and a short message with 400, keeps the text and writes nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await send(cookie, {
      ...validFields,
      subject: "   ",
      message: "Too short",
      attachment: new File([PNG_BYTES], "x.png", { type: "image/png" }),
    });

    expect(result.status).toBe(400);
    expect(errorsOf(result).subject).toEqual(["Subject is required"]);
    expect(errorsOf(result).message).toEqual(["Message must be at least 10 characters"]);
    expect(valuesOf(result)).toMatchObject({ name: validFields.name, message: "Too short" });
    expect(valuesOf(result)).not.toHaveProperty("attachment");
    expect(rowsOf(user.id)).toEqual([]);
  });

  it("refuses a subject over 150 characters and a message over 5000", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await send(cookie, {
      ...validFields,
      subject: "s".repeat(151),
      message: "m".repeat(5001),
    });
    expect(result.status).toBe(400);
    expect(errorsOf(result).subject).toEqual(["Subject must be at most 150 characters"]);
    expect(errorsOf(result).message).toEqual(["Message must be at most 5000 characters"]);
    expect(rowsOf(user.id)).toEqual([]);
  });

  it("refuses an attachment over 5 MB with 400, keeping what was typed and storing nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const before = uploadedFiles().length;
    const big = new Uint8Array(5_000_001);
    big.set(PNG_BYTES);
    const result = await send(cookie, {
      ...validFields,
      attachment: new File([big], "big.png", { type: "image/png" }),
    });

    expect(result.status).toBe(400);
    expect(errorsOf(result).attachment).toEqual(["The attachment must be 5 MB or smaller"]);
    expect(valuesOf(result)).toMatchObject({ subject: validFields.subject });
    expect(rowsOf(user.id)).toEqual([]);
    expect(uploadedFiles()).toHaveLength(before);
  });

  it.each([
    ["a type that is not accepted", new File(["<h1>hi</h1>"], "page.html", { type: "text/html" })],
    ["bytes that are not what the type says", new File(["<svg/>"], "x.png", { type: "image/png" })],
    [
      "a binary file sent as text",
      new File([new Uint8Array([0, 1, 2, 3])], "x.txt", { type: "text/plain" }),
    ],
  ])("refuses %s with 400", async (_label, file) => {
    const { user, cookie } = await createSignedInUser();
    const before = uploadedFiles().length;
    const result = await send(cookie, { ...validFields, attachment: file });
    expect(result.status).toBe(400);
    expect(errorsOf(result).attachment).toEqual([
      "The attachment must be a PNG, JPEG or GIF image, a PDF or a plain text file",
    ]);
    expect(rowsOf(user.id)).toEqual([]);
    expect(uploadedFiles()).toHaveLength(before);
  });

  it("refuses a filled honeypot with 400 and writes nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await send(cookie, { ...validFields, website: "https://spam.example" });
    expect(result.status).toBe(400);
    expect(errorsOf(result)[""]).toEqual(["Please try again."]);
    expect(rowsOf(user.id)).toEqual([]);
  });

  it("allows five requests an hour per person, then answers 429", async () => {
    const { user, cookie } = await createSignedInUser();
    for (let i = 0; i < 5; i += 1) expect((await send(cookie)).status).toBe(302);
    const limited = await send(cookie);
    expect(limited.status).toBe(429);
    expect(errorsOf(limited)[""]?.[0]).toMatch(/Too many attempts/);
    expect(rowsOf(user.id)).toHaveLength(5);
    const other = await createSignedInUser();
    expect((await send(other.cookie)).status).toBe(302);
  });

  it("refuses a POST from another site with 403", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      supportAction,
      supportRequest(validFields, cookie, { Origin: "https://evil.example" }),
    );
    expect(result.status).toBe(403);
    expect(rowsOf(user.id)).toEqual([]);
  });

  it("answers 400 to a body that is not a form", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      supportAction,
      new Request(`${BASE_URL}/support`, {
        method: "POST",
        body: JSON.stringify(validFields),
        headers: { Cookie: cookie, "Content-Type": "application/json" },
      }),
    );
    expect(result.status).toBe(400);
    expect(rowsOf(user.id)).toEqual([]);
  });

  it("sends signed-out visitors to log in", async () => {
    const result = await callRoute(supportAction, supportRequest(validFields, ""));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("the person's own requests", () => {
  it("prefills name and email and lists only their requests, newest first", async () => {
    const me = await createSignedInUser({ name: "Sam Person" });
    const other = await createSignedInUser();
    await send(me.cookie, { ...validFields, subject: "First" });
    await send(other.cookie, { ...validFields, subject: "Someone else's" });
    await send(me.cookie, {
      ...validFields,
      subject: "Second",
      attachment: new File(["notes"], "notes.txt", { type: "text/plain" }),
    });

    const result = await callRoute(supportLoader, getRequest("/support", { cookie: me.cookie }));
    expect(result.status).toBe(200);
    const body = result.body as {
      defaults: { name: string; email: string };
      requests: Array<{ subject: string; status: string; attachmentName: string | null }>;
    };
    expect(body.defaults).toEqual({ name: "Sam Person", email: me.user.email });
    expect(body.requests.map((r) => [r.subject, r.status, r.attachmentName])).toEqual([
      ["Second", "new", "notes.txt"],
      ["First", "new", null],
    ]);
  });

  it("is empty for someone who has not written yet", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(supportLoader, getRequest("/support", { cookie }));
    expect((result.body as { requests: unknown[] }).requests).toEqual([]);
  });
});

type AdminList = {
  page: number;
  pageCount: number;
  total: number;
  requests: Array<{
    id: number;
    subject: string;
    message: string;
    email: string;
    status: string;
    notes: string;
    assignedTo: number | null;
  }>;
};

function insertRequests(count: number, values: Partial<typeof supportRequests.$inferInsert> = {}) {
  return db()
    .insert(supportRequests)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: "Visitor",
        email: "visitor@example.com",
        subject: `Request ${i + 1}`,
        message: "Please help with this.",
        ...values,
      })),
    )
    .returning({ id: supportRequests.id })
    .all()
    .map((row) => row.id);
}

function updateRequest(fields: Record<string, string>, cookie: string, search = "") {
  return callRoute(adminAction, formRequest(`/admin/support${search}`, fields, { cookie }));
}

const rowById = (id: number) =>
  db().select().from(supportRequests).where(eq(supportRequests.id, id)).get();

describe("admin support requests", () => {
  it("lists everyone's requests newest first, 20 a page, filtered by status", async () => {
    const admin = await createSignedInUser({ admin: true });
    const ids = insertRequests(25, { status: "closed" });
    const [openId] = insertRequests(1, { subject: "Still open", message: "Line one\n  Line two" });

    const list = async (search: string) =>
      (await callRoute(adminLoader, getRequest(`/admin/support${search}`, admin)))
        .body as AdminList;

    const all = await list("");
    expect(all.requests).toHaveLength(20);
    expect(all.requests[0]).toMatchObject({ id: openId, message: "Line one\n  Line two" });

    const closedPage1 = await list("?status=closed");
    expect(closedPage1).toMatchObject({ total: 25, page: 1, pageCount: 2 });
    expect(closedPage1.requests.map((r) => r.id)).toEqual(ids.slice(5).reverse());
    const closedPage2 = await list("?status=closed&page=2");
    expect(closedPage2.requests.map((r) => r.id)).toEqual(ids.slice(0, 5).reverse());
    expect(closedPage2.requests.every((r) => r.status === "closed")).toBe(true);

    const unknownFilter = await list("?status=bogus&page=-3");
    expect(unknownFilter.page).toBe(1);
    expect(unknownFilter.total).toBe(all.total);
  });

  it("updates status and notes, assigns to the admin, and redirects back with a toast", async () => {
    const admin = await createSignedInUser({ admin: true });
    const [id] = insertRequests(1);

    const result = await updateRequest(
      {
        intent: "update",
        id: String(id),
        status: "in_progress",
        notes: "Called back",
        assign: "me",
      },
      admin.cookie,
      "?status=new&page=1",
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/support?status=new");
    expect(await toastOf(result)).toMatchObject({ type: "success", title: "Request updated" });
    expect(rowById(id!)).toMatchObject({
      status: "in_progress",
      notes: "Called back",
      assignedTo: admin.user.id,
    });

    const filtered = (
      await callRoute(adminLoader, getRequest("/admin/support?status=in_progress", admin))
    ).body as AdminList;
    expect(filtered.requests.map((r) => r.id)).toContain(id);
    expect(filtered.requests.every((r) => r.status === "in_progress")).toBe(true);

    const resolved = await updateRequest(
      { intent: "update", id: String(id), status: "resolved", notes: "", assign: "none" },
      admin.cookie,
    );
    expect(resolved.status).toBe(302);
    expect(rowById(id!)).toMatchObject({ status: "resolved", notes: null, assignedTo: null });
  });

  it("refuses invalid input with 400 and an unknown id with 404, writing nothing", async () => {
    const admin = await createSignedInUser({ admin: true });
    const [id] = insertRequests(1, { notes: "Original" });
    const before = rowById(id!);

    const badStatus = await updateRequest(
      { intent: "update", id: String(id), status: "deleted", notes: "x" },
      admin.cookie,
    );
    expect(badStatus.status).toBe(400);
    expect(errorsOf(badStatus).status).toBeTruthy();
    expect((badStatus.body as Reply).requestId).toBe(id);

    const longNotes = await updateRequest(
      { intent: "update", id: String(id), status: "closed", notes: "n".repeat(5001) },
      admin.cookie,
    );
    expect(longNotes.status).toBe(400);
    expect(errorsOf(longNotes).notes).toEqual(["Notes must be at most 5000 characters"]);

    const badIntent = await updateRequest(
      { intent: "delete", id: String(id), status: "closed" },
      admin.cookie,
    );
    expect(badIntent.status).toBe(400);

    const unknown = await updateRequest(
      { intent: "update", id: "99999999", status: "closed" },
      admin.cookie,
    );
    expect(unknown.status).toBe(404);

    expect(rowById(id!)).toEqual(before);
  });

  it("answers 403 to a non-admin, for the list and for updates", async () => {
    const member = await createSignedInUser();
    const [id] = insertRequests(1);
    expect((await callRoute(adminLoader, getRequest("/admin/support", member))).status).toBe(403);
    const update = await updateRequest(
      { intent: "update", id: String(id), status: "closed", assign: "me" },
      member.cookie,
    );
    expect(update.status).toBe(403);
    expect(rowById(id!)).toMatchObject({ status: "new", assignedTo: null });
  });
});

describe("attachment downloads", () => {
  async function requestWithAttachment() {
    const author = await createSignedInUser();
    await send(author.cookie, {
      ...validFields,
      attachment: new File([PNG_BYTES], "screen shot.png", { type: "image/png" }),
    });
    return { author, id: rowsOf(author.user.id)[0]!.id };
  }

  const download = (id: number | string, cookie?: string) =>
    attachmentLoader({
      request: getRequest(`/resources/support-attachment/${id}`, { cookie }),
      params: { id: String(id) },
      context: {},
    }).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });

  it("serves the file to its author and to admins with safe headers", async () => {
    const { author, id } = await requestWithAttachment();
    const admin = await createSignedInUser({ admin: true });
    for (const cookie of [author.cookie, admin.cookie]) {
      const response = await download(id, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      expect(response.headers.get("Content-Disposition")).toBe(
        'attachment; filename="screen shot.png"',
      );
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
    }
  });

  it("answers 403 to anyone else and 404 when there is no such attachment", async () => {
    const { id } = await requestWithAttachment();
    const stranger = await createSignedInUser();
    expect((await download(id, stranger.cookie)).status).toBe(403);
    expect((await download(99999999, stranger.cookie)).status).toBe(404);
    expect((await download("not-a-number", stranger.cookie)).status).toBe(404);

    await send(stranger.cookie, validFields);
    const withoutFile = rowsOf(stranger.user.id)[0]!.id;
    expect((await download(withoutFile, stranger.cookie)).status).toBe(404);
  });

  it("sends signed-out visitors to log in", async () => {
    const { id } = await requestWithAttachment();
    const response = await download(id);
    expect(response.status).toBe(302);
  });
});

describe("attachments of deleted requests", () => {
  it("leave the disk when the account is deleted, and the sweep spares files still in use", async () => {
    const { action: deleteAccountAction } = await import("~/routes/_app.settings.data");
    const { sweepOrphanedAttachments } = await import("~/models/support.server");
    const leaving = await createSignedInUser();
    const staying = await createSignedInUser();
    await send(leaving.cookie, {
      ...validFields,
      attachment: new File([PNG_BYTES], "a.png", { type: "image/png" }),
    });
    await send(staying.cookie, {
      ...validFields,
      attachment: new File([PNG_BYTES], "b.png", { type: "image/png" }),
    });
    const leavingFile = path.resolve(dataDir(), rowsOf(leaving.user.id)[0]!.attachmentPath!);
    const stayingFile = path.resolve(dataDir(), rowsOf(staying.user.id)[0]!.attachmentPath!);

    const result = await callRoute(
      deleteAccountAction,
      formRequest(
        "/settings/data",
        { password: leaving.password, confirm: "on" },
        { cookie: leaving.cookie },
      ),
    );
    expect(result.status).toBe(302);
    expect(fs.existsSync(leavingFile)).toBe(false);
    expect(fs.existsSync(stayingFile)).toBe(true);
    expect(await sweepOrphanedAttachments()).toBe(0);
    expect(fs.existsSync(stayingFile)).toBe(true);
  });
});
