import { NavLink } from "@remix-run/react";
import { clsx } from "clsx";
import { ScreenHeading } from "~/components/ui/screen-heading";

const TABS = [
  { to: "/admin/community", title: "Queue" },
  { to: "/admin/community/circles", title: "Circles" },
];

/** Links between the two community moderation screens. */
function CommunityTabs() {
  return (
    <nav aria-label="Community moderation">
      <ul className="flex gap-2">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                clsx(
                  "block rounded-full border px-3 py-1 text-sm font-medium",
                  isActive
                    ? "border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-300 dark:bg-brand-900/60 dark:text-brand-100"
                    : "border-line text-slate-700 hover:bg-surface-muted dark:text-slate-300",
                )
              }
            >
              {tab.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of both moderation screens: heading, tabs, and the messages of an action whose card
 * or row is no longer on the page (so they are not lost).
 */
export function CommunityAdminScreen({
  title,
  description,
  orphanErrors,
  children,
}: {
  title: string;
  description: string;
  orphanErrors: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-28">
      <ScreenHeading title={title} description={description} />
      <CommunityTabs />
      {orphanErrors.length ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {orphanErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}
