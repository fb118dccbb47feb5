import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { notifications, supportReplies, supportRequests } from "#db/schema";
import { action as adminAction } from "~/routes/_app.admin.support";
import { action as supportAction, loader as supportLoader } from "~/routes/_app.support";
import { loader as layoutLoader } from "~/routes/_app";
import { updateNotificationPreferences } from "~/models/notifications.server";
import {
  BASE_URL,
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
} from "#tests/utils/http";
import { readOutbox } from "#tests/utils/outbox";

type OwnRequests = {
  requests: Array<{
    id: number;
    subject: string;
    status: string;
    replies: Array<{ message: string; createdLabel: string }>;
  }>;
};
type Shell = {
  unreadCount: number;
  notifications: Array<{ title: string; message: string; link: string | null }>;
};

async function askForHelp(cookie: string, subject: string) {
  const body = new FormData();
  body.append("name", "Robin Test");
  body.append("email", "robin@example.com");
  body.append("subject", subject);
  body.append("message", "The mood chart shows nothing after I logged my mood.");
  const result = await callRoute(
    supportAction,
    new Request(`${BASE_URL}/support`, { method: "POST", body, headers: { Cookie: cookie } }),
  );
  expect(result.status).toBe(302);
  return db()
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(eq(supportRequests.subject, subject))
    .get()!.id;
}

function reply(cookie: string, id: number, text: string) {
  return callRoute(
    adminAction,
    formRequest("/admin/support", { intent: "reply", id: String(id), reply: text }, { cookie }),
  );
}

const ownRequests = async (cookie: string) =>
  (await callRoute(supportLoader, getRequest("/support", { cookie }))).body as OwnRequests;

const mailsTo = (email: string) => readOutbox().filter((mail) => mail.includes(email));

describe("support replies", () => {
  it("reach the person who asked: under their request, in their bell and by email", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await createSignedInUser();
    const subject = `Chart is empty ${Date.now()}`;
    const id = await askForHelp(person.cookie, subject);

    const result = await reply(admin.cookie, id, "Thanks! Fixed:\r\nplease reload the page.");
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/support");

    const stored = db().select().from(supportReplies).where(eq(supportReplies.requestId, id)).all();
    expect(stored).toEqual([
      expect.objectContaining({
        authorId: admin.user.id,
        message: "Thanks! Fixed:\nplease reload the page.",
      }),
    ]);

    const page = await ownRequests(person.cookie);
    const mine = page.requests.find((item) => item.id === id)!;
    expect(mine.status).toBe("in_progress");
    expect(mine.replies.map((r) => r.message)).toEqual(["Thanks! Fixed:\nplease reload the page."]);

    const rows = db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.user.id))
      .all();
    expect(rows).toEqual([
      expect.objectContaining({
        type: "system",
        status: "unread",
        title: "Support replied",
        metadata: expect.objectContaining({ link: "/support", supportRequestId: id }),
      }),
    ]);
    const shell = (await callRoute(layoutLoader, getRequest("/", { cookie: person.cookie })))
      .body as Shell;
    expect(shell.unreadCount).toBe(1);
    expect(shell.notifications[0]).toMatchObject({ title: "Support replied", link: "/support" });

    const mails = mailsTo(person.user.email);
    expect(mails).toHaveLength(1);
    const unfolded = mails[0]!.replace(/=\r?\n/g, "");
    expect(unfolded).toContain(`Subject: Reply to your support request: ${subject}`);
    expect(unfolded).toContain("please reload the page.");
    expect(unfolded).toContain("http://localhost:3000/support");
  });

  it("are never shown to anyone else", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await createSignedInUser();
    const stranger = await createSignedInUser();
    await askForHelp(stranger.cookie, `Stranger's own ${Date.now()}`);
    const id = await askForHelp(person.cookie, `Private question ${Date.now()}`);
    await reply(admin.cookie, id, "A private answer for the person who asked");

    const theirs = await ownRequests(stranger.cookie);
    expect(theirs.requests.map((item) => item.id)).not.toContain(id);
    expect(JSON.stringify(theirs)).not.toContain("A private answer");
    const strangerShell = (
      await callRoute(layoutLoader, getRequest("/", { cookie: stranger.cookie }))
    ).body as Shell;
    expect(strangerShell.notifications).toEqual([]);
    expect(mailsTo(stranger.user.email)).toEqual([]);
  });

  it("send no email when the person turned email notifications off, but still notify in the app", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await createSignedInUser();
    updateNotificationPreferences(person.user.id, { emailNotifications: false });
    const id = await askForHelp(person.cookie, `Quiet please ${Date.now()}`);
    expect((await reply(admin.cookie, id, "Answered without email")).status).toBe(302);
    expect(mailsTo(person.user.email)).toEqual([]);
    expect(
      db().select().from(notifications).where(eq(notifications.userId, person.user.id)).all(),
    ).toHaveLength(1);
  });

  it("refuses an empty reply (400), an unknown request (404) and a non-admin (403), storing nothing", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await createSignedInUser();
    const id = await askForHelp(person.cookie, `Needs an answer ${Date.now()}`);

    const empty = await reply(admin.cookie, id, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      requestId: id,
      intent: "reply",
      result: { error: { reply: ["Write a reply first"] } },
    });
    const tooLong = await reply(admin.cookie, id, "x".repeat(5001));
    expect(tooLong.status).toBe(400);
    expect((await reply(admin.cookie, 99_999_999, "Hello")).status).toBe(404);
    expect((await reply(person.cookie, id, "I am not an admin")).status).toBe(403);

    expect(
      db().select().from(supportReplies).where(eq(supportReplies.requestId, id)).all(),
    ).toEqual([]);
    expect(
      db().select().from(notifications).where(eq(notifications.userId, person.user.id)).all(),
    ).toEqual([]);
    expect((await ownRequests(person.cookie)).requests[0]).toMatchObject({
      status: "new",
      replies: [],
    });
  });
});
