import { Form, Link, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import { formatDistance, formatDistanceToNow, isValid, parseISO } from "date-fns";
import { formatBadgeCount } from "./badge-count";
import { Icon } from "~/components/ui/icon";
import { dropdownPanel, iconSummary } from "./styles";
import { useDetailsDismiss } from "./use-details-dismiss";

export type ShellNotification = {
  id: number;
  title: string;
  message: string;
  /** ISO date-time. */
  createdAt: string;
  status: string;
};

/** "5 minutes ago", or null when the date cannot be read. `now` is for tests. */
export function relativeTime(iso: string, now?: Date): string | null {
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return now
    ? formatDistance(date, now, { addSuffix: true })
    : formatDistanceToNow(date, { addSuffix: true });
}

export function NotificationBell({
  unreadCount,
  notifications,
}: {
  unreadCount: number;
  notifications: ShellNotification[];
}) {
  const ref = useDetailsDismiss();
  const location = useLocation();
  const back = location.pathname + location.search;
  const badge = formatBadgeCount(unreadCount);
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : "Notifications";

  return (
    <details ref={ref} className="relative">
      <summary aria-label={label} className={iconSummary}>
        <Icon name="bell" className="h-6 w-6" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {badge}
          </span>
        ) : null}
      </summary>
      <div className={clsx(dropdownPanel, "w-80 max-w-[calc(100vw-2rem)]")}>
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Notifications</p>
          {unreadCount > 0 ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">{unreadCount} unread</p>
          ) : null}
        </div>
        {notifications.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">No notifications</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              You&apos;re all caught up!
            </p>
          </div>
        ) : (
          // Focusable so keyboard users can scroll a long list.
          <ul
            aria-label="Recent notifications"
            tabIndex={0}
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
          >
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} back={back} />
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-2.5 dark:border-slate-700">
          <Link
            to="/settings/notifications"
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Notification settings
          </Link>
          {notifications.length > 0 ? (
            <NotificationAction intent="clear" back={back} label="Clear all" />
          ) : null}
        </div>
      </div>
    </details>
  );
}

const NOTIFICATIONS_ACTION = "/resources/notifications";
const rowButton =
  "rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";

function NotificationRow({
  notification,
  back,
}: {
  notification: ShellNotification;
  back: string;
}) {
  const unread = notification.status === "unread";
  const when = relativeTime(notification.createdAt);
  return (
    <li className="flex gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={clsx(
          "mt-1.5 h-2 w-2 shrink-0 rounded-full",
          unread ? "bg-brand-600 dark:bg-brand-400" : "bg-transparent",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
          {notification.message}
        </p>
        {when ? (
          // Relative times differ between server render and hydration by design.
          <time
            dateTime={notification.createdAt}
            suppressHydrationWarning
            className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
          >
            {when}
          </time>
        ) : null}
        <div className="mt-1.5 flex gap-2">
          {unread ? (
            <NotificationAction
              intent="mark-read"
              id={notification.id}
              back={back}
              label="Mark as read"
              accessibleLabel={`Mark "${notification.title}" as read`}
            />
          ) : null}
          <NotificationAction
            intent="delete"
            id={notification.id}
            back={back}
            label="Delete"
            accessibleLabel={`Delete "${notification.title}"`}
          />
        </div>
      </div>
    </li>
  );
}

/** One of the bell's buttons: a real form post, so it works before JavaScript loads. */
function NotificationAction({
  intent,
  id,
  back,
  label,
  accessibleLabel,
}: {
  intent: "mark-read" | "delete" | "clear";
  id?: number;
  back: string;
  label: string;
  accessibleLabel?: string;
}) {
  return (
    <Form method="post" action={NOTIFICATIONS_ACTION}>
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className={rowButton} aria-label={accessibleLabel}>
        {label}
      </button>
    </Form>
  );
}
