import { NavLink } from "@remix-run/react";
import { clsx } from "clsx";
import type { LinkCardItem } from "~/components/ui/link-card";

/** The admin screens, in the order the admin dashboard and the admin navigation list them. */
export const ADMIN_SECTIONS: readonly LinkCardItem[] = [
  { to: "/admin/users", title: "People", text: "Accounts, admins, and disabling an account." },
  { to: "/admin/support", title: "Support Requests", text: "Answer people who wrote to us." },
  {
    to: "/admin/community",
    title: "Community",
    text: "Held and reported posts, suspensions and circles.",
  },
  { to: "/admin/openai", title: "AI Provider", text: "The AI engine and its endpoint." },
  { to: "/admin/paypal", title: "Payment Provider", text: "PayPal credentials and webhooks." },
  { to: "/admin/oauth", title: "Sign-in Providers", text: "Google and Apple sign-in." },
];

const LINKS = [{ to: "/admin", title: "Dashboard" }, ...ADMIN_SECTIONS];

/** A row of links between the admin screens, above each of them. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mx-auto mb-6 max-w-5xl overflow-x-auto">
      <ul className="flex gap-1 border-b border-line pb-2">
        {LINKS.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end
              prefetch="intent"
              className={({ isActive }) =>
                clsx(
                  "block rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                  isActive
                    ? "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
                    : "text-slate-700 hover:bg-surface-muted hover:text-strong dark:text-slate-300",
                )
              }
            >
              {link.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
