import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { notifications } from "#db/schema";
import { loader as listLoader, action as clearAction } from "~/routes/api.notifications";
import { loader as unreadLoader } from "~/routes/api.notifications.unread";
import { action as itemAction } from "~/routes/api.notifications.$id";
import {
  loader as prefsLoader,
  action as prefsAction,
} from "~/routes/api.notification-preferences";
import { action as bellAction } from "~/routes/resources.notifications";
import { loader as pageLoader } from "~/routes/_app.notifications";
import { getToast } from "~/services/session.server";
import { getNotificationPreferences } from "~/models/notifications.server";
import { action as settingsAction } from "~/routes/_app.settings.notifications";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  type RouteResult,
} from "#tests/utils/http";

function addNotifications(userId: number, count: number, status = "unread") {
  return db()
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        title: `Reminder ${i}`,
        message: "Time to journal",
        type: "reminder" as const,
        status,
      })),
    )
    .returning({ id: notifications.id })
    .all()
    .map((row) => row.id);
}

const statusOf = (id: number) =>
  db().select().from(notifications).where(eq(notifications.id, id)).get()?.status;

async function toastOf(result: RouteResult) {
  return (
    await getToast(
      new Request("http://localhost:3000/", { headers: { Cookie: cookiesFrom(result.headers) } }),
    )
  ).toast;
}

describe("notifications API", () => {
  it("needs a session", async () => {
    expect((await callRoute(listLoader, getRequest("/api/notifications"))).status).toBe(401);
    expect((await callRoute(prefsLoader, getRequest("/api/notification-preferences"))).status).toBe(
      401,
    );
  });

  it("lists only the person's own notifications, newest first, and the unread ones", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    addNotifications(me.user.id, 2, "read");
    addNotifications(me.user.id, 3);
    addNotifications(other.user.id, 4);
    const all = (
      await callRoute(listLoader, getRequest("/api/notifications", { cookie: me.cookie }))
    ).body as Array<{ id: number }>;
    expect(all).toHaveLength(5);
    expect(all[0]!.id).toBeGreaterThan(all[4]!.id);
    const unread = (
      await callRoute(unreadLoader, getRequest("/api/notifications/unread", { cookie: me.cookie }))
    ).body as unknown[];
    expect(unread).toHaveLength(3);
  });

  it("marks one read with PATCH {status: 'read'} and refuses other values", async () => {
    const me = await createSignedInUser();
    const [id] = addNotifications(me.user.id, 1);
    const bad = await callRoute(
      itemAction,
      jsonRequest(
        `/api/notifications/${id}`,
        { status: "archived" },
        { method: "PATCH", cookie: me.cookie },
      ),
      { id: String(id) },
    );
    expect(bad.status).toBe(400);
    expect(statusOf(id!)).toBe("unread");
    const ok = await callRoute(
      itemAction,
      jsonRequest(
        `/api/notifications/${id}`,
        { status: "read" },
        { method: "PATCH", cookie: me.cookie },
      ),
      { id: String(id) },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, status: "read" });
    expect(statusOf(id!)).toBe("read");
  });

  it("answers 404 for another person's notification and changes nothing", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const [theirs] = addNotifications(other.user.id, 1);
    const patch = await callRoute(
      itemAction,
      jsonRequest(
        `/api/notifications/${theirs}`,
        { status: "read" },
        { method: "PATCH", cookie: me.cookie },
      ),
      { id: String(theirs) },
    );
    expect(patch.status).toBe(404);
    const del = await callRoute(
      itemAction,
      jsonRequest(`/api/notifications/${theirs}`, {}, { method: "DELETE", cookie: me.cookie }),
      { id: String(theirs) },
    );
    expect(del.status).toBe(404);
    expect(statusOf(theirs!)).toBe("unread");
    const junk = await callRoute(
      itemAction,
      jsonRequest(
        "/api/notifications/abc",
        { status: "read" },
        { method: "PATCH", cookie: me.cookie },
      ),
      { id: "abc" },
    );
    expect(junk.status).toBe(404);
  });

  it("deletes one, and DELETE /api/notifications clears all of the person's only", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const [first] = addNotifications(me.user.id, 3);
    const [theirs] = addNotifications(other.user.id, 1);
    const del = await callRoute(
      itemAction,
      jsonRequest(`/api/notifications/${first}`, {}, { method: "DELETE", cookie: me.cookie }),
      { id: String(first) },
    );
    expect(del.status).toBe(200);
    expect(statusOf(first!)).toBeUndefined();
    const cleared = await callRoute(
      clearAction,
      jsonRequest("/api/notifications", {}, { method: "DELETE", cookie: me.cookie }),
    );
    expect(cleared.body).toEqual({ message: "All notifications cleared", cleared: 2 });
    expect(statusOf(theirs!)).toBe("unread");
  });
});

