import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Logo } from "~/components/logo";
import type { PublicUser } from "~/lib/public-user";
import { SignOutForm, UserCard } from "./account";
import { NavSections } from "./nav-sections";

/** Desktop (lg and up) fixed left sidebar. */
export function Sidebar({ user }: { user: PublicUser }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // With JavaScript, keep the current page's link in view (e.g. Data & Export on a short screen).
  useEffect(() => {
    navRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest" });
  }, [pathname]);

  return (
    <aside
      aria-label="Sidebar"
      className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r border-line-subtle bg-surface lg:flex"
    >
      <div className="flex h-16 shrink-0 items-center border-b border-line-subtle px-6">
        <Logo />
      </div>
      {/* Its own scroll area: the shadows at its edges show when there is more above or below. */}
      <nav
        ref={navRef}
        aria-label="Main"
        data-testid="sidebar-nav"
        className="scroll-shadows min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
      >
        <NavSections isAdmin={user.isAdmin} compact />
      </nav>
      <div className="shrink-0 space-y-3 border-t border-line-subtle p-4">
        <UserCard user={user} />
        <SignOutForm />
      </div>
    </aside>
  );
}
