import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/api.login";
import { clientAddress } from "~/services/request-guard.server";
import { callRoute, jsonRequest, uniqueEmail } from "#tests/utils/http";

// One trusted proxy in front of the app: it appends the address it saw to X-Forwarded-For.
process.env.TRUST_PROXY = "1";
delete process.env.FLY_APP_NAME;

const addressOf = (headers: Record<string, string>) =>
  clientAddress(new Request("http://localhost:3000/", { headers }));

describe("behind TRUST_PROXY=1", () => {
  it("takes the address the proxy appended, not what the client wrote before it", () => {
    expect(addressOf({ "X-Forwarded-For": "203.0.113.9" })).toBe("203.0.113.9");
    expect(addressOf({ "X-Forwarded-For": "1.2.3.4, 203.0.113.9" })).toBe("203.0.113.9");
    expect(addressOf({ "X-Forwarded-For": "1.2.3.4,203.0.113.9 " })).toBe("203.0.113.9");
    // Not on Fly: Fly-Client-IP is just a header anyone can send.
    expect(addressOf({ "Fly-Client-IP": "9.9.9.9" })).toBe(null);
    expect(addressOf({})).toBe(null);
  });

  it("limits one address even when it rotates a forged first entry", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const result = await callRoute(
        loginAction,
        jsonRequest(
          "/api/login",
          { email: uniqueEmail("rot"), password: "guess-guess" },
          { headers: { "X-Forwarded-For": `10.0.0.${i}, 198.51.100.50` } },
        ),
      );
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    const other = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: uniqueEmail("other"), password: "guess-guess" },
        { headers: { "X-Forwarded-For": "198.51.100.51" } },
      ),
    );
    expect(other.status).toBe(401);
  }, 90_000);

  it("lets the proxy's X-Forwarded-Host name an allowed origin", async () => {
    const result = await callRoute(
      loginAction,
      jsonRequest(
        "/api/login",
        { email: uniqueEmail(), password: "whatever1" },
        {
          headers: {
            Origin: "https://journal.example",
            "X-Forwarded-Host": "journal.example",
            "X-Forwarded-For": "198.51.100.60",
          },
        },
      ),
    );
    expect(result.status).toBe(401);
  });
});
