import { paypalFake as fake } from "#tests/utils/paypal-env";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { subscriptionPlans, systemSettings } from "#db/schema";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";
import { listAdminActions } from "~/models/admin-actions.server";
import { getPayPalConfig } from "~/models/paypal-settings.server";
import { action, loader } from "~/routes/_app.admin.paypal";

/** /admin/paypal: admins only, the secret write-only and encrypted, every change in the log. */

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser({ admin: true, verified: true });
});
afterAll(() => fake.close());

const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  callRoute(action, formRequest("/admin/paypal", fields, { cookie }));

type TestReply = { test: { ok: boolean; message: string } | null };

describe("/admin/paypal", () => {
  it("is for admins only", async () => {
    const member = await createSignedInUser({ verified: true });
    expect((await callRoute(loader, getRequest("/admin/paypal"))).status).toBe(302);
    expect(
      (await callRoute(loader, getRequest("/admin/paypal", { cookie: member.cookie }))).status,
    ).toBe(403);
    const refused = await post(
      { intent: "save", mode: "live", clientId: "stolen", clientSecret: "stolen-secret" },
      member.cookie,
    );
    expect(refused.status).toBe(403);
    expect(getPayPalConfig()).toBeNull();
  });

  it("saves the secret encrypted, never returns it, and records the change", async () => {
    const saved = await post({
      intent: "save",
      mode: "sandbox",
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
    });
    expect(saved.status).toBe(302);
    expect(getPayPalConfig()).toMatchObject({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
      apiBase: fake.url,
    });
    const stored = db()
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, "paypal.clientSecret"))
      .get()!;
    expect(stored.value).not.toContain(fake.clientSecret);
    expect(stored.value.startsWith("v1.")).toBe(true);

    const screen = await callRoute(loader, getRequest("/admin/paypal", { cookie: admin.cookie }));
    expect(screen.status).toBe(200);
    const text = JSON.stringify(screen.body);
    expect(text).not.toContain(fake.clientSecret);
    expect(screen.body).toMatchObject({
      clientId: fake.clientId,
      mode: "sandbox",
      webhookId: fake.webhookId,
      secret: { isSet: true, source: "saved", masked: `…${fake.clientSecret.slice(-4)}` },
    });

    const [entry] = listAdminActions({ action: "paypal_settings.update" }).actions;
    expect(entry).toMatchObject({ adminId: admin.user.id, adminEmail: admin.user.email });
    expect(JSON.stringify(entry)).not.toContain(fake.clientSecret);
    expect(entry!.details).toMatchObject({ clientSecret: "replaced", mode: "sandbox" });

    // Saving again with a blank secret keeps it.
    await post({
      intent: "save",
      mode: "sandbox",
      clientId: fake.clientId,
      webhookId: fake.webhookId,
    });
    expect(getPayPalConfig()?.clientSecret).toBe(fake.clientSecret);
  });

  it("Test connection gets a token and reports it without echoing secrets or PayPal's bodies", async () => {
    const ok = await post({ intent: "test", mode: "sandbox", clientId: fake.clientId });
    expect(ok.status).toBe(200);
    expect((ok.body as TestReply).test).toMatchObject({ ok: true });
    const bad = await post({
      intent: "test",
      mode: "sandbox",
      clientId: fake.clientId,
      clientSecret: "wrong-secret-123",
    });
    const reply = (bad.body as TestReply).test!;
    expect(reply.ok).toBe(false);
    expect(reply.message).toBe("PayPal refused the client id and secret.");
    const text = JSON.stringify(bad.body);
    expect(text).not.toContain("wrong-secret-123");
    expect(text).not.toContain("invalid_client");
    expect(text).not.toContain(fake.clientSecret);
    // Testing changes nothing.
    expect(getPayPalConfig()?.clientSecret).toBe(fake.clientSecret);
  });

  it("Sync plans makes the paid plan's product and billing plan, shows their ids, and is recorded", async () => {
    const result = await post({ intent: "sync" });
    expect(result.status).toBe(302);
    const pro = db()
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "pro"))
      .get()!;
    expect(fake.products.has(pro.paypalProductId!)).toBe(true);
    expect(fake.plans.get(pro.paypalPlanId!)).toMatchObject({ price: "9.99", currency: "USD" });
    const free = db()
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "free"))
      .get()!;
    expect(free.paypalPlanId).toBeNull();
    const screen = await callRoute(loader, getRequest("/admin/paypal", { cookie: admin.cookie }));
    expect(JSON.stringify(screen.body)).toContain(pro.paypalPlanId!);
    expect(listAdminActions({ action: "paypal_plans.sync" }).actions).toHaveLength(1);

    // Switching to another environment forgets them (they belong to the other account).
    await post({ intent: "save", mode: "live", clientId: "another-live-client" });
    const after = db()
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "pro"))
      .get()!;
    expect(after.paypalPlanId).toBeNull();
    const [entry] = listAdminActions({ action: "paypal_settings.update" }).actions;
    expect(entry!.details).toMatchObject({ mode: "live", plansReset: true, clientSecret: "kept" });
  });

  it("refuses malformed input with a message and changes nothing", async () => {
    const before = getPayPalConfig();
    const result = await post({ intent: "save", mode: "production", clientId: "<script>" });
    expect(result.status).toBe(400);
    expect(getPayPalConfig()).toEqual(before);
  });
});
