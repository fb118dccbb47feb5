import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  EntryFilters,
  EntryListItem,
  EntryPagination,
  type EntryFilterValues,
} from "~/components/journal/entry-list";
import { buttonClassName } from "~/components/ui/button";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { DEFAULT_ENTRY_TITLE } from "~/lib/journal";
import { todayKey } from "~/lib/local-day";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import { listJournalEmotions, searchJournalEntries } from "~/models/journal.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { JournalSearchSchema } from "~/schemas/journal";
import { requireUserId } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Journal | ${PRODUCT_NAME}` }];

/** Enough of an entry for two clamped lines; the rest stays on the server. */
const EXCERPT_LENGTH = 400;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const params = new URL(request.url).searchParams;
  // Every field falls back to "unset" when it is malformed, so a hand-edited address never fails.
  const search = JournalSearchSchema.parse(Object.fromEntries(params));
  // A range typed backwards ("from" after "to") still means the days between them.
  const [from, to] =
    search.from && search.to && search.from > search.to
      ? [search.to, search.from]
      : [search.from, search.to];
  const filters: EntryFilterValues = {
    q: search.q || undefined,
    from,
    to,
    emotion: search.emotion || undefined,
  };
  const result = await searchJournalEntries(userId, { ...filters, page: search.page, timezone });
  const deleted = Number(params.get("deleted"));
  return {
    filters,
    filtered: Object.values(filters).some(Boolean),
    emotions: listJournalEmotions(userId),
    today: todayKey(timezone),
    timezone,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    entries: result.entries.map((entry) => ({
      id: entry.id,
      title: entry.title || DEFAULT_ENTRY_TITLE,
      excerpt: entry.content.slice(0, EXCERPT_LENGTH),
      dateTime: entry.date.toISOString(),
      dateLabel: formatDateTime(entry.date, timezone),
      emotions: entry.sentiment?.emotions.slice(0, 4) ?? [],
      score: entry.sentiment?.score ?? null,
      analysed: Boolean(entry.sentiment),
    })),
    deletedId: Number.isSafeInteger(deleted) && deleted > 0 ? deleted : null,
  };
}

function pageHref(filters: EntryFilterValues, page: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/journal?${query}` : "/journal";
}

const linkClass = "font-medium text-accent underline underline-offset-2";

export default function JournalList() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ScreenHeading title="Journal" description="Every entry you have written, newest first." />
        <Link to="/journal/new" className={buttonClassName("primary")}>
          <span aria-hidden="true">+</span> New entry
        </Link>
      </div>
      {data.deletedId ? <DeletedBanner id={data.deletedId} /> : null}
      {data.total === 0 && !data.filtered ? (
        <NoEntriesYet />
      ) : (
        <>
          {/* Phones: the filters fold behind "Filters" (open while one is in use) so the entries
              start on the first screen. Wide screens: always shown. One copy is displayed. */}
          <details
            className="group rounded-2xl border border-line bg-surface lg:hidden"
            open={data.filtered || undefined}
            data-testid="journal-filters-narrow"
          >
            <summary className="flex min-h-11 cursor-pointer items-center justify-between rounded-2xl px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              <span>
                Filters
                {data.filtered ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                    active
                  </span>
                ) : null}
              </span>
              <span
                aria-hidden="true"
                className="text-slate-500 transition-transform group-open:rotate-180"
              >
                ▾
              </span>
            </summary>
            <EntryFilters
              values={data.filters}
              emotions={data.emotions}
              maxDay={data.today}
              active={data.filtered}
              idPrefix="journal-narrow"
              className="rounded-t-none border-0 border-t"
            />
          </details>
          <div className="hidden lg:block" data-testid="journal-filters-wide">
            <EntryFilters
              values={data.filters}
              emotions={data.emotions}
              maxDay={data.today}
              active={data.filtered}
            />
          </div>
          <section aria-labelledby="journal-results" className="space-y-4">
            <h2 id="journal-results" className="sr-only">
              Entries
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {data.filtered
                ? `${data.total} ${data.total === 1 ? "entry matches" : "entries match"}`
                : `${data.total} ${data.total === 1 ? "entry" : "entries"}`}
              <span className="text-slate-500 dark:text-slate-400">
                {" "}
                · times in {data.timezone.replaceAll("_", " ")}
              </span>
            </p>
            {data.entries.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center">
                <p className="text-lg font-semibold">No entries match</p>
                <p className="mt-2 text-muted">
                  Try other words or a wider date range, or{" "}
                  <Link to="/journal" className={linkClass}>
                    clear the filters
                  </Link>
                  .
                </p>
              </div>
            ) : (
              <ol className="space-y-3">
                {data.entries.map((entry) => (
                  <EntryListItem key={entry.id} entry={entry} />
                ))}
              </ol>
            )}
            <EntryPagination
              page={data.page}
              pageCount={data.pageCount}
              hrefFor={(page) => pageHref(data.filters, page)}
            />
          </section>
        </>
      )}
    </div>
  );
}

/** After a delete: the entry can come back with one press (it is only soft-deleted). */
function DeletedBanner({ id }: { id: number }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-field bg-slate-50 px-4 py-3 dark:bg-slate-800"
    >
      <p className="font-medium">Entry deleted.</p>
      <Form method="post" action={`/journal/${id}`}>
        <input type="hidden" name="intent" value="restore" />
        <button type="submit" className={buttonClassName("secondary")}>
          Undo
        </button>
      </Form>
    </div>
  );
}

function NoEntriesYet() {
  return (
    <section
      aria-labelledby="no-entries"
      className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center"
    >
      <h2 id="no-entries" className="text-lg font-semibold">
        No journal entries yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Your entries will appear here. Start with a few lines about today, or talk it through with
        your companion and save the chat.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/journal/new" className={buttonClassName("primary")}>
          Write your first entry
        </Link>
        <Link to="/chat" className={buttonClassName("secondary")}>
          Start a chat
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
