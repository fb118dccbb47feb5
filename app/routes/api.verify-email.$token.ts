import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/lib/public-user";
import { VERIFIED_SIGN_IN_MESSAGE, verifyEmailForVisitor } from "~/models/accounts.server";
import { findUserByVerificationToken } from "~/models/users.server";
import { ApiError, apiJson, handleApi, methodNotAllowed } from "~/services/api.server";
import { getUserId } from "~/services/auth.server";

const INVALID_TOKEN = "This verification link is invalid or has expired.";

/**
 * GET /api/verify-email/{token} only looks the token up (GET requests never write, so a read
 * replica can answer them and a mail scanner's prefetch spends nothing): `{ valid: true,
 * verified: false, message }` telling the client to POST, or 400 when the link does not work.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    if (!findUserByVerificationToken(params.token ?? "")) throw new ApiError(400, INVALID_TOKEN);
    return apiJson({
      valid: true,
      verified: false,
      message: "Send a POST request to this address to verify the email.",
    });
  });
}

/**
 * POST /api/verify-email/{token} spends the token (decision 003). It never signs a browser in:
 * the user comes back only when the session is already that user's; anyone else gets
 * `{ verified: true, message }` and no cookie.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    // getUserId refuses a cross-site POST before anything is spent.
    const verified = verifyEmailForVisitor(params.token ?? "", await getUserId(request));
    if (!verified) throw new ApiError(400, INVALID_TOKEN);
    if (verified.signedInAsOwner) return apiJson(toPublicUser(verified.user));
    return apiJson({ verified: true, message: VERIFIED_SIGN_IN_MESSAGE });
  });
}
