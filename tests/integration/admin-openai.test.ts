import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { systemSettings } from "#db/schema";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";
import { getAiSettings } from "~/models/ai-settings.server";
import { action, loader } from "~/routes/_app.admin.openai";
import { getAiEngine } from "~/services/ai/engine.server";

const KEY = "sk-admin-screen-secret-9876wxyz";
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());

function save(cookie: string, fields: Record<string, string>) {
  return callRoute(
    action,
    formRequest("/admin/openai", { intent: "save", assistantName: "Sage", ...fields }, { cookie }),
  );
}

describe("/admin/openai", () => {
  it("is for admins only", async () => {
    const member = await createSignedInUser({ verified: true });
    expect(
      (await callRoute(loader, getRequest("/admin/openai", { cookie: member.cookie }))).status,
    ).toBe(403);
    const posted = await save(member.cookie, { provider: "openai", apiKey: KEY });
    expect(posted.status).toBe(403);
    expect(getAiSettings().apiKey).toBeNull();
    const anonymous = await callRoute(loader, getRequest("/admin/openai"));
    expect(anonymous.status).toBe(302);
  });

  it("saves the provider with a toast, and never returns the key", async () => {
    const admin = await createSignedInUser({ admin: true });
    const saved = await save(admin.cookie, {
      provider: "openai",
      baseUrl: fake.url,
      model: "fake-model",
      apiKey: KEY,
      assistantName: "Willow",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/openai");
    expect(saved.headers.getSetCookie().join(";")).toMatch(/toast|flash/i);

    expect(getAiSettings()).toMatchObject({
      provider: "openai",
      apiKey: KEY,
      assistantName: "Willow",
    });
    expect(getAiEngine().name).toBe("openai");
    expect(JSON.stringify(db().select().from(systemSettings).all())).not.toContain(KEY);

    const page = await callRoute(loader, getRequest("/admin/openai", { cookie: admin.cookie }));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain(KEY);
    expect(page.body).toMatchObject({
      provider: "openai",
      baseUrl: fake.url,
      model: "fake-model",
      assistantName: "Willow",
      key: { isSet: true, masked: "sk-…wxyz", source: "saved" },
    });

    // Blank key keeps it; bad input is refused without writing and without echoing the key.
    await save(admin.cookie, {
      provider: "openai",
      baseUrl: fake.url,
      model: "m2",
      assistantName: "Willow",
    });
    expect(getAiSettings()).toMatchObject({ apiKey: KEY, model: "m2" });
    const bad = await save(admin.cookie, {
      provider: "openai",
      baseUrl: "not a url",
      apiKey: "sk-new-key-should-not-be-echoed",
      assistantName: "",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toContain("sk-new-key-should-not-be-echoed");
    expect(getAiSettings()).toMatchObject({ apiKey: KEY, model: "m2", assistantName: "Willow" });

    // Remove the key and go back to the local engine.
    await save(admin.cookie, { provider: "local", removeKey: "on", assistantName: "Willow" });
    expect(getAiSettings()).toMatchObject({ provider: "local", apiKey: null });
    expect(getAiEngine().name).toBe("local");
  });

  it("tests the connection with one tiny request, using the saved key when none is typed", async () => {
    const admin = await createSignedInUser({ admin: true });
    await save(admin.cookie, {
      provider: "openai",
      baseUrl: fake.url,
      model: "fake-model",
      apiKey: KEY,
    });
    fake.requests.length = 0;
    fake.respond(() => "ok");
    const passed = await callRoute(
      action,
      formRequest(
        "/admin/openai",
        {
          intent: "test",
          provider: "openai",
          baseUrl: fake.url,
          model: "fake-model",
          assistantName: "Sage",
        },
        { cookie: admin.cookie },
      ),
    );
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ test: { ok: true } });
    expect(JSON.stringify(passed.body)).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);

    fake.respond(() => ({ status: 401, message: "Incorrect API key provided" }));
    const failed = await callRoute(
      action,
      formRequest(
        "/admin/openai",
        {
          intent: "test",
          provider: "openai",
          baseUrl: fake.url,
          model: "fake-model",
          apiKey: "sk-typed-but-wrong-1234",
          assistantName: "Sage",
        },
        { cookie: admin.cookie },
      ),
    );
    expect(failed.body).toMatchObject({ test: { ok: false } });
    expect((failed.body as { test: { message: string } }).test.message).toContain("401");
    expect(JSON.stringify(failed.body)).not.toContain("sk-typed-but-wrong-1234");
    expect(fake.requests.at(-1)!.headers.authorization).toBe("Bearer sk-typed-but-wrong-1234");
    // Testing never saves.
    expect(getAiSettings().apiKey).toBe(KEY);
  });
});
