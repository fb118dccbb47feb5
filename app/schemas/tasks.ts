import * as z from "zod";
import { TASK_PRIORITIES } from "~/lib/plans";
import {
  bodyUserId,
  colorScheme,
  optionalDate,
  optionalText,
  requiredText,
} from "~/schemas/plan-fields";

const TaskFields = z.object({
  title: requiredText(200, "Title"),
  description: optionalText(1000, "Description"),
  dueDate: optionalDate("Due date"),
  priority: z
    .enum(TASK_PRIORITIES, { error: "Choose high, medium or low priority" })
    .default("medium"),
  goalId: z
    .number({ error: "Choose a goal from the list" })
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  colorScheme,
});

export const TaskSchema = TaskFields;
export const ApiTaskSchema = TaskFields.extend({ userId: bodyUserId });
export type TaskInput = z.output<typeof TaskSchema>;

/** PATCH /api/tasks/{taskId} (docs/api.md#tasks). */
export const TaskCompletedSchema = z.object({
  completed: z.boolean({ error: "completed must be true or false" }),
});
