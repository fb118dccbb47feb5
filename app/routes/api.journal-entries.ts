import type { ActionFunctionArgs } from "@remix-run/node";
import { createJournalEntry } from "~/models/journal.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { JournalEntryApiSchema } from "~/schemas/journal";
import {
  apiJson,
  assertOwnUserId,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";
import { withIdempotencyKey } from "~/services/idempotency.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/journal-entries (docs/api.md#journal-entries): answers an array whose first item is the new entry.
 * `crisis` says the text matched the crisis screen's rules or frames, so a client can show the crisis
 * resources; `checkIn` that only its embedding tier matched (a gentler check-in). An optional
 * `Idempotency-Key` header makes a retry answer the first result instead of saving twice.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiUserId(request);
    const input = await readJsonBody(request, JournalEntryApiSchema);
    assertOwnUserId(userId, input.userId);
    return withIdempotencyKey(request, userId, input, async () => {
      const { entry, crisis, checkIn } = await createJournalEntry(userId, {
        content: input.content,
        date: new Date(input.date),
        title: input.title,
        isJournal: input.isJournal,
        transcript: input.transcript,
        analyzeSentiment: input.analyzeSentiment ?? true,
        timezone: timezoneForRequest(userId, request),
      });
      return apiJson([{ ...entry, crisis, checkIn }], { status: 201 });
    });
  });
}
