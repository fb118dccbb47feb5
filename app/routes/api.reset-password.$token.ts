import type { ActionFunctionArgs } from "@remix-run/node";
import { resetPasswordWithToken } from "~/models/users.server";
import { ResetPasswordFields } from "~/schemas/auth";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
} from "~/services/api.server";
import { assertSameOrigin } from "~/services/request-guard.server";

export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    const { password } = await readJsonBody(request, ResetPasswordFields);
    const done = await resetPasswordWithToken(params.token ?? "", password);
    if (!done)
      throw new ApiError(
        400,
        "This reset link is invalid or has expired. Please request a new one.",
      );
    return apiJson({ message: "Password reset successful" });
  });
}
