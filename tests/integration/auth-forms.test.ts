import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { sessions, users } from "#db/schema";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { action as logoutAction } from "~/routes/logout";
import { action as resendAction } from "~/routes/resend-verification";
import { action as verifyAction, loader as verifyLoader } from "~/routes/verify-email.$token";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password.$token";
import { loader as userLoader } from "~/routes/api.user";
import { getToast } from "~/services/session.server";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  sessionCookieFrom,
  uniqueEmail,
  type RouteResult,
} from "#tests/utils/http";
import { clearOutbox, lastLinkToken, readOutbox } from "#tests/utils/outbox";
import { settleQueuedEmail } from "~/services/email/mailer.server";

// These tests give each request its own X-Forwarded-For address: one trusted proxy in front.
process.env.TRUST_PROXY = "1";

const userCount = () => db().select({ n: count() }).from(users).get()!.n;
let address = 0;
const fresh = () => ({ "X-Forwarded-For": `203.0.113.${(address = (address + 1) % 250)}` });

type Reply = { result: { status?: string; error?: Record<string, string[] | null> } };
const errorsOf = (result: RouteResult) => (result.body as Reply).result.error ?? {};

async function toastOf(result: RouteResult) {
  const { toast } = await getToast(
    new Request("http://localhost:3000/", { headers: { Cookie: cookiesFrom(result.headers) } }),
  );
  return toast;
}

beforeEach(() => clearOutbox());

describe("the /auth screen", () => {
  it("opens the tab named in the address and keeps only a local redirectTo", async () => {
    const result = await callRoute(
      authLoader,
      getRequest("/auth?tab=register&redirectTo=https://evil.example/x"),
    );
    expect(result.body).toMatchObject({ tab: "register", redirectTo: "" });
    const local = await callRoute(authLoader, getRequest("/auth?redirectTo=%2Fjournal%3Fq%3D1"));
    expect(local.body).toMatchObject({ tab: "login", redirectTo: "/journal?q=1" });
    const forgot = await callRoute(
      authLoader,
      getRequest("/auth?tab=forgot&error=Line%201%0ALine%202"),
    );
    expect(forgot.body).toMatchObject({ tab: "forgot", error: "Line 1\nLine 2" });
  });

  it("sends signed-in visitors to /", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(authLoader, getRequest("/auth", { cookie }));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
  });
});

