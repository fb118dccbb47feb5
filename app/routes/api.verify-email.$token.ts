import type { LoaderFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/lib/public-user";
import { verifyEmailToken } from "~/models/users.server";
import { ApiError, apiJson, handleApi } from "~/services/api.server";
import { startSession } from "~/services/auth.server";

/** SPEC §7 makes this a GET; the token is single-use and signs the person in. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = verifyEmailToken(params.token ?? "");
    if (!user) throw new ApiError(400, "This verification link is invalid or has expired.");
    return apiJson(toPublicUser(user), {
      headers: { "Set-Cookie": await startSession(user.id, request) },
    });
  });
}
