import { describe, expect, it } from "vitest";
import {
  dependencyCycle,
  goalProgressPercent,
  goalStatusLabel,
  normaliseGoalStatus,
  normaliseTaskPriority,
} from "~/lib/plans";
import { GoalSchema } from "~/schemas/goals";

describe("goal progress percentage", () => {
  it("is progress / target x 100, rounded", () => {
    expect(goalProgressPercent(3, 10)).toBe(30);
    expect(goalProgressPercent(1, 3)).toBe(33);
  });

  it("stays within 0..100 and is safe with a target of 0", () => {
    expect(goalProgressPercent(15, 10)).toBe(100);
    expect(goalProgressPercent(-2, 10)).toBe(0);
    expect(goalProgressPercent(5, 0)).toBe(0);
    expect(goalProgressPercent(Number.NaN, 10)).toBe(0);
  });
});

describe("goal status", () => {
  it("reads both spellings of in progress, and anything unknown, as In Progress", () => {
    expect(normaliseGoalStatus("in_progress")).toBe("in_progress");
    expect(normaliseGoalStatus("in-progress")).toBe("in_progress");
    expect(normaliseGoalStatus("whatever")).toBe("in_progress");
    expect(goalStatusLabel("in-progress")).toBe("In Progress");
  });

  it("displays the four values of SPEC §4", () => {
    expect(goalStatusLabel("not_started")).toBe("Not Started");
    expect(goalStatusLabel("completed")).toBe("Completed");
    expect(goalStatusLabel("cancelled")).toBe("Cancelled");
  });

  it("stores in-progress from a form or the API as in_progress", () => {
    const parsed = GoalSchema.parse({ name: "Walk", target: 10, status: "in-progress" });
    expect(parsed.status).toBe("in_progress");
    expect(GoalSchema.safeParse({ name: "Walk", target: 10, status: "paused" }).success).toBe(
      false,
    );
  });
});

describe("goal dependencies", () => {
  const graph = new Map<number, number[]>([
    [1, []],
    [2, [1]],
    [3, [2]],
    [4, []],
  ]);

  it("allows dependencies that form no cycle", () => {
    expect(dependencyCycle(3, [1, 4], graph)).toEqual([]);
    expect(dependencyCycle(null, [1, 2, 3], graph)).toEqual([]);
  });

  it("finds direct and indirect cycles and self-dependency", () => {
    expect(dependencyCycle(1, [2], graph)).toEqual([2]);
    expect(dependencyCycle(1, [3, 4], graph)).toEqual([3]);
    expect(dependencyCycle(4, [4], graph)).toEqual([4]);
  });

  it("terminates on data that already has a cycle", () => {
    const looped = new Map<number, number[]>([
      [1, [2]],
      [2, [1]],
    ]);
    expect(dependencyCycle(3, [1], looped)).toEqual([]);
  });
});

describe("task priority", () => {
  it("shows high and medium, anything else as low", () => {
    expect(normaliseTaskPriority("high")).toBe("high");
    expect(normaliseTaskPriority("medium")).toBe("medium");
    expect(normaliseTaskPriority("urgent")).toBe("low");
  });
});
