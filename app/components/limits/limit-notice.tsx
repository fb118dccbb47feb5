import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { PLANS_LINK } from "~/lib/limits";

/**
 * A plan limit met (docs/decisions/014): what happened, in words people can act on, and the link
 * to the plans page. `alert` for the answer to something the person just did (read out at once),
 * `status` for a standing notice on a screen.
 */
export function LimitNotice({
  message,
  role = "status",
  className,
  id,
}: {
  message: string;
  role?: "status" | "alert";
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={role}
      data-limit-notice=""
      className={clsx(
        "rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
        className,
      )}
    >
      <p>{message}</p>
      <p className="mt-2">
        <Link
          to={PLANS_LINK.href}
          className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {PLANS_LINK.label}
        </Link>
      </p>
    </div>
  );
}
