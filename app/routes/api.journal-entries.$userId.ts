import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllJournalEntries } from "~/models/journal.server";
import { apiJson, handleApi, requireApiSelf } from "~/services/api.server";

/** GET /api/journal-entries/{userId}: the person's live entries, newest first (SPEC §7). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiSelf(request, params.userId);
    return apiJson(listAllJournalEntries(userId));
  });
}