describe("notification preferences API", () => {
  it("answers the defaults before anything is saved, without writing", async () => {
    const me = await createSignedInUser();
    const result = await callRoute(
      prefsLoader,
      getRequest("/api/notification-preferences", { cookie: me.cookie }),
    );
    expect(result.body).toEqual({
      userId: me.user.id,
      journalReminders: true,
      goalReminders: true,
      weeklyDigest: true,
      emailNotifications: true,
      browserNotifications: true,
      reminderTime: "09:00",
      timezone: null,
    });
  });

  it("saves a partial change and keeps the rest", async () => {
    const me = await createSignedInUser();
    const result = await callRoute(
      prefsAction,
      jsonRequest(
        "/api/notification-preferences",
        { weeklyDigest: false, reminderTime: "20:30", timezone: "Europe/Berlin", userId: 999 },
        { method: "PATCH", cookie: me.cookie },
      ),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      userId: me.user.id,
      weeklyDigest: false,
      reminderTime: "20:30",
      timezone: "Europe/Berlin",
      journalReminders: true,
    });
  });

  it.each([
    [{ reminderTime: "9am" }, "reminderTime"],
    [{ timezone: "Mars/Olympus" }, "timezone"],
    [{ weeklyDigest: "yes" }, "weeklyDigest"],
  ])("refuses %j with 400 and saves nothing", async (body, field) => {
    const me = await createSignedInUser();
    const result = await callRoute(
      prefsAction,
      jsonRequest("/api/notification-preferences", body, { method: "PATCH", cookie: me.cookie }),
    );
    expect(result.status).toBe(400);
    expect((result.body as { errors: Record<string, unknown> }).errors[field]).toBeTruthy();
    const after = (
      await callRoute(
        prefsLoader,
        getRequest("/api/notification-preferences", { cookie: me.cookie }),
      )
    ).body;
    expect(after).toMatchObject({ reminderTime: "09:00", timezone: null, weeklyDigest: true });
  });
});

