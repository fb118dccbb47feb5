import type { ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/models/accounts.server";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { apiJson, handleApi, methodNotAllowed, readJsonBody } from "~/services/api.server";
import { consumeForgotAttempt } from "~/services/rate-limit.server";
import { assertSameOrigin } from "~/services/request-guard.server";

export const loader = () => methodNotAllowed(["POST"]);

const FORGOT_PASSWORD_REPLY =
  "If an account exists with the email you provided, we've sent instructions to reset your password.";

/** The same answer whether or not the account exists. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    const { email } = await readJsonBody(request, ForgotPasswordSchema);
    consumeForgotAttempt(request, email);
    requestPasswordReset(email);
    return apiJson({ message: FORGOT_PASSWORD_REPLY });
  });
}
