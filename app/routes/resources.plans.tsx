import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { planRuleLink } from "~/lib/plans";
import { safeRedirect } from "~/lib/safe-redirect";
import { streakUnit } from "~/lib/streaks";
import { setHabitDoneToday } from "~/models/habits.server";
import { PlanRuleError } from "~/models/plans.server";
import {
  acceptSuggestion,
  dismissSuggestion,
  refreshSuggestions,
} from "~/models/suggestions.server";
import { setTaskCompleted } from "~/models/tasks.server";
import { PlanButtonSchema } from "~/schemas/plans";
import { requireUserId } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast, type Toast } from "~/services/session.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

const KIND_LABELS = { goal: "Goal", task: "Task", habit: "Habit" } as const;

function isBrowserFetch(request: Request) {
  return request.headers.get("Sec-Fetch-Dest") === "empty";
}

export async function loader() {
  return redirect("/");
}

/**
 * The small buttons of the dashboard card and the plan screens (complete a task, today's habit,
 * accept or dismiss a suggestion). Without JavaScript: a redirect back with a toast. With it the
 * fetcher sends respond=data and gets data, so the page does not move.
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const wantsData = formData.get("respond") === "data";
  const answer = (toast: Toast, status = 200) => {
    if (!wantsData) return redirectWithToast(back, toast);
    // The fetcher's request (a browser fetch, Remix's `.data` call) gets data() so a 404 shows a
    // toast. Anything else asking for data (a document post, curl) gets a real Response: Remix
    // would answer 200 for data() from a resource route, whatever its status.
    return isBrowserFetch(request)
      ? data({ toast }, { status })
      : Response.json({ toast }, { status });
  };

  const parsed = PlanButtonSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return answer({ type: "error", title: "Error", description: "That action is not valid." }, 400);
  }
  const input = parsed.data;
  const timezone = timezoneForRequest(userId, request);
  switch (input.intent) {
    case "toggle-task": {
      const task = setTaskCompleted(userId, input.id, input.completed, timezone);
      if (!task)
        return answer({ type: "error", title: "Error", description: "Task not found" }, 404);
      return answer({
        type: "success",
        title: task.completed ? "Task completed" : "Task moved back to active",
        description: task.title,
      });
    }
    case "toggle-habit": {
      const habit = setHabitDoneToday(userId, input.id, input.completed, timezone);
      if (!habit) {
        return answer({ type: "error", title: "Error", description: "Habit not found" }, 404);
      }
      return answer({
        type: "success",
        title: habit.completedToday ? "Habit done for today" : "Habit marked not done today",
        description: `${habit.title}: ${habit.streak} ${streakUnit(habit.frequency, habit.streak)} streak`,
      });
    }
    case "accept-suggestion": {
      try {
        const created = acceptSuggestion(userId, input.kind, input.id, timezone);
        if (!created) {
          return answer(
            {
              type: "error",
              title: "Error",
              description: "That suggestion is no longer available.",
            },
            404,
          );
        }
        return answer({
          type: "success",
          title: `${KIND_LABELS[input.kind]} added`,
          description: created.name,
          link: { href: `/${input.kind}s#top`, label: `View your ${input.kind}s` },
        });
      } catch (error) {
        if (!(error instanceof PlanRuleError)) throw error;
        return answer(
          {
            type: "error",
            title: `${KIND_LABELS[input.kind]} limit reached`,
            description: error.message,
            link: planRuleLink(error.code) ?? undefined,
          },
          409,
        );
      }
    }
    case "dismiss-suggestion":
      if (!dismissSuggestion(userId, input.kind, input.id)) {
        return answer(
          { type: "error", title: "Error", description: "That suggestion is no longer available." },
          404,
        );
      }
      return answer({ type: "info", title: "Suggestion dismissed" });
    case "suggest": {
      const { added, failed } = await refreshSuggestions(userId);
      if (failed) {
        return answer(
          {
            type: "error",
            title: "Error",
            description: "We couldn't get suggestions right now. Please try again later.",
          },
          503,
        );
      }
      return answer(
        added
          ? {
              type: "success",
              title: "New suggestions",
              description: `${added} new suggestion${added === 1 ? "" : "s"} from your journal.`,
            }
          : {
              type: "info",
              title: "No new suggestions",
              description:
                "Nothing new to suggest from your last two weeks of journaling. Write a little more and try again.",
            },
      );
    }
  }
}
