import { useLoaderData } from "@remix-run/react";
import { WeeklyInsightsCard } from "~/components/insights/weekly-insights-card";
import { ChatProvider } from "~/components/journal/chat-context";
import { JournalChatPanel } from "~/components/journal/journal-chat-panel";
import { MoodInsightsCard } from "~/components/mood/mood-insights-card";
import { GoalsHabitsTasksCard } from "~/components/plans/goals-habits-tasks-card";
import { JournalPromptsCard } from "~/components/prompts/journal-prompts-card";
import { AppShell } from "~/components/shell/app-shell";
import { greetingName } from "~/lib/public-user";
import type { loader } from "~/routes/_index";

/**
 * The signed-in dashboard at `/`. Its own module, loaded with import() by the route, so the
 * landing page (the same route signed out) does not download it (docs/architecture.md#performance).
 */
export default function DashboardScreen() {
  const { dashboard } = useLoaderData<typeof loader>();
  if (!dashboard) return null;
  const { user, unreadCount, notifications, today, cards } = dashboard;
  return (
    <AppShell user={user} unreadCount={unreadCount} notifications={notifications} today={today}>
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted">
          Hello {greetingName(user)}. Take a breath; this space is yours.
        </p>
        <ChatProvider
          messageCount={cards.journal.messages.length}
          redirectTo={cards.journal.redirectTo}
          day={cards.journal.day}
        >
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <JournalChatPanel data={cards.journal} />
              {/* Phones: the mood check-in right after the chat, not at the very bottom. Only one
                  copy is displayed at a time (display: none hides the other from everyone). */}
              <div className="lg:hidden" data-testid="mood-card-narrow">
                <MoodInsightsCard data={cards.mood} />
              </div>
              <GoalsHabitsTasksCard data={cards.plans} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <JournalPromptsCard data={cards.prompts} />
              <div className="hidden lg:block" data-testid="mood-card-wide">
                <MoodInsightsCard data={cards.mood} />
              </div>
              <WeeklyInsightsCard data={cards.weeklyInsights} />
            </div>
          </div>
        </ChatProvider>
      </div>
    </AppShell>
  );
}