describe("notification preferences: every field, strictly", () => {
  const patch = (cookie: string, body: unknown) =>
    callRoute(
      prefsAction,
      jsonRequest("/api/notification-preferences", body, { method: "PATCH", cookie }),
    );

  it("GET answers exactly the preference fields", async () => {
    const me = await createSignedInUser();
    const body = (
      await callRoute(
        prefsLoader,
        getRequest("/api/notification-preferences", { cookie: me.cookie }),
      )
    ).body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "browserNotifications",
        "emailNotifications",
        "goalReminders",
        "journalReminders",
        "reminderTime",
        "timezone",
        "userId",
        "weeklyDigest",
      ].sort(),
    );
  });

  it.each(["00:00", "23:59", "09:05", "12:30"])("takes reminder time %s", async (time) => {
    const me = await createSignedInUser();
    const result = await patch(me.cookie, { reminderTime: time });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ reminderTime: time });
  });

  it.each(["24:00", "23:60", "9:00", "09:00:00", " 09:00", "0900", "", "09:5", "ab:cd"])(
    "refuses reminder time %j with a clear 400",
    async (time) => {
      const me = await createSignedInUser();
      const result = await patch(me.cookie, { reminderTime: time, weeklyDigest: false });
      expect(result.status).toBe(400);
      expect((result.body as { message: string }).message).toBe(
        "Reminder time must look like 09:00",
      );
      expect(getNotificationPreferences(me.user.id)).toMatchObject({
        reminderTime: "09:00",
        weeklyDigest: true,
      });
    },
  );

  it.each(["Mars/Olympus_Mons", "Europe", "+02:00", "x".repeat(65), 3])(
    "refuses time zone %j and changes nothing",
    async (zone) => {
      const me = await createSignedInUser();
      const result = await patch(me.cookie, { timezone: zone, goalReminders: false });
      expect(result.status).toBe(400);
      expect((result.body as { errors: Record<string, unknown> }).errors.timezone).toBeTruthy();
      expect(getNotificationPreferences(me.user.id)).toMatchObject({
        timezone: null,
        goalReminders: true,
      });
    },
  );

  it.each([
    ["journalReminders", "true"],
    ["weeklyDigest", 1],
    ["browserNotifications", null],
    ["reminderTime", 900],
    ["timezone", true],
  ])("refuses %s = %j with a message that names what is expected", async (field, value) => {
    const me = await createSignedInUser();
    const result = await patch(me.cookie, { [field]: value });
    expect(result.status).toBe(400);
    const message = (result.body as { message: string }).message;
    expect(message).not.toMatch(/Invalid input|expected|received/);
    expect(message).toBe(
      field === "reminderTime"
        ? "Reminder time must look like 09:00"
        : field === "timezone"
          ? "Choose a time zone from the list, such as Europe/London or UTC"
          : `${field} must be true or false`,
    );
  });

  it("ignores fields that are not preferences, and refuses a body with nothing else", async () => {
    const me = await createSignedInUser();
    const onlyUnknown = await patch(me.cookie, { theme: "dark", smsNotifications: true });
    expect(onlyUnknown.status).toBe(400);
    expect((onlyUnknown.body as { message: string }).message).toBe(
      "Send at least one preference to change",
    );
    const mixed = await patch(me.cookie, { smsNotifications: true, emailNotifications: false });
    expect(mixed.status).toBe(200);
    expect(mixed.body).not.toHaveProperty("smsNotifications");
    expect(getNotificationPreferences(me.user.id).emailNotifications).toBe(false);
  });

  it("the screen's form saves with the spec's toast", async () => {
    const me = await createSignedInUser();
    const result = await callRoute(
      settingsAction,
      formRequest(
        "/settings/notifications",
        { journalReminders: "on", reminderTime: "07:45", timezone: "UTC" },
        { cookie: me.cookie },
      ),
    );
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toEqual({
      type: "success",
      title: "Preferences updated",
      description: "Your notification preferences have been updated",
    });
    expect(getNotificationPreferences(me.user.id)).toMatchObject({
      journalReminders: true,
      goalReminders: false,
      reminderTime: "07:45",
      timezone: "UTC",
    });
  });
});

describe("the bell's buttons", () => {
  it("mark read and delete, then send the person back where they were", async () => {
    const me = await createSignedInUser();
    const [a, b] = addNotifications(me.user.id, 2);
    const read = await callRoute(
      bellAction,
      formRequest(
        "/resources/notifications",
        { intent: "mark-read", id: String(a), redirectTo: "/journal" },
        { cookie: me.cookie },
      ),
    );
    expect(read.location).toBe("/journal");
    expect(statusOf(a!)).toBe("read");
    const del = await callRoute(
      bellAction,
      formRequest(
        "/resources/notifications",
        { intent: "delete", id: String(b), redirectTo: "https://evil.example" },
        { cookie: me.cookie },
      ),
    );
    expect(del.location).toBe("/");
    expect(statusOf(b!)).toBeUndefined();
  });

  it("clears all with the spec's toast", async () => {
    const me = await createSignedInUser();
    addNotifications(me.user.id, 3);
    const result = await callRoute(
      bellAction,
      formRequest("/resources/notifications", { intent: "clear" }, { cookie: me.cookie }),
    );
    expect(await toastOf(result)).toMatchObject({
      title: "Success",
      description: "All notifications cleared",
    });
  });

  it("reports another person's notification as an error toast and leaves it alone", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const [theirs] = addNotifications(other.user.id, 1);
    const result = await callRoute(
      bellAction,
      formRequest(
        "/resources/notifications",
        { intent: "mark-read", id: String(theirs) },
        { cookie: me.cookie },
      ),
    );
    expect(await toastOf(result)).toMatchObject({
      type: "error",
      title: "Error",
      description: "Failed to mark notification as read: Notification not found",
    });
    expect(statusOf(theirs!)).toBe("unread");
    const junk = await callRoute(
      bellAction,
      formRequest("/resources/notifications", { intent: "explode" }, { cookie: me.cookie }),
    );
    expect(junk.status).toBe(302);
  });
});

