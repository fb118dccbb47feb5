import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  clearNotifications,
  deleteNotification,
  markNotificationRead,
} from "~/models/notifications.server";
import { NotificationActionSchema } from "~/schemas/notifications";
import { requireUserId } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export async function loader() {
  return redirect("/");
}

const NOT_FOUND = "Notification not found";

/** The bell's buttons (mark read, delete, clear all), answered by a redirect back. */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const parsed = NotificationActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      title: "Error",
      description: "That notification action is not valid.",
    });
  }
  const input = parsed.data;
  switch (input.intent) {
    case "mark-read":
      if (!markNotificationRead(userId, input.id)) {
        return redirectWithToast(back, {
          type: "error",
          title: "Error",
          description: `Failed to mark notification as read: ${NOT_FOUND}`,
        });
      }
      return redirect(back);
    case "delete":
      if (!deleteNotification(userId, input.id)) {
        return redirectWithToast(back, {
          type: "error",
          title: "Error",
          description: `Failed to delete notification: ${NOT_FOUND}`,
        });
      }
      return redirect(back);
    case "clear":
      clearNotifications(userId);
      return redirectWithToast(back, {
        type: "success",
        title: "Success",
        description: "All notifications cleared",
      });
  }
}
