import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listGoals, updateGoalProgress } from "~/models/goals.server";
import { parseId } from "~/models/plans.server";
import { GoalProgressSchema } from "~/schemas/goals";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiReader,
  requireApiUserId,
} from "~/services/api.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

/**
 * One route for two paths of docs/api.md that Remix cannot tell apart:
 * GET /api/goals/{userId} lists a person's goals; PATCH /api/goals/{goalId} sets its progress.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.id);
    return apiJson(listGoals(userId, timezoneForRequest(userId, request)));
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
    const id = parseId(params.id);
    if (id === null) throw new ApiError(404, "Goal not found");
    const { progress } = await readJsonBody(request, GoalProgressSchema);
    const goal = updateGoalProgress(userId, id, progress, timezoneForRequest(userId, request));
    if (!goal) throw new ApiError(404, "Goal not found");
    return apiJson(goal);
  });
}
