import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resetPasswordAndLiftLock } from "~/models/accounts.server";
import { findUserByResetToken } from "~/models/users.server";
import { ResetPasswordFields } from "~/schemas/auth";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
} from "~/services/api.server";
import { startSession } from "~/services/auth.server";
import { assertSameOrigin } from "~/services/request-guard.server";

const INVALID_TOKEN = "This reset link is invalid or has expired. Please request a new one.";

/**
 * GET /api/reset-password/{token}: whether the link still works, `{ valid: true }` or 400 with a
 * message. Only reads: the token is spent by the POST alone.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    if (!findUserByResetToken(params.token ?? "")) throw new ApiError(400, INVALID_TOKEN);
    return apiJson({ valid: true });
  });
}

/** POST /api/reset-password/{token} {password}: sets the new password and spends the token. */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    assertSameOrigin(request);
    const { password } = await readJsonBody(request, ResetPasswordFields);
    const account = await resetPasswordAndLiftLock(params.token ?? "", password);
    if (!account) throw new ApiError(400, INVALID_TOKEN);
    // The reset proved the mailbox: this client is signed in, every other session has ended.
    return apiJson(
      { message: "Password reset successful" },
      { headers: { "Set-Cookie": await startSession(account.id, request) } },
    );
  });
}
