import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as apiLoginAction } from "~/routes/api.login";
import { action as apiForgotAction } from "~/routes/api.forgot-password";
import { action as apiResetAction } from "~/routes/api.reset-password.$token";
import { action as authAction } from "~/routes/auth";
import { action as resetAction } from "~/routes/reset-password.$token";
import { action as unlockAction, loader as unlockLoader } from "~/routes/unlock.$token";
import { loader as userLoader } from "~/routes/api.user";
import { LOGIN_LOCKED_MESSAGE } from "~/models/accounts.server";
import { settleQueuedEmail } from "~/services/email/mailer.server";
import { EVERYONE, fillRateLimit, liftRateLimit, RATE_LIMITS } from "~/services/rate-limit.server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  sessionCookieFrom,
  uniqueEmail,
} from "#tests/utils/http";
import { clearOutbox, lastLinkToken, readOutbox } from "#tests/utils/outbox";

beforeEach(() => clearOutbox());

const login = (email: string, password: string) =>
  callRoute(apiLoginAction, jsonRequest("/api/login", { email, password }));

/** Ten wrong guesses from a stranger: the per-email limit is spent. */
async function lockOut(email: string) {
  for (let i = 0; i < 10; i++) expect((await login(email, `wrong-guess-${i}`)).status).toBe(401);
}

async function unlockToken(email: string) {
  await settleQueuedEmail();
  const mails = readOutbox().filter((mail) => mail.includes(email));
  const unfolded = (mails.at(-1) ?? "").replace(/=\r?\n/g, "");
  return { count: mails.length, token: /\/unlock\/([A-Za-z0-9_.-]+)/.exec(unfolded)?.[1] };
}

describe("a stranger's wrong guesses do not keep the owner out", () => {
  it("the lock answers 429 to the right password too, and emails the owner a sign-in link once", async () => {
    const { user, password } = await createSignedInUser();
    await lockOut(user.email);
    const locked = await login(user.email, password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: LOGIN_LOCKED_MESSAGE });
    await login(user.email, "another-guess");
    const { count, token } = await unlockToken(user.email);
    expect(count).toBe(1);
    expect(token).toBeTruthy();
    expect(readOutbox().at(-1)).toContain("Someone is trying to sign in");
  }, 60_000);

  it("says the same whether or not the account exists", async () => {
    const ghost = uniqueEmail("ghost");
    await lockOut(ghost);
    const result = await login(ghost, "whatever1");
    expect(result.body).toEqual({ message: LOGIN_LOCKED_MESSAGE });
    await settleQueuedEmail();
    expect(readOutbox()).toHaveLength(0);
    // The /auth form shows the same message.
    const form = await callRoute(
      authAction,
      formRequest("/auth", { intent: "login", email: ghost, password: "whatever1" }),
    );
    expect(form.status).toBe(429);
    expect(JSON.stringify(form.body)).toContain(LOGIN_LOCKED_MESSAGE);
  }, 60_000);

  it("the emailed link signs the owner in with their password, lifts the lock and works once", async () => {
    const { user, password } = await createSignedInUser();
    await lockOut(user.email);
    await login(user.email, password);
    const { token } = await unlockToken(user.email);

    const page = await callRoute(unlockLoader, getRequest(`/unlock/${token}`), { token: token! });
    expect(page.body).toMatchObject({ email: user.email });

    const wrong = await callRoute(
      unlockAction,
      formRequest(`/unlock/${token}`, { password: "not-the-one" }),
      { token: token! },
    );
    expect(wrong.status).toBe(401);

    const done = await callRoute(unlockAction, formRequest(`/unlock/${token}`, { password }), {
      token: token!,
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/");
    const cookie = sessionCookieFrom(done.headers);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).body).toMatchObject({
      id: user.id,
    });

    // The lock is lifted for the owner's next plain login, and the link is spent.
    expect((await login(user.email, password)).status).toBe(200);
    expect(
      (await callRoute(unlockLoader, getRequest(`/unlock/${token}`), { token: token! })).body,
    ).toMatchObject({ email: null });
    const again = await callRoute(unlockAction, formRequest(`/unlock/${token}`, { password }), {
      token: token!,
    });
    expect(again.status).toBe(400);
  }, 60_000);

  it("a guesser without the mailbox cannot use it: made-up and tampered links are refused", async () => {
    const { user, password } = await createSignedInUser();
    await lockOut(user.email);
    await login(user.email, password);
    const { token } = await unlockToken(user.email);
    const tampered = token!.slice(0, -2) + (token!.endsWith("A") ? "BB" : "AA");
    for (const bad of ["made-up", tampered]) {
      const result = await callRoute(unlockAction, formRequest(`/unlock/${bad}`, { password }), {
        token: bad,
      });
      expect(result.status).toBe(400);
      expect(result.headers.getSetCookie().join()).not.toContain("__session=");
    }
  }, 60_000);

  it("one link allows five password tries", async () => {
    const { user, password } = await createSignedInUser();
    await lockOut(user.email);
    await login(user.email, password);
    const { token } = await unlockToken(user.email);
    for (let i = 0; i < 5; i++) {
      const result = await callRoute(
        unlockAction,
        formRequest(`/unlock/${token}`, { password: `wrong-${i}-pass` }),
        { token: token! },
      );
      expect(result.status).toBe(401);
    }
    const late = await callRoute(unlockAction, formRequest(`/unlock/${token}`, { password }), {
      token: token!,
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.headers.getSetCookie().join()).not.toContain("__session=");
  }, 60_000);
});