describe("the bell's buttons with JavaScript", () => {
  it("answer data instead of a redirect, so the open bell stays where it is", async () => {
    const me = await createSignedInUser();
    const [a, b] = addNotifications(me.user.id, 2);
    const read = await callRoute(
      bellAction,
      formRequest(
        "/resources/notifications",
        { intent: "mark-read", id: String(a), redirectTo: "/journal", respond: "data" },
        { cookie: me.cookie },
      ),
    );
    expect(read).toMatchObject({ status: 200, location: null, body: { toast: null } });
    expect(statusOf(a!)).toBe("read");

    const missing = await callRoute(
      bellAction,
      formRequest(
        "/resources/notifications",
        { intent: "delete", id: "99999999", respond: "data" },
        { cookie: me.cookie },
      ),
    );
    expect(missing).toMatchObject({
      status: 404,
      body: {
        toast: {
          type: "error",
          description: "Failed to delete notification: Notification not found",
        },
      },
    });

    const cleared = await callRoute(
      bellAction,
      formRequest(
        "/resources/notifications",
        { intent: "clear", respond: "data" },
        { cookie: me.cookie },
      ),
    );
    expect(cleared.body).toMatchObject({
      toast: { type: "success", title: "Success", description: "All notifications cleared" },
    });
    expect(statusOf(b!)).toBeUndefined();
  });
});

describe("the bell's buttons when the store fails", () => {
  it("answer the spec's error toasts, for JavaScript and without", async () => {
    const me = await createSignedInUser();
    const [id] = addNotifications(me.user.id, 1);
    const sqlite = db().$client;
    sqlite.exec("ALTER TABLE notifications RENAME TO notifications_away");
    try {
      const send = (fields: Record<string, string>) =>
        callRoute(
          bellAction,
          formRequest("/resources/notifications", fields, { cookie: me.cookie }),
        );
      const trouble = "The server could not save this change. Please try again.";
      for (const [fields, description] of [
        [
          { intent: "mark-read", id: String(id) },
          `Failed to mark notification as read: ${trouble}`,
        ],
        [{ intent: "delete", id: String(id) }, `Failed to delete notification: ${trouble}`],
        [{ intent: "clear" }, `Failed to clear notifications: ${trouble}`],
      ] as const) {
        const withJs = await send({ ...fields, respond: "data" });
        expect(withJs.status).toBe(503);
        expect(withJs.body).toEqual({ toast: { type: "error", title: "Error", description } });
        const withoutJs = await send({ ...fields, redirectTo: "/journal" });
        expect(withoutJs.location).toBe("/journal");
        expect(await toastOf(withoutJs)).toMatchObject({
          type: "error",
          title: "Error",
          description,
        });
      }
    } finally {
      sqlite.exec("ALTER TABLE notifications_away RENAME TO notifications");
    }
    expect(statusOf(id!)).toBe("unread");
  });
});

describe("the full list at /notifications", () => {
  type Page = {
    notifications: Array<{ id: number; title: string; link: string | null }>;
    total: number;
    page: number;
    pageCount: number;
  };
  const open = async (cookie: string, search = "") =>
    (await callRoute(pageLoader, getRequest(`/notifications${search}`, { cookie }))).body as Page;

  it("pages through only the person's own notifications, newest first, 20 a page", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const ids = addNotifications(me.user.id, 25);
    addNotifications(other.user.id, 3);

    const first = await open(me.cookie);
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 });
    expect(first.notifications.map((n) => n.id)).toEqual(ids.slice(5).reverse());
    const second = await open(me.cookie, "?page=2");
    expect(second.notifications.map((n) => n.id)).toEqual(ids.slice(0, 5).reverse());
    expect((await open(me.cookie, "?page=99")).page).toBe(2);
    expect((await open(me.cookie, "?page=-1")).page).toBe(1);
    expect((await open(other.cookie)).total).toBe(3);
  });

  it("gives a notification's in-app link, never another site's", async () => {
    const me = await createSignedInUser();
    db()
      .insert(notifications)
      .values([
        { userId: me.user.id, title: "Local", message: "m", metadata: { link: "/support" } },
        { userId: me.user.id, title: "Away", message: "m", metadata: { link: "//evil.example" } },
      ])
      .run();
    const links = Object.fromEntries(
      (await open(me.cookie)).notifications.map((n) => [n.title, n.link]),
    );
    expect(links).toEqual({ Local: "/support", Away: null });
  });

  it("sends signed-out visitors to log in", async () => {
    const result = await callRoute(pageLoader, getRequest("/notifications"));
    expect(result.status).toBe(302);
  });
});
