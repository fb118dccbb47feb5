import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { journalEntries, moods, sessions, users } from "#db/schema";
import { action as passwordAction } from "~/routes/_app.settings.password";
import { action as dataAction, loader as dataLoader } from "~/routes/_app.settings.data";
import { loader as exportLoader } from "~/routes/resources.data-export";
import { loader as userLoader } from "~/routes/api.user";
import { verifyLogin } from "~/models/users.server";
import { hashPassword } from "~/services/crypto.server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  sessionCookieFrom,
  type RouteResult,
} from "#tests/utils/http";

type Reply = { result: { error?: Record<string, string[] | null> } };
const errorsOf = (result: RouteResult) => (result.body as Reply).result.error ?? {};

describe("change password", () => {
  it("checks the current password and writes nothing when it is wrong", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        {
          currentPassword: "not-my-password",
          newPassword: "brand-new-1",
          confirmPassword: "brand-new-1",
        },
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result).currentPassword).toEqual(["Your current password is not correct"]);
    expect(await verifyLogin(user.email, password)).toBeTruthy();
  });

  it("asks for the current password when it is empty, and calls a short one just not correct", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const change = (currentPassword: string) =>
      callRoute(
        passwordAction,
        formRequest(
          "/settings/password",
          { currentPassword, newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
          { cookie },
        ),
      );
    const empty = await change("");
    expect(empty.status).toBe(400);
    expect(errorsOf(empty).currentPassword).toEqual(["Enter your current password"]);
    const short = await change("abc");
    expect(short.status).toBe(400);
    expect(errorsOf(short).currentPassword).toEqual(["Your current password is not correct"]);
    expect(await verifyLogin(user.email, password)).toBeTruthy();
  });

  it("accepts a current password shorter than today's rule, set before the rule existed", async () => {
    const { user, cookie } = await createSignedInUser();
    db()
      .update(users)
      .set({ password: await hashPassword("abc") })
      .where(eq(users.id, user.id))
      .run();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { currentPassword: "abc", newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
        { cookie },
      ),
    );
    expect(result.status).toBe(302);
    expect(await verifyLogin(user.email, "brand-new-1")).toBeTruthy();
  });

  it("validates the new password and its confirmation", async () => {
    const { password, cookie } = await createSignedInUser();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { currentPassword: password, newPassword: "123", confirmPassword: "456789" },
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result).newPassword).toEqual(["Password must be at least 6 characters"]);
    expect(errorsOf(result).confirmPassword).toEqual(["Passwords don't match"]);
  });

  it("changes it, signs out other devices and keeps this one signed in", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const { startSession } = await import("~/services/auth.server");
    const otherDevice = (await startSession(user.id)).split(";")[0]!;
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { currentPassword: password, newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
        { cookie },
      ),
    );
    expect(result.status).toBe(302);
    const fresh = sessionCookieFrom(result.headers);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie: fresh }))).status).toBe(
      200,
    );
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: otherDevice }))).status,
    ).toBe(401);
    expect(await verifyLogin(user.email, "brand-new-1")).toBeTruthy();
    expect(await verifyLogin(user.email, password)).toBeUndefined();
  });
});

describe("export", () => {
  it("downloads the person's own data and never a secret", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    db()
      .insert(journalEntries)
      .values([
        { userId: me.user.id, content: "My own words", date: new Date() },
        { userId: other.user.id, content: "Someone else's words", date: new Date() },
      ])
      .run();
    db().insert(moods).values({ userId: me.user.id, rating: 4, date: new Date() }).run();
    const result = await callRoute(
      exportLoader,
      getRequest("/resources/data-export", { cookie: me.cookie }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="solace-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = result.body as {
      profile: Record<string, unknown>;
      journalEntries: Array<{ content: string }>;
      moods: unknown[];
    };
    expect(body.profile.email).toBe(me.user.email);
    expect(body.journalEntries.map((e) => e.content)).toEqual(["My own words"]);
    expect(body.moods).toHaveLength(1);
    const text = JSON.stringify(body);
    expect(text).not.toContain("scrypt$");
    expect(Object.keys(body.profile)).not.toEqual(expect.arrayContaining(["password"]));
    expect(text).not.toMatch(/verificationToken|resetPasswordToken/);
  });

  it("sends signed-out visitors to log in", async () => {
    const result = await callRoute(exportLoader, getRequest("/resources/data-export"));
    expect(result.status).toBe(302);
  });
});

describe("delete account", () => {
  it("asks for confirmation as a second step", async () => {
    const { cookie } = await createSignedInUser();
    expect(
      (await callRoute(dataLoader, getRequest("/settings/data", { cookie }))).body,
    ).toMatchObject({ confirmingDelete: false });
    expect(
      (await callRoute(dataLoader, getRequest("/settings/data?confirm=delete", { cookie }))).body,
    ).toMatchObject({ confirmingDelete: true });
  });

  it("refuses without the checkbox or with a wrong password, keeping everything", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const unchecked = await callRoute(
      dataAction,
      formRequest("/settings/data", { password }, { cookie }),
    );
    expect(unchecked.status).toBe(400);
    expect(errorsOf(unchecked).confirm).toBeTruthy();
    const wrong = await callRoute(
      dataAction,
      formRequest("/settings/data", { password: "wrong-password", confirm: "on" }, { cookie }),
    );
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).password).toEqual(["Your password is not correct"]);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeTruthy();
  });

  it("asks for the password when the field is empty, and calls a short one just not correct", async () => {
    const { user, cookie } = await createSignedInUser();
    const empty = await callRoute(
      dataAction,
      formRequest("/settings/data", { password: "", confirm: "on" }, { cookie }),
    );
    expect(empty.status).toBe(400);
    expect(errorsOf(empty).password).toEqual(["Enter your password to confirm"]);
    const short = await callRoute(
      dataAction,
      formRequest("/settings/data", { password: "abc", confirm: "on" }, { cookie }),
    );
    expect(short.status).toBe(400);
    expect(errorsOf(short).password).toEqual(["Your password is not correct"]);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeTruthy();
  });

  it("deletes the account and every row that belongs to it", async () => {
    const { user, password, cookie } = await createSignedInUser();
    const other = await createSignedInUser();
    db()
      .insert(journalEntries)
      .values([
        { userId: user.id, content: "mine", date: new Date() },
        { userId: other.user.id, content: "theirs", date: new Date() },
      ])
      .run();
    const result = await callRoute(
      dataAction,
      formRequest("/settings/data", { password, confirm: "on" }, { cookie }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect(
      db().select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)).get()!.n,
    ).toBe(0);
    expect(
      db().select().from(journalEntries).where(eq(journalEntries.userId, user.id)).all(),
    ).toEqual([]);
    expect(
      db().select().from(journalEntries).where(eq(journalEntries.userId, other.user.id)).all(),
    ).toHaveLength(1);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
  });
});
