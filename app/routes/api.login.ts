import type { ActionFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/lib/public-user";
import { verifyLogin } from "~/models/users.server";
import { LoginSchema } from "~/schemas/auth";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
} from "~/services/api.server";
import { INVALID_LOGIN_MESSAGE, startSession } from "~/services/auth.server";
import { consumeLoginAttempt, RateLimitedError } from "~/services/rate-limit.server";
import { loginLimitMessage } from "~/models/accounts.server";
import { assertSameOrigin } from "~/services/request-guard.server";

export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    const { email, password } = await readJsonBody(request, LoginSchema.omit({ redirectTo: true }));
    try {
      consumeLoginAttempt(request, email);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new ApiError(429, loginLimitMessage(error, email), undefined, {
        "Retry-After": String(error.retryAfterSeconds),
      });
    }
    const user = await verifyLogin(email, password);
    if (!user) throw new ApiError(401, INVALID_LOGIN_MESSAGE);
    return apiJson(toPublicUser(user), {
      headers: { "Set-Cookie": await startSession(user.id, request) },
    });
  });
}
