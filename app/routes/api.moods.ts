import type { ActionFunctionArgs } from "@remix-run/node";
import type { MoodRating } from "~/lib/mood";
import { recordMood } from "~/models/moods.server";
import { FOLLOW_UP_WAIT_MS, settleWithin } from "~/lib/settle-within";
import { refreshWeeklySummary } from "~/models/summaries.server";
import { MoodApiSchema } from "~/schemas/mood";
import {
  apiJson,
  assertOwnUserId,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";
import { withIdempotencyKey } from "~/services/idempotency.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/moods (docs/api.md#moods) {userId, rating, date}: the mood of the local day `date` falls on;
 * a second mood that day replaces the first. That week's summary is refreshed. An optional
 * `Idempotency-Key` header makes a retry answer the first result.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiUserId(request);
    const input = await readJsonBody(request, MoodApiSchema);
    assertOwnUserId(userId, input.userId);
    return withIdempotencyKey(request, userId, input, async () => {
      const timezone = timezoneForRequest(userId, request);
      const mood = recordMood(userId, input.rating as MoodRating, input.date, timezone);
      await settleWithin(
        refreshWeeklySummary(userId, input.date, timezone),
        FOLLOW_UP_WAIT_MS,
        "weekly summary after a mood",
      );
      return apiJson(mood, { status: 201 });
    });
  });
}
