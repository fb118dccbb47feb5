import { describe, expect, it } from "vitest";
import { createToken, hashPassword, hashToken, verifyPassword } from "~/services/crypto.server";

describe("password hashing", () => {
  it("verifies the right password only, with a random salt", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).not.toBe(second);
    expect(first.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsE", first)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});

describe("tokens", () => {
  it("are long, URL-safe and stored only as a hash", () => {
    const token = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
