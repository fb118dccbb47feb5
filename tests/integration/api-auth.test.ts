import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { sessions, users } from "#db/schema";
import { action as registerAction } from "~/routes/api.register";
import { action as loginAction } from "~/routes/api.login";
import { action as logoutAction } from "~/routes/api.logout";
import { loader as userLoader } from "~/routes/api.user";
import { action as forgotAction } from "~/routes/api.forgot-password";
import { action as resetAction } from "~/routes/api.reset-password.$token";
import { action as verifyAction, loader as verifyLoader } from "~/routes/api.verify-email.$token";
import { MAX_JSON_BODY_BYTES } from "~/services/api.server";
import {
  callRoute,
  createSignedInUser,
  getRequest,
  jsonRequest,
  sessionCookieFrom,
  uniqueEmail,
} from "#tests/utils/http";
import { clearOutbox, lastLinkToken, readOutbox } from "#tests/utils/outbox";
import { settleQueuedEmail } from "~/services/email/mailer.server";

// These tests give each request its own X-Forwarded-For address: one trusted proxy in front.
process.env.TRUST_PROXY = "1";

const userCount = () => db().select({ n: count() }).from(users).get()!.n;

let address = 0;
/** A distinct client address per request, so rate limits only bite where a test wants them. */
const fresh = () => ({ "X-Forwarded-For": `192.0.2.${(address = (address + 1) % 250)}` });

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/scrypt\$/);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/token/i);
}

beforeEach(() => clearOutbox());

describe("POST /api/register", () => {
  it("creates an unverified free account, signs it in and emails a verification link", async () => {
    const email = uniqueEmail("register");
    const result = await callRoute(
      registerAction,
      jsonRequest(
        "/api/register",
        { name: "Ada Lovelace", username: "ada", email, password: "analytical1" },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      name: "Ada Lovelace",
      username: "ada",
      email,
      isAdmin: false,
      isVerified: false,
      subscriptionTier: "free",
    });
    expectNoSecrets(result.body);
    const cookie = sessionCookieFrom(result.headers);
    expect(cookie).toMatch(/^__session=/);
    const setCookie = result.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await callRoute(userLoader, getRequest("/api/user", { cookie }));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email });
    expect(lastLinkToken(email, "/verify-email/")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(readOutbox().at(-1)).toContain("http://localhost:3000/verify-email/");
  });

  it("ignores isAdmin, subscriptionTier, isVerified and any other field in the body", async () => {
    const email = uniqueEmail("sneaky");
    const result = await callRoute(
      registerAction,
      jsonRequest(
        "/api/register",
        {
          name: "Mallory",
          email,
          password: "sneaky-pass",
          isAdmin: true,
          subscriptionTier: "pro",
          isVerified: true,
          id: 1,
        },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(201);
    const stored = db().select().from(users).where(eq(users.email, email)).get()!;
    expect(stored.isAdmin).toBe(false);
    expect(stored.isVerified).toBe(false);
    expect(stored.subscriptionTier).toBe("free");
  });

  it.each([
    [
      "a missing name",
      { email: "x@example.com", password: "secret12" },
      "name",
      "Name is required",
    ],
    [
      "a blank name",
      { name: "  ", email: "x@example.com", password: "secret12" },
      "name",
      "Name is required",
    ],
    [
      "a bad email",
      { name: "X", email: "not-an-email", password: "secret12" },
      "email",
      "Please enter a valid email address",
    ],
    [
      "a missing email",
      { name: "X", password: "secret12" },
      "email",
      "Please enter a valid email address",
    ],
    [
      "a short password",
      { name: "X", email: "x@example.com", password: "12345" },
      "password",
      "Password must be at least 6 characters",
    ],
    [
      "a common password",
      { name: "X", email: "x@example.com", password: "password" },
      "password",
      "This password is too common",
    ],
  ])("answers 400 for %s and writes nothing", async (_label, body, field, message) => {
    const before = userCount();
    const result = await callRoute(
      registerAction,
      jsonRequest("/api/register", body, { headers: fresh() }),
    );
    expect(result.status).toBe(400);
    const errors = (result.body as { errors: Record<string, string[]> }).errors;
    expect(errors[field]![0]).toContain(message);
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(userCount()).toBe(before);
    expect(readOutbox()).toHaveLength(0);
  });

  it("answers 409 when the email is already registered, whatever its case", async () => {
    const email = uniqueEmail("dupe");
    await callRoute(
      registerAction,
      jsonRequest(
        "/api/register",
        { name: "One", email, password: "first-pass" },
        { headers: fresh() },
      ),
    );
    const before = userCount();
    const result = await callRoute(
      registerAction,
      jsonRequest(
        "/api/register",
        { name: "Two", email: email.toUpperCase(), password: "second-pass" },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ message: "An account with this email already exists" });
    expect(userCount()).toBe(before);
  });

  it("refuses bodies that are not JSON, not valid JSON or too large", async () => {
    const before = userCount();
    const notJson = new Request("http://localhost:3000/api/register", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...fresh() },
      body: "name=x",
    });
    expect((await callRoute(registerAction, notJson)).status).toBe(415);
    expect(
      (await callRoute(registerAction, jsonRequest("/api/register", "{nope", { headers: fresh() })))
        .status,
    ).toBe(400);
    const huge = {
      name: "x".repeat(MAX_JSON_BODY_BYTES),
      email: uniqueEmail(),
      password: "secret12",
    };
    const tooLarge = await callRoute(
      registerAction,
      jsonRequest("/api/register", huge, { headers: fresh() }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ message: "Request body is too large" });
    expect(userCount()).toBe(before);
  });

  it("limits registrations per client address with 429", async () => {
    const headers = { "X-Forwarded-For": "198.51.100.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await callRoute(
        registerAction,
        jsonRequest(
          "/api/register",
          { name: "Bot", email: uniqueEmail("flood"), password: "flooding1" },
          { headers },
        ),
      );
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a request whose Origin is another site", async () => {
    const before = userCount();
    const result = await callRoute(
      registerAction,
      jsonRequest(
        "/api/register",
        { name: "X", email: uniqueEmail(), password: "secret12" },
        { headers: { Origin: "https://evil.example", ...fresh() } },
      ),
    );
    expect(result.status).toBe(403);
    expect(userCount()).toBe(before);
  });
});

