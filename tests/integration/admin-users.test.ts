import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { adminActions, goals, journalEntries, moods, sessions, users } from "#db/schema";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  sessionCookieFrom,
  uniqueEmail,
  type RouteResult,
} from "#tests/utils/http";
import { routeFiles } from "#tests/utils/world";
import { createJournalEntry } from "~/models/journal.server";
import { issuePasswordResetToken } from "~/models/users.server";
import { loader as adminIndexLoader } from "~/routes/_app.admin._index";
import { action as usersAction, loader as usersLoader } from "~/routes/_app.admin.users";
import { action as apiGoalsAction } from "~/routes/api.goals";
import { action as apiLoginAction } from "~/routes/api.login";
import { loader as apiUserLoader } from "~/routes/api.user";
import { loader as appLoader } from "~/routes/_app";
import { action as authAction } from "~/routes/auth";
import { action as resetPageAction } from "~/routes/reset-password.$token";
import { action as apiResetAction } from "~/routes/api.reset-password.$token";
import { action as unlockAction } from "~/routes/unlock.$token";
import { settleQueuedEmail } from "~/services/email/mailer.server";
import { clearOutbox, readOutbox } from "#tests/utils/outbox";
import { ACCOUNT_DISABLED_MESSAGE, INVALID_LOGIN_MESSAGE } from "~/services/auth.server";

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
type UsersData = Awaited<ReturnType<typeof usersLoader>>;

let address = 0;
const fresh = () => ({ "X-Forwarded-For": `198.51.100.${(address = (address + 1) % 250)}` });

function change(admin: Signed, intent: string, userId: number, extra: Record<string, string> = {}) {
  return callRoute(
    usersAction,
    formRequest(
      "/admin/users",
      { intent, userId: String(userId), ...extra },
      { cookie: admin.cookie },
    ),
  );
}

async function list(admin: Signed, search = "") {
  const result = await callRoute(
    usersLoader,
    getRequest(`/admin/users${search}`, { cookie: admin.cookie }),
  );
  expect(result.status).toBe(200);
  return result.body as UsersData;
}

function userRow(id: number) {
  return db().select().from(users).where(eq(users.id, id)).get()!;
}

function logFor(userId: number) {
  return db()
    .select()
    .from(adminActions)
    .where(eq(adminActions.target, `user:${userId}`))
    .orderBy(adminActions.id)
    .all();
}

/** Leaves `keep` as the only admins in this file's database. */
function onlyAdmins(...keep: Signed[]) {
  db().update(users).set({ isAdmin: false }).run();
  for (const person of keep) {
    db().update(users).set({ isAdmin: true }).where(eq(users.id, person.user.id)).run();
  }
}

function login(email: string, password: string) {
  return callRoute(
    authAction,
    formRequest("/auth", { intent: "login", email, password }, { headers: fresh() }),
  );
}

const formError = (result: RouteResult) =>
  (result.body as { result: { error?: Record<string, string[]> } }).result.error?.[""];

