import { describe, expect, it } from "vitest";
import {
  PLAN_PAGE_SIZE,
  dependencyCycle,
  goalProgressPercent,
  goalStatusLabel,
  listHref,
  normaliseGoalStatus,
  normaliseTaskPriority,
  pageOfItem,
  paginate,
  planRuleLink,
  settleGoalStatus,
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

  it("displays the four values of docs/product.md#goals-tasks-and-habits", () => {
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

describe("settleGoalStatus", () => {
  it("completes at the target, reopens below it, leaves Cancelled alone", () => {
    expect(settleGoalStatus("in_progress", 10, 10)).toBe("completed");
    expect(settleGoalStatus("not_started", 12, 10)).toBe("completed");
    expect(settleGoalStatus("completed", 9, 10)).toBe("in_progress");
    expect(settleGoalStatus("not_started", 0, 10)).toBe("not_started");
    expect(settleGoalStatus("cancelled", 10, 10)).toBe("cancelled");
  });
});

describe("paginate and listHref", () => {
  const items = Array.from({ length: PLAN_PAGE_SIZE * 2 + 1 }, (_, index) => index);

  it("reads a malformed page as 1 and a page past the end as the last", () => {
    for (const param of [null, "", "abc", "0", "-1", "1.5", "1e2", " 2", "02", "999999"]) {
      const { page } = paginate(items, param);
      expect(page, String(param)).toBe(param === "999999" ? 3 : 1);
    }
    expect(paginate(items, "3")).toMatchObject({ page: 3, pageCount: 3, items: [100] });
    expect(paginate([], "2")).toMatchObject({ page: 1, pageCount: 1, items: [] });
    expect(pageOfItem(items, 50)).toBe(2);
    expect(pageOfItem(items, -5)).toBe(1);
  });

  it("links to page 1 without a query and never echoes junk", () => {
    expect(listHref("/goals", "1")).toBe("/goals");
    expect(listHref("/goals", "2")).toBe("/goals?page=2");
    expect(listHref("/tasks", "//evil.example")).toBe("/tasks");
    expect(listHref("/habits", null)).toBe("/habits");
  });

  it("offers See plans for the goal limit only", () => {
    expect(planRuleLink("goal_limit")).toEqual({ href: "/subscription", label: "See plans" });
    expect(planRuleLink("item_cap")).toBeNull();
    expect(planRuleLink("invalid")).toBeNull();
  });
});
