import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  adminActions,
  communityCircles,
  communityPosts,
  communityProfiles,
  supportRequests,
} from "#db/schema";
import { BASE_URL, callRoute, createSignedInUser, formRequest } from "#tests/utils/http";
import { routeFiles } from "#tests/utils/world";
import { action as communityQueueAction } from "~/routes/_app.admin.community._index";
import { action as communityCirclesAction } from "~/routes/_app.admin.community.circles";
import { action as adminSupportAction } from "~/routes/_app.admin.support";
import { action as oauthAction } from "~/routes/_app.admin.oauth";
import { action as openaiAction } from "~/routes/_app.admin.openai";
import { action as paypalAction } from "~/routes/_app.admin.paypal";
import { action as usersAction } from "~/routes/_app.admin.users";
import { action as supportAction } from "~/routes/_app.support";

/**
 * Every admin change is in the admin action log (docs/product.md#admin-action-log). Each admin
 * route module with an `action` needs at least one case here that makes a real change through
 * that action and names the log entry it must write. A new admin screen with an action and no
 * case fails the first test, so a change that forgets auditAdminAction cannot slip in unnoticed.
 */

type Admin = Awaited<ReturnType<typeof createSignedInUser>>;
type Case = {
  title: string;
  /** Makes one successful change as `admin`; the answer must be a redirect (302). */
  run: (admin: Admin) => Promise<{ status: number }>;
  /** The log entry it must write. */
  action: string;
  target?: (ctx: Context) => string | null;
  /** Text that must never reach the log (a key, a reply, a note). */
  never?: string[];
};
type Context = {
  personId: number;
  supportId: number;
  /** Two held community posts by the person, and a circle. */
  heldPostIds: [number, number];
  circleId: number;
};

let ctx: Context;
let admin: Admin;

type Action = Parameters<typeof callRoute>[0];
const post = (action: Action, admin: Admin, pathname: string, fields: Record<string, string>) =>
  callRoute(action, formRequest(pathname, fields, { cookie: admin.cookie }));

const CASES: Record<string, Case[]> = {
  "_app.admin.community._index.tsx": [
    {
      title: "approves a held community post",
      run: (admin) =>
        post(communityQueueAction, admin, "/admin/community", {
          intent: "approve",
          postId: String(ctx.heldPostIds[0]),
        }),
      action: "community_post.approve",
      target: ({ heldPostIds }) => `community_post:${heldPostIds[0]}`,
      never: ["Coverage-community-post-text"],
    },
    {
      title: "removes a community post with a reason",
      run: (admin) =>
        post(communityQueueAction, admin, "/admin/community", {
          intent: "remove",
          postId: String(ctx.heldPostIds[1]),
          reason: "unkind",
        }),
      action: "community_post.remove",
      target: ({ heldPostIds }) => `community_post:${heldPostIds[1]}`,
      never: ["Coverage-community-post-text"],
    },
    {
      title: "suspends the author of a community post",
      run: (admin) =>
        post(communityQueueAction, admin, "/admin/community", {
          intent: "suspend",
          postId: String(ctx.heldPostIds[0]),
          period: "1",
          reason: "Coverage suspension",
        }),
      action: "community_author.suspend",
      target: ({ personId }) => `user:${personId}`,
      never: ["Coverage-community-post-text", "Coverage Heron"],
    },
    {
      title: "lifts a community suspension",
      run: (admin) =>
        post(communityQueueAction, admin, "/admin/community", {
          intent: "unsuspend",
          name: "Coverage Heron",
        }),
      action: "community_author.unsuspend",
      target: ({ personId }) => `user:${personId}`,
      never: ["Coverage Heron"],
    },
  ],
  "_app.admin.community.circles.tsx": [
    {
      title: "adds a community circle",
      run: (admin) =>
        post(communityCirclesAction, admin, "/admin/community/circles", {
          intent: "create",
          name: "Coverage circle two",
          description: "Made by the coverage test.",
        }),
      action: "community_circle.create",
    },
    {
      title: "edits a community circle",
      run: (admin) =>
        post(communityCirclesAction, admin, "/admin/community/circles", {
          intent: "update",
          circleId: String(ctx.circleId),
          name: "Coverage circle renamed",
          description: "Renamed by the coverage test.",
        }),
      action: "community_circle.update",
      target: ({ circleId }) => `community_circle:${circleId}`,
    },
    {
      title: "moves a community circle",
      run: (admin) =>
        post(communityCirclesAction, admin, "/admin/community/circles", {
          intent: "move-down",
          circleId: String(ctx.circleId),
        }),
      action: "community_circle.reorder",
      target: ({ circleId }) => `community_circle:${circleId}`,
    },
    {
      title: "archives a community circle",
      run: (admin) =>
        post(communityCirclesAction, admin, "/admin/community/circles", {
          intent: "archive",
          circleId: String(ctx.circleId),
        }),
      action: "community_circle.archive",
      target: ({ circleId }) => `community_circle:${circleId}`,
    },
    {
      title: "restores an archived community circle",
      run: (admin) =>
        post(communityCirclesAction, admin, "/admin/community/circles", {
          intent: "unarchive",
          circleId: String(ctx.circleId),
        }),
      action: "community_circle.unarchive",
      target: ({ circleId }) => `community_circle:${circleId}`,
    },
  ],
  "_app.admin.oauth.tsx": [
    {
      title: "saves a sign-in provider",
      run: (admin) =>
        post(oauthAction, admin, "/admin/oauth", {
          intent: "save",
          provider: "google",
          clientId: "coverage-google-client",
          clientSecret: "coverage-google-secret-5530",
        }),
      action: "sign_in_provider.update",
      never: ["coverage-google-secret-5530"],
    },
  ],
  "_app.admin.openai.tsx": [
    {
      title: "saves the AI settings",
      run: (admin) =>
        post(openaiAction, admin, "/admin/openai", {
          intent: "save",
          provider: "local",
          assistantName: "Sage",
          apiKey: "sk-coverage-secret-1234",
        }),
      action: "ai_settings.update",
      target: () => null,
      never: ["sk-coverage-secret-1234"],
    },
  ],
  "_app.admin.paypal.tsx": [
    {
      title: "saves the PayPal settings",
      run: (admin) =>
        post(paypalAction, admin, "/admin/paypal", {
          intent: "save",
          mode: "sandbox",
          clientId: "coverage-client-id",
          clientSecret: "coverage-paypal-secret-7781",
          webhookId: "WH-COVERAGE",
        }),
      action: "paypal_settings.update",
      target: () => null,
      never: ["coverage-paypal-secret-7781"],
    },
  ],
  "_app.admin.support.tsx": [
    {
      title: "updates a support request",
      run: (admin) =>
        post(adminSupportAction, admin, "/admin/support", {
          intent: "update",
          id: String(ctx.supportId),
          status: "resolved",
          notes: "Coverage-note-text-5521",
          assign: "me",
        }),
      action: "support.update",
      target: ({ supportId }) => `support_request:${supportId}`,
      never: ["Coverage-note-text-5521"],
    },
    {
      title: "replies to a support request",
      run: (admin) =>
        post(adminSupportAction, admin, "/admin/support", {
          intent: "reply",
          id: String(ctx.supportId),
          reply: "Coverage-reply-text-8812",
        }),
      action: "support.reply",
      target: ({ supportId }) => `support_request:${supportId}`,
      never: ["Coverage-reply-text-8812", "Coverage-request-text"],
    },
  ],
  "_app.admin.users.tsx": [
    {
      title: "makes an admin",
      run: (admin) =>
        post(usersAction, admin, "/admin/users", {
          intent: "grant-admin",
          userId: String(ctx.personId),
        }),
      action: "admin.grant",
      target: ({ personId }) => `user:${personId}`,
    },
    {
      title: "removes an admin",
      run: (admin) =>
        post(usersAction, admin, "/admin/users", {
          intent: "revoke-admin",
          userId: String(ctx.personId),
        }),
      action: "admin.revoke",
      target: ({ personId }) => `user:${personId}`,
    },
    {
      title: "disables an account",
      run: (admin) =>
        post(usersAction, admin, "/admin/users", {
          intent: "disable",
          userId: String(ctx.personId),
        }),
      action: "user.disable",
      target: ({ personId }) => `user:${personId}`,
    },
    {
      title: "enables an account",
      run: (admin) =>
        post(usersAction, admin, "/admin/users", {
          intent: "enable",
          userId: String(ctx.personId),
        }),
      action: "user.enable",
      target: ({ personId }) => `user:${personId}`,
    },
  ],
};

