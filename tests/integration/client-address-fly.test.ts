import { describe, expect, it } from "vitest";
import { clientAddress } from "~/services/request-guard.server";

// On Fly (FLY_APP_NAME is set on its machines), with no TRUST_PROXY.
process.env.FLY_APP_NAME = "solace-test";
delete process.env.TRUST_PROXY;

const addressOf = (headers: Record<string, string>) =>
  clientAddress(new Request("http://localhost:3000/", { headers }));

describe("on Fly", () => {
  it("reads Fly-Client-IP, which Fly's proxy writes, and ignores X-Forwarded-For", () => {
    expect(addressOf({ "Fly-Client-IP": "203.0.113.77", "X-Forwarded-For": "1.1.1.1" })).toBe(
      "203.0.113.77",
    );
    expect(addressOf({ "X-Forwarded-For": "1.1.1.1" })).toBe(null);
  });
});
