import type { ActionFunctionArgs } from "@remix-run/node";
import { resetPasswordAndLiftLock } from "~/models/accounts.server";
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

export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    const { password } = await readJsonBody(request, ResetPasswordFields);
    const account = await resetPasswordAndLiftLock(params.token ?? "", password);
    if (!account)
      throw new ApiError(
        400,
        "This reset link is invalid or has expired. Please request a new one.",
      );
    // The reset proved the mailbox: this client is signed in, every other session has ended.
    return apiJson(
      { message: "Password reset successful" },
      { headers: { "Set-Cookie": await startSession(account.id, request) } },
    );
  });
}