describe("POST /api/login and /api/logout, GET /api/user", () => {
  it("answers 401 to GET /api/user when signed out", async () => {
    const result = await callRoute(userLoader, getRequest("/api/user"));
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: "Not authenticated" });
  });

  it("signs in with the right password, with a new session id each time", async () => {
    const { user, password, cookie: oldCookie } = await createSignedInUser();
    const result = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: user.email.toUpperCase(), password },
        { headers: fresh(), cookie: oldCookie },
      ),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: user.id, firstName: "Robin", email: user.email });
    expectNoSecrets(result.body);
    const cookie = sessionCookieFrom(result.headers);
    expect(cookie).not.toBe(oldCookie);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(200);
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: oldCookie }))).status,
    ).toBe(401);
  });

  it("answers one generic 401 for a wrong password and for an unknown email", async () => {
    const { user } = await createSignedInUser();
    const wrong = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: user.email, password: "wrong-password" },
        { headers: fresh() },
      ),
    );
    const unknown = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: uniqueEmail("nobody"), password: "whatever1" },
        { headers: fresh() },
      ),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("answers 400 for missing fields, a bad email or a short password", async () => {
    for (const body of [
      {},
      { email: "bad", password: "secret12" },
      { email: "a@example.com", password: "123" },
    ]) {
      const result = await callRoute(
        loginAction,
        jsonRequest("/api/login", body, { headers: fresh() }),
      );
      expect(result.status).toBe(400);
    }
    const result = await callRoute(
      loginAction,
      jsonRequest("/api/login", { email: "bad", password: "123" }, { headers: fresh() }),
    );
    expect(result.body).toMatchObject({
      errors: {
        email: ["Please enter a valid email address"],
        password: ["Password must be at least 6 characters"],
      },
    });
  });

  it("limits attempts per email with 429, even from many addresses", async () => {
    const { user } = await createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await callRoute(
        loginAction,
        jsonRequest(
          "/api/login",
          { email: user.email, password: "guess-" + i },
          { headers: fresh() },
        ),
      );
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(statuses.length).toBe(11);
  });

  it("logs out: the session row is deleted and the cookie cleared", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(logoutAction, jsonRequest("/api/logout", {}, { cookie }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: "Logged out" });
    expect(result.headers.getSetCookie()[0]).toMatch(/__session=;.*Max-Age=0/i);
    expect(db().select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
  });

  it("does not accept a tampered session cookie", async () => {
    const { cookie } = await createSignedInUser();
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: tampered }))).status,
    ).toBe(401);
  });
});

