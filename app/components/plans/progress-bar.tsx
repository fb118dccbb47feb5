import { clsx } from "clsx";
import type { ColorScheme } from "~/lib/plans";
import { SCHEME_CLASSES } from "./colors";

export function ProgressBar({
  percent,
  scheme,
  label,
}: {
  percent: number;
  scheme: ColorScheme;
  label: string;
}) {
  const colors = SCHEME_CLASSES[scheme];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx("h-2 w-full overflow-hidden rounded-full", colors.track)}
    >
      <div className={clsx("h-full rounded-full", colors.bar)} style={{ width: `${percent}%` }} />
    </div>
  );
}
