import { describe, expect, it } from "vitest";
import { effectiveTier } from "~/lib/subscription";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-12-01T00:00:00Z");
const earlier = new Date("2026-11-01T00:00:00Z");

describe("effectiveTier", () => {
  it("keeps an active Pro subscription Pro even when a renewal notice is late", () => {
    expect(
      effectiveTier(
        { subscriptionTier: "pro", subscriptionStatus: "active", subscriptionExpiresAt: earlier },
        now,
      ),
    ).toBe("pro");
  });

  it("keeps a cancelled Pro subscription until the period ends, then Free", () => {
    const cancelled = { subscriptionTier: "pro", subscriptionStatus: "cancelled" };
    expect(effectiveTier({ ...cancelled, subscriptionExpiresAt: later }, now)).toBe("pro");
    expect(effectiveTier({ ...cancelled, subscriptionExpiresAt: earlier }, now)).toBe("free");
    expect(effectiveTier({ ...cancelled, subscriptionExpiresAt: null }, now)).toBe("free");
  });

  it("treats suspended, expired, unknown statuses and unknown tiers as Free", () => {
    for (const subscriptionStatus of ["suspended", "expired", "weird"]) {
      expect(
        effectiveTier(
          { subscriptionTier: "pro", subscriptionStatus, subscriptionExpiresAt: later },
          now,
        ),
      ).toBe("free");
    }
    expect(
      effectiveTier(
        {
          subscriptionTier: "enterprise",
          subscriptionStatus: "active",
          subscriptionExpiresAt: null,
        },
        now,
      ),
    ).toBe("free");
  });
});
