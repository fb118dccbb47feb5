import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatEntryFullDateTime } from "~/components/journal/entry-date";
import { EntryForm, FUTURE_DAY_MESSAGE } from "~/components/journal/entry-form";
import { EntryChips, sentimentInWords } from "~/components/journal/entry-sentiment";
import { EntryTranscript } from "~/components/journal/entry-transcript";
import { CrisisCheckIn } from "~/components/safety/crisis-check-in";
import { CrisisResources } from "~/components/safety/crisis-resources";
import { Button, buttonClassName } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { DEFAULT_ENTRY_TITLE } from "~/lib/journal";
import { atLocalTimeOf, localDayKey, todayKey } from "~/lib/local-day";
import { MOOD_LABELS, moodFromSentimentScore } from "~/lib/mood";
import { NOT_ENOUGH_TO_TELL } from "~/lib/sentiment";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import {
  deleteJournalEntry,
  getJournalEntry,
  listRelatedEntries,
  screenEntry,
  restoreJournalEntry,
  updateJournalEntry,
} from "~/models/journal.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { JournalEntryFormSchema } from "~/schemas/journal";
import { requireUserId } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

// Not the entry's own title: page titles end up in browser history, and journals are private.
export const meta: MetaFunction = () => [{ title: `Journal Entry | ${PRODUCT_NAME}` }];

/** Unknown, deleted and other people's entries all answer the same 404. */
function notFound() {
  return new Response("Not Found", { status: 404 });
}

function entryIdFrom(params: { id?: string }) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

const RELATED_EXCERPT_LENGTH = 160;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const id = entryIdFrom(params);
  const entry = getJournalEntry(userId, id);
  if (!entry) throw notFound();
  const timezone = timezoneForRequest(userId, request);
  const { crisis, checkIn } = await screenEntry(entry.content);
  return {
    entry: {
      id: entry.id,
      title: entry.title || DEFAULT_ENTRY_TITLE,
      /** What the edit form starts from: empty when the entry never had a title. */
      editTitle: entry.title ?? "",
      content: entry.content,
      transcript: entry.transcript,
      dateTime: entry.date.toISOString(),
      dateLabel: formatEntryFullDateTime(entry.date, timezone),
      day: localDayKey(entry.date, timezone),
      sentiment: entry.sentiment,
      updatedAt: entry.updatedAt.getTime(),
    },
    crisis,
    checkIn,
    related: listRelatedEntries(userId, id, 3).map((related) => ({
      id: related.id,
      title: related.title || DEFAULT_ENTRY_TITLE,
      excerpt: related.content.slice(0, RELATED_EXCERPT_LENGTH),
      dateTime: related.date.toISOString(),
      dateLabel: formatDateTime(related.date, timezone),
    })),
    today: todayKey(timezone),
    constraint: getZodConstraint(JournalEntryFormSchema),
  };
}

