import type { LoaderFunctionArgs } from "@remix-run/node";
import { listNotifications } from "~/models/notifications.server";
import { apiJson, handleApi, requireApiUserId } from "~/services/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () =>
    apiJson(listNotifications(await requireApiUserId(request), { unreadOnly: true })),
  );
}
