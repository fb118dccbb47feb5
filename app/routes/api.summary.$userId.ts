import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSummary } from "~/models/summaries.server";
import { ApiError, apiJson, handleApi, requireApiReader } from "~/services/api.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

/**
 * GET /api/summary/{userId}: the person's latest weekly summary, the one the dashboard card shows
 * (this week's, else the most recent earlier week's), as `{ topEmotions, commonThemes, insights }`
 * where insights is one text (the sentences separated by a space); 404 with a message only when
 * the person has no summary at all.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.userId);
    const summary = getSummary(userId, timezoneForRequest(userId, request));
    if (!summary) {
      throw new ApiError(
        404,
        "No summary yet. Complete more journal entries to receive your weekly insights.",
      );
    }
    return apiJson({
      topEmotions: summary.topEmotions,
      commonThemes: summary.commonThemes,
      insights: summary.insights
        .map((sentence) => sentence.trim())
        .filter(Boolean)
        .join(" "),
    });
  });
}