describe("/admin/users: the list", () => {
  it("searches by email, name or username, any case, with % and _ taken literally", async () => {
    const admin = await createSignedInUser({ admin: true });
    const marigold = await createSignedInUser({ name: "Marigold Quist", email: uniqueEmail("mq") });
    await createSignedInUser({ name: "Someone Else", email: uniqueEmail("zz_percent") });

    const byName = await list(admin, "?q=MARIGOLD%20qu");
    expect(byName.accounts.map((a) => a.id)).toEqual([marigold.user.id]);
    expect(byName.accounts[0]).toMatchObject({
      name: "Marigold Quist",
      email: marigold.user.email,
      pro: false,
      isVerified: false,
      isAdmin: false,
      disabledLabel: null,
    });
    expect(byName.accounts[0]!.lastActiveAt).not.toBeNull();

    const byEmail = await list(
      admin,
      `?q=${encodeURIComponent(marigold.user.email.toUpperCase())}`,
    );
    expect(byEmail.accounts.map((a) => a.id)).toEqual([marigold.user.id]);

    expect((await list(admin, "?q=%25")).total).toBe(0);
    expect((await list(admin, "?q=zz_percent")).total).toBe(1);
    expect((await list(admin, "?q=zzxpercent")).total).toBe(0);
  });

  it("is bounded: long searches are cut, pages hold 25, unknown filters mean all", async () => {
    const admin = await createSignedInUser({ admin: true });
    for (let i = 0; i < 27; i += 1) {
      await createSignedInUser({ name: `Pagination Pal ${i}`, email: uniqueEmail("pagepal") });
    }
    const first = await list(admin, "?q=pagination%20pal&filter=bogus&page=abc");
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2, filter: "all" });
    expect(first.accounts).toHaveLength(25);
    const second = await list(admin, "?q=pagination%20pal&page=2");
    expect(second.accounts).toHaveLength(2);
    const beyond = await list(admin, "?q=pagination%20pal&page=999999");
    expect(beyond.page).toBe(2);

    const long = await list(admin, `?q=${"a".repeat(5000)}`);
    expect(long.query).toHaveLength(100);
  });

  it("filters admins and disabled accounts", async () => {
    const admin = await createSignedInUser({ admin: true, name: "Filter Admin" });
    const person = await createSignedInUser({ name: "Filter Person" });
    expect((await change(admin, "disable", person.user.id)).status).toBe(302);
    const disabled = await list(admin, "?filter=disabled&q=filter");
    expect(disabled.accounts.map((a) => a.id)).toEqual([person.user.id]);
    const admins = await list(admin, "?filter=admins&q=filter");
    expect(admins.accounts.map((a) => a.id)).toEqual([admin.user.id]);
  });

  it("is for admins only", async () => {
    const member = await createSignedInUser({ verified: true });
    const refused = await callRoute(
      usersLoader,
      getRequest("/admin/users", { cookie: member.cookie }),
    );
    expect(refused.status).toBe(403);
    const target = await createSignedInUser();
    const refusedChange = await change(member, "disable", target.user.id);
    expect(refusedChange.status).toBe(403);
    expect(userRow(target.user.id).disabledAt).toBeNull();
  });
});

