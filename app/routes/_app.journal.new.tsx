import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LimitNotice } from "~/components/limits/limit-notice";
import { CrisisCheckIn } from "~/components/safety/crisis-check-in";
import { CrisisResources } from "~/components/safety/crisis-resources";
import { EntryForm, FUTURE_DAY_MESSAGE } from "~/components/journal/entry-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { instantForDay, todayKey } from "~/lib/local-day";
import { safeRedirect } from "~/lib/safe-redirect";
import { PRODUCT_NAME } from "~/lib/site";
import { journalLimitMessage } from "~/lib/limits";
import { createJournalEntry, screenEntry } from "~/models/journal.server";
import { journalAllowance, LimitError } from "~/models/limits.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { JournalEntryFormSchema } from "~/schemas/journal";
import { requireUserId } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `New Journal Entry | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const today = todayKey(timezoneForRequest(userId, request));
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const allowance = journalAllowance(userId);
  return {
    today,
    // The plan's entry cap is reached: said before anyone writes (older entries stay editable).
    limit: allowance.reached ? journalLimitMessage(allowance.max!) : null,
    redirectTo: redirectTo ? safeRedirect(redirectTo, "") || null : null,
    constraint: getZodConstraint(JournalEntryFormSchema),
  };
}

function failure(
  result: SubmissionResult<string[]>,
  redirectTo: string | null,
  refused: { limit: string; crisis: boolean; checkIn: boolean } | null = null,
) {
  return data(
    {
      result,
      redirectTo,
      limit: refused?.limit ?? null,
      crisis: refused?.crisis ?? false,
      checkIn: refused?.checkIn ?? false,
    },
    { status: refused ? 403 : 400 },
  );
}

/**
 * The one form action that saves a typed entry: this screen and the dashboard's Journal tab
 * (which posts `content`, `day` and `redirectTo` here).
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  const rawRedirect = formData.get("redirectTo");
  const redirectTo = rawRedirect ? safeRedirect(rawRedirect, "") || null : null;
  const submission = parseWithZod(formData, { schema: JournalEntryFormSchema });
  if (submission.status !== "success") return failure(submission.reply(), redirectTo);

  const timezone = timezoneForRequest(userId, request);
  const today = todayKey(timezone);
  const day = submission.value.day ?? today;
  if (day > today) {
    return failure(submission.reply({ fieldErrors: { day: [FUTURE_DAY_MESSAGE] } }), redirectTo);
  }
  let saved;
  try {
    saved = await createJournalEntry(userId, {
      content: submission.value.content,
      title: submission.value.title,
      date: instantForDay(day, timezone),
      isJournal: true,
      analyzeSentiment: true,
      timezone,
    });
  } catch (error) {
    if (!(error instanceof LimitError)) throw error;
    // Refused by the plan's entry cap: the text stays in the form, and crisis words still get
    // the crisis resources or the check-in (they are never limited).
    return failure(submission.reply(), redirectTo, {
      limit: error.message,
      ...(await screenEntry(submission.value.content)),
    });
  }
  const { entry, crisis, checkIn } = saved;
  const entryPath = `/journal/${entry.id}`;
  // A crisis entry (or one that needs a gentle check-in) always opens on its own page, where the
  // resources are shown.
  return redirectWithToast(crisis || checkIn ? entryPath : (redirectTo ?? entryPath), {
    type: "success",
    title: "Journal entry saved",
    link: { href: entryPath, label: "View Journal Entry" },
  });
}

export default function NewJournalEntry() {
  const { today, redirectTo, constraint, limit } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused = actionData?.limit ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeading
        title="New Journal Entry"
        description="Write freely. Your entry is private to you."
      />
      {actionData?.crisis ? (
        <div className="mb-4">
          <CrisisResources />
        </div>
      ) : actionData?.checkIn ? (
        <CrisisCheckIn className="mb-4" />
      ) : null}
      {refused || limit ? (
        <LimitNotice
          message={refused ?? limit!}
          role={refused ? "alert" : "status"}
          className="mb-4"
        />
      ) : null}
      <section
        aria-label="Write an entry"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <EntryForm
          id="new-journal-entry"
          lastResult={actionData?.result}
          constraint={constraint}
          defaultValue={{ title: "", day: today, content: "" }}
          maxDay={today}
          redirectTo={actionData ? actionData.redirectTo : redirectTo}
          submitLabel="Save Journal Entry"
          pendingLabel="Saving..."
          contentLabel="Daily Journal"
        />
      </section>
      <p className="mt-4 text-sm text-muted">
        Rather talk it through?{" "}
        <Link to="/chat" className="font-medium text-accent underline underline-offset-2">
          Chat with your companion
        </Link>{" "}
        or go back to{" "}
        <Link to="/journal" className="font-medium text-accent underline underline-offset-2">
          your journal
        </Link>
        .
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
