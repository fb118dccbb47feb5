import { clsx } from "clsx";
import type { ColorScheme } from "~/lib/plans";
import { SCHEME_CLASSES } from "./colors";
import { dateTimeFormat } from "~/lib/intl";

const dayLabel = (day: string) =>
  dateTimeFormat({
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

/** The real last 14 local days of a habit, oldest first (docs/architecture.md#how-the-specification-maps-to-the-code: not random cells). */
export function StreakCalendar({
  calendar,
  scheme,
  title,
}: {
  calendar: { day: string; done: boolean }[];
  scheme: ColorScheme;
  title: string;
}) {
  const doneCount = calendar.filter((cell) => cell.done).length;
  return (
    <ol
      aria-label={`${title}: done on ${doneCount} of the last ${calendar.length} days`}
      className="mt-2 grid grid-cols-14 gap-1"
    >
      {calendar.map((cell) => (
        <li
          key={cell.day}
          data-day={cell.day}
          data-done={cell.done}
          title={`${dayLabel(cell.day)}: ${cell.done ? "done" : "not done"}`}
          className={clsx(
            "aspect-square min-h-3 rounded-sm",
            cell.done ? SCHEME_CLASSES[scheme].cell : "border border-field bg-surface-muted ",
          )}
        >
          <span className="sr-only">
            {dayLabel(cell.day)}: {cell.done ? "done" : "not done"}
          </span>
        </li>
      ))}
    </ol>
  );
}
