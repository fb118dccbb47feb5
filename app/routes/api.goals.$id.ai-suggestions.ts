import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listPendingSuggestions } from "~/models/suggestions.server";
import {
  apiJson,
  handleApi,
  methodNotAllowed,
  requireApiReader,
  requireApiUserId,
} from "~/services/api.server";

/**
 * GET /api/goals/{userId}/ai-suggestions: the person's pending AI suggestions,
 * `{ goals, tasks, habits }`, newest first (at most five of each). Owner only: 401 signed out,
 * 403 for anybody else's id, admins included.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.id);
    return apiJson(listPendingSuggestions(userId));
  });
}

/** Only GET lives here; a write is checked like any other (session, same origin) first. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    await requireApiUserId(request);
    return methodNotAllowed(["GET"]);
  });
}
