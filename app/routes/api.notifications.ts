import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clearNotifications, listNotifications } from "~/models/notifications.server";
import { apiJson, handleApi, methodNotAllowed, requireApiUserId } from "~/services/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(listNotifications(await requireApiUserId(request))));
}

/** DELETE /api/notifications clears all of the person's notifications. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    const cleared = clearNotifications(userId);
    return apiJson({ message: "All notifications cleared", cleared });
  });
}
