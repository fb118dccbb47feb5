import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSummary } from "~/models/summaries.server";
import { apiJson, handleApi, requireApiReader } from "~/services/api.server";

/** GET /api/summary/{userId} (SPEC §7): topEmotions, commonThemes and insights. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(getSummary(await requireApiReader(request, params.userId))));
}