describe("register form", () => {
  const valid = (email: string) => ({
    intent: "register",
    name: "Grace Hopper",
    username: "",
    email,
    password: "compiler-1952",
    confirmPassword: "compiler-1952",
  });

  it("creates the account, signs in with a toast and sends the verification email", async () => {
    const email = uniqueEmail("form-register");
    const result = await callRoute(
      authAction,
      formRequest("/auth", valid(email), { headers: fresh() }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    expect(sessionCookieFrom(result.headers)).toMatch(/^__session=/);
    expect(await toastOf(result)).toMatchObject({
      type: "success",
      title: "Registration successful",
    });
    expect(lastLinkToken(email, "/verify-email/")).toBeTruthy();
  });

  it("follows redirectTo only to a path on this site", async () => {
    const evil = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { ...valid(uniqueEmail()), redirectTo: "//evil.example/phish" },
        { headers: fresh() },
      ),
    );
    expect(evil.location).toBe("/");
    const local = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { ...valid(uniqueEmail()), redirectTo: "/journal" },
        { headers: fresh() },
      ),
    );
    expect(local.location).toBe("/journal");
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["email", { email: "nope" }, "Please enter a valid email address"],
    [
      "password",
      { password: "123", confirmPassword: "123" },
      "Password must be at least 6 characters",
    ],
    ["confirmPassword", { confirmPassword: "different-1" }, "Passwords don't match"],
    ["confirmPassword", { confirmPassword: "" }, "Password must be at least 6 characters"],
  ])("shows the %s message and writes nothing", async (field, change, message) => {
    const before = userCount();
    const result = await callRoute(
      authAction,
      formRequest("/auth", { ...valid(uniqueEmail()), ...change }, { headers: fresh() }),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result)[field]).toContain(message);
    expect(userCount()).toBe(before);
    expect(readOutbox()).toHaveLength(0);
  });

  it("never sends the password back to the page", async () => {
    const result = await callRoute(
      authAction,
      formRequest("/auth", { ...valid("bad"), password: "hunter22-secret" }, { headers: fresh() }),
    );
    expect(JSON.stringify(result.body)).not.toContain("hunter22-secret");
  });

  it("reports a taken email on the email field with 409", async () => {
    const email = uniqueEmail("taken");
    await callRoute(authAction, formRequest("/auth", valid(email), { headers: fresh() }));
    const before = userCount();
    const result = await callRoute(
      authAction,
      formRequest("/auth", valid(email), { headers: fresh() }),
    );
    expect(result.status).toBe(409);
    expect(errorsOf(result).email).toEqual(["An account with this email already exists"]);
    expect(userCount()).toBe(before);
  });

  it("ignores extra fields such as isAdmin", async () => {
    const email = uniqueEmail("extra");
    await callRoute(
      authAction,
      formRequest(
        "/auth",
        { ...valid(email), isAdmin: "true", subscriptionTier: "pro", isVerified: "true" },
        { headers: fresh() },
      ),
    );
    const stored = db().select().from(users).where(eq(users.email, email)).get()!;
    expect([stored.isAdmin, stored.isVerified, stored.subscriptionTier]).toEqual([
      false,
      false,
      "free",
    ]);
  });

  it("refuses a submission that fills the honeypot", async () => {
    const before = userCount();
    const result = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { ...valid(uniqueEmail()), website: "http://spam" },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(400);
    expect(userCount()).toBe(before);
  });
});

describe("login form", () => {
  it("signs in with a toast greeting the first name and a fresh session", async () => {
    const { user, password } = await createSignedInUser({ name: "Robin Hood" });
    const result = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "login", email: user.email, password, redirectTo: "/journal" },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/journal");
    expect(await toastOf(result)).toMatchObject({
      title: "Login successful",
      description: "Welcome back, Robin",
    });
    const cookie = sessionCookieFrom(result.headers);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(200);
  });

  it("answers a wrong password with one generic message", async () => {
    const { user } = await createSignedInUser();
    const result = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "login", email: user.email, password: "not-it-at-all" },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(401);
    expect(errorsOf(result)[""]).toEqual(["Invalid email or password"]);
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it("validates the email and password length", async () => {
    const result = await callRoute(
      authAction,
      formRequest("/auth", { intent: "login", email: "x", password: "1" }, { headers: fresh() }),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result).email).toEqual(["Please enter a valid email address"]);
    expect(errorsOf(result).password).toEqual(["Password must be at least 6 characters"]);
  });

  it("answers 429 with a clear message when one address tries too often", async () => {
    const headers = { "X-Forwarded-For": "198.51.100.99" };
    let last: RouteResult | undefined;
    for (let i = 0; i < 31; i++) {
      last = await callRoute(
        authAction,
        formRequest(
          "/auth",
          { intent: "login", email: uniqueEmail("spray"), password: "guess-guess" },
          { headers },
        ),
      );
    }
    expect(last!.status).toBe(429);
    expect(errorsOf(last!)[""]).toEqual([
      "Too many attempts. Please wait a few minutes and try again.",
    ]);
  });

  it("rejects an unknown intent without a 500", async () => {
    const result = await callRoute(
      authAction,
      formRequest("/auth", { intent: "explode" }, { headers: fresh() }),
    );
    expect(result.status).toBe(400);
  });
});