describe("/admin/users: making and removing admins", () => {
  beforeEach(() => onlyAdmins());

  it("grants and revokes, each in the action log", async () => {
    const admin = await createSignedInUser({ admin: true });
    onlyAdmins(admin);
    const person = await createSignedInUser();

    const granted = await change(admin, "grant-admin", person.user.id);
    expect(granted.status).toBe(302);
    expect(granted.location).toBe("/admin/users");
    expect(userRow(person.user.id).isAdmin).toBe(true);

    const revoked = await change(admin, "revoke-admin", person.user.id);
    expect(revoked.status).toBe(302);
    expect(userRow(person.user.id).isAdmin).toBe(false);

    expect(logFor(person.user.id)).toMatchObject([
      {
        action: "admin.grant",
        adminId: admin.user.id,
        adminEmail: admin.user.email,
        details: { email: person.user.email },
      },
      { action: "admin.revoke", adminId: admin.user.id },
    ]);
  });

  it("never removes the last admin, and says why", async () => {
    const admin = await createSignedInUser({ admin: true });
    onlyAdmins(admin);
    const refused = await change(admin, "revoke-admin", admin.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "This is the last admin. Make someone else an admin first.",
    });
    expect(userRow(admin.user.id).isAdmin).toBe(true);
    expect(logFor(admin.user.id)).toEqual([]);

    // A disabled admin does not count: the last one who can sign in stays.
    const dormant = await createSignedInUser({ admin: true });
    db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, dormant.user.id)).run();
    expect((await change(admin, "revoke-admin", admin.user.id)).status).toBe(409);

    // With a second active admin, an admin may step down themself.
    const second = await createSignedInUser({ admin: true });
    const stepDown = await change(admin, "revoke-admin", admin.user.id);
    expect(stepDown.status).toBe(302);
    expect(userRow(admin.user.id).isAdmin).toBe(false);
    expect(userRow(second.user.id).isAdmin).toBe(true);
  });

  it("keeps one admin when two remove each other at the same moment", async () => {
    const a = await createSignedInUser({ admin: true });
    const b = await createSignedInUser({ admin: true });
    onlyAdmins(a, b);
    const results = await Promise.all([
      change(a, "revoke-admin", b.user.id),
      change(b, "revoke-admin", a.user.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, expect.any(Number)]);
    expect(results.filter((r) => r.status === 302)).toHaveLength(1);
    const remaining = [userRow(a.user.id), userRow(b.user.id)].filter((u) => u.isAdmin);
    expect(remaining).toHaveLength(1);
    expect(
      db()
        .select()
        .from(adminActions)
        .where(eq(adminActions.action, "admin.revoke"))
        .all()
        .filter((row) => [`user:${a.user.id}`, `user:${b.user.id}`].includes(row.target ?? "")),
    ).toHaveLength(1);
  });

  it("keeps one admin who can sign in when two disable each other at the same moment", async () => {
    const a = await createSignedInUser({ admin: true });
    const b = await createSignedInUser({ admin: true });
    onlyAdmins(a, b);
    const results = await Promise.all([
      change(a, "disable", b.user.id),
      change(b, "disable", a.user.id),
    ]);
    expect(results.filter((r) => r.status === 302)).toHaveLength(1);
    const active = [userRow(a.user.id), userRow(b.user.id)].filter((u) => !u.disabledAt);
    expect(active).toHaveLength(1);
    expect(active[0]!.isAdmin).toBe(true);
  });

  it("refuses unknown accounts and actions, changing nothing", async () => {
    const admin = await createSignedInUser({ admin: true });
    onlyAdmins(admin);
    const before = db().select().from(adminActions).all().length;
    expect((await change(admin, "grant-admin", 987654321)).status).toBe(404);
    expect((await change(admin, "promote", admin.user.id)).status).toBe(400);
    const junk = await callRoute(
      usersAction,
      formRequest("/admin/users", { intent: "disable", userId: "x" }, { cookie: admin.cookie }),
    );
    expect(junk.status).toBe(400);
    const person = await createSignedInUser();
    const tooLong = await change(admin, "disable", person.user.id, { reason: "r".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ reason: "r".repeat(201) });
    expect(userRow(person.user.id).disabledAt).toBeNull();
    expect(db().select().from(adminActions).all()).toHaveLength(before);
  });
});

