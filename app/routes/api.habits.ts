import type { ActionFunctionArgs } from "@remix-run/node";
import { createHabit } from "~/models/habits.server";
import { ApiHabitSchema } from "~/schemas/habits";
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

/** POST /api/habits: the habit form's fields as JSON; 201 with the habit. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { userId: bodyUserId, ...input } = await readJsonBody(request, ApiHabitSchema);
    assertOwnUserId(userId, bodyUserId);
    const habit = withPlanRules(() =>
      createHabit(userId, input, timezoneForRequest(userId, request)),
    );
    return apiJson(habit, { status: 201 });
  });
}
