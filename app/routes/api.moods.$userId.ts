import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMoods } from "~/models/moods.server";
import { apiJson, handleApi, requireApiReader } from "~/services/api.server";

/** GET /api/moods/{userId} (docs/api.md#moods): the person's moods, newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(listMoods(await requireApiReader(request, params.userId))));
}
