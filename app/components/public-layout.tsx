import { Link, NavLink, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import type { ReactNode } from "react";

import { Logo } from "~/components/logo";
import { useOptionalUser } from "~/hooks/use-user";
import { BLOG_URL, PRODUCT_NAME } from "~/lib/site";

type NavItem =
  | { label: string; kind: "anchor"; to: string }
  | { label: string; kind: "page"; to: string }
  | { label: string; kind: "external"; href: string };

const NAV_ITEMS: readonly NavItem[] = [
  { label: "Features", kind: "anchor", to: "/#features" },
  { label: "Testimonials", kind: "anchor", to: "/#testimonials" },
  { label: "Resources", kind: "page", to: "/mental-health-resources" },
  { label: "Help", kind: "page", to: "/help-center" },
  { label: "Blog", kind: "external", href: BLOG_URL },
];

const FOOTER_GROUPS: readonly { title: string; items: readonly NavItem[] }[] = [
  {
    title: "Explore",
    items: [
      { label: "About Us", kind: "page", to: "/about-us" },
      { label: "Community", kind: "page", to: "/community" },
      { label: "Blog", kind: "external", href: BLOG_URL },
    ],
  },
  {
    title: "Support",
    items: [
      { label: "Mental Health Resources", kind: "page", to: "/mental-health-resources" },
      { label: "Help Center", kind: "page", to: "/help-center" },
    ],
  },
  {
    title: "Legal",
    items: [
      { label: "Privacy Policy", kind: "page", to: "/privacy-policy" },
      { label: "Terms of Service", kind: "page", to: "/terms-of-service" },
    ],
  },
];

function ItemLink({ item, className }: { item: NavItem; className: string }) {
  if (item.kind === "external") {
    return (
      <a href={item.href} rel="noopener noreferrer" className={className}>
        {item.label}
      </a>
    );
  }
  if (item.kind === "page") {
    return (
      <NavLink to={item.to} className={className}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <Link to={item.to} className={className}>
      {item.label}
    </Link>
  );
}

/* NavLink marks the current page with aria-current="page"; style that state. */
const currentPageClass =
  "aria-[current=page]:text-brand-700 dark:aria-[current=page]:text-brand-300";

const desktopNavLinkClass = clsx(
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-surface-muted hover:text-strong dark:text-slate-300 ",
  currentPageClass,
);

const mobileNavLinkClass = clsx(
  "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-surface-muted dark:text-slate-100",
  currentPageClass,
);

const footerLinkClass = clsx(
  "text-sm text-muted underline-offset-4 hover:text-strong hover:underline ",
  currentPageClass,
);

export function PublicLayout({ children }: { children: ReactNode }) {
  const user = useOptionalUser();
  const location = useLocation();
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:font-medium focus:text-brand-800 focus:shadow-lg dark:focus:text-brand-200"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Logo />

          <nav aria-label="Main" className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  <ItemLink item={item} className={desktopNavLinkClass} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-2">
            {user ? (
              <Link
                to="/"
                className="inline-flex items-center rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:px-4"
              >
                Dashboard
              </Link>
            ) : (
              <>
                <Link
                  to="/auth"
                  className="inline-flex items-center rounded-lg px-2 py-2 text-sm font-medium text-body transition-colors hover:bg-surface-muted hover:text-strong sm:px-3"
                >
                  Login
                </Link>
                <Link
                  to="/auth?tab=register"
                  className="inline-flex items-center whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:px-4"
                >
                  Sign Up
                </Link>
              </>
            )}

            {/* Keyed on the location so the menu closes after navigating (including hash links). */}
            <details key={location.key} className="relative md:hidden">
              <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-line text-body hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                <span className="sr-only">Menu</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.75}
                  strokeLinecap="round"
                  className="h-5 w-5"
                >
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
              </summary>
              <nav
                aria-label="Main"
                className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl"
              >
                <ul className="space-y-0.5">
                  {NAV_ITEMS.map((item) => (
                    <li key={item.label}>
                      <ItemLink item={item} className={mobileNavLinkClass} />
                    </li>
                  ))}
                </ul>
              </nav>
            </details>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>

      <footer className="border-t border-line-subtle bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="grid gap-10 md:grid-cols-[1.4fr_2fr]">
            <div>
              <Logo size="sm" />
              <p className="mt-3 max-w-sm text-sm leading-6 text-muted">
                A calm, private place to write, reflect and notice how you are really doing, with a
                gentle AI companion alongside you.
              </p>
            </div>

            <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
              {FOOTER_GROUPS.map((group) => (
                <div key={group.title}>
                  <h2 className="text-sm font-semibold text-strong">{group.title}</h2>
                  <ul className="mt-3 space-y-2">
                    {group.items.map((item) => (
                      <li key={item.label}>
                        <ItemLink item={item} className={footerLinkClass} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </div>

          <p className="mt-10 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm dark:border-rose-900/60 dark:bg-rose-950/40">
            <Link
              to="/mental-health-resources"
              className="font-medium text-rose-900 underline underline-offset-2 hover:decoration-2 dark:text-rose-100"
            >
              If you are in crisis, call your local emergency number or, in the US, call or text
              988.
            </Link>
          </p>

          <div className="mt-8 flex flex-col gap-2 border-t border-line-subtle pt-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
            <p>
              &copy; {year} {PRODUCT_NAME}. All rights reserved.
            </p>
            <p>Made with care. Not a substitute for professional help.</p>
          </div>
        </div>
      </footer>
    </div>
  );
}