describe("POST /api/forgot-password and /api/reset-password/{token}", () => {
  const neutral =
    "If an account exists with the email you provided, we've sent instructions to reset your password.";

  it("answers the same for known and unknown emails, and emails only the known one", async () => {
    const { user } = await createSignedInUser();
    const known = await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: user.email }, { headers: fresh() }),
    );
    const unknown = await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: uniqueEmail("ghost") }, { headers: fresh() }),
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: neutral });
    expect(unknown.body).toEqual(known.body);
    await settleQueuedEmail();
    expect(readOutbox()).toHaveLength(1);
    expect(lastLinkToken(user.email, "/reset-password/")).toBeTruthy();
  });

  it("answers 400 for a bad email", async () => {
    const result = await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: "nope" }, { headers: fresh() }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: "Please enter a valid email address" });
  });

  it("resets the password once, revokes every session, and refuses the token again", async () => {
    const { user, password, cookie } = await createSignedInUser();
    await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: user.email }, { headers: fresh() }),
    );
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;

    const short = await callRoute(
      resetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "123" }),
      { token },
    );
    expect(short.status).toBe(400);

    const result = await callRoute(
      resetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "a-new-password" }),
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: "Password reset successful" });
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);

    const reused = await callRoute(
      resetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "another-one" }),
      { token },
    );
    expect(reused.status).toBe(400);

    const oldLogin = await callRoute(
      loginAction,
      jsonRequest("/api/login", { email: user.email, password }, { headers: fresh() }),
    );
    expect(oldLogin.status).toBe(401);
    const newLogin = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: user.email, password: "a-new-password" },
        { headers: fresh() },
      ),
    );
    expect(newLogin.status).toBe(200);
  });

  it("refuses an expired reset token and leaves the password alone", async () => {
    const { user, password } = await createSignedInUser();
    await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: user.email }, { headers: fresh() }),
    );
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    db()
      .update(users)
      .set({ resetPasswordExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id))
      .run();
    const result = await callRoute(
      resetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "a-new-password" }),
      { token },
    );
    expect(result.status).toBe(400);
    const login = await callRoute(
      loginAction,
      jsonRequest("/api/login", { email: user.email, password }, { headers: fresh() }),
    );
    expect(login.status).toBe(200);
  });

  it("stores only a hash of the reset token", async () => {
    const { user } = await createSignedInUser();
    await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: user.email }, { headers: fresh() }),
    );
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    const stored = db().select().from(users).where(eq(users.id, user.id)).get()!;
    expect(stored.resetPasswordToken).toBeTruthy();
    expect(stored.resetPasswordToken).not.toContain(token);
  });
});

