import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMoods } from "~/models/moods.server";
import { apiJson, handleApi, requireApiSelf } from "~/services/api.server";

/** GET /api/moods/{userId} (SPEC §7): the person's moods, newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(listMoods(await requireApiSelf(request, params.userId))));
}
