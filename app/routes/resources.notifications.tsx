import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  clearNotifications,
  deleteNotification,
  markNotificationRead,
} from "~/models/notifications.server";
import type * as z from "zod";
import { NotificationActionSchema } from "~/schemas/notifications";
import { requireUserId } from "~/services/auth.server";
import { redirectWithToast, type Toast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export async function loader() {
  return redirect("/");
}

const NOT_FOUND = "Notification not found";
const SERVER_TROUBLE = "The server could not save this change. Please try again.";
const FAILED = {
  "mark-read": "Failed to mark notification as read",
  delete: "Failed to delete notification",
  clear: "Failed to clear notifications",
} as const;

function act<Answer>(
  userId: number,
  input: z.infer<typeof NotificationActionSchema>,
  answer: (toast: Toast | null, status?: number) => Answer,
) {
  switch (input.intent) {
    case "mark-read":
      if (!markNotificationRead(userId, input.id)) {
        return answer(
          { type: "error", title: "Error", description: `${FAILED["mark-read"]}: ${NOT_FOUND}` },
          404,
        );
      }
      return answer(null);
    case "delete":
      if (!deleteNotification(userId, input.id)) {
        return answer(
          { type: "error", title: "Error", description: `${FAILED.delete}: ${NOT_FOUND}` },
          404,
        );
      }
      return answer(null);
    case "clear":
      clearNotifications(userId);
      return answer({
        type: "success",
        title: "Success",
        description: "All notifications cleared",
      });
  }
}

/**
 * The buttons of the bell and of /notifications (mark read, delete, clear all). Without
 * JavaScript: a redirect back (with a toast when there is something to say). With it the fetcher
 * sends respond=data and gets data, so the bell stays open while the loaders revalidate.
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const wantsData = formData.get("respond") === "data";
  const answer = (toast: Toast | null, status = 200) => {
    if (wantsData) return data({ toast }, { status });
    return toast ? redirectWithToast(back, toast) : redirect(back);
  };
  const parsed = NotificationActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return answer(
      { type: "error", title: "Error", description: "That notification action is not valid." },
      400,
    );
  }
  const input = parsed.data;
  try {
    return act(userId, input, answer);
  } catch (error) {
    // The store failed (not the person's input): the spec's toast, with a message a person can read.
    console.error(`Notification ${input.intent} failed:`, error);
    return answer(
      { type: "error", title: "Error", description: `${FAILED[input.intent]}: ${SERVER_TROUBLE}` },
      503,
    );
  }
}
