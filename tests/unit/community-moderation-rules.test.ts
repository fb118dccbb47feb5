import { describe, expect, it } from "vitest";
import {
  isSuspendedUntilLifted,
  removalText,
  slugFromName,
  SUSPENDED_UNTIL_LIFTED,
} from "~/lib/community-moderation";
import { CreateCircleSchema } from "~/schemas/community-moderation";

/** The small rules of community moderation (docs/product.md#community-moderation). */

describe("circle addresses", () => {
  it("are made from the name: lower case, accents dropped, words joined by single hyphens", () => {
    expect(slugFromName("Work stress!")).toBe("work-stress");
    expect(slugFromName("  Crème   Brûlée -- club ")).toBe("creme-brulee-club");
    expect(slugFromName("!!")).toBe("");
    const long = slugFromName(`${"word ".repeat(20)}`);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("-")).toBe(false);
  });

  it("are checked when typed and filled in when left blank", () => {
    const ok = CreateCircleSchema.safeParse({
      intent: "create",
      name: "Grief",
      slug: "",
      description: "Loss.",
    });
    expect(ok.success && ok.data.slug).toBe("grief");
    const typed = CreateCircleSchema.safeParse({
      intent: "create",
      name: "Grief",
      slug: "Loss-And-Grief",
      description: "Loss.",
    });
    expect(typed.success && typed.data.slug).toBe("loss-and-grief");
    for (const slug of ["two--hyphens", "-edge", "spaces in", "ünï"]) {
      const result = CreateCircleSchema.safeParse({
        intent: "create",
        name: "Grief",
        slug,
        description: "Loss.",
      });
      expect(result.success, slug).toBe(false);
    }
  });
});

describe("removal reasons", () => {
  it("are the reason's label, with the moderator's note after it; Other is the note alone", () => {
    expect(removalText("spam", undefined)).toBe("Spam or advertising");
    expect(removalText("unkind", "  Be gentle ")).toBe("Unkind or harassing: Be gentle");
    expect(removalText("other", "Shared a phone number")).toBe("Shared a phone number");
  });
});

describe("suspensions until lifted", () => {
  it("are a far-off end, so every check stays 'suspended until after now'", () => {
    expect(isSuspendedUntilLifted(new Date(SUSPENDED_UNTIL_LIFTED))).toBe(true);
    expect(isSuspendedUntilLifted(Date.now() + 30 * 86_400_000)).toBe(false);
    expect(SUSPENDED_UNTIL_LIFTED).toBeGreaterThan(Date.UTC(9000, 0, 1));
  });
});
