import { PlanRuleError } from "~/models/plans.server";
import { PlanItemSchema } from "~/schemas/plans";
import { redirectWithToast } from "~/services/session.server";

type PlanScreen = {
  /** "/goals", "/tasks" or "/habits". */
  path: string;
  /** "Goal", "Task" or "Habit", for the toasts. */
  noun: string;
  /** Soft-deletes; answers the item's name, or null when it is not this person's. */
  remove: (id: number) => string | null | undefined;
  /** Undoes a delete; may raise a PlanRuleError (the goal cap). */
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
    return error(`${screen.noun} limit reached`, failure.message);
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
