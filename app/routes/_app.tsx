import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppShell } from "~/components/shell/app-shell";
import { toPublicUser } from "~/lib/public-user";
import { getShellData } from "~/models/shell.server";
import { requireUser } from "~/services/auth.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

/** The signed-in layout of every protected screen. Child loaders check the session too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    user: toPublicUser(user),
    ...getShellData(user.id, timezoneForRequest(user.id, request)),
  };
}

export default function AppLayout() {
  const { user, unreadCount, notifications, today } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user} unreadCount={unreadCount} notifications={notifications} today={today}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