async function adminFilesWithAction() {
  const files = routeFiles().filter((file) => /^_app\.admin\..*\.tsx$/.test(file));
  const withAction: string[] = [];
  for (const file of files) {
    const module = (await import(path.resolve("app/routes", file))) as { action?: unknown };
    if (module.action) withAction.push(file);
  }
  return withAction;
}

beforeAll(async () => {
  admin = await createSignedInUser({ admin: true, verified: true });
  const person = await createSignedInUser({ verified: true });
  const body = new FormData();
  body.append("name", "Coverage Person");
  body.append("email", person.user.email);
  body.append("subject", "Coverage subject");
  body.append("message", "Coverage-request-text that is long enough.");
  await callRoute(
    supportAction,
    new Request(`${BASE_URL}/support`, {
      method: "POST",
      body,
      headers: { Cookie: person.cookie },
    }),
  );
  const request = db()
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(eq(supportRequests.userId, person.user.id))
    .get();
  // Community rows are written directly: the members' screens are not needed to moderate.
  const circle = db()
    .insert(communityCircles)
    .values({ slug: "coverage", name: "Coverage circle", description: "For the coverage test." })
    .returning()
    .get();
  db()
    .insert(communityProfiles)
    .values({ userId: person.user.id, communityName: "Coverage Heron", nameKey: "coverage heron" })
    .run();
  const held = [0, 1].map(
    () =>
      db()
        .insert(communityPosts)
        .values({
          circleId: circle.id,
          authorId: person.user.id,
          body: "Coverage-community-post-text",
          status: "held",
          holdReason: "filter",
        })
        .returning()
        .get().id,
  ) as [number, number];
  ctx = {
    personId: person.user.id,
    supportId: request!.id,
    heldPostIds: held,
    circleId: circle.id,
  };
});

describe("every admin change writes an admin action log entry", () => {
  it("has cases for every admin route with an action, and for no other", async () => {
    const files = await adminFilesWithAction();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !CASES[file]?.length)).toEqual([]);
    expect(Object.keys(CASES).filter((file) => !files.includes(file))).toEqual([]);
  });

  for (const [file, cases] of Object.entries(CASES)) {
    for (const item of cases) {
      it(`${file}: ${item.title} -> ${item.action}`, async () => {
        const before = db().select().from(adminActions).all().length;
        const result = await item.run(admin);
        expect(result.status).toBe(302);
        const [entry] = db()
          .select()
          .from(adminActions)
          .orderBy(desc(adminActions.id))
          .limit(1)
          .all();
        expect(db().select().from(adminActions).all().length).toBe(before + 1);
        expect(entry).toMatchObject({
          action: item.action,
          adminId: admin.user.id,
          adminEmail: admin.user.email,
        });
        if (item.target) expect(entry!.target).toBe(item.target(ctx));
        for (const text of item.never ?? []) expect(JSON.stringify(entry)).not.toContain(text);
      });
    }
  }
});
