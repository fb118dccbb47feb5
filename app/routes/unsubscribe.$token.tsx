import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard, DeadLinkCard } from "~/components/auth/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClassName } from "~/components/ui/button";
import { SWITCH_DESCRIPTIONS } from "~/lib/notification-schedule";
import { PRODUCT_NAME } from "~/lib/site";
import { notificationRecipient } from "~/models/notification-delivery.server";
import { updateNotificationPreferences } from "~/models/notifications.server";
import { readFormData } from "~/services/form-data.server";
import { readUnsubscribeToken } from "~/services/notifications/unsubscribe.server";
import { assertSameOrigin } from "~/services/request-guard.server";

export const meta: MetaFunction = () => [
  { title: `Unsubscribe | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

const INVALID_LINK =
  "This unsubscribe link is not valid: it may be incomplete or changed. You can choose your notifications in Settings > Notifications after logging in.";

/** The person and switch the link names, when the link is ours, unaltered, and the account exists. */
async function linkTarget(token: string | undefined) {
  const target = await readUnsubscribeToken(token ?? "");
  if (!target) return null;
  const person = notificationRecipient(target.userId);
  if (!person) return null;
  return { ...target, isOff: !person[target.preference] };
}

/**
 * A notification email's unsubscribe link (docs/product.md#notifications): no sign-in, the signed
 * token is the only authority. GET shows what the link stops and a confirm button; it writes
 * nothing (mail scanners open links).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const target = await linkTarget(params.token);
  if (!target) return data({ valid: false as const, what: null, isOff: false }, { status: 400 });
  return {
    valid: true as const,
    what: SWITCH_DESCRIPTIONS[target.preference],
    isOff: target.isOff,
  };
}

/**
 * POST turns that one switch off. Also the RFC 8058 one-click POST a mail client sends from the
 * List-Unsubscribe-Post header (body `List-Unsubscribe=One-Click`): that one may come from
 * another origin, and it is safe to accept because no cookie is involved, the token alone says
 * whose switch, and it can only turn a notification off
 * (docs/decisions/021-notification-scheduling.md). Any other cross-site POST is refused.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (form.get("List-Unsubscribe") !== "One-Click") assertSameOrigin(request);
  const target = await linkTarget(params.token);
  if (!target) return data({ done: false as const, message: INVALID_LINK }, { status: 400 });
  updateNotificationPreferences(target.userId, { [target.preference]: false });
  return {
    done: true as const,
    message: unsubscribedMessage(SWITCH_DESCRIPTIONS[target.preference]),
  };
}

function unsubscribedMessage(what: string) {
  return `Done: you will no longer get ${what}. You can turn them back on any time in Settings > Notifications.`;
}

export default function UnsubscribeRoute() {
  const link = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();

  if (result) {
    return (
      <AuthCard title={result.done ? "You are unsubscribed" : "Link not valid"}>
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {result.message}
        </p>
        <Link to="/settings/notifications" className={buttonClassName("secondary", "mt-6 w-full")}>
          Notification settings
        </Link>
      </AuthCard>
    );
  }
  if (!link.valid) {
    return (
      <DeadLinkCard title="Link not valid">
        <p className="text-slate-700 dark:text-slate-300">{INVALID_LINK}</p>
      </DeadLinkCard>
    );
  }
  const pending = navigation.state === "submitting";
  return (
    <AuthCard title="Unsubscribe">
      <p className="text-slate-700 dark:text-slate-300">
        {link.isOff
          ? `You already get no ${link.what}. Nothing more to do.`
          : `Stop getting ${link.what}? You do not need to log in.`}
      </p>
      {link.isOff ? null : (
        <Form method="post" className="mt-6">
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Unsubscribing..." : `Unsubscribe from ${link.what}`}
          </Button>
        </Form>
      )}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        You can choose every kind of notification in{" "}
        <Link
          to="/settings/notifications"
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          Settings &gt; Notifications
        </Link>
        .
      </p>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
