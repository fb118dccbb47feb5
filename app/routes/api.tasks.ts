import type { ActionFunctionArgs } from "@remix-run/node";
import { createTask } from "~/models/tasks.server";
import { ApiTaskSchema } from "~/schemas/tasks";
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

/** POST /api/tasks: the task form's fields as JSON; 201 with the task. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { userId: bodyUserId, ...input } = await readJsonBody(request, ApiTaskSchema);
    assertOwnUserId(userId, bodyUserId);
    const task = withPlanRules(() =>
      createTask(userId, input, timezoneForRequest(userId, request)),
    );
    return apiJson(task, { status: 201 });
  });
}
