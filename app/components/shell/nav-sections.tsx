import { NavLink, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { admin, isPathWithin, mainMenu, resources, settings, type NavItem } from "./nav-items";

const linkBase =
  "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors";
const linkActive = "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100";
const linkIdle = "text-slate-700 hover:bg-surface-muted hover:text-strong dark:text-slate-300 ";

function NavItemLink({ item }: { item: NavItem }) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      prefetch="intent"
      className={({ isActive }) => clsx(linkBase, isActive ? linkActive : linkIdle)}
    >
      <Icon name={item.icon} />
      <span className="truncate">{item.label}</span>
    </NavLink>
  );
}

function NavList({ items, labelledBy }: { items: readonly NavItem[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavItemLink item={item} />
        </li>
      ))}
    </ul>
  );
}

function NavGroup({ title, items }: { title: string; items: readonly NavItem[] }) {
  const headingId = useId();
  return (
    <div>
      <p
        id={headingId}
        className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
      >
        {title}
      </p>
      <NavList items={items} labelledBy={headingId} />
    </div>
  );
}

/**
 * The full navigation (Main Menu, Resources, Admin Area for admins, collapsible Settings),
 * shared by the desktop sidebar and the mobile hamburger menu. Render it inside a <nav>.
 */
export function NavSections({ isAdmin, compact = false }: { isAdmin: boolean; compact?: boolean }) {
  const { pathname } = useLocation();
  const inSettings = isPathWithin(pathname, "/settings");

  return (
    <div
      className={clsx(
        compact ? "space-y-4" : "space-y-6",
        compact && "[&_a]:py-1.5 [&_summary]:py-1.5",
      )}
    >
      <NavGroup title="Main Menu" items={mainMenu} />
      <NavGroup title="Resources" items={resources} />
      {isAdmin ? <NavList items={[admin]} /> : null}
      {/* The key re-mounts the group so it re-opens/closes when moving in or out of /settings. */}
      <details
        key={inSettings ? "settings-open" : "settings-closed"}
        open={inSettings}
        className="group/settings"
      >
        <summary
          className={clsx(
            linkBase,
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            inSettings ? "text-brand-800 dark:text-brand-100" : linkIdle,
          )}
        >
          <Icon name="settings" />
          <span className="flex-1">Settings</span>
          <Icon
            name="chevronDown"
            className="h-4 w-4 transition-transform group-open/settings:rotate-180"
          />
        </summary>
        <div className="mt-1 pl-4">
          <NavList items={settings} />
        </div>
      </details>
    </div>
  );
}
