import type { LoaderFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/lib/public-user";
import { VERIFIED_SIGN_IN_MESSAGE, verifyEmailForVisitor } from "~/models/accounts.server";
import { ApiError, apiJson, handleApi } from "~/services/api.server";
import { getUserId } from "~/services/auth.server";

/**
 * The JSON API's verification is a GET (docs/api.md) and spends the token: the one GET that
 * writes (decision 003). It never signs a browser in: the user comes back only when the session
 * is already that user's; anyone else gets `{ verified: true, message }` and no cookie.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const verified = verifyEmailForVisitor(params.token ?? "", await getUserId(request));
    if (!verified) throw new ApiError(400, "This verification link is invalid or has expired.");
    if (verified.signedInAsOwner) return apiJson(toPublicUser(verified.user));
    return apiJson({ verified: true, message: VERIFIED_SIGN_IN_MESSAGE });
  });
}