describe("/admin/users: disabling an account", () => {
  async function personWithData() {
    const person = await createSignedInUser({ verified: true, name: "Disabled Dana" });
    await createJournalEntry(person.user.id, {
      content: "Dana's private entry",
      date: new Date(),
      title: "Private",
      isJournal: true,
    });
    db().insert(moods).values({ userId: person.user.id, rating: 2, date: new Date() }).run();
    db().insert(goals).values({ userId: person.user.id, name: "Dana's goal", target: 3 }).run();
    return person;
  }

  const countOf = (table: typeof journalEntries | typeof moods | typeof goals, userId: number) =>
    db()
      .select({ n: sql<number>`count(*)` })
      .from(table)
      .where(eq(table.userId, userId))
      .get()!.n;

  it("ends every session, refuses pages, the API and every sign-in, and keeps the data", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await personWithData();
    const secondDevice = await login(person.user.email, person.password);
    const otherCookie = sessionCookieFrom(secondDevice.headers);
    expect(otherCookie).toBeTruthy();

    const disabled = await change(admin, "disable", person.user.id, { reason: "Spam reports" });
    expect(disabled.status).toBe(302);
    const row = userRow(person.user.id);
    expect(row.disabledAt).not.toBeNull();
    expect(row.disabledReason).toBe("Spam reports");
    expect(db().select().from(sessions).where(eq(sessions.userId, person.user.id)).all()).toEqual(
      [],
    );

    // Both devices are signed out: pages send them to sign in, the API answers 401.
    for (const cookie of [person.cookie, otherCookie]) {
      const page = await callRoute(appLoader, getRequest("/journal", { cookie }));
      expect(page.status).toBe(302);
      expect(page.location).toMatch(/^\/auth/);
      const api = await callRoute(apiUserLoader, getRequest("/api/user", { cookie }));
      expect(api.status).toBe(401);
      const write = await callRoute(
        apiGoalsAction,
        jsonRequest("/api/goals", { name: "Sneaky", target: 1 }, { cookie }),
      );
      expect(write.status).toBe(401);
    }

    // The right password is told the account is disabled; a wrong one learns nothing.
    const refused = await login(person.user.email, person.password);
    expect(refused.status).toBe(403);
    expect(formError(refused)).toEqual([ACCOUNT_DISABLED_MESSAGE]);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    const wrong = await login(person.user.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(formError(wrong)).toEqual([INVALID_LOGIN_MESSAGE]);

    const api = await callRoute(
      apiLoginAction,
      jsonRequest(
        "/api/login",
        { email: person.user.email, password: person.password },
        { headers: fresh() },
      ),
    );
    expect(api.status).toBe(403);
    expect(api.body).toEqual({ message: ACCOUNT_DISABLED_MESSAGE });
    expect(api.headers.getSetCookie()).toEqual([]);

    // A reset link changes the password but signs no one in.
    const { token } = issuePasswordResetToken(person.user.email)!;
    const reset = await callRoute(
      resetPageAction,
      formRequest(`/reset-password/${token}`, {
        password: "Brand-New-Pass-77",
        confirmPassword: "Brand-New-Pass-77",
      }),
      { token },
    );
    expect(reset.status).toBe(302);
    expect(new URL(reset.location!, "http://x").searchParams.get("error")).toBe(
      ACCOUNT_DISABLED_MESSAGE,
    );
    expect(db().select().from(sessions).where(eq(sessions.userId, person.user.id)).all()).toEqual(
      [],
    );

    // Nothing of theirs was removed.
    expect(countOf(journalEntries, person.user.id)).toBe(1);
    expect(countOf(moods, person.user.id)).toBe(1);
    expect(countOf(goals, person.user.id)).toBe(1);

    expect(logFor(person.user.id)).toMatchObject([
      {
        action: "user.disable",
        adminId: admin.user.id,
        details: { email: person.user.email, reason: "Spam reports" },
      },
    ]);

    // Enabled again, the new password signs in.
    const enabled = await change(admin, "enable", person.user.id);
    expect(enabled.status).toBe(302);
    expect(userRow(person.user.id)).toMatchObject({ disabledAt: null, disabledReason: null });
    const back = await login(person.user.email, "Brand-New-Pass-77");
    expect(back.status).toBe(302);
    expect(sessionCookieFrom(back.headers)).toBeTruthy();
    expect(logFor(person.user.id).map((r) => r.action)).toEqual(["user.disable", "user.enable"]);
  });

  it("refuses the unlock link and the reset API too", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await createSignedInUser();
    clearOutbox();
    for (let i = 0; i < 10; i++) {
      await callRoute(
        apiLoginAction,
        jsonRequest("/api/login", { email: person.user.email, password: `wrong-guess-${i}` }),
      );
    }
    await callRoute(
      apiLoginAction,
      jsonRequest("/api/login", { email: person.user.email, password: person.password }),
    );
    await settleQueuedEmail();
    const mail = (
      readOutbox()
        .filter((m) => m.includes(person.user.email))
        .at(-1) ?? ""
    ).replace(/=\r?\n/g, "");
    const unlock = /\/unlock\/([A-Za-z0-9_.-]+)/.exec(mail)?.[1];
    expect(unlock).toBeTruthy();
    expect((await change(admin, "disable", person.user.id)).status).toBe(302);

    const unlocked = await callRoute(
      unlockAction,
      formRequest(`/unlock/${unlock}`, { password: person.password }),
      { token: unlock! },
    );
    expect(unlocked.status).toBe(403);
    expect(formError(unlocked)).toEqual([ACCOUNT_DISABLED_MESSAGE]);
    expect(unlocked.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);

    const { token } = issuePasswordResetToken(person.user.email)!;
    const reset = await callRoute(
      apiResetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "Another-Fresh-Pass-9" }),
      { token },
    );
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual({ message: ACCOUNT_DISABLED_MESSAGE });
    expect(db().select().from(sessions).where(eq(sessions.userId, person.user.id)).all()).toEqual(
      [],
    );
  }, 60_000);

  it("stops a session that still exists at its next request", async () => {
    // Even if a session row outlived the disabling (another server instance, a race), the lookup
    // refuses it: for pages and for the JSON API alike.
    const person = await createSignedInUser();
    db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, person.user.id)).run();
    expect(
      db().select().from(sessions).where(eq(sessions.userId, person.user.id)).all(),
    ).toHaveLength(1);
    expect(
      (await callRoute(apiUserLoader, getRequest("/api/user", { cookie: person.cookie }))).status,
    ).toBe(401);
    const page = await callRoute(appLoader, getRequest("/", { cookie: person.cookie }));
    expect(page.status).toBe(302);
  });

  it("refuses disabling oneself, and says nothing changed twice", async () => {
    const admin = await createSignedInUser({ admin: true });
    const self = await change(admin, "disable", admin.user.id);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: "You cannot disable your own account." });
    expect(userRow(admin.user.id).disabledAt).toBeNull();

    const person = await createSignedInUser();
    expect((await change(admin, "disable", person.user.id)).status).toBe(302);
    const again = await change(admin, "disable", person.user.id);
    expect(again.status).toBe(302);
    expect(logFor(person.user.id)).toHaveLength(1);
  });
});

