import { Link, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import { BLOG_URL } from "~/lib/site";
import { Icon } from "~/components/ui/icon";
import { isItemActive, mobileBar } from "./nav-items";
import { useDetailsDismiss } from "./use-details-dismiss";

/** The id of the one navigation panel: the sidebar from lg up, the menu's panel below. */
export const SHELL_PANEL_ID = "app-sidebar";

/**
 * Hamburger menu for small screens (hidden from lg up), inside the sticky header. It has no panel
 * of its own: while it is open, CSS shows the sidebar (the same navigation, rendered once) as a
 * full-width panel just below the header (docs/architecture.md#performance).
 */
export function MobileMenu() {
  const ref = useDetailsDismiss(SHELL_PANEL_ID);
  return (
    <details ref={ref} data-shell-menu="" className="group/menu lg:hidden">
      <summary
        aria-label="Open menu"
        aria-controls={SHELL_PANEL_ID}
        className="-ml-2 flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-body hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
      >
        <Icon name="menu" className="h-6 w-6 group-open/menu:hidden" />
        <Icon name="close" className="hidden h-6 w-6 group-open/menu:block" />
      </summary>
    </details>
  );
}

/** Fixed bottom bar with the five mobile destinations, plus the floating blog button. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Mobile" className="lg:hidden">
      {/* The blog is an external site: a labelled pill with an "opens elsewhere" arrow, not a bare pen. */}
      <a
        href={BLOG_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed right-4 bottom-20 z-30 flex h-11 items-center gap-1.5 rounded-full bg-brand-600 pr-4 pl-3 text-sm font-semibold text-white shadow-lg transition-colors hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        <Icon name="blog" />
        <span>Blog</span>
        <Icon name="externalLink" className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <ul className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-line-subtle bg-surface pb-[env(safe-area-inset-bottom)]">
        {mobileBar.map((item) => {
          const active = isItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                prefetch="intent"
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "flex h-16 flex-col items-center justify-center gap-1 px-1 text-center text-[11px] leading-tight font-medium transition-colors",
                  active ? "text-accent" : "text-subtle hover:text-strong ",
                )}
              >
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