function updateFailure(result: SubmissionResult<string[]>) {
  return data({ result }, { status: 400 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const id = entryIdFrom(params);
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case "update": {
      const existing = getJournalEntry(userId, id);
      if (!existing) throw notFound();
      const submission = parseWithZod(formData, { schema: JournalEntryFormSchema });
      if (submission.status !== "success") return updateFailure(submission.reply());
      const timezone = timezoneForRequest(userId, request);
      const currentDay = localDayKey(existing.date, timezone);
      const day = submission.value.day ?? currentDay;
      if (day > todayKey(timezone)) {
        return updateFailure(submission.reply({ fieldErrors: { day: [FUTURE_DAY_MESSAGE] } }));
      }
      const updated = await updateJournalEntry(userId, id, {
        content: submission.value.content,
        title: submission.value.title,
        // The same day keeps its time; another day is dated like a new entry for that day.
        // Moved to another day, it keeps the time of day it was written.
        date: day === currentDay ? existing.date : atLocalTimeOf(day, timezone, existing.date),
        timezone,
      });
      if (!updated) throw notFound();
      return redirectWithToast(`/journal/${id}`, { type: "success", title: "Entry updated" });
    }
    case "delete": {
      if (!(await deleteJournalEntry(userId, id))) throw notFound();
      return redirectWithToast(`/journal?deleted=${id}`, {
        type: "success",
        title: "Entry deleted",
        description: "Changed your mind? Press Undo on the journal page.",
      });
    }
    case "restore": {
      // A second press of Undo finds the entry already back: that is a success too.
      if (!(await restoreJournalEntry(userId, id)) && !getJournalEntry(userId, id))
        throw notFound();
      return redirectWithToast(`/journal/${id}`, { type: "success", title: "Entry restored" });
    }
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

const linkClass = "font-medium text-accent underline underline-offset-2";

export default function JournalEntryScreen() {
  const { entry, crisis, checkIn, related, today, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <nav aria-label="Breadcrumb">
        <Link to="/journal" className={linkClass}>
          <span aria-hidden="true">←</span> All entries
        </Link>
      </nav>
      <ScreenHeading
        title="Journal Entry"
        description="One entry, with its mood, emotions and themes."
      />
      {/* First thing under the heading: help comes before anything else on this page. */}
      {crisis ? <CrisisResources /> : checkIn ? <CrisisCheckIn /> : null}
      <article
        aria-labelledby="entry-title"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="entry-title" className="text-xl font-semibold break-words">
          {entry.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={entry.dateTime}>{entry.dateLabel}</time>
        </p>
        <div className="mt-4 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-100">
          {entry.content}
        </div>
      </article>

      <EntrySentimentPanel sentiment={entry.sentiment} />

      {entry.transcript ? (
        <Panel title="Chat transcript">
          <div className="mt-3 text-sm text-slate-800 dark:text-slate-200">
            <EntryTranscript transcript={entry.transcript} />
          </div>
        </Panel>
      ) : null}

      <Panel title="Related entries">
        {related.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            No related entries yet. As you write more, entries about similar things appear here.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {related.map((item) => (
              <li key={item.id} className="py-3">
                <Link to={`/journal/${item.id}`} className={linkClass}>
                  {item.title}
                </Link>
                <p className="text-xs text-subtle">
                  <time dateTime={item.dateTime}>{item.dateLabel}</time>
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
                  {item.excerpt}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <details
        open={actionData ? true : undefined}
        className="group rounded-2xl border border-line bg-surface"
      >
        <summary className="cursor-pointer list-none rounded-2xl p-6 text-lg font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50 [&::-webkit-details-marker]:hidden">
          Edit entry
          <span
            aria-hidden="true"
            className="ml-2 inline-block transition-transform group-open:rotate-90"
          >
            ›
          </span>
        </summary>
        <div className="px-6 pb-6">
          <EntryForm
            // A saved edit starts the form again from the stored entry (a title may be new).
            key={entry.updatedAt}
            id="edit-journal-entry"
            intent="update"
            lastResult={actionData?.result}
            constraint={constraint}
            defaultValue={{ title: entry.editTitle, day: entry.day, content: entry.content }}
            maxDay={today}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            contentLabel="Entry"
          />
        </div>
      </details>

      <section
        aria-labelledby="delete-entry"
        className="rounded-2xl border border-red-200 bg-surface p-6 dark:border-red-900"
      >
        <h2 id="delete-entry" className="text-lg font-semibold text-red-800 dark:text-red-300">
          Delete entry
        </h2>
        <p className="mt-1 text-sm text-muted">
          You can undo this right after; deleted entries are erased for good after 30 days.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete entry"}
          </Button>
        </Form>
      </section>
    </div>
  );
}

type SentimentView = { score: number | null; emotions: string[]; themes: string[] } | null;

function EntrySentimentPanel({ sentiment }: { sentiment: SentimentView }) {
  if (!sentiment) {
    return (
      <Panel title="Sentiment">
        <p className="mt-2 text-sm text-muted">
          This entry has not been analysed. Saving it again analyses it.
        </p>
      </Panel>
    );
  }
  if (sentiment.score === null) {
    return (
      <Panel title="Sentiment">
        <dl className="mt-3">
          <dt className="text-sm text-muted">Overall</dt>
          <dd className="text-lg font-semibold">{NOT_ENOUGH_TO_TELL}</dd>
          <dd className="text-sm text-muted">
            This entry is too short to tell how you felt, so it gets no score and does not count
            towards your mood chart or insights.
          </dd>
        </dl>
      </Panel>
    );
  }
  const mood = moodFromSentimentScore(sentiment.score);
  return (
    <Panel title="Sentiment">
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Overall</dt>
          <dd className="text-lg font-semibold">{sentimentInWords(sentiment.score).words}</dd>
          <dd className="text-xs text-slate-500 dark:text-slate-400">
            Score {sentiment.score.toFixed(2)} on a scale from -1 to 1
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Mood</dt>
          <dd className="text-lg font-semibold">
            {mood} of 5 · {MOOD_LABELS[mood]}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Emotions</dt>
          <dd className="mt-1">
            {sentiment.emotions.length ? (
              <EntryChips label="Emotions" items={sentiment.emotions} />
            ) : (
              <span className="text-sm text-muted">None found</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Themes</dt>
          <dd className="mt-1">
            {sentiment.themes.length ? (
              <EntryChips label="Themes" items={sentiment.themes} variant="theme" />
            ) : (
              <span className="text-sm text-muted">None found</span>
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

function EntryNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Entry not found</h1>
      <p className="mt-3 text-muted">This entry does not exist, or it was deleted.</p>
      <Link to="/journal" className={buttonClassName("primary", "mt-6")}>
        Back to your journal
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <EntryNotFound /> }} />;
}
