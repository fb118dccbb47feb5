import { LimitError } from "~/models/limits.server";
import { PlanRuleError } from "~/models/plans.server";
import { ApiError } from "~/services/api.server";
import { planRuleLink } from "~/lib/plans";
import { PlanItemSchema } from "~/schemas/plans";
import { redirectWithToast } from "~/services/session.server";

type PlanScreen = {
  /** "/goals", "/tasks" or "/habits". */
  path: string;
  /** "Goal", "Task" or "Habit", for the toasts. */
  noun: string;
  /** Soft-deletes; answers the item's name, or null when it is not this person's. */
  remove: (id: number) => string | null | undefined;
  /** Undoes a delete; may raise a PlanRuleError (a cap). */
  restore: (id: number) => string | null | undefined;
};

/**
 * The Delete and Undo buttons of /goals, /tasks and /habits: delete answers with the Undo banner
 * (`?deleted=`), restore with the list; an unknown or someone else's item is "not found".
 */
export function deleteOrRestorePlanItem(formData: FormData, screen: PlanScreen) {
  const error = (title: string, description: string) =>
    redirectWithToast(screen.path, { type: "error", title, description });
  const item = PlanItemSchema.safeParse(Object.fromEntries(formData));
  if (!item.success) return error("Error", "That action is not valid.");
  const { intent, id } = item.data;
  let name: string | null | undefined;
  try {
    name = intent === "delete" ? screen.remove(id) : screen.restore(id);
  } catch (failure) {
    if (!(failure instanceof PlanRuleError)) throw failure;
    return redirectWithToast(screen.path, {
      type: "error",
      title: `${screen.noun} limit reached`,
      description: failure.message,
      link: planRuleLink(failure.code) ?? undefined,
    });
  }
  if (!name) return error("Error", `${screen.noun} not found`);
  return intent === "delete"
    ? redirectWithToast(`${screen.path}?deleted=${id}`, {
        type: "success",
        title: `${screen.noun} deleted`,
        description: name,
      })
    : redirectWithToast(screen.path, {
        type: "success",
        title: `${screen.noun} restored`,
        description: name,
      });
}

/**
 * Runs a model call for the JSON API: a broken plan rule becomes an ApiError. The tier's goal
 * limit is a plan limit: 403 with its message and code, like every limit (docs/decisions/014). The
 * cap on live items is 409 Conflict; a field that breaks a rule is 400 with `errors` for that
 * field, like any other invalid field.
 */
export function withPlanRules<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof PlanRuleError)) throw error;
    if (error.code === "goal_limit") throw new LimitError("goal_limit", error.message);
    if (error.code !== "invalid") throw new ApiError(409, error.message);
    throw new ApiError(
      400,
      error.message,
      error.field ? { [error.field]: [error.message] } : undefined,
    );
  }
}

/** What a create or edit form shows for a broken rule: the field's error or the form's. */
export function planRuleReply<
  Submission extends {
    reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => unknown;
  },
>(submission: Submission, error: PlanRuleError) {
  const result = error.field
    ? submission.reply({ fieldErrors: { [error.field]: [error.message] } })
    : submission.reply({ formErrors: [error.message] });
  return {
    result: result as ReturnType<Submission["reply"]>,
    rule: error.code,
    status: error.code === "invalid" ? 400 : 409,
  };
}
