import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PublicUser } from "~/lib/public-user";
import { Header } from "./header";
import { MobileBottomBar } from "./mobile-nav";
import type { ShellNotification } from "./notification-list";
import { Sidebar } from "./sidebar";
import { VerificationBanner } from "./verification-banner";

export type AppShellProps = {
  user: PublicUser;
  unreadCount: number;
  notifications: ShellNotification[];
  /** Already formatted full date, e.g. "Sunday, November 22, 2026". */
  today: string;
  children: ReactNode;
};

/**
 * The signed-in layout (docs/product.md#layout-and-navigation): desktop sidebar, header with greeting, date,
 * notifications and account menu, optional verification banner, mobile menu and bottom bar. The
 * navigation is rendered once (the sidebar, which the mobile menu shows as a panel).
 * Presentational only; pages own their <h1>.
 */
export function AppShell({ user, unreadCount, notifications, today, children }: AppShellProps) {
  const navigation = useNavigation();

  return (
    <div className="group/shell min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg dark:focus:text-brand-200"
      >
        Skip to content
      </a>
      <Sidebar user={user} />
      <div className="flex min-h-screen flex-col lg:pl-64">
        <Header
          user={user}
          unreadCount={unreadCount}
          notifications={notifications}
          today={today}
          pending={navigation.state === "loading"}
        />
        {user.isVerified ? null : <VerificationBanner email={user.email} />}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-36 focus:outline-none sm:px-6 lg:px-8 lg:pt-8 lg:pb-10"
        >
          {children}
        </main>
      </div>
      <MobileBottomBar />
    </div>
  );
}
