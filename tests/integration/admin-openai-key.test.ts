import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "#tests/fakes/openai-server";
import { callRoute, createSignedInUser, formRequest } from "#tests/utils/http";
import { getAiSettings, saveAiSettings } from "~/models/ai-settings.server";
import { action } from "~/routes/_app.admin.openai";
import { isBlockedAddress } from "~/services/ai/base-url.server";
import { getAiEngine } from "~/services/ai/engine.server";

const KEY = "sk-saved-for-the-first-server-0000abcd";
let saved: OpenAiFake;
let other: OpenAiFake;
let admin: { cookie: string };

beforeAll(async () => {
  saved = await startOpenAiFake();
  other = await startOpenAiFake();
  admin = await createSignedInUser({ admin: true, verified: true });
});
afterAll(async () => {
  await saved.close();
  await other.close();
});
beforeEach(() => {
  saved.requests.length = 0;
  other.requests.length = 0;
  saved.respond(() => "ok");
  other.respond(() => "ok");
  saveAiSettings({
    provider: "openai",
    baseUrl: saved.url,
    model: "fake-model",
    apiKey: KEY,
    assistantName: "Sage",
  });
});

function post(fields: Record<string, string>) {
  return callRoute(
    action,
    formRequest(
      "/admin/openai",
      { provider: "openai", model: "fake-model", assistantName: "Sage", ...fields },
      { cookie: admin.cookie },
    ),
  );
}

type TestReply = { test: { ok: boolean; message: string } | null };
const messageOf = (result: { body: unknown }) => (result.body as TestReply).test?.message ?? "";
const authorizations = (fake: OpenAiFake) => fake.requests.map((r) => r.headers.authorization);

describe("the saved key goes only to the base URL it was saved with", () => {
  it("Test connection with a new base URL and a blank key does not send the saved key", async () => {
    const result = await post({ intent: "test", baseUrl: other.url });
    expect(result.status).toBe(200);
    expect(other.requests).toHaveLength(1);
    expect(authorizations(other)).not.toContain(`Bearer ${KEY}`);
    expect(JSON.stringify(other.requests[0]!.headers)).not.toContain(KEY);
    expect(saved.requests).toHaveLength(0);
  });

  it("Test connection with the saved base URL uses the saved key", async () => {
    await post({ intent: "test", baseUrl: saved.url });
    expect(authorizations(saved)).toEqual([`Bearer ${KEY}`]);
  });

  it("saving a new base URL with a blank key keeps the key for the old URL only", async () => {
    expect((await post({ intent: "save", baseUrl: other.url })).status).toBe(302);
    expect(getAiSettings()).toMatchObject({ baseUrl: other.url, apiKey: null });
    await getAiEngine().titleFor("A quiet afternoon reading by the window.");
    expect(other.requests.length).toBeGreaterThan(0);
    expect(JSON.stringify(other.requests.map((r) => r.headers))).not.toContain(KEY);

    // Back to the URL it was saved with: the key is used there again.
    expect((await post({ intent: "save", baseUrl: saved.url })).status).toBe(302);
    expect(getAiSettings().apiKey).toBe(KEY);
  });

  it("a base URL with no key at all is used (no silent fallback to the local engine)", async () => {
    await post({ intent: "save", baseUrl: other.url, removeKey: "on" });
    expect(getAiSettings()).toMatchObject({ provider: "openai", apiKey: null });
    const engine = getAiEngine();
    expect(engine.name).toBe("openai");
    await engine.titleFor("Walking the dog along the river at dusk.");
    expect(other.requests.length).toBeGreaterThan(0);
    for (const authorization of authorizations(other)) {
      expect([undefined, "Bearer not-needed"]).toContain(authorization);
    }
  });
});

describe("connection failures are summarised, never echoed", () => {
  it("an HTTP error gives its status and kind, not the server's text", async () => {
    other.respond(() => ({ status: 401, message: "internal secret text from the server" }));
    const result = await post({ intent: "test", baseUrl: other.url, apiKey: "sk-typed-1234" });
    expect(messageOf(result)).toBe("The connection failed: HTTP 401 (authentication failed).");
    expect(JSON.stringify(result.body)).not.toContain("internal secret text");
  });

  it.each([
    [500, "HTTP 500 (server error)"],
    [404, "HTTP 404 (not found: check the base URL and the model)"],
    [429, "HTTP 429 (rate limited or out of quota)"],
  ])("HTTP %s reads %s", async (status, summary) => {
    other.respond(() => ({ status, message: "do not show this" }));
    const result = await post({ intent: "test", baseUrl: other.url });
    expect(messageOf(result)).toBe(`The connection failed: ${summary}.`);
  });

  it("a refused connection says so (not 'no status: Connection error.')", async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const result = await post({ intent: "test", baseUrl: `http://127.0.0.1:${port}/v1` });
    expect(messageOf(result)).toBe(
      "The connection failed: Could not connect (connection refused).",
    );
  });

  it("an answer that is not OpenAI-compatible is not echoed", async () => {
    other.respond(() => ({ brokenBody: true }));
    const result = await post({ intent: "test", baseUrl: other.url });
    expect((result.body as TestReply).test?.ok).toBe(false);
    expect(messageOf(result)).not.toContain("not json");
  });
});

describe("link-local and cloud metadata base URLs are refused", () => {
  it.each([
    "http://169.254.169.254/latest/meta-data",
    "http://169.254.170.2/v1",
    "http://metadata.google.internal/computeMetadata/v1",
    "http://100.100.100.200/latest",
    "http://[fe80::1]/v1",
    "http://[fd00:ec2::254]/latest",
    "http://[::ffff:169.254.169.254]/latest",
  ])("%s: not saved and not tested", async (baseUrl) => {
    for (const intent of ["save", "test"]) {
      const result = await post({ intent, baseUrl });
      expect(result.status).toBe(400);
      const errors = (result.body as { result: { error: Record<string, string[]> } }).result.error;
      expect(errors.baseUrl![0]).toMatch(/link-local or a cloud metadata service/);
    }
    expect(getAiSettings().baseUrl).toBe(saved.url);
  });

  it("loopback and private addresses stay allowed (Ollama, vLLM, LM Studio)", async () => {
    for (const address of ["127.0.0.1", "10.0.0.5", "192.168.1.20", "172.16.0.9", "::1"]) {
      expect(isBlockedAddress(address)).toBe(false);
    }
    const viaLocalhost = other.url.replace("127.0.0.1", "localhost");
    expect((await post({ intent: "save", baseUrl: viaLocalhost })).status).toBe(302);
  });
});
