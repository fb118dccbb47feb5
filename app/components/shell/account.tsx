import { Form, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { greetingName, planLabel, type PublicUser } from "~/lib/public-user";
import { Icon } from "~/components/ui/icon";

/** The first letter of the greeting name, uppercased ("?" if there is none). */
function userInitial(user: PublicUser): string {
  const first = Array.from(greetingName(user).trim())[0];
  return first ? first.toUpperCase() : "?";
}

/** Decorative initial circle; callers provide the accessible name nearby. `className` sets the size (default h-9 w-9). */
export function Avatar({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white select-none dark:bg-brand-500 dark:text-slate-950",
        className ?? "h-9 w-9",
      )}
    >
      {userInitial(user)}
    </span>
  );
}

/** Initial, username (or name) and plan label, as shown at the bottom of the sidebar. */
export function UserCard({ user }: { user: PublicUser }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar user={user} className="h-10 w-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-strong">{user.username || user.name}</p>
        <p className="text-xs text-subtle">{planLabel(user.subscriptionTier)}</p>
      </div>
    </div>
  );
}

/** A real POST form to /logout, so signing out works without JavaScript. */
export function SignOutForm({ variant = "button" }: { variant?: "button" | "menu" }) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/logout";
  return (
    <Form method="post" action="/logout">
      <button
        type="submit"
        disabled={signingOut}
        className={clsx(
          "flex w-full items-center gap-3 text-sm font-medium transition-colors disabled:opacity-70",
          variant === "button"
            ? "justify-center rounded-lg border border-line-strong px-3 py-2 text-body hover:bg-surface-muted "
            : "px-4 py-2 text-left text-body hover:bg-surface-muted ",
        )}
      >
        <Icon name="logout" className="h-4 w-4" />
        {signingOut ? "Signing out..." : "Sign Out"}
      </button>
    </Form>
  );
}
