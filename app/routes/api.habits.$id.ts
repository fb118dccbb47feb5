import type { LoaderFunctionArgs } from "@remix-run/node";
import { listHabits } from "~/models/habits.server";
import { timezoneForRequest } from "~/models/plans.server";
import { apiJson, handleApi, methodNotAllowed, requireApiReader } from "~/services/api.server";

/** GET /api/habits/{userId}: streak and completedToday are those of the person's today. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.id);
    return apiJson(listHabits(userId, timezoneForRequest(userId, request)));
  });
}

export const action = () => methodNotAllowed(["GET"]);
