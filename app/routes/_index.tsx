import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LandingPage } from "~/components/landing/landing-page";
import { PublicLayout } from "~/components/public-layout";
import { toPublicUser } from "~/lib/public-user";
import { MARKETING_CLAIMS, PRODUCT_NAME } from "~/lib/site";
import { getDashboardCards } from "~/models/dashboard.server";
import { getShellData } from "~/models/shell.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { getOptionalUser } from "~/services/auth.server";

const DashboardScreen = lazy(() => import("~/components/dashboard/dashboard-screen"));

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
    person: user,
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
  // Rendered complete on the server (entry.server.tsx waits for it); in the browser the page
  // stays as served until the dashboard's code has arrived, then hydrates.
  return (
    <Suspense fallback={null}>
      <DashboardScreen />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
