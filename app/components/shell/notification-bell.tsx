import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { formatDistance, formatDistanceToNow, isValid, parseISO } from "date-fns";
import { formatBadgeCount } from "./badge-count";
import { Icon } from "./icons";
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
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">You&apos;re all caught up!</p>
          </div>
        ) : (
          // Focusable so keyboard users can scroll a long list.
          <ul
            aria-label="Recent notifications"
            tabIndex={0}
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
          >
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
        <div className="border-t border-slate-200 px-4 py-2.5 dark:border-slate-700">
          <Link
            to="/settings/notifications"
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Notification settings
          </Link>
        </div>
      </div>
    </details>
  );
}

function NotificationRow({ notification }: { notification: ShellNotification }) {
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
      </div>
    </li>
  );
}
