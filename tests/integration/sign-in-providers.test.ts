import { eq } from "drizzle-orm";
import { exportPKCS8, generateKeyPair } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { adminActions, sessions, systemSettings, userIdentities, users } from "#db/schema";
import { startOidcFake, type OidcFake } from "#tests/fakes/oidc-server";
import {
  callRoute,
  cookiesFrom,
  createSignedInUser,
  formRequest,
  getRequest,
  sessionCookieFrom,
  uniqueEmail,
} from "#tests/utils/http";
import { clearOutbox, lastLinkToken } from "#tests/utils/outbox";
import { NO_PASSWORD } from "~/models/users.server";
import { saveProviderSettings } from "~/models/sign-in-providers.server";
import { action as adminAction, loader as adminLoader } from "~/routes/_app.admin.oauth";
import { action as privacyAction, loader as privacyLoader } from "~/routes/_app.settings.privacy";
import { action as passwordAction } from "~/routes/_app.settings.password";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { action as linkAction, loader as linkLoader } from "~/routes/auth_.link";
import { action as linkTokenAction, loader as linkTokenLoader } from "~/routes/auth_.link_.$token";
import { action as startAction } from "~/routes/auth_.oidc.$provider";
import {
  action as callbackAction,
  loader as callbackLoader,
} from "~/routes/auth_.oidc.$provider_.callback";
import { settleQueuedEmail } from "~/services/email/mailer.server";
import { signInFormTargets } from "~/services/oidc.server";
import { readsOf, recordStatements } from "#tests/utils/statements";

const CLIENT_ID = "solace-test-client";
const CLIENT_SECRET = "fake-client-secret-0123456789";
let fake: OidcFake;

beforeAll(async () => {
  fake = await startOidcFake();
  fake.addClient(CLIENT_ID, { secret: CLIENT_SECRET });
});
afterAll(() => fake.close());

