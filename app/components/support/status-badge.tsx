import { clsx } from "clsx";
import { isSupportStatus, type SupportStatus } from "~/lib/support";

const tones: Record<SupportStatus, string> = {
  new: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  in_progress: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  resolved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  closed: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

/** A support request's status as a small label, in the wording of whoever is reading. */
export function SupportStatusBadge({
  status,
  labels,
}: {
  status: string;
  labels: Record<SupportStatus, string>;
}) {
  const known = isSupportStatus(status) ? status : "new";
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[known],
      )}
    >
      {labels[known]}
    </span>
  );
}
