import type { ActionFunctionArgs } from "@remix-run/node";
import { setHabitDoneToday } from "~/models/habits.server";
import { parseId } from "~/models/plans.server";
import { HabitToggleSchema } from "~/schemas/habits";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/habits/{habitId}/toggle {completed}: done or not done today, in the person's zone. */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    const id = parseId(params.habitId);
    if (id === null) throw new ApiError(404, "Habit not found");
    const { completed } = await readJsonBody(request, HabitToggleSchema);
    const habit = setHabitDoneToday(userId, id, completed, timezoneForRequest(userId, request));
    if (!habit) throw new ApiError(404, "Habit not found");
    return apiJson(habit);
  });
}