describe("POST /api/verify-email/{token}", () => {
  it("GET only answers whether the link works and writes nothing; POST verifies", async () => {
    const { user, verificationToken: token } = await createSignedInUser();
    const look = await callRoute(verifyLoader, getRequest(`/api/verify-email/${token}`), { token });
    expect(look.status).toBe(200);
    expect(look.body).toMatchObject({ valid: true, verified: false });
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(false);
    expect(
      (await callRoute(verifyLoader, getRequest("/api/verify-email/made-up"), { token: "made-up" }))
        .status,
    ).toBe(400);
    const spent = await callRoute(verifyAction, jsonRequest(`/api/verify-email/${token}`, {}), {
      token,
    });
    expect(spent.status).toBe(200);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(true);
    expect(
      (await callRoute(verifyLoader, getRequest(`/api/verify-email/${token}`), { token })).status,
    ).toBe(400);
  });

  it("refuses other methods and cross-site posts", async () => {
    const { user, verificationToken: token } = await createSignedInUser();
    const put = await callRoute(
      verifyAction,
      jsonRequest(`/api/verify-email/${token}`, {}, { method: "PUT" }),
      { token },
    );
    expect(put.status).toBe(405);
    const crossSite = await callRoute(
      verifyAction,
      jsonRequest(
        `/api/verify-email/${token}`,
        {},
        { headers: { Origin: "https://evil.example" } },
      ),
      { token },
    );
    expect(crossSite.status).toBe(403);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(false);
  });

  it("answers the user when the session is already that user's, once", async () => {
    const { user, cookie, verificationToken } = await createSignedInUser();
    const result = await callRoute(
      verifyAction,
      jsonRequest(`/api/verify-email/${verificationToken}`, {}, { cookie }),
      { token: verificationToken },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: user.id, isVerified: true });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).body).toMatchObject({
      id: user.id,
      isVerified: true,
    });
    const again = await callRoute(
      verifyAction,
      jsonRequest(`/api/verify-email/${verificationToken}`, {}, { cookie }),
      { token: verificationToken },
    );
    expect(again.status).toBe(400);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("never signs a browser into the link's account: an attacker's link mailed to a victim", async () => {
    const attacker = await createSignedInUser({ name: "Mallory" });
    const victim = await createSignedInUser({ name: "Victim", verified: true });
    const token = attacker.verificationToken;
    const result = await callRoute(
      verifyAction,
      jsonRequest(`/api/verify-email/${token}`, {}, { cookie: victim.cookie }),
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      verified: true,
      message: "Your email is verified. Please log in to continue.",
    });
    expect(result.headers.getSetCookie()).toEqual([]);
    // The victim's browser is still the victim's, and the attacker's email is verified.
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: victim.cookie }))).body,
    ).toMatchObject({ id: victim.user.id });
    expect(db().select().from(users).where(eq(users.id, attacker.user.id)).get()!.isVerified).toBe(
      true,
    );
  });

  it("verifies for a signed-out browser without signing it in", async () => {
    const { user, verificationToken: token } = await createSignedInUser();
    const result = await callRoute(verifyAction, jsonRequest(`/api/verify-email/${token}`, {}), {
      token,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ verified: true });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(true);
  });

  it("refuses an expired or unknown token", async () => {
    const { user, verificationToken } = await createSignedInUser();
    db()
      .update(users)
      .set({ verificationTokenExpires: new Date(Date.now() - 1) })
      .where(eq(users.id, user.id))
      .run();
    expect(
      (await callRoute(verifyAction, jsonRequest("/x", {}), { token: verificationToken })).status,
    ).toBe(400);
    expect(
      (await callRoute(verifyAction, jsonRequest("/x", {}), { token: "made-up" })).status,
    ).toBe(400);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(false);
  });
});

describe("registration attempts per email", () => {
  it("are limited too, so one address cannot be probed from many clients", async () => {
    const email = uniqueEmail("probe");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await callRoute(
        registerAction,
        jsonRequest(
          "/api/register",
          { name: "P", email, password: "probe-pass" },
          { headers: fresh() },
        ),
      );
      statuses.push(result.status);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});

describe("link tokens are worth little once logged", () => {
  it("a reset link lasts 30 minutes", async () => {
    const { user } = await createSignedInUser();
    const before = Date.now();
    await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: user.email }, { headers: fresh() }),
    );
    const stored = db().select().from(users).where(eq(users.id, user.id)).get()!;
    const lifetime = stored.resetPasswordExpires!.getTime() - before;
    expect(lifetime).toBeGreaterThan(29 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
  });

  it("a pending reset link stops working once the person logs in with their password", async () => {
    const { user, password } = await createSignedInUser();
    await callRoute(
      forgotAction,
      jsonRequest("/api/forgot-password", { email: user.email }, { headers: fresh() }),
    );
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    const login = await callRoute(
      loginAction,
      jsonRequest("/api/login", { email: user.email, password }, { headers: fresh() }),
    );
    expect(login.status).toBe(200);
    const reset = await callRoute(
      resetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "taken-over-1" }),
      { token },
    );
    expect(reset.status).toBe(400);
  });

  it("a spent verification link is worthless", async () => {
    const { verificationToken: token } = await createSignedInUser();
    expect(
      (await callRoute(verifyAction, jsonRequest(`/api/verify-email/${token}`, {}), { token }))
        .status,
    ).toBe(200);
    expect(
      (await callRoute(verifyAction, jsonRequest(`/api/verify-email/${token}`, {}), { token }))
        .status,
    ).toBe(400);
  });
});
