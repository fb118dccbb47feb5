import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { WeeklyInsightsCard } from "~/components/insights/weekly-insights-card";
import { ChatProvider } from "~/components/journal/chat-context";
import { JournalChatPanel } from "~/components/journal/journal-chat-panel";
import { MoodInsightsCard } from "~/components/mood/mood-insights-card";
import { GoalsHabitsTasksCard } from "~/components/plans/goals-habits-tasks-card";
import { JournalPromptsCard } from "~/components/prompts/journal-prompts-card";
import { LandingPage } from "~/components/landing/landing-page";
import { PublicLayout } from "~/components/public-layout";
import { AppShell } from "~/components/shell/app-shell";
import { greetingName, toPublicUser } from "~/lib/public-user";
import { MARKETING_CLAIMS, PRODUCT_NAME } from "~/lib/site";
import { getDashboardCards } from "~/models/dashboard.server";
import { getShellData } from "~/models/shell.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { getOptionalUser } from "~/services/auth.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.dashboard
    ? [{ title: `Dashboard | ${PRODUCT_NAME}` }]
    : [
        { title: `${PRODUCT_NAME}: journal with an AI companion` },
        {
          name: "description",
          content: `Journal with an empathetic AI companion, track your mood and get weekly insights. ${MARKETING_CLAIMS.prompts} prompts, private by design.`,
        },
      ];

/** `/` is the dashboard inside the app shell when signed in, the landing page otherwise. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { dashboard: null };
  const shell = getShellData(user.id, timezoneForRequest(user.id, request));
  const cards = getDashboardCards({
    userId: user.id,
    timezone: shell.timezone,
    url: new URL(request.url),
  });
  return { dashboard: { user: toPublicUser(user), ...shell, cards } };
}

export default function Index() {
  const { dashboard } = useLoaderData<typeof loader>();
  if (!dashboard) {
    return (
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    );
  }
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