let counter = 0;
beforeEach(() => {
  counter += 1;
  fake.behaviour.user = {
    sub: `subject-${process.pid}-${counter}`,
    email: uniqueEmail("oidc"),
    email_verified: true,
    name: "Sam Provider",
  };
  fake.behaviour.wrongKey = false;
  fake.behaviour.expiredIdToken = false;
  fake.behaviour.emailOnlyInUserinfo = false;
  saveProviderSettings({
    provider: "oidc",
    enabled: true,
    displayName: "Fake SSO",
    issuer: fake.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  clearOutbox();
});

type Provider = "oidc" | "google" | "apple";

/** Presses "Continue with …" on /auth: the provider's authorize URL and the flow cookie. */
async function begin(provider: Provider = "oidc", fields: Record<string, string> = {}) {
  const result = await callRoute(startAction, formRequest(`/auth/oidc/${provider}`, fields), {
    provider,
  });
  expect(result.status).toBe(302);
  expect(result.location).toMatch(new RegExp(`^${fake.issuer}/authorize\\?`));
  return { authorizeUrl: result.location!, cookie: cookiesFrom(result.headers) };
}

/** The browser coming back to the app from the provider (query string or form_post). */
function returnTo(
  provider: Provider,
  callback: URL,
  cookie: string,
  formPost: URLSearchParams | null,
) {
  const path = callback.pathname + callback.search;
  if (formPost) {
    return callRoute(
      callbackAction,
      formRequest(path, Object.fromEntries(formPost), {
        cookie,
        headers: { Origin: new URL(fake.issuer).origin },
      }),
      { provider },
    );
  }
  return callRoute(callbackLoader, getRequest(path, { cookie }), { provider });
}

/** The whole round trip through the fake's consent page. */
async function signIn(provider: Provider = "oidc", fields: Record<string, string> = {}) {
  const { authorizeUrl, cookie } = await begin(provider, fields);
  const { callback, formPost } = await fake.consent(authorizeUrl);
  return returnTo(provider, callback, cookie, formPost);
}

function userByEmail(email: string) {
  return db().select().from(users).where(eq(users.email, email)).get();
}

function identitiesOf(userId: number) {
  return db().select().from(userIdentities).where(eq(userIdentities.userId, userId)).all();
}

function expectRefused(result: { status: number; location: string | null; headers: Headers }) {
  expect(result.status).toBe(302);
  expect(result.location).toMatch(/^\/auth\?error=/);
  expect(sessionCookieFrom(result.headers)).toBe("");
  return new URLSearchParams(result.location!.split("?")[1]).get("error")!;
}

describe("signing up and in with the generic provider", () => {
  it("a verified email creates a verified account with no usable password, then signs it in", async () => {
    const email = fake.behaviour.user.email!;
    const result = await signIn("oidc", { redirectTo: "/journal" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/journal");
    expect(sessionCookieFrom(result.headers)).toMatch(/^__session=/);
    const user = userByEmail(email)!;
    expect(user).toMatchObject({
      isVerified: true,
      password: NO_PASSWORD,
      provider: "oidc",
      providerId: fake.behaviour.user.sub,
      name: "Sam Provider",
    });
    expect(identitiesOf(user.id)).toEqual([
      expect.objectContaining({ provider: "oidc", subject: fake.behaviour.user.sub, email }),
    ]);

    // The same provider identity signs the same account in again; no second account.
    const again = await signIn();
    expect(again.status).toBe(302);
    expect(sessionCookieFrom(again.headers)).toMatch(/^__session=/);
    expect(db().select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
    const sessionRows = db().select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(sessionRows).toHaveLength(2);
  });

  it("a provider-only account cannot log in with a password, with the usual message", async () => {
    const email = fake.behaviour.user.email!;
    await signIn();
    // The stored marker itself (padded to the minimum length), and any other guess.
    for (const password of [`${NO_PASSWORD}!`, "whatever-1"]) {
      const result = await callRoute(
        authAction,
        formRequest("/auth", { intent: "login", email, password }),
      );
      expect(result.status).toBe(401);
      expect(JSON.stringify(result.body)).toContain("Invalid email or password");
    }
  });

  it("asks the userinfo endpoint when the ID token carries no email", async () => {
    fake.behaviour.emailOnlyInUserinfo = true;
    const result = await signIn();
    expect(result.status).toBe(302);
    expect(sessionCookieFrom(result.headers)).toMatch(/^__session=/);
    expect(userByEmail(fake.behaviour.user.email!)).toBeDefined();
  });

  it("refuses an email the provider has not verified, creating nothing", async () => {
    fake.behaviour.user.email_verified = false;
    const message = expectRefused(await signIn());
    expect(message).toContain("did not confirm that this email address is verified");
    expect(userByEmail(fake.behaviour.user.email!)).toBeUndefined();
  });

  it("refuses the same way when the unverified email has an account (nothing tells them apart)", async () => {
    const existing = await createSignedInUser({ email: fake.behaviour.user.email! });
    fake.behaviour.user.email_verified = false;
    const withAccount = expectRefused(await signIn());
    fake.behaviour.user = { ...fake.behaviour.user, email: uniqueEmail("nobody"), sub: "x-unused" };
    const withoutAccount = expectRefused(await signIn());
    expect(withAccount).toBe(withoutAccount);
    expect(identitiesOf(existing.user.id)).toEqual([]);
  });
});

describe("identities belong to their issuer", () => {
  it("the same subject from another issuer is another person", async () => {
    const first = fake.behaviour.user.email!;
    await signIn();
    const other = await startOidcFake({
      user: {
        sub: fake.behaviour.user.sub,
        email: uniqueEmail("other-issuer"),
        email_verified: true,
      },
    });
    other.addClient(CLIENT_ID, { secret: CLIENT_SECRET });
    try {
      saveProviderSettings({
        provider: "oidc",
        enabled: true,
        displayName: "Fake SSO",
        issuer: other.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
      });
      const result = await callRoute(startAction, formRequest("/auth/oidc/oidc", {}), {
        provider: "oidc",
      });
      const cookie = cookiesFrom(result.headers);
      const { callback } = await other.consent(result.location!);
      const back = await returnTo("oidc", callback, cookie, null);
      expect(sessionCookieFrom(back.headers)).toMatch(/^__session=/);
      const created = userByEmail(other.behaviour.user.email!)!;
      expect(created.id).not.toBe(userByEmail(first)!.id);
    } finally {
      await other.close();
    }
  });
});

describe("the flow's checks", () => {
  it("refuses a wrong state", async () => {
    const { authorizeUrl, cookie } = await begin();
    const { callback } = await fake.consent(authorizeUrl);
    callback.searchParams.set("state", "not-the-state-we-sent");
    const message = expectRefused(await returnTo("oidc", callback, cookie, null));
    expect(message).toContain("did not complete");
    expect(userByEmail(fake.behaviour.user.email!)).toBeUndefined();
  });

  it("refuses a callback without the flow cookie (another browser)", async () => {
    const { authorizeUrl } = await begin();
    const { callback } = await fake.consent(authorizeUrl);
    expectRefused(await returnTo("oidc", callback, "", null));
    expect(userByEmail(fake.behaviour.user.email!)).toBeUndefined();
  });

  it("refuses a replayed code: the provider answers invalid_grant and no session starts", async () => {
    const { authorizeUrl, cookie } = await begin();
    const { callback } = await fake.consent(authorizeUrl);
    const first = await returnTo("oidc", callback, cookie, null);
    expect(sessionCookieFrom(first.headers)).toMatch(/^__session=/);
    expectRefused(await returnTo("oidc", callback, cookie, null));
    expect(fake.tokenAnswers.at(-1)).toEqual({ status: 400, error: "invalid_grant" });
  });

  it("refuses an ID token signed by a key that is not the issuer's", async () => {
    fake.behaviour.wrongKey = true;
    expectRefused(await signIn());
    expect(fake.tokenAnswers.at(-1)?.status).toBe(200);
    expect(userByEmail(fake.behaviour.user.email!)).toBeUndefined();
  });

  it("refuses an expired ID token", async () => {
    fake.behaviour.expiredIdToken = true;
    expectRefused(await signIn());
    expect(userByEmail(fake.behaviour.user.email!)).toBeUndefined();
  });

  it("says so when the person cancels at the provider", async () => {
    const { authorizeUrl, cookie } = await begin();
    const { callback } = await fake.consent(authorizeUrl, "deny");
    expect(expectRefused(await returnTo("oidc", callback, cookie, null))).toContain("cancelled");
  });

  it("refuses a provider that is turned off, and a cross-site post to the callback", async () => {
    saveProviderSettings({
      provider: "oidc",
      enabled: false,
      displayName: "Fake SSO",
      issuer: fake.issuer,
      clientId: CLIENT_ID,
    });
    const start = await callRoute(startAction, formRequest("/auth/oidc/oidc", {}), {
      provider: "oidc",
    });
    expect(start.location).toMatch(/^\/auth\?error=/);
    const post = await callRoute(
      callbackAction,
      formRequest(
        "/auth/oidc/oidc/callback",
        { code: "x", state: "y" },
        {
          headers: { Origin: "https://evil.example" },
        },
      ),
      { provider: "oidc" },
    );
    expect(post.status).toBe(403);
  });
});

describe("linking an existing account", () => {
  it("asks for proof and links with the account's password, never silently", async () => {
    const existing = await createSignedInUser({ email: fake.behaviour.user.email! });
    const result = await signIn();
    expect(result.status).toBe(302);
    expect(result.location).toBe("/auth/link");
    expect(sessionCookieFrom(result.headers)).toBe("");
    expect(identitiesOf(existing.user.id)).toEqual([]);
    const pending = cookiesFrom(result.headers);

    const page = await callRoute(linkLoader, getRequest("/auth/link", { cookie: pending }));
    expect(page.body).toMatchObject({ email: existing.user.email, provider: "Fake SSO" });

    const wrong = await callRoute(
      linkAction,
      formRequest(
        "/auth/link",
        { intent: "password", password: "not my password" },
        { cookie: pending },
      ),
    );
    expect(wrong.status).toBe(401);
    expect(identitiesOf(existing.user.id)).toEqual([]);

    const right = await callRoute(
      linkAction,
      formRequest(
        "/auth/link",
        { intent: "password", password: existing.password },
        { cookie: pending },
      ),
    );
    expect(right.status).toBe(302);
    expect(sessionCookieFrom(right.headers)).toMatch(/^__session=/);
    expect(identitiesOf(existing.user.id)).toHaveLength(1);

    // From now on the provider signs this account in directly.
    const next = await signIn();
    expect(sessionCookieFrom(next.headers)).toMatch(/^__session=/);
    expect(userByEmail(existing.user.email)!.provider).toBe("oidc");
  });

  it("links through a one-time link emailed to the address", async () => {
    const existing = await createSignedInUser({ email: fake.behaviour.user.email! });
    const pending = cookiesFrom((await signIn()).headers);
    const sent = await callRoute(
      linkAction,
      formRequest("/auth/link", { intent: "email" }, { cookie: pending }),
    );
    expect(sent.location).toBe("/auth/link?sent=1");
    expect(identitiesOf(existing.user.id)).toEqual([]);
    await settleQueuedEmail();
    const token = lastLinkToken(existing.user.email, "/auth/link/");
    expect(token).toBeTruthy();

    const shown = await callRoute(linkTokenLoader, getRequest(`/auth/link/${token}`), {
      token: token!,
    });
    expect(shown.body).toEqual({ link: { email: existing.user.email, provider: "Fake SSO" } });
    expect(identitiesOf(existing.user.id)).toEqual([]); // GET changes nothing

    const linked = await callRoute(linkTokenAction, formRequest(`/auth/link/${token}`, {}), {
      token: token!,
    });
    expect(linked.status).toBe(302);
    expect(sessionCookieFrom(linked.headers)).toMatch(/^__session=/);
    expect(identitiesOf(existing.user.id)).toHaveLength(1);

    const reused = await callRoute(linkTokenAction, formRequest(`/auth/link/${token}`, {}), {
      token: token!,
    });
    expect(reused.status).toBe(400);
  });

  it("a link page without a pending sign-in sends back to /auth with an error", async () => {
    const result = await callRoute(linkLoader, getRequest("/auth/link"));
    expect(result.location).toMatch(/^\/auth\?error=/);
  });
});

describe("Google and Apple through the same code path", () => {
  afterAll(() => {
    delete process.env.OIDC_GOOGLE_ISSUER;
    delete process.env.OIDC_APPLE_ISSUER;
  });

  it("Google: signs up through its (test) issuer", async () => {
    process.env.OIDC_GOOGLE_ISSUER = fake.issuer;
    fake.addClient("google-client.apps.example", { secret: "google-secret-123456" });
    saveProviderSettings({
      provider: "google",
      enabled: true,
      clientId: "google-client.apps.example",
      clientSecret: "google-secret-123456",
    });
    const result = await signIn("google");
    expect(sessionCookieFrom(result.headers)).toMatch(/^__session=/);
    expect(userByEmail(fake.behaviour.user.email!)!.provider).toBe("google");
  });

  it("Apple: a server-signed ES256 client secret, form_post and a string email_verified", async () => {
    process.env.OIDC_APPLE_ISSUER = fake.issuer;
    const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
    fake.addClient("com.example.solace", {
      appleKey: publicKey,
      teamId: "TEAM123456",
      keyId: "KEY1234567",
    });
    saveProviderSettings({
      provider: "apple",
      enabled: true,
      servicesId: "com.example.solace",
      teamId: "TEAM123456",
      keyId: "KEY1234567",
      privateKey: await exportPKCS8(privateKey),
    });
    fake.behaviour.user.email_verified = "true";
    const { authorizeUrl, cookie } = await begin("apple");
    expect(new URL(authorizeUrl).searchParams.get("response_mode")).toBe("form_post");
    const { callback, formPost } = await fake.consent(authorizeUrl);
    expect(formPost).not.toBeNull();
    const result = await returnTo("apple", callback, cookie, formPost);
    expect(sessionCookieFrom(result.headers)).toMatch(/^__session=/);
    expect(fake.tokenAnswers.at(-1)?.status).toBe(200);
    expect(userByEmail(fake.behaviour.user.email!)!.provider).toBe("apple");
  });
});

describe("settings: linked providers, unlinking and a first password", () => {
  it("never unlinks the last way to sign in; after setting a password it may", async () => {
    const result = await signIn();
    const cookie = sessionCookieFrom(result.headers);
    const page = await callRoute(privacyLoader, getRequest("/settings/privacy", { cookie }));
    expect(page.body).toMatchObject({
      hasPassword: false,
      identities: [expect.objectContaining({ provider: "oidc", label: "Fake SSO" })],
    });

    const refused = await callRoute(
      privacyAction,
      formRequest("/settings/privacy", { intent: "unlink", provider: "oidc" }, { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("only way you can sign in");
    const user = userByEmail(fake.behaviour.user.email!)!;
    expect(identitiesOf(user.id)).toHaveLength(1);

    const set = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { newPassword: "Quiet-Harbour-7261", confirmPassword: "Quiet-Harbour-7261" },
        { cookie },
      ),
    );
    expect(set.status).toBe(302);
    const login = await callRoute(
      authAction,
      formRequest("/auth", { intent: "login", email: user.email, password: "Quiet-Harbour-7261" }),
    );
    expect(login.status).toBe(302);

    const unlinked = await callRoute(
      privacyAction,
      formRequest("/settings/privacy", { intent: "unlink", provider: "oidc" }, { cookie }),
    );
    expect(unlinked.status).toBe(302);
    expect(identitiesOf(user.id)).toEqual([]);
    expect(userByEmail(user.email)).toMatchObject({ provider: null, providerId: null });
  });

  it("a second set-password (no current password) is not possible once a password exists", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      passwordAction,
      formRequest(
        "/settings/password",
        { newPassword: "Quiet-Harbour-7261", confirmPassword: "Quiet-Harbour-7261" },
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
  });
});

describe("/auth and /admin/oauth", () => {
  it("/auth lists enabled providers, and none while all are off", async () => {
    const shown = await callRoute(authLoader, getRequest("/auth"));
    expect((shown.body as { providers: unknown[] }).providers).toContainEqual({
      provider: "oidc",
      label: "Fake SSO",
    });
    db().delete(systemSettings).run();
    const none = await callRoute(authLoader, getRequest("/auth"));
    expect((none.body as { providers: unknown[] }).providers).toEqual([]);
  });

  it("saves a provider write-only, records it without the secret, and tests discovery", async () => {
    const admin = await createSignedInUser({ admin: true, verified: true });
    const fields = {
      provider: "oidc",
      displayName: "Company SSO",
      issuer: fake.issuer,
      clientId: CLIENT_ID,
      clientSecret: "a-brand-new-secret-999",
      enabled: "on",
    };
    const saved = await callRoute(
      adminAction,
      formRequest("/admin/oauth", { ...fields, intent: "save" }, { cookie: admin.cookie }),
    );
    expect(saved.status).toBe(302);
    const page = await callRoute(adminLoader, getRequest("/admin/oauth", { cookie: admin.cookie }));
    expect(JSON.stringify(page.body)).not.toContain("a-brand-new-secret-999");
    const stored = db().select().from(systemSettings).all();
    expect(JSON.stringify(stored)).not.toContain("a-brand-new-secret-999");
    const logged = db()
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, "sign_in_provider.update"))
      .all();
    expect(logged.at(-1)).toMatchObject({ target: "provider:oidc", adminEmail: admin.user.email });
    expect(JSON.stringify(logged)).not.toContain("a-brand-new-secret-999");
    expect(logged.at(-1)!.details).toMatchObject({ clientSecret: "replaced", enabled: true });

    const tested = await callRoute(
      adminAction,
      formRequest("/admin/oauth", { ...fields, intent: "test" }, { cookie: admin.cookie }),
    );
    expect(tested.body).toMatchObject({ test: { ok: true } });

    const broken = await callRoute(
      adminAction,
      formRequest(
        "/admin/oauth",
        { ...fields, issuer: `${fake.issuer}/nowhere`, intent: "test" },
        { cookie: admin.cookie },
      ),
    );
    expect(broken.body).toMatchObject({ test: { ok: false } });
    expect(JSON.stringify(broken.body)).not.toContain("not found");

    const metadata = await callRoute(
      adminAction,
      formRequest(
        "/admin/oauth",
        { ...fields, issuer: "https://169.254.169.254/latest", intent: "save" },
        { cookie: admin.cookie },
      ),
    );
    expect(metadata.status).toBe(400);
    expect(JSON.stringify(metadata.body)).toContain("link-local");

    const incomplete = await callRoute(
      adminAction,
      formRequest(
        "/admin/oauth",
        { provider: "google", clientId: "", intent: "save", enabled: "on" },
        { cookie: admin.cookie },
      ),
    );
    expect(incomplete.status).toBe(400);
  });

  it("refuses everyone but admins", async () => {
    const person = await createSignedInUser();
    const result = await callRoute(
      adminAction,
      formRequest("/admin/oauth", { provider: "oidc", intent: "save" }, { cookie: person.cookie }),
    );
    expect(result.status).toBe(403);
  });
});

describe("every page's form-action list", () => {
  it("names the enabled provider's issuer, from one read of the settings", async () => {
    const { result, sources } = await recordStatements(async () => signInFormTargets());
    expect(result).toContain(new URL(fake.issuer).origin);
    expect(readsOf(sources, "system_settings")).toBe(1);

    saveProviderSettings({
      provider: "oidc",
      enabled: false,
      displayName: "Fake SSO",
      issuer: fake.issuer,
      clientId: CLIENT_ID,
    });
    expect(signInFormTargets()).not.toContain(new URL(fake.issuer).origin);
  });
});
