import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { rateLimits } from "#db/schema";
import { action as authAction } from "~/routes/auth";
import { action as loginAction } from "~/routes/api.login";
import { action as forgotAction } from "~/routes/api.forgot-password";
import { action as registerAction } from "~/routes/api.register";
import { clientAddress } from "~/services/request-guard.server";
import { RATE_LIMITS } from "~/services/rate-limit.server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  jsonRequest,
  uniqueEmail,
} from "#tests/utils/http";

// No TRUST_PROXY and not on Fly: the app cannot know who is asking.
delete process.env.TRUST_PROXY;
delete process.env.FLY_APP_NAME;

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return callRoute(loginAction, jsonRequest("/api/login", { email, password }, { headers }));
}

describe("without a trusted proxy", () => {
  it("does not pretend to know the client address, whatever the headers say", () => {
    for (const headers of <Array<Record<string, string>>>[
      {},
      { "X-Forwarded-For": "198.51.100.1" },
      { "Fly-Client-IP": "198.51.100.2" },
      { "X-Real-IP": "198.51.100.3" },
    ]) {
      expect(clientAddress(new Request("http://localhost:3000/api/login", { headers }))).toBe(null);
    }
  });

  it("31 failed logins from header-less clients do not lock out an unrelated person", async () => {
    const { user, password } = await createSignedInUser();
    for (let i = 0; i < 31; i++) {
      const result = await login(uniqueEmail("spray"), "wrong-guess");
      expect(result.status).toBe(401);
    }
    expect((await login(user.email, password)).status).toBe(200);
    expect(
      db()
        .select()
        .from(rateLimits)
        .all()
        .filter((row) => row.key.startsWith("login:ip:")),
    ).toEqual([]);
  }, 90_000);

  it("the /auth login form also keeps no shared bucket", async () => {
    const { user, password } = await createSignedInUser();
    for (let i = 0; i < 31; i++) {
      await callRoute(
        authAction,
        formRequest("/auth", { intent: "login", email: uniqueEmail("f"), password: "nope-nope" }),
      );
    }
    const result = await callRoute(
      authAction,
      formRequest("/auth", { intent: "login", email: user.email, password }),
    );
    expect(result.status).toBe(302);
  }, 90_000);

  it("still limits per email", async () => {
    const { user } = await createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(user.email, `guess-${i}-x`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it.each([
    ["login", RATE_LIMITS.loginGlobal, () => login(uniqueEmail("g"), "whatever1")],
    [
      "register",
      RATE_LIMITS.registerGlobal,
      () =>
        callRoute(
          registerAction,
          jsonRequest("/api/register", {
            name: "G",
            email: uniqueEmail("g"),
            password: "global-1",
          }),
        ),
    ],
    [
      "forgot password",
      RATE_LIMITS.forgotGlobal,
      () =>
        callRoute(forgotAction, jsonRequest("/api/forgot-password", { email: uniqueEmail("g") })),
    ],
  ])("still holds a site-wide %s limit", async (_label, rule, attempt) => {
    const key = `${rule.name}:all`;
    db()
      .insert(rateLimits)
      .values({ key, count: rule.limit, windowStartsAt: new Date() })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: rule.limit } })
      .run();
    const result = await attempt();
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    db().delete(rateLimits).where(eq(rateLimits.key, key)).run();
  });

  it("does not let X-Forwarded-Host widen the allowed origins", async () => {
    const result = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: uniqueEmail(), password: "whatever1" },
        { headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" } },
      ),
    );
    expect(result.status).toBe(403);
  });
});
