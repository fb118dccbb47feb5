import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { deleteNotification, markNotificationRead } from "~/models/notifications.server";
import { NotificationStatusSchema } from "~/schemas/notifications";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);

const IdSchema = z.coerce.number().int().positive();
const NOT_FOUND = "Notification not found";

/** PATCH marks read, DELETE removes; another person's notification is simply not found (404). */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    const id = IdSchema.safeParse(params.id);
    if (!id.success) throw new ApiError(404, NOT_FOUND);
    if (request.method === "PATCH") {
      await readJsonBody(request, NotificationStatusSchema);
      const updated = markNotificationRead(userId, id.data);
      if (!updated) throw new ApiError(404, NOT_FOUND);
      return apiJson(updated);
    }
    if (request.method === "DELETE") {
      if (!deleteNotification(userId, id.data)) throw new ApiError(404, NOT_FOUND);
      return apiJson({ message: "Notification deleted" });
    }
    return methodNotAllowed(["PATCH", "DELETE"]);
  });
}
