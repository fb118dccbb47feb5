import { useLoaderData } from "@remix-run/react";
import { clsx } from "clsx";
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
 * Cards a phone shows below the chat and the mood check-in are laid out and painted only when
 * they come near the screen (docs/architecture.md#performance).
 */
const BELOW_THE_FOLD = "[content-visibility:auto] [contain-intrinsic-size:auto_28rem]";

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
          {/* Each card once, in the order a phone shows them and a screen reader or the Tab key
              reaches them: the mood check-in right after the chat (docs/product.md#layout-and-navigation).
              On a wide screen that order reads the same way: the chat on the left, the mood,
              prompts and weekly insights down the right column, then the plans across the
              bottom. The 1fr row takes whatever height the chat has beyond the right column's
              first two cards, so no card is stretched. */}
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr_auto]">
            <div className="min-w-0 lg:col-span-2 lg:row-span-3">
              <JournalChatPanel data={cards.journal} />
            </div>
            <div className="min-w-0 lg:col-start-3 lg:row-start-1">
              <MoodInsightsCard data={cards.mood} />
            </div>
            <div className={clsx("min-w-0 lg:col-start-3 lg:row-start-2", BELOW_THE_FOLD)}>
              <JournalPromptsCard data={cards.prompts} />
            </div>
            <div className={clsx("min-w-0 lg:col-start-3 lg:row-start-3", BELOW_THE_FOLD)}>
              <WeeklyInsightsCard data={cards.weeklyInsights} />
            </div>
            <div className={clsx("min-w-0 lg:col-span-3 lg:row-start-4", BELOW_THE_FOLD)}>
              <GoalsHabitsTasksCard data={cards.plans} />
            </div>
          </div>
        </ChatProvider>
      </div>
    </AppShell>
  );
}
