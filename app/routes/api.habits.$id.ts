import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listHabits } from "~/models/habits.server";
import {
  apiJson,
  handleApi,
  methodNotAllowed,
  requireApiReader,
  requireApiUserId,
} from "~/services/api.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

/** GET /api/habits/{userId}: streak and completedToday are those of the person's today. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.id);
    return apiJson(listHabits(userId, timezoneForRequest(userId, request)));
  });
}

/** Only GET lives here; a write is checked like any other (session, same origin) first. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    await requireApiUserId(request);
    return methodNotAllowed(["GET"]);
  });
}