describe("no admin screen shows a journal, a mood or a plan", () => {
  it("keeps a person's writing out of every admin loader", async () => {
    const admin = await createSignedInUser({ admin: true });
    const person = await createSignedInUser({ name: "Private Pat" });
    const secrets = [
      "Zephyr-journal-7781",
      "Quokka-title-5523",
      "Nimbus-goal-9904",
      "Ostrich-plan-3312",
    ];
    await createJournalEntry(person.user.id, {
      content: `Today ${secrets[0]} happened.`,
      date: new Date(),
      title: secrets[1],
      isJournal: true,
    });
    db().insert(moods).values({ userId: person.user.id, rating: 1, date: new Date() }).run();
    db()
      .insert(goals)
      .values({ userId: person.user.id, name: secrets[2]!, description: secrets[3], target: 2 })
      .run();
    // Admin actions on the person, so the log names them too.
    await change(admin, "disable", person.user.id, { reason: "Checking" });
    await change(admin, "enable", person.user.id);

    const adminScreens = routeFiles().filter((file) => file.startsWith("_app.admin"));
    expect(adminScreens).toContain("_app.admin.users.tsx");
    const seen: string[] = [];
    for (const file of adminScreens) {
      const module = (await import(path.resolve("app/routes", file))) as {
        loader?: (args: { request: Request; params: object; context: object }) => unknown;
      };
      if (!module.loader) continue;
      const pathname = `/${file
        .replace(/^_app\./, "")
        .replace(/\.tsx$/, "")
        .replace(/\._index$/, "")
        .replaceAll(".", "/")}`;
      for (const search of ["", `?q=${encodeURIComponent(person.user.email)}`]) {
        const result = await callRoute(
          module.loader,
          getRequest(`${pathname}${search}`, { cookie: admin.cookie }),
        );
        expect(result.status, `${file}${search}`).toBe(200);
        seen.push(JSON.stringify(result.body));
      }
    }
    const all = seen.join("\n");
    expect(all).toContain(person.user.email);
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/"(rating|mood|content|sentiment)"\s*:/);
  });
});

