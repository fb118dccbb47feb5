import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { EntryChips, EntrySentimentBadge } from "~/components/journal/entry-sentiment";
import { buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";

export type EntryRow = {
  id: number;
  title: string;
  excerpt: string;
  dateTime: string;
  dateLabel: string;
  emotions: string[];
  /** null: not analysed, or (when `analysed`) too short to tell. */
  score: number | null;
  analysed: boolean;
};

/** One entry in /journal: date-time, title, two lines of text, emotions and sentiment. */
export function EntryListItem({ entry }: { entry: EntryRow }) {
  return (
    <li>
      <article className="relative rounded-xl border border-line bg-surface p-4 transition focus-within:ring-2 focus-within:ring-brand-500/50 hover:border-brand-400">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className="min-w-0 font-semibold break-words">
            {/* The whole card is the link's hit area; the title stays its accessible name. */}
            <Link
              to={`/journal/${entry.id}`}
              className="after:absolute after:inset-0 focus:outline-none"
            >
              {entry.title}
            </Link>
          </h2>
          <time dateTime={entry.dateTime} className="shrink-0 text-xs text-subtle">
            {entry.dateLabel}
          </time>
        </div>
        <p className="mt-1 line-clamp-2 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {entry.excerpt}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <EntryChips label="Emotions" items={entry.emotions} />
          <EntrySentimentBadge score={entry.score} analysed={entry.analysed} />
        </div>
      </article>
    </li>
  );
}

export type EntryFilterValues = { q?: string; from?: string; to?: string; emotion?: string };

/** The search and filters of /journal: a GET form, so results have a shareable address. */
export function EntryFilters({
  values,
  emotions,
  maxDay,
  active,
  idPrefix = "journal",
  className,
}: {
  values: EntryFilterValues;
  emotions: string[];
  maxDay: string;
  active: boolean;
  /** Distinct ids when the form is rendered twice (phones and wide screens). */
  idPrefix?: string;
  className?: string;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search your journal"
      className={clsx(
        "grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end ",
        className,
      )}
    >
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${idPrefix}-q`} className="block text-sm font-medium">
          Search entries
        </label>
        <input
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={values.q ?? ""}
          placeholder="Words from your entries"
          className={inputClassName}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-from`} className="block text-sm font-medium">
          From
        </label>
        <input
          id={`${idPrefix}-from`}
          name="from"
          type="date"
          max={maxDay}
          defaultValue={values.from ?? ""}
          className={inputClassName}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-to`} className="block text-sm font-medium">
          To
        </label>
        <input
          id={`${idPrefix}-to`}
          name="to"
          type="date"
          max={maxDay}
          defaultValue={values.to ?? ""}
          className={inputClassName}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-emotion`} className="block text-sm font-medium">
          Emotion
        </label>
        <select
          id={`${idPrefix}-emotion`}
          name="emotion"
          defaultValue={values.emotion ?? ""}
          className={inputClassName}
        >
          <option value="">Any emotion</option>
          {emotions.map((emotion) => (
            <option key={emotion} value={emotion}>
              {emotion}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClassName("primary")}>
          Search
        </button>
        {active ? (
          <Link to="/journal" className={buttonClassName("ghost")}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** Previous / next and "page x of y", each a plain link that keeps the filters. */
export function EntryPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClass = buttonClassName("secondary");
  return (
    <nav aria-label="Journal pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          Older <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
