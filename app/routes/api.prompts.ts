import type { LoaderFunctionArgs } from "@remix-run/node";
import { randomPrompts } from "~/models/prompts.server";
import { apiJson, handleApi, requireApiUserId } from "~/services/api.server";

/** GET /api/prompts: three prompts, different each time (docs/api.md#prompts: refetched with a new key). */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    await requireApiUserId(request);
    return apiJson(randomPrompts());
  });
}
