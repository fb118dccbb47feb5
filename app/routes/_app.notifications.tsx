import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  NoNotifications,
  NotificationAction,
  NotificationList,
} from "~/components/shell/notification-list";
import { buttonClassName } from "~/components/ui/button";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { PRODUCT_NAME } from "~/lib/site";
import { listNotificationsPage } from "~/models/notifications.server";
import { requireUserId } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Notifications | ${PRODUCT_NAME}` }];

function pageHref(page: number) {
  return page > 1 ? `/notifications?page=${page}` : "/notifications";
}

/** Every notification of the person, 20 a page; the bell shows only the newest five. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const raw = new URL(request.url).searchParams.get("page") ?? "";
  const requested = /^\d{1,7}$/.test(raw) ? Number(raw) : 1;
  const list = listNotificationsPage(userId, requested);
  return {
    ...list,
    notifications: list.notifications.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

export default function NotificationsScreen() {
  const { notifications, total, page, pageCount } = useLoaderData<typeof loader>();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const back = pageHref(page);
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeading title="Notifications" description="Everything we have let you know about." />
      <section
        aria-labelledby="notifications-summary"
        className="overflow-hidden rounded-2xl border border-line bg-surface"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
          <p
            id="notifications-summary"
            ref={summaryRef}
            tabIndex={-1}
            aria-live="polite"
            className="text-sm text-muted focus:outline-none"
          >
            {total === 1 ? "1 notification" : `${total} notifications`}
            {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
          </p>
          <div className="flex items-center gap-3">
            <Link
              to="/settings/notifications"
              className="text-sm font-medium text-accent hover:underline"
            >
              Notification settings
            </Link>
            {/* Hidden, not removed, when empty: it must stay mounted to show its answer's toast. */}
            <NotificationAction
              intent="clear"
              back="/notifications"
              label="Clear all"
              hidden={total === 0}
              onAct={() => summaryRef.current?.focus()}
              className={buttonClassName("secondary")}
            />
          </div>
        </div>
        {notifications.length === 0 ? (
          <NoNotifications roomy />
        ) : (
          <NotificationList
            notifications={notifications}
            back={back}
            label="All notifications"
            focusFallback={summaryRef}
          />
        )}
      </section>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClassName("secondary")}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} className={buttonClassName("secondary")}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
