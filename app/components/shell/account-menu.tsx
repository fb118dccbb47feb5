import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { greetingName, type PublicUser } from "~/lib/public-user";
import { Avatar, SignOutForm } from "./account";
import { Icon } from "~/components/ui/icon";
import { dropdownPanel } from "./styles";
import { useDetailsDismiss } from "./use-details-dismiss";

const menuLink =
  "flex items-center gap-3 px-4 py-2 text-sm font-medium text-body transition-colors hover:bg-surface-muted ";

/** The header's user/logout menu. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const ref = useDetailsDismiss();
  return (
    <details ref={ref} className="relative">
      <summary
        aria-label="Account menu"
        className="flex cursor-pointer list-none rounded-full [&::-webkit-details-marker]:hidden"
      >
        <Avatar user={user} />
      </summary>
      <div className={clsx(dropdownPanel, "w-60 py-1")}>
        <div className="border-b border-line px-4 py-3">
          <p className="truncate text-sm font-semibold text-strong">{greetingName(user)}</p>
          <p className="truncate text-xs text-subtle">{user.email}</p>
        </div>
        <ul className="py-1">
          <li>
            <Link to="/settings/profile" className={menuLink}>
              <Icon name="profile" className="h-4 w-4" />
              Profile
            </Link>
          </li>
          <li>
            <Link to="/settings/profile" className={menuLink}>
              <Icon name="settings" className="h-4 w-4" />
              Settings
            </Link>
          </li>
        </ul>
        <div className="border-t border-line pt-1">
          <SignOutForm variant="menu" />
        </div>
      </div>
    </details>
  );
}
