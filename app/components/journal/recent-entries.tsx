import { Link } from "@remix-run/react";
import { DEFAULT_ENTRY_TITLE } from "~/lib/journal";
import { formatDateTime } from "~/lib/timezone";

export type RecentEntryView = { id: number; title: string | null; content: string; date: string };

/** docs/product.md#journal-tab: the Journal tab's Recent Journal Entries, in a scrolling area. */
export function RecentEntries({
  entries,
  timezone,
}: {
  entries: RecentEntryView[];
  timezone: string;
}) {
  return (
    <section aria-labelledby="recent-entries">
      <h3 id="recent-entries" className="text-base font-semibold">
        Recent Journal Entries
      </h3>
      {entries.length ? (
        <ul className="mt-2 max-h-80 space-y-2 overflow-y-auto pr-1">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                to={`/journal/${entry.id}`}
                className="block rounded-lg border border-line p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
              >
                <time dateTime={entry.date} className="text-xs text-subtle">
                  {formatDateTime(new Date(entry.date), timezone)}
                </time>
                <p className="font-medium">{entry.title || DEFAULT_ENTRY_TITLE}</p>
                <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
                  {entry.content}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No journal entries yet</p>
      )}
    </section>
  );
}
