import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "~/lib/site";
import type { PublicUser } from "~/lib/public-user";
import { SignOutForm, UserCard } from "./account";
import { Icon } from "~/components/ui/icon";
import { NavSections } from "./nav-sections";

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 dark:text-white"
    >
      <span className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950">
        <Icon name="logo" className="h-5 w-5" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}

/** Desktop (lg and up) fixed left sidebar. */
export function Sidebar({ user }: { user: PublicUser }) {
  return (
    <aside
      aria-label="Sidebar"
      className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-6 dark:border-slate-800">
        <Logo />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-5">
        <NavSections isAdmin={user.isAdmin} />
      </nav>
      <div className="shrink-0 space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
        <UserCard user={user} />
        <SignOutForm />
      </div>
    </aside>
  );
}