describe("the action log on /admin", () => {
  it("filters by action kind, admin and days in the admin's zone, and pages", async () => {
    const first = await createSignedInUser({ admin: true, email: uniqueEmail("log-first") });
    const second = await createSignedInUser({ admin: true, email: uniqueEmail("log-second") });
    const at = (iso: string) => new Date(iso);
    const insert = (admin: Signed, action: string, createdAt: Date) =>
      db()
        .insert(adminActions)
        .values({
          adminId: admin.user.id,
          adminEmail: admin.user.email,
          action,
          target: "user:1",
          details: { email: "someone@example.com" },
          ipAddress: "203.0.113.7",
          createdAt,
        })
        .run();
    insert(first, "user.disable", at("2031-03-10T12:00:00Z"));
    insert(first, "support.update", at("2031-03-11T12:00:00Z"));
    insert(second, "user.enable", at("2031-03-12T12:00:00Z"));
    // 23:30 on March 12 in New York is already March 13 in UTC.
    insert(second, "admin.grant", at("2031-03-13T03:30:00Z"));

    const view = async (search: string, cookie = first.cookie) => {
      const result = await callRoute(adminIndexLoader, getRequest(`/admin${search}`, { cookie }));
      expect(result.status).toBe(200);
      return result.body as Awaited<ReturnType<typeof adminIndexLoader>>;
    };
    const range = "from=2031-03-01&to=2031-03-31";

    const users = await view(`?action=user&${range}`);
    expect(users.actions.map((a) => a.action)).toEqual(["user.enable", "user.disable"]);
    expect(users.actions[0]).toMatchObject({
      adminEmail: second.user.email,
      targetEmail: "someone@example.com",
      target: "user:1",
      ipAddress: "203.0.113.7",
      label: "Enabled an account",
    });

    const byAdmin = await view(`?admin=${first.user.id}&${range}`);
    expect(byAdmin.actions.map((a) => a.action)).toEqual(["support.update", "user.disable"]);
    expect(byAdmin.admins.map((a) => a.email)).toEqual(
      expect.arrayContaining([first.user.email, second.user.email]),
    );

    const exact = await view(`?action=support.update&${range}`);
    expect(exact.actions.map((a) => a.action)).toEqual(["support.update"]);

    const utcDay = await view("?from=2031-03-12&to=2031-03-12");
    expect(utcDay.actions.map((a) => a.action)).toEqual(["user.enable"]);
    // The admin's own zone decides which day an action fell on.
    const newYork = `${first.cookie}; tz=America%2FNew_York`;
    const nyDay = await view("?from=2031-03-12&to=2031-03-12", newYork);
    expect(nyDay.actions.map((a) => a.action)).toEqual(["admin.grant", "user.enable"]);
    expect(nyDay.timezone).toMatch(/^America\/New York/);

    const backwards = await view("?from=2031-03-12&to=2031-03-01");
    expect(backwards.error).toBe("The start date must be on or before the end date.");

    const junk = await view("?action=%3Cscript%3E&admin=abc&from=yesterday&page=-3");
    expect(junk.params).toEqual({ action: "", admin: "", from: "", to: "", page: 1 });

    // Paging: 50 a page, "Older actions" while there are more.
    for (let i = 0; i < 51; i += 1) insert(first, "paging.test", at("2032-01-01T00:00:00Z"));
    const page1 = await view("?action=paging");
    expect(page1.actions).toHaveLength(50);
    expect(page1.hasMore).toBe(true);
    const page2 = await view("?action=paging&page=2");
    expect(page2.actions).toHaveLength(1);
    expect(page2.hasMore).toBe(false);
  });
});
