import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_FAILED, replyToMessage } from "~/models/chat.server";
import { LimitError } from "~/models/limits.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { ChatResponseApiSchema } from "~/schemas/journal";
import {
  ApiError,
  apiJson,
  assertOwnUserId,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/chat-response (docs/api.md#chat-response): `{content, userId, history}` → `{content}`. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiUserId(request);
    const input = await readJsonBody(request, ChatResponseApiSchema);
    assertOwnUserId(userId, input.userId);
    try {
      return apiJson(
        await replyToMessage(
          userId,
          input.content,
          input.history,
          timezoneForRequest(userId, request),
        ),
      );
    } catch (error) {
      // The day's AI replies used up: 403 with the limit's message (handleApi).
      if (error instanceof LimitError) throw error;
      console.error("[chat] reply failed", error);
      throw new ApiError(502, CHAT_FAILED);
    }
  });
}