describe("forgot password form", () => {
  it("redirects to the same confirmation for known and unknown emails", async () => {
    const { user } = await createSignedInUser();
    const known = await callRoute(
      authAction,
      formRequest("/auth", { intent: "forgot", email: user.email }, { headers: fresh() }),
    );
    const unknown = await callRoute(
      authAction,
      formRequest("/auth", { intent: "forgot", email: uniqueEmail("ghost") }, { headers: fresh() }),
    );
    expect(known.location).toBe("/auth?tab=forgot&sent=1");
    expect(unknown.location).toBe(known.location);
    expect(await toastOf(known)).toMatchObject({
      title: "Reset link sent",
      description: "Please check your email for a password reset link.",
    });
    await settleQueuedEmail();
    expect(readOutbox()).toHaveLength(1);
  });

  it("limits reset emails per address", async () => {
    const { user } = await createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await callRoute(
        authAction,
        formRequest("/auth", { intent: "forgot", email: user.email }, { headers: fresh() }),
      );
      statuses.push(result.status);
    }
    expect(statuses.at(-1)).toBe(429);
    await settleQueuedEmail();
    expect(readOutbox()).toHaveLength(5);
  });
});

describe("reset password page", () => {
  it("shows the form for a live token, resets, revokes sessions and spends the token", async () => {
    const { user, cookie } = await createSignedInUser();
    await callRoute(
      authAction,
      formRequest("/auth", { intent: "forgot", email: user.email }, { headers: fresh() }),
    );
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    expect(
      (await callRoute(resetLoader, getRequest(`/reset-password/${token}`), { token })).body,
    ).toEqual({
      valid: true,
      email: user.email,
      // The form's HTML constraints come from the loader: zod stays on the server (decision 008).
      constraint: { password: { required: true }, confirmPassword: { required: true } },
    });

    const mismatch = await callRoute(
      resetAction,
      formRequest(`/reset-password/${token}`, {
        password: "new-pass-1",
        confirmPassword: "new-pass-2",
      }),
      { token },
    );
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch).confirmPassword).toEqual(["Passwords don't match"]);

    const done = await callRoute(
      resetAction,
      formRequest(`/reset-password/${token}`, {
        password: "new-pass-1",
        confirmPassword: "new-pass-1",
      }),
      { token },
    );
    expect(done.location).toBe("/");
    expect(await toastOf(done)).toMatchObject({ title: "Password reset successful" });
    // Every old session ended; only the one this reset started is left, and it works.
    const sessionsLeft = db().select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(sessionsLeft).toHaveLength(1);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
    const newCookie = sessionCookieFrom(done.headers);
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: newCookie }))).body,
    ).toMatchObject({ id: user.id });

    expect(
      (await callRoute(resetLoader, getRequest(`/reset-password/${token}`), { token })).body,
    ).toMatchObject({ valid: false });
    const reused = await callRoute(
      resetAction,
      formRequest(`/reset-password/${token}`, {
        password: "again-pass",
        confirmPassword: "again-pass",
      }),
      { token },
    );
    expect(reused.status).toBe(400);
  });

  it("treats an expired link as invalid", async () => {
    const { user } = await createSignedInUser();
    await callRoute(
      authAction,
      formRequest("/auth", { intent: "forgot", email: user.email }, { headers: fresh() }),
    );
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    db()
      .update(users)
      .set({ resetPasswordExpires: new Date(Date.now() - 1) })
      .where(eq(users.id, user.id))
      .run();
    expect(
      (await callRoute(resetLoader, getRequest(`/reset-password/${token}`), { token })).body,
    ).toMatchObject({ valid: false });
  });
});

