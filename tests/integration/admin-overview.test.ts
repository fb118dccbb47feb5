import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { supportRequests, users } from "#db/schema";
import { loader as adminLoader } from "~/routes/_app.admin._index";
import { callRoute, createSignedInUser, getRequest } from "#tests/utils/http";

describe("admin dashboard", () => {
  it("counts people and open support requests, for admins only", async () => {
    const admin = await createSignedInUser({ admin: true });
    const member = await createSignedInUser({ verified: true });
    db().update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, member.user.id)).run();
    db()
      .insert(supportRequests)
      .values([
        { name: "A", email: "a@example.com", subject: "Help", message: "Please help me" },
        {
          name: "B",
          email: "b@example.com",
          subject: "Done",
          message: "Sorted, thanks",
          status: "resolved",
        },
      ])
      .run();

    const result = await callRoute(adminLoader, getRequest("/admin", { cookie: admin.cookie }));
    expect((result.body as { overview: unknown }).overview).toEqual({
      users: 2,
      verifiedUsers: 1,
      proUsers: 1,
      newUsersThisWeek: 2,
      openSupportRequests: 1,
    });
    expect(
      (await callRoute(adminLoader, getRequest("/admin", { cookie: member.cookie }))).status,
    ).toBe(403);
  });
});
