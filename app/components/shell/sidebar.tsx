import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Logo } from "~/components/logo";
import type { PublicUser } from "~/lib/public-user";
import { SignOutForm, UserCard } from "./account";
import { SHELL_PANEL_ID } from "./mobile-nav";
import { NavSections } from "./nav-sections";

/**
 * The navigation, rendered once: the fixed left sidebar from lg up; below lg, hidden until the
 * header's menu (a <details data-shell-menu>) is open, then a full-width panel under the header.
 */
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
      id={SHELL_PANEL_ID}
      aria-label="Sidebar"
      className="fixed inset-x-0 top-16 bottom-0 z-40 hidden flex-col border-b border-line-subtle bg-surface shadow-lg group-has-[details[data-shell-menu][open]]/shell:flex lg:inset-x-auto lg:inset-y-0 lg:left-0 lg:flex lg:w-64 lg:border-r lg:border-b-0 lg:shadow-none"
    >
      <div className="hidden h-16 shrink-0 items-center border-b border-line-subtle px-6 lg:flex">
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
