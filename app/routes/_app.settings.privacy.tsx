import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatDistanceToNow } from "date-fns";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button } from "~/components/ui/button";
import { deviceName } from "~/lib/device-name";
import { isSignInProvider } from "~/lib/sign-in-providers";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { deleteOtherSessions, listUserSessions } from "~/models/sessions.server";
import { LastSignInMethodError, listIdentities, unlinkIdentity } from "~/models/identities.server";
import { providerLabel } from "~/models/sign-in-providers.server";
import { hasUsablePassword } from "~/models/users.server";
import { readSessionId, requireUser, requireUserId } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Privacy | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const userId = user.id;
  const current = await readSessionId(request);
  const timezone = timezoneForRequest(userId, request);
  const identities = listIdentities(userId).flatMap((identity) =>
    isSignInProvider(identity.provider)
      ? [
          {
            provider: identity.provider,
            label: providerLabel(identity.provider),
            email: identity.email,
            linked: formatDateTime(identity.createdAt, timezone),
          },
        ]
      : [],
  );
  return {
    timezone,
    hasPassword: hasUsablePassword(user),
    identities,
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

/** Signs out other devices, or (intent "unlink") removes a linked sign-in provider. */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "unlink") {
    const provider = formData.get("provider");
    if (!isSignInProvider(provider)) {
      return data({ unlinkError: "Choose a linked provider to remove." }, { status: 400 });
    }
    const label = providerLabel(provider);
    try {
      if (!unlinkIdentity(userId, provider)) {
        return data({ unlinkError: `${label} is not linked to your account.` }, { status: 400 });
      }
    } catch (error) {
      if (error instanceof LastSignInMethodError) {
        return data({ unlinkError: error.message }, { status: 400 });
      }
      throw error;
    }
    return redirectWithToast("/settings/privacy", {
      type: "success",
      title: `${label} unlinked`,
      description: `You can no longer sign in with ${label}.`,
    });
  }
  const current = await readSessionId(request);
  const ended = current ? deleteOtherSessions(userId, current) : 0;
  return redirectWithToast("/settings/privacy", {
    type: "success",
    title: "Signed out of other devices",
    description: ended === 1 ? "1 other session was ended." : `${ended} other sessions were ended.`,
  });
}

export default function PrivacySettings() {
  const { sessions, timezone, identities, hasPassword } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
      <Panel title="Sign-in providers">
        <p className="mt-1 text-sm text-muted">
          {hasPassword ? "You sign in with your email and password" : "You have no password yet"}
          {identities.length ? ", and with the providers below." : "."}{" "}
          {hasPassword ? null : (
            <Link to="/settings/password" className="font-medium text-accent underline">
              Set a password
            </Link>
          )}
        </p>
        {actionData && "unlinkError" in actionData ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {actionData.unlinkError}
          </p>
        ) : null}
        {identities.length ? (
          <ul className="mt-4 divide-y divide-line">
            {identities.map((identity) => (
              <li
                key={identity.provider}
                className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
              >
                <span>
                  <span className="font-medium text-strong">{identity.label}</span>
                  <span className="block text-subtle">
                    {identity.email ? <span className="break-all">{identity.email}, </span> : null}
                    linked {identity.linked}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="unlink" />
                  <input type="hidden" name="provider" value={identity.provider} />
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={navigation.state === "submitting"}
                    aria-label={`Unlink ${identity.label}`}
                  >
                    Unlink
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-subtle">No provider is linked.</p>
        )}
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
