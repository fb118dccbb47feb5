import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllJournalEntries } from "~/models/journal.server";
import { apiJson, handleApi, requireApiReader } from "~/services/api.server";

/** GET /api/journal-entries/{userId}: the person's live entries, newest first (docs/api.md#journal-entries). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiReader(request, params.userId);
    return apiJson(listAllJournalEntries(userId));
  });
}
