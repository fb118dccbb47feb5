import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { sessions } from "#db/schema";
import { eq } from "drizzle-orm";
import { loader as healthLoader } from "~/routes/healthcheck";
import { loader as notFoundLoader } from "~/routes/$";
import { loader as indexLoader } from "~/routes/_index";
import { loader as appLayoutLoader } from "~/routes/_app";
import { action as appearanceAction } from "~/routes/_app.settings.appearance";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";
import { SESSION_IDLE_MS } from "~/models/sessions.server";
import { loader as userLoader } from "~/routes/api.user";

const routesDir = path.resolve("app/routes");

/** Every screen of docs/product.md#routes that needs a signed-in person. */
const protectedScreens: Array<[string, string]> = [
  ["_app.journal._index.tsx", "/journal"],
  ["_app.journal.new.tsx", "/journal/new"],
  ["_app.journal.$id.tsx", "/journal/12"],
  ["_app.insights.tsx", "/insights"],
  ["_app.goals.tsx", "/goals"],
  ["_app.tasks.tsx", "/tasks"],
  ["_app.habits.tsx", "/habits"],
  ["_app.subscription.tsx", "/subscription"],
  ["_app.chat.tsx", "/chat"],
  ["_app.settings.profile.tsx", "/settings/profile"],
  ["_app.settings.password.tsx", "/settings/password"],
  ["_app.settings.notifications.tsx", "/settings/notifications"],
  ["_app.settings.privacy.tsx", "/settings/privacy"],
  ["_app.settings.appearance.tsx", "/settings/appearance"],
  ["_app.settings.data.tsx", "/settings/data"],
  ["_app.support.tsx", "/support"],
  ["_app.notifications.tsx", "/notifications"],
];
const adminScreens: Array<[string, string]> = [
  ["_app.admin._index.tsx", "/admin"],
  ["_app.admin.oauth.tsx", "/admin/oauth"],
  ["_app.admin.openai.tsx", "/admin/openai"],
  ["_app.admin.paypal.tsx", "/admin/paypal"],
  ["_app.admin.support.tsx", "/admin/support"],
];

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;
async function routeLoader(file: string) {
  const module = (await import(path.join(routesDir, file))) as { loader: Loader };
  return module.loader;
}

describe("protected screens", () => {
  it.each([...protectedScreens, ...adminScreens])(
    "%s sends signed-out visitors to /auth with redirectTo",
    async (file, url) => {
      const result = await callRoute(await routeLoader(file), getRequest(url));
      expect(result.status).toBe(302);
      expect(result.location).toBe(`/auth?${new URLSearchParams({ redirectTo: url })}`);
    },
  );

  // An entry page renders only for an entry of the person's own (journal-screens.test.ts).
  const screensWithoutParams = protectedScreens.filter(([file]) => !file.includes("$"));
  it.each(screensWithoutParams)("%s renders for a signed-in person", async (file, url) => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(await routeLoader(file), getRequest(url, { cookie }));
    expect(result.status).toBe(200);
  });

  it("an entry page that is not the person's answers 404 to a signed-in person", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      await routeLoader("_app.journal.$id.tsx"),
      getRequest("/journal/999999", { cookie }),
      { id: "999999" },
    );
    expect(result.status).toBe(404);
  });

  it.each(adminScreens)("%s answers 403 to a non-admin and 200 to an admin", async (file, url) => {
    const member = await createSignedInUser();
    expect(
      (await callRoute(await routeLoader(file), getRequest(url, { cookie: member.cookie }))).status,
    ).toBe(403);
    const admin = await createSignedInUser({ admin: true });
    expect(
      (await callRoute(await routeLoader(file), getRequest(url, { cookie: admin.cookie }))).status,
    ).toBe(200);
  });

  it("the admin layout refuses non-admins too", async () => {
    const { loader } = await import("~/routes/_app.admin");
    const member = await createSignedInUser();
    const result = await callRoute(
      loader as Loader,
      getRequest("/admin", { cookie: member.cookie }),
    );
    expect(result.status).toBe(403);
  });

  it("the shell shows the unread count and today's date in the browser's zone", async () => {
    const { cookie, user } = await createSignedInUser();
    const result = await callRoute(
      appLayoutLoader,
      getRequest("/journal", { cookie: `${cookie}; tz=Pacific%2FAuckland` }),
    );
    const body = result.body as {
      user: { id: number };
      unreadCount: number;
      timezone: string;
      today: string;
    };
    expect(body.user.id).toBe(user.id);
    expect(body.unreadCount).toBe(0);
    expect(body.timezone).toBe("Pacific/Auckland");
    expect(body.today).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}$/);
  });

  it("/ is the landing page for visitors and the dashboard when signed in", async () => {
    expect((await callRoute(indexLoader, getRequest("/"))).body).toEqual({ dashboard: null });
    const { cookie } = await createSignedInUser();
    const body = (await callRoute(indexLoader, getRequest("/", { cookie }))).body as {
      dashboard: { user: object };
    };
    expect(body.dashboard.user).toBeTruthy();
  });
});

describe("sessions", () => {
  it("end after 14 days without use", async () => {
    const { cookie, user } = await createSignedInUser();
    db()
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.userId, user.id))
      .run();
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
  });

  it("end at their expiry", async () => {
    const { cookie, user } = await createSignedInUser();
    db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id))
      .run();
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(401);
  });
});

