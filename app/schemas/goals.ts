import * as z from "zod";
import { GOAL_STATUSES } from "~/lib/plans";
import {
  bodyUserId,
  colorScheme,
  isNotBefore,
  optionalDate,
  optionalText,
  requiredText,
} from "~/schemas/plan-fields";

export const MAX_GOAL_NUMBER = 1_000_000;

const wholeNumber = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(MAX_GOAL_NUMBER, `${label} must be at most ${MAX_GOAL_NUMBER.toLocaleString("en-US")}`);

const GoalFields = z.object({
  name: requiredText(100, "Name"),
  description: optionalText(1000, "Description"),
  category: z
    .string()
    .trim()
    .max(40, "Category must be at most 40 characters")
    .nullish()
    .transform((value) => value || "Personal"),
  startDate: optionalDate("Start date"),
  targetDate: optionalDate("Target date"),
  target: wholeNumber("Target", 1),
  progress: wholeNumber("Progress", 0).default(0),
  unit: z
    .string()
    .trim()
    .max(20, "Unit must be at most 20 characters")
    .nullish()
    .transform((value) => value || "%"),
  colorScheme,
  /** Stored as in_progress; in-progress (docs/product.md#goals-tasks-and-habits) is accepted and stored the stored way. */
  status: z
    .enum([...GOAL_STATUSES, "in-progress"], {
      error: "Choose Not Started, In Progress, Completed or Cancelled",
    })
    .default("in_progress")
    .transform((value) => (value === "in-progress" ? "in_progress" : value)),
  dependsOn: z
    .array(z.number({ error: "Choose goals from the list" }).int().positive(), {
      error: "Choose goals from the list",
    })
    .max(50, "A goal can depend on at most 50 others")
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

const datesInOrder = {
  error: "The target date cannot be before the start date",
  path: ["targetDate"],
};

export const GoalSchema = GoalFields.refine(
  (goal) => isNotBefore(goal.targetDate, goal.startDate),
  datesInOrder,
);

/** POST /api/goals: the form's fields, plus the optional userId of docs/api.md#goals bodies. */
export const ApiGoalSchema = GoalFields.extend({ userId: bodyUserId }).refine(
  (goal) => isNotBefore(goal.targetDate, goal.startDate),
  datesInOrder,
);

export type GoalInput = z.output<typeof GoalSchema>;

/** PATCH /api/goals/{goalId} and the progress form. */
export const GoalProgressSchema = z.object({ progress: wholeNumber("Progress", 0) });
