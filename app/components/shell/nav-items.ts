import type { IconName } from "~/components/ui/icon";

/** One entry of the navigation model (docs/product.md#layout-and-navigation). */
export type NavItem = {
  label: string;
  to: string;
  icon: IconName;
  /** Active only on an exact match (the dashboard at "/"). */
  end?: boolean;
  /** Other path prefixes that should also mark this item as current (mobile bar only). */
  alsoActiveOn?: readonly string[];
};

export const mainMenu: readonly NavItem[] = [
  { label: "Dashboard", to: "/", icon: "home", end: true },
  { label: "Journal", to: "/journal", icon: "journal" },
  { label: "Chat", to: "/chat", icon: "chat" },
  { label: "Insights", to: "/insights", icon: "insights" },
  { label: "Goals", to: "/goals", icon: "goals" },
  { label: "Tasks", to: "/tasks", icon: "tasks" },
  { label: "Habits", to: "/habits", icon: "habits" },
  { label: "Subscription", to: "/subscription", icon: "subscription" },
];

export const resources: readonly NavItem[] = [
  // The members' circles (docs/product.md#community); /community itself is the public description.
  { label: "Community", to: "/community/circles", icon: "community", alsoActiveOn: ["/community"] },
  { label: "Mental Health Resources", to: "/mental-health-resources", icon: "resources" },
  { label: "Help Center", to: "/help-center", icon: "help" },
  { label: "Support & Feedback", to: "/support", icon: "support" },
];

export const settings: readonly NavItem[] = [
  { label: "Profile", to: "/settings/profile", icon: "profile" },
  { label: "Password", to: "/settings/password", icon: "password" },
  { label: "Notifications", to: "/settings/notifications", icon: "bell" },
  { label: "Privacy", to: "/settings/privacy", icon: "privacy" },
  { label: "Appearance", to: "/settings/appearance", icon: "appearance" },
  { label: "Data & Export", to: "/settings/data", icon: "data" },
];

export const mobileBar: readonly NavItem[] = [
  { label: "Home", to: "/", icon: "home", end: true },
  { label: "Journal", to: "/journal", icon: "journal" },
  { label: "Insights", to: "/insights", icon: "insights" },
  { label: "Goals & Habits", to: "/goals", icon: "goals", alsoActiveOn: ["/habits"] },
  { label: "Support", to: "/support", icon: "support" },
];

export const admin: NavItem = { label: "Admin Area", to: "/admin", icon: "admin" };

/** Whether `pathname` is at `prefix` or below it ("/goals" matches "/goals/3", not "/goalsx"). */
export function isPathWithin(pathname: string, prefix: string): boolean {
  if (prefix === "/") return pathname === "/";
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether a nav item is the current page for `pathname`. */
export function isItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (item.end) return path === item.to;
  return [item.to, ...(item.alsoActiveOn ?? [])].some((prefix) => isPathWithin(path, prefix));
}
