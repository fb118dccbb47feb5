import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "../../app/components/shell/badge-count";

describe("formatBadgeCount", () => {
  it("hides the badge when there is nothing unread", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
  });

  it("shows small counts as they are", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(9)).toBe("9");
  });

  it("caps counts above 9 as '9+'", () => {
    expect(formatBadgeCount(10)).toBe("9+");
    expect(formatBadgeCount(99)).toBe("9+");
  });
});
