import type { ActionFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/lib/public-user";
import { registerAccount } from "~/models/accounts.server";
import { EmailTakenError, UsernameTakenError } from "~/models/users.server";
import { RegisterFields } from "~/schemas/auth";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
} from "~/services/api.server";
import { startSession } from "~/services/auth.server";
import { consumeRegisterAttempt } from "~/services/rate-limit.server";
import { assertSameOrigin } from "~/services/request-guard.server";

export const loader = () => methodNotAllowed(["POST"]);

/** Only name, username, email and password are read; any other field in the body is ignored. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    const input = await readJsonBody(request, RegisterFields);
    consumeRegisterAttempt(request, input.email);
    try {
      const user = await registerAccount(input);
      return apiJson(toPublicUser(user), {
        status: 201,
        headers: { "Set-Cookie": await startSession(user.id, request) },
      });
    } catch (error) {
      if (error instanceof EmailTakenError)
        throw new ApiError(409, error.message, { email: [error.message] });
      if (error instanceof UsernameTakenError)
        throw new ApiError(409, error.message, { username: [error.message] });
      throw error;
    }
  });
}
