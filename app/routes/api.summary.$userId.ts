import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSummary } from "~/models/summaries.server";
import { ApiError, apiJson, handleApi, requireApiReader } from "~/services/api.server";

/**
 * GET /api/summary/{userId}: `{ topEmotions, commonThemes, insights }` where insights is one text
 * (the sentences separated by a space); 404 with a message while there is nothing to summarise.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const summary = getSummary(await requireApiReader(request, params.userId));
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
