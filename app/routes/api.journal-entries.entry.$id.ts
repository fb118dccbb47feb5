import type { LoaderFunctionArgs } from "@remix-run/node";
import { getJournalEntry } from "~/models/journal.server";
import { ApiError, apiJson, handleApi, requireApiUserId } from "~/services/api.server";

/**
 * GET /api/journal-entries/entry/{id}: one live entry of the person asking. Another person's
 * entry, a deleted one and an unknown id all answer the same 404, so ids reveal nothing.
 * (The static `entry` segment ranks above `api.journal-entries.$userId`, which has one segment.)
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    const id = Number(params.id);
    const entry =
      /^\d{1,15}$/.test(params.id ?? "") && Number.isSafeInteger(id)
        ? getJournalEntry(userId, id)
        : undefined;
    if (!entry) throw new ApiError(404, "Journal entry not found");
    return apiJson(entry);
  });
}
