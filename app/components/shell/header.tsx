import { greetingName, type PublicUser } from "~/lib/public-user";
import { Spinner } from "~/components/ui/spinner";
import { AccountMenu } from "./account-menu";
import { MobileMenu } from "./mobile-nav";
import { NotificationBell } from "./notification-bell";
import type { ShellNotification } from "./notification-list";

type HeaderProps = {
  user: PublicUser;
  unreadCount: number;
  notifications: ShellNotification[];
  /** Already formatted full date, e.g. "Sunday, November 22, 2026". */
  today: string;
  /** A navigation is loading: show a small, non-blocking pill at the top centre. */
  pending: boolean;
};

/**
 * Top of the content area. No backdrop-filter/transform here: the pending pill is
 * `position: fixed` and must stay relative to the viewport.
 */
export function Header({ user, unreadCount, notifications, today, pending }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line-subtle bg-surface">
      {pending ? (
        <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center">
          <div className="rounded-full bg-white px-4 py-1.5 shadow-md ring-1 ring-line dark:bg-slate-800">
            <Spinner label="Loading..." />
          </div>
        </div>
      ) : null}
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <MobileMenu />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-strong sm:text-lg">
            Welcome back, {greetingName(user)}
          </p>
          <p className="truncate text-xs text-subtle sm:text-sm">{today}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <NotificationBell unreadCount={unreadCount} notifications={notifications} />
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