describe("a completed password reset lifts the lock and signs the owner in", () => {
  it("through the reset page", async () => {
    const { user } = await createSignedInUser();
    await lockOut(user.email);
    await callRoute(apiForgotAction, jsonRequest("/api/forgot-password", { email: user.email }));
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    const done = await callRoute(
      resetAction,
      formRequest(`/reset-password/${token}`, {
        password: "brand-new-pass",
        confirmPassword: "brand-new-pass",
      }),
      { token },
    );
    expect(done.location).toBe("/");
    const cookie = sessionCookieFrom(done.headers);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).body).toMatchObject({
      id: user.id,
    });
    expect((await login(user.email, "brand-new-pass")).status).toBe(200);
  }, 60_000);

  it("through the API", async () => {
    const { user } = await createSignedInUser();
    await lockOut(user.email);
    await callRoute(apiForgotAction, jsonRequest("/api/forgot-password", { email: user.email }));
    await settleQueuedEmail();
    const token = lastLinkToken(user.email, "/reset-password/")!;
    const done = await callRoute(
      apiResetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "brand-new-pass" }),
      { token },
    );
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: "Password reset successful" });
    expect(sessionCookieFrom(done.headers)).toMatch(/^__session=/);
    expect((await login(user.email, "brand-new-pass")).status).toBe(200);
  }, 60_000);
});

describe("guesses spread over many emails do not keep the owner out either", () => {
  afterEach(() => liftRateLimit(RATE_LIMITS.loginGlobal, EVERYONE));

  it("when the site-wide limit refuses the owner, they are emailed the same way in", async () => {
    const { user, password } = await createSignedInUser();
    // A stranger has spent the whole site's login budget on other emails.
    fillRateLimit(RATE_LIMITS.loginGlobal, EVERYONE);

    const refused = await login(user.email, password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: LOGIN_LOCKED_MESSAGE });
    await login(user.email, password);
    const { count, token } = await unlockToken(user.email);
    expect(count).toBe(1);

    const done = await callRoute(unlockAction, formRequest(`/unlock/${token}`, { password }), {
      token: token!,
    });
    expect(done.status).toBe(302);
    expect(sessionCookieFrom(done.headers)).toBeTruthy();
  }, 60_000);
});
