import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { MOOD_LABELS, type MoodRating } from "~/lib/mood";
import { recordMood } from "~/models/moods.server";
import { LimitError } from "~/models/limits.server";
import { PLANS_LINK } from "~/lib/limits";
import { FOLLOW_UP_WAIT_MS, settleWithin } from "~/lib/settle-within";
import { refreshWeeklySummary } from "~/models/summaries.server";
import { MoodFormSchema } from "~/schemas/mood";
import { requireUserId } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export async function loader() {
  return redirect("/");
}

/** The Mood Insights card's buttons: today's mood, then back to where the person was. */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const parsed = MoodFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      title: "Mood not saved",
      description: "Choose one of the five moods, from Sad to Great.",
    });
  }
  const rating = parsed.data.rating as MoodRating;
  const now = new Date();
  const timezone = timezoneForRequest(userId, request);
  try {
    recordMood(userId, rating, now, timezone);
  } catch (error) {
    if (!(error instanceof LimitError)) throw error;
    return redirectWithToast(back, {
      type: "error",
      title: "Mood not saved",
      description: error.message,
      link: PLANS_LINK,
    });
  }
  await settleWithin(
    refreshWeeklySummary(userId, now, timezone),
    FOLLOW_UP_WAIT_MS,
    "weekly summary after a mood",
  );
  return redirectWithToast(back, {
    type: "success",
    title: "Mood saved",
    description: `Today you're feeling ${MOOD_LABELS[rating]}. Thank you for checking in.`,
  });
}
