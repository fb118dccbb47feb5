import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "~/models/notifications.server";
import { NotificationPreferencesSchema } from "~/schemas/notifications";
import {
  ApiError,
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
    if (Object.values(patch).every((value) => value === undefined)) {
      throw new ApiError(400, "Send at least one preference to change");
    }
    return apiJson(updateNotificationPreferences(userId, patch));
  });
}
