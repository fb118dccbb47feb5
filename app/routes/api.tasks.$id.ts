import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "~/models/plans.server";
import { listTasks, setTaskCompleted } from "~/models/tasks.server";
import { TaskCompletedSchema } from "~/schemas/tasks";
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
 * GET /api/tasks/{userId} lists a person's tasks; PATCH /api/tasks/{taskId} sets `completed`
 * (one route: Remix cannot tell the two paths of docs/api.md#tasks apart).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.id);
    return apiJson(listTasks(userId, timezoneForRequest(userId, request)));
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
    const id = parseId(params.id);
    if (id === null) throw new ApiError(404, "Task not found");
    const { completed } = await readJsonBody(request, TaskCompletedSchema);
    const task = setTaskCompleted(userId, id, completed, timezoneForRequest(userId, request));
    if (!task) throw new ApiError(404, "Task not found");
    return apiJson(task);
  });
}
