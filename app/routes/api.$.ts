import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, handleApi } from "~/services/api.server";
import { assertSameOrigin } from "~/services/request-guard.server";

/** Unknown /api paths answer JSON 404, not the HTML page. */
async function notFound({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    assertSameOrigin(request);
    throw new ApiError(404, "Not found");
  });
}

export const loader = notFound;
export const action = notFound;
