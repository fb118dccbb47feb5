import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "~/models/notifications.server";
import { NotificationPreferencesSchema } from "~/schemas/notifications";
import {
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () =>
    apiJson(getNotificationPreferences(await requireApiUserId(request))),
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
    const patch = await readJsonBody(request, NotificationPreferencesSchema);
    return apiJson(updateNotificationPreferences(userId, patch));
  });
}
