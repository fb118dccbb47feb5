import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPlanAndUsage } from "~/models/plan-usage.server";
import { ApiError, apiJson, handleApi, requireApiUserId } from "~/services/api.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

/**
 * GET /api/subscription (docs/api.md#subscription): the signed-in person's plan, status, period
 * end, the limits of the tier in effect and their usage (AI replies of their local day).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    const summary = getPlanAndUsage(userId, timezoneForRequest(userId, request));
    if (!summary) throw new ApiError(401, "Not authenticated");
    return apiJson(summary);
  });
}
