import { describe, expect, it } from "vitest";
import { createSignedInUser, callRoute, formRequest } from "#tests/utils/http";
import { listAdminActions, recordAdminAction } from "~/models/admin-actions.server";
import { action } from "~/routes/_app.admin.openai";

const KEY = "sk-audit-never-logged-4321";

describe("the admin action log", () => {
  it("records an AI settings change with who, when and what, never the key", async () => {
    const admin = await createSignedInUser({ admin: true });
    const before = Date.now();
    const saved = await callRoute(
      action,
      formRequest(
        "/admin/openai",
        { intent: "save", provider: "local", assistantName: "Juniper", apiKey: KEY },
        { cookie: admin.cookie },
      ),
    );
    expect(saved.status).toBe(302);
    const [entry] = listAdminActions({ action: "ai_settings", adminId: admin.user.id }).actions;
    expect(entry).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      action: "ai_settings.update",
      details: expect.objectContaining({ assistantName: "Juniper", apiKey: "replaced" }),
    });
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(entry)).not.toContain(KEY);
  });

  it("is not written when a member tries the same change", async () => {
    const member = await createSignedInUser({ verified: true });
    const refused = await callRoute(
      action,
      formRequest(
        "/admin/openai",
        { intent: "save", provider: "local", assistantName: "Nope" },
        { cookie: member.cookie },
      ),
    );
    expect(refused.status).toBe(403);
    expect(listAdminActions({ adminId: member.user.id }).actions).toHaveLength(0);
  });

  it("filters by action prefix and lists newest first", async () => {
    const { user: admin } = await createSignedInUser({ admin: true });
    recordAdminAction({ admin, action: "user.disable", target: "user:1" });
    recordAdminAction({ admin, action: "user.enable", target: "user:1" });
    recordAdminAction({ admin, action: "support.reply", target: "support_request:1" });
    const users = listAdminActions({ action: "user", adminId: admin.id }).actions;
    expect(users.map((a) => a.action)).toEqual(["user.enable", "user.disable"]);
    expect(
      listAdminActions({ action: "user.disable" }).actions.every(
        (a) => a.action === "user.disable",
      ),
    ).toBe(true);
  });
});