describe("verify email page", () => {
  it("does not spend the token on GET; the POST verifies and keeps the owner's session", async () => {
    const { user, cookie, verificationToken: token } = await createSignedInUser();
    expect(
      (await callRoute(verifyLoader, getRequest(`/verify-email/${token}`), { token })).body,
    ).toEqual({ valid: true });
    expect(
      (await callRoute(verifyLoader, getRequest(`/verify-email/${token}`), { token })).body,
    ).toEqual({ valid: true });

    const result = await callRoute(
      verifyAction,
      formRequest(`/verify-email/${token}`, {}, { cookie }),
      { token },
    );
    expect(result.location).toBe("/");
    expect(await toastOf(result)).toMatchObject({ title: "Email verified" });
    expect(sessionCookieFrom(result.headers)).toBe("");
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).body).toMatchObject({
      id: user.id,
    });
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(true);

    const again = await callRoute(verifyAction, formRequest(`/verify-email/${token}`, {}), {
      token,
    });
    expect(again.status).toBe(400);
    expect(await toastOf(again)).toMatchObject({ title: "Verification failed" });
  });

  it("an attacker's link clicked by a signed-in victim verifies it and changes nothing else", async () => {
    const attacker = await createSignedInUser({ name: "Mallory" });
    const victim = await createSignedInUser({ name: "Victim", verified: true });
    const token = attacker.verificationToken;
    const result = await callRoute(
      verifyAction,
      formRequest(`/verify-email/${token}`, {}, { cookie: victim.cookie }),
      { token },
    );
    expect(result.location).toBe("/");
    expect(sessionCookieFrom(result.headers)).toBe("");
    expect(
      (await callRoute(userLoader, getRequest("/api/user", { cookie: victim.cookie }))).body,
    ).toMatchObject({ id: victim.user.id });
    expect(db().select().from(users).where(eq(users.id, attacker.user.id)).get()!.isVerified).toBe(
      true,
    );
  });

  it("a signed-out browser is told the email is verified and asked to log in", async () => {
    const { user, verificationToken: token } = await createSignedInUser();
    const result = await callRoute(verifyAction, formRequest(`/verify-email/${token}`, {}), {
      token,
    });
    expect(result.location).toBe("/auth?tab=login");
    expect(sessionCookieFrom(result.headers)).toBe("");
    expect(await toastOf(result)).toMatchObject({
      title: "Email verified",
      description: "Your email is verified. Please log in to continue.",
    });
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isVerified).toBe(true);
  });

  it("refuses a token older than 24 hours", async () => {
    const { user, verificationToken: token } = await createSignedInUser();
    db()
      .update(users)
      .set({ verificationTokenExpires: new Date(Date.now() - 1) })
      .where(eq(users.id, user.id))
      .run();
    expect(
      (await callRoute(verifyLoader, getRequest(`/verify-email/${token}`), { token })).body,
    ).toEqual({ valid: false });
    expect(
      (await callRoute(verifyAction, formRequest(`/verify-email/${token}`, {}), { token })).status,
    ).toBe(400);
  });

  it("resends a new link that replaces the old one", async () => {
    const { user, cookie, verificationToken: oldToken } = await createSignedInUser();
    const result = await callRoute(
      resendAction,
      formRequest("/resend-verification", {}, { cookie }),
    );
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ title: "Verification email sent" });
    const newToken = lastLinkToken(user.email, "/verify-email/")!;
    expect(newToken).not.toBe(oldToken);
    expect((await callRoute(verifyLoader, getRequest("/x"), { token: oldToken })).body).toEqual({
      valid: false,
    });
    expect((await callRoute(verifyLoader, getRequest("/x"), { token: newToken })).body).toEqual({
      valid: true,
    });
  });

  it("asks signed-out visitors to log in before resending", async () => {
    const result = await callRoute(resendAction, formRequest("/resend-verification", {}));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth/);
    expect(readOutbox()).toHaveLength(0);
  });
});

describe("logout", () => {
  it("ends the session and says goodbye", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(logoutAction, formRequest("/logout", {}, { cookie }));
    expect(result.location).toBe("/");
    expect(await toastOf(result)).toMatchObject({ title: "Logged out" });
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
  });
});

describe("honeypot on the login form", () => {
  it("refuses a login that fills the hidden field, without signing in", async () => {
    const { user, password } = await createSignedInUser();
    const result = await callRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "login", email: user.email, password, website: "x" },
        { headers: fresh() },
      ),
    );
    expect(result.status).toBe(400);
    expect(result.headers.getSetCookie()).toEqual([]);
  });
});
