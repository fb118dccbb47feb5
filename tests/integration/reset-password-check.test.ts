import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { users } from "#db/schema";
import { issuePasswordResetToken } from "~/models/users.server";
import { action as resetAction, loader as resetCheck } from "~/routes/api.reset-password.$token";
import { callRoute, createSignedInUser, getRequest, jsonRequest } from "#tests/utils/http";

const check = (token: string, cookie?: string) =>
  callRoute(resetCheck, getRequest(`/api/reset-password/${token}`, { cookie }), { token });

describe("GET /api/reset-password/{token}", () => {
  it("answers { valid: true } for a live token without spending it; the POST still works once", async () => {
    const { user } = await createSignedInUser();
    const { token } = issuePasswordResetToken(user.email)!;

    for (let i = 0; i < 2; i += 1) {
      const result = await check(token);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ valid: true });
    }
    const row = db().select().from(users).where(eq(users.id, user.id)).get()!;
    expect(row.resetPasswordToken).not.toBeNull();

    const reset = await callRoute(
      resetAction,
      jsonRequest(`/api/reset-password/${token}`, { password: "a-brand-new-one" }),
      { token },
    );
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: "Password reset successful" });

    const spent = await check(token);
    expect(spent.status).toBe(400);
    expect(spent.body).toEqual({ message: expect.stringMatching(/invalid or has expired/) });
  });

  it("answers 400 with a message for an unknown or expired token, and says nothing of the account", async () => {
    const { user } = await createSignedInUser();
    const unknown = await check("not-a-real-token");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: expect.stringMatching(/invalid or has expired/) });

    const { token } = issuePasswordResetToken(user.email)!;
    db()
      .update(users)
      .set({ resetPasswordExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id))
      .run();
    const expired = await check(token);
    expect(expired.status).toBe(400);
    expect(JSON.stringify(expired.body)).not.toContain(user.email);
  });

  it("answers the same to another person's session: the check is about the link, not the caller", async () => {
    const owner = await createSignedInUser();
    const someoneElse = await createSignedInUser();
    const { token } = issuePasswordResetToken(owner.user.email)!;
    const result = await check(token, someoneElse.cookie);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ valid: true });
    expect(JSON.stringify(result.body)).not.toContain(owner.user.email);
  });

  it("answers 405 to other methods", async () => {
    const result = await callRoute(
      resetAction,
      jsonRequest("/api/reset-password/x", {}, { method: "DELETE" }),
      { token: "x" },
    );
    expect(result.status).toBe(405);
  });
});
