import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, requireApiUserId } from "~/services/api.server";
import { vapidDetails } from "~/services/notifications/vapid.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * The VAPID public key to subscribe with, generated and stored first if there is none yet
 * (docs/api.md#browser-push). A POST, because it may write: a GET never does.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    await requireApiUserId(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return apiJson({ publicKey: vapidDetails().publicKey });
  });
}