describe("cross-site requests", () => {
  /** Every route module with an action, found on disk so a new one cannot be forgotten. */
  const actionRoutes = fs
    .readdirSync(routesDir)
    .filter((file) =>
      /export (async )?function action|export const action/.test(
        fs.readFileSync(path.join(routesDir, file), "utf8"),
      ),
    );

  it("has found the action routes", () => {
    expect(actionRoutes).toEqual(
      expect.arrayContaining(["auth.tsx", "logout.tsx", "api.login.ts", "api.register.ts"]),
    );
  });

  it.each(actionRoutes)("%s refuses a POST whose Origin is another site", async (file) => {
    const { cookie } = await createSignedInUser();
    const module = (await import(path.join(routesDir, file))) as { action: Loader };
    const request = formRequest(
      "/anything",
      { intent: "login" },
      { cookie, headers: { Origin: "https://evil.example" } },
    );
    const result = await callRoute(module.action, request, { token: "x" });
    expect(result.status).toBe(403);
  });

  it("accepts a POST from this site's own origin", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      appearanceAction,
      formRequest(
        "/settings/appearance",
        { theme: "dark" },
        { cookie, headers: { Origin: "http://localhost:3000" } },
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.getSetCookie().some((c) => c.startsWith("theme=dark"))).toBe(true);
  });
});

describe("appearance", () => {
  it("refuses an unknown theme without changing anything", async () => {
    const { cookie } = await createSignedInUser();
    const result = await callRoute(
      appearanceAction,
      formRequest("/settings/appearance", { theme: "neon" }, { cookie }),
    );
    expect(result.status).toBe(400);
    expect(result.headers.getSetCookie()).toEqual([]);
  });
});

describe("health and not found", () => {
  it("/healthcheck answers 200 with security headers", async () => {
    const result = await callRoute(healthLoader, getRequest("/healthcheck"));
    expect(result.status).toBe(200);
    expect(result.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(result.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("unknown paths answer 404", async () => {
    const result = await callRoute(notFoundLoader, getRequest("/no/such/page"));
    expect(result.status).toBe(404);
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404 for every method", async () => {
    const { loader, action } = await import("~/routes/api.$");
    for (const fn of [loader, action]) {
      const result = await callRoute(fn as Loader, getRequest("/api/nope"));
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: "Not found" });
    }
  });
});

describe("sweeping", () => {
  it("removes expired and idle sessions and spent-out link tokens", async () => {
    const { sweepExpiredSessions } = await import("~/models/sessions.server");
    const { sweepExpiredTokens } = await import("~/models/users.server");
    const { users } = await import("#db/schema");
    const live = await createSignedInUser();
    const expired = await createSignedInUser();
    const idle = await createSignedInUser();
    db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, expired.user.id))
      .run();
    db()
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - SESSION_IDLE_MS - 1) })
      .where(eq(sessions.userId, idle.user.id))
      .run();
    db()
      .update(users)
      .set({ verificationTokenExpires: new Date(Date.now() - 1) })
      .where(eq(users.id, expired.user.id))
      .run();

    sweepExpiredSessions();
    sweepExpiredTokens();

    const remaining = db()
      .select({ userId: sessions.userId })
      .from(sessions)
      .all()
      .map((s) => s.userId);
    expect(remaining).toContain(live.user.id);
    expect(remaining).not.toContain(expired.user.id);
    expect(remaining).not.toContain(idle.user.id);
    const row = db().select().from(users).where(eq(users.id, expired.user.id)).get()!;
    expect(row.verificationToken).toBeNull();
    expect(
      db().select().from(users).where(eq(users.id, live.user.id)).get()!.verificationToken,
    ).not.toBeNull();
  });
});

describe("notification bell", () => {
  it("counts only this person's unread notifications", async () => {
    const { notifications } = await import("#db/schema");
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const rows = (userId: number, status: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        title: `Note ${i}`,
        message: "Hello",
        status,
      }));
    db()
      .insert(notifications)
      .values([
        ...rows(me.user.id, "unread", 12),
        ...rows(me.user.id, "read", 3),
        ...rows(other.user.id, "unread", 4),
      ])
      .run();
    const result = await callRoute(appLayoutLoader, getRequest("/journal", { cookie: me.cookie }));
    const body = result.body as { unreadCount: number; notifications: Array<{ title: string }> };
    expect(body.unreadCount).toBe(12);
    expect(body.notifications).toHaveLength(5);
  });
});

describe("bodies that are not forms", () => {
  const actionRoutes = fs
    .readdirSync(routesDir)
    .filter((file) =>
      /export (async )?function action|export const action/.test(
        fs.readFileSync(path.join(routesDir, file), "utf8"),
      ),
    );

  it.each(actionRoutes)(
    "%s answers a broken body with a 4xx or a redirect, never a 500",
    async (file) => {
      const { cookie } = await createSignedInUser({ admin: true, verified: true });
      const module = (await import(path.join(routesDir, file))) as { action: Loader };
      const request = new Request("http://localhost:3000/anything", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=nope" },
        body: "this is not multipart at all",
      });
      const result = await callRoute(module.action, request, { token: "x", id: "1" });
      expect(result.status).toBeLessThan(500);
    },
  );
});
