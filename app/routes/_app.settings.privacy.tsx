import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { formatDistanceToNow } from "date-fns";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button } from "~/components/ui/button";
import { deviceName } from "~/lib/device-name";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { deleteOtherSessions, listUserSessions } from "~/models/sessions.server";
import { readSessionId, requireUserId } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Privacy | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const current = await readSessionId(request);
  const timezone = timezoneForRequest(userId, request);
  return {
    timezone,
    sessions: listUserSessions(userId).map((session) => ({
      current: session.id === current,
      device: deviceName(session.userAgent),
      // Formatted here so the server and the browser show the same text.
      signedIn: formatDateTime(session.createdAt, timezone),
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const current = await readSessionId(request);
  const ended = current ? deleteOtherSessions(userId, current) : 0;
  return redirectWithToast("/settings/privacy", {
    type: "success",
    title: "Signed out of other devices",
    description: ended === 1 ? "1 other session was ended." : `${ended} other sessions were ended.`,
  });
}

export default function PrivacySettings() {
  const { sessions, timezone } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeading
        title="Privacy"
        description="Where you are signed in, and what happens to your words."
      />
      <Panel title="Signed-in devices">
        <p className="mt-1 text-sm text-muted">
          Sessions last 30 days, and end by themselves after 14 days without use. Times are in your
          time zone, {timezone.replaceAll("_", " ")} (
          <Link to="/settings/notifications" className="font-medium text-accent underline">
            change
          </Link>
          ).
        </p>
        <ul className="mt-4 divide-y divide-line">
          {sessions.map((session, index) => (
            // Session ids are secrets and never leave the server, so the position is the key.
            <li
              key={index}
              className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3 text-sm"
            >
              <span>
                <span className="font-medium text-strong">{session.device}</span>
                {session.current ? <strong className="ml-2 text-accent">This device</strong> : null}
                <span className="block text-subtle">
                  Signed in <time dateTime={session.createdAt}>{session.signedIn}</time>
                </span>
              </span>
              <span className="text-subtle" suppressHydrationWarning>
                active {formatDistanceToNow(new Date(session.lastUsedAt), { addSuffix: true })}
              </span>
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4">
          <Button
            type="submit"
            variant="secondary"
            disabled={others === 0 || navigation.state === "submitting"}
          >
            Sign out of all other devices
          </Button>
        </Form>
      </Panel>
      <Panel title="Your words">
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>Your journal is visible only to you. We never sell it or use it for advertising.</li>
          <li>Deleted entries are erased for good within 30 days.</li>
          <li>
            You can download or delete everything from{" "}
            <Link to="/settings/data" className="font-medium text-accent underline">
              Data &amp; Export
            </Link>
            .
          </li>
          <li>
            Read the full{" "}
            <Link to="/privacy-policy" className="font-medium text-accent underline">
              privacy policy
            </Link>
            .
          </li>
        </ul>
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
