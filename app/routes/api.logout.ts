import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/services/api.server";
import { endSession } from "~/services/auth.server";
import { assertSameOrigin } from "~/services/request-guard.server";

export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    return apiJson(
      { message: "Logged out" },
      { headers: { "Set-Cookie": await endSession(request) } },
    );
  });
}
