import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LinkCard } from "~/components/ui/link-card";
import { LandingPage } from "~/components/landing/landing-page";
import { PublicLayout } from "~/components/public-layout";
import { AppShell } from "~/components/shell/app-shell";
import { greetingName, toPublicUser } from "~/lib/public-user";
import { MARKETING_CLAIMS, PRODUCT_NAME } from "~/lib/site";
import { getShellData } from "~/models/shell.server";
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
  return { dashboard: { user: toPublicUser(user), ...getShellData(user.id, request) } };
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
  const { user, unreadCount, notifications, today } = dashboard;
  return (
    <AppShell user={user} unreadCount={unreadCount} notifications={notifications} today={today}>
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          Hello {greetingName(user)}. Take a breath; this space is yours.
        </p>
        <nav aria-label="Start here" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[
            {
              to: "/chat",
              title: "Talk it through",
              text: "Chat with your companion about what's on your mind.",
            },
            {
              to: "/journal/new",
              title: "Write an entry",
              text: "Put today into words, in your own time.",
            },
            {
              to: "/insights",
              title: "See your patterns",
              text: "Moods, emotions and themes over time.",
            },
            { to: "/goals", title: "Goals", text: "Set a goal and take it one step at a time." },
            { to: "/habits", title: "Habits", text: "Small routines that support you." },
            {
              to: "/mental-health-resources",
              title: "Need support now?",
              text: "Crisis lines and resources, any time.",
            },
          ].map((card) => (
            <LinkCard key={card.to} {...card} />
          ))}
        </nav>
      </div>
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
