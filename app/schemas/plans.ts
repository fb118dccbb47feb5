import * as z from "zod";

const id = z.coerce.number().int().positive();
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
export const SUGGESTION_KINDS = ["goal", "task", "habit"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The small buttons of the dashboard card and the plan screens, posted to /resources/plans. */
export const PlanButtonSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle-task"), id, completed: flag }),
  z.object({ intent: z.literal("toggle-habit"), id, completed: flag }),
  z.object({ intent: z.literal("accept-suggestion"), kind: z.enum(SUGGESTION_KINDS), id }),
  z.object({ intent: z.literal("dismiss-suggestion"), kind: z.enum(SUGGESTION_KINDS), id }),
  z.object({ intent: z.literal("suggest") }),
]);

/** Delete and undo on the plan screens. */
export const PlanItemSchema = z.object({
  intent: z.enum(["delete", "restore"]),
  id,
});
