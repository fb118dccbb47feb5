import { NavLink } from "@remix-run/react";
import { clsx } from "clsx";

const TABS = [
  { to: "/admin/community", title: "Queue" },
  { to: "/admin/community/circles", title: "Circles" },
];

/** Links between the two community moderation screens. */
export function CommunityTabs() {
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
