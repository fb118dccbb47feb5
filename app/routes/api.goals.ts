import type { ActionFunctionArgs } from "@remix-run/node";
import { createGoal } from "~/models/goals.server";
import { ApiGoalSchema } from "~/schemas/goals";
import {
  apiJson,
  assertOwnUserId,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";
import { withPlanRules } from "~/services/plan-item-actions.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/goals: the goal form's fields as JSON; 201 with the goal. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { userId: bodyUserId, ...input } = await readJsonBody(request, ApiGoalSchema);
    assertOwnUserId(userId, bodyUserId);
    const goal = withPlanRules(() =>
      createGoal(userId, input, timezoneForRequest(userId, request)),
    );
    return apiJson(goal, { status: 201 });
  });
}
