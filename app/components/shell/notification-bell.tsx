import { Link, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import { useRef } from "react";
import { formatBadgeCount } from "./badge-count";
import { Icon } from "~/components/ui/icon";
import {
  NoNotifications,
  NotificationAction,
  NotificationList,
  type ShellNotification,
} from "./notification-list";
import { dropdownPanel, iconSummary } from "./styles";
import { useDetailsDismiss } from "./use-details-dismiss";

const footerLink = "text-sm font-medium text-accent hover:underline";

/**
 * The header bell: a <details> that opens without JavaScript. With JavaScript its buttons act in
 * place, so it stays open, and focus moves to the next sensible row.
 */
export function NotificationBell({
  unreadCount,
  notifications,
}: {
  unreadCount: number;
  notifications: ShellNotification[];
}) {
  const ref = useDetailsDismiss();
  const headingRef = useRef<HTMLParagraphElement>(null);
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
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <p
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-semibold text-strong focus:outline-none"
          >
            Notifications
          </p>
          {/* Announced when it changes after an action. */}
          <p aria-live="polite" className="text-xs text-subtle">
            {unreadCount > 0 ? `${unreadCount} unread` : ""}
          </p>
        </div>
        {notifications.length === 0 ? (
          <NoNotifications />
        ) : (
          <NotificationList
            notifications={notifications}
            back={back}
            label="Recent notifications"
            focusFallback={headingRef}
            className="max-h-80 overflow-y-auto"
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-line px-4 py-2.5">
          <Link to="/notifications" className={footerLink}>
            View all notifications
          </Link>
          {/* Hidden, not removed, when empty: it must stay mounted to show its answer's toast. */}
          <NotificationAction
            intent="clear"
            back={back}
            label="Clear all"
            hidden={notifications.length === 0}
            onAct={() => headingRef.current?.focus()}
            className="rounded px-1.5 py-0.5 text-sm font-medium text-accent underline-offset-2 hover:underline disabled:opacity-60"
          />
          <Link to="/settings/notifications" className={clsx(footerLink, "w-full")}>
            Notification settings
          </Link>
        </div>
      </div>
    </details>
  );
}
