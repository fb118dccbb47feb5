import { describe, expect, it } from "vitest";
import { checkInStreaks } from "~/lib/mood";

describe("check-in streaks (consecutive local days with a mood or an entry)", () => {
  it("counts the run that ends today", () => {
    expect(checkInStreaks(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it("keeps the current streak alive until today is over", () => {
    expect(checkInStreaks(["2026-11-20", "2026-11-21"], "2026-11-22").current).toBe(2);
  });

  it("is broken by a missed day", () => {
    expect(checkInStreaks(["2026-11-18", "2026-11-19", "2026-11-20"], "2026-11-22")).toEqual({
      current: 0,
      longest: 3,
    });
  });

  it("finds the longest run anywhere, across months and years", () => {
    const days = [
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-05",
      "2027-01-06",
    ];
    expect(checkInStreaks(days, "2027-01-06")).toEqual({ current: 2, longest: 4 });
  });

  it("counts a day once however many check-ins it had, in any order", () => {
    expect(
      checkInStreaks(["2026-11-22", "2026-11-21", "2026-11-22", "2026-11-21"], "2026-11-22"),
    ).toEqual({ current: 2, longest: 2 });
  });

  it("counts across the spring DST change (day keys are calendar days)", () => {
    expect(checkInStreaks(["2026-03-07", "2026-03-08", "2026-03-09"], "2026-03-09").current).toBe(
      3,
    );
  });

  it("ignores days after today and handles no check-ins", () => {
    expect(checkInStreaks(["2026-11-23"], "2026-11-22")).toEqual({ current: 0, longest: 0 });
    expect(checkInStreaks([], "2026-11-22")).toEqual({ current: 0, longest: 0 });
  });
});
