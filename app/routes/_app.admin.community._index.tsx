import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { CommunityAdminScreen } from "~/components/admin/community-admin-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClassName } from "~/components/ui/button";
import { ErrorList, inputClassName } from "~/components/ui/field";
import {
  HOLD_REASON_LABELS,
  isSuspendedUntilLifted,
  MODERATION_NOTE_MAX,
  REMOVAL_REASON_LABELS,
  REMOVAL_REASONS,
  removalText,
  SUSPENSION_PERIOD_LABELS,
  SUSPENSION_PERIODS,
} from "~/lib/community-moderation";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import {
  approvePost,
  liftSuspension,
  listModerationQueue,
  listSuspendedAuthors,
  removePost,
  suspendAuthorOfPost,
  suspensionEnd,
  textVersion,
} from "~/models/community/moderation.server";
import {
  ApprovePostSchema,
  LiftSuspensionSchema,
  RemovePostSchema,
  SuspendAuthorSchema,
} from "~/schemas/community-moderation";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Community Moderation | ${PRODUCT_NAME}` }];

const MAX_PAGE = 1_000_000;

function readPage(url: URL) {
  const page = url.searchParams.get("page") ?? "";
  return /^\d{1,7}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1;
}

function queueHref(page: number) {
  return page > 1 ? `/admin/community?page=${page}` : "/admin/community";
}

/**
 * The moderation queue (docs/product.md#community-moderation): held posts first, then published
 * posts with open reports; members appear only by their community name.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const timezone = timezoneForRequest(admin.id, request);
  const now = new Date();
  const queue = listModerationQueue({ page: readPage(new URL(request.url)), now });
  const until = (date: Date) =>
    isSuspendedUntilLifted(date) ? "until lifted" : `until ${formatDateTime(date, timezone)}`;
  return {
    page: queue.page,
    pageCount: queue.pageCount,
    total: queue.total,
    items: queue.items.map((item) => ({
      id: item.id,
      isReply: item.isReply,
      parentExcerpt: item.parentExcerpt,
      body: item.body,
      held: item.status === "held",
      holdReason: item.holdReason,
      circleName: item.circleName,
      communityName: item.communityName,
      createdAt: item.createdAt.toISOString(),
      createdLabel: formatDateTime(item.createdAt, timezone),
      edited: item.editedAt !== null,
      version: textVersion(item),
      reports: item.reports,
      openReports: item.openReports,
      suspendedLabel: item.suspendedUntil ? until(item.suspendedUntil) : null,
    })),
    suspended: listSuspendedAuthors(now).map((author) => ({
      communityName: author.communityName,
      untilLabel: until(author.suspendedUntil),
      reason: author.suspensionReason ?? "",
    })),
  };
}

type Intent = "approve" | "remove" | "suspend" | "unsuspend";

type Failure = {
  /** The post (or, for "unsuspend", the member's name) the message belongs to. */
  postId: number | null;
  name: string | null;
  intent: Intent | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

function failure(status: number, reply: Omit<Failure, "values">, formData: FormData) {
  const values: Record<string, string> = {};
  for (const key of ["reason", "note", "period"]) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value.slice(0, 1000);
  }
  return data<Failure>({ ...reply, values }, { status });
}

const SCHEMAS = {
  approve: ApprovePostSchema,
  remove: RemovePostSchema,
  suspend: SuspendAuthorSchema,
  unsuspend: LiftSuspensionSchema,
} as const;

const NOT_FOUND = "This post no longer exists. Reload the page.";

/** Approve, remove (with a reason), suspend the author of a post, lift a suspension. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const back = queueHref(readPage(new URL(request.url)));
  const rawIntent = formData.get("intent");
  const intent =
    typeof rawIntent === "string" && rawIntent in SCHEMAS ? (rawIntent as Intent) : null;
  const rawId = Number(formData.get("postId"));
  const postId = Number.isSafeInteger(rawId) && rawId > 0 ? rawId : null;
  const rawName = formData.get("name");
  const name = typeof rawName === "string" ? rawName.slice(0, 100) : null;
  const base = { postId, name, intent };
  if (!intent) {
    return failure(
      400,
      { ...base, errors: { "": ["Unknown action. Please reload the page and try again."] } },
      formData,
    );
  }
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  if (submission.status !== "success") {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.length) errors[field] = messages;
    }
    return failure(400, { ...base, errors }, formData);
  }
  const value = submission.value;

  if (value.intent === "unsuspend") {
    const outcome = liftSuspension(value.name);
    if (outcome.status === "not-found") {
      return failure(
        404,
        { ...base, errors: { "": ["No member has this community name now. Reload the page."] } },
        formData,
      );
    }
    if (outcome.status === "unchanged") {
      return redirectWithToast(back, { type: "info", title: "Nothing to change" });
    }
    auditAdminAction(request, admin, "community_author.unsuspend", {
      target: `user:${outcome.author.userId}`,
    });
    return redirectWithToast(back, {
      type: "success",
      title: "Suspension lifted",
      description: `${value.name} can post again.`,
    });
  }

  if (value.intent === "suspend") {
    const until = suspensionEnd(value.period);
    const outcome = suspendAuthorOfPost(value.postId, { until, reason: value.reason });
    if (outcome.status !== "done") {
      return failure(
        404,
        {
          ...base,
          errors: { "": ["This post or its author's community name no longer exists."] },
        },
        formData,
      );
    }
    auditAdminAction(request, admin, "community_author.suspend", {
      target: `user:${outcome.author.userId}`,
      details: {
        postId: value.postId,
        period: value.period,
        until: until.toISOString(),
        reason: value.reason,
      },
    });
    return redirectWithToast(back, {
      type: "success",
      title: "Author suspended",
      description:
        value.period === "lifted"
          ? "They cannot post or reply until the suspension is lifted."
          : `They cannot post or reply for ${SUSPENSION_PERIOD_LABELS[value.period]}.`,
    });
  }

  const outcome =
    value.intent === "approve"
      ? approvePost(value.postId, new Date(), value.seen)
      : removePost(value.postId, removalText(value.reason, value.note));
  if (outcome.status === "not-found") {
    return failure(404, { ...base, errors: { "": [NOT_FOUND] } }, formData);
  }
  if (outcome.status === "removed") {
    return failure(
      409,
      { ...base, errors: { "": ["This post was removed, so it cannot be approved."] } },
      formData,
    );
  }
  if (outcome.status === "edited") {
    return failure(
      409,
      {
        ...base,
        errors: {
          "": [
            "Its author edited this post after you opened the queue. Reload the page and read it again before approving.",
          ],
        },
      },
      formData,
    );
  }
  if (outcome.status === "unchanged") {
    return redirectWithToast(back, { type: "info", title: "Nothing to change" });
  }
  // Ids, the hold reason and the moderator's own short words: never the post's text.
  const details: Record<string, unknown> = {
    holdReason: outcome.post.holdReason,
    resolvedReports: outcome.post.resolvedReports,
  };
  if (value.intent === "remove") {
    details.reason = value.reason;
    if (value.note) details.note = value.note;
  }
  auditAdminAction(request, admin, `community_post.${value.intent}`, {
    target: `community_post:${outcome.post.id}`,
    details,
  });
  return redirectWithToast(
    back,
    value.intent === "approve"
      ? { type: "success", title: "Post approved", description: "Everyone in its circle sees it." }
      : { type: "success", title: "Post removed", description: "Its author sees the reason." },
  );
}

type QueueItem = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

export default function AdminCommunity() {
  const { page, pageCount, total, items, suspended } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A message whose card or row is no longer on the page is shown above the queue.
  const shown =
    actionData?.intent === "unsuspend"
      ? suspended.some((author) => author.communityName === actionData.name)
      : items.some((item) => item.id === actionData?.postId);
  const orphan = actionData && !shown ? Object.values(actionData.errors).flat() : [];

  return (
    <CommunityAdminScreen
      title="Community Moderation"
      description="Held and reported posts, suspensions and circles. Members appear only by their community name."
      orphanErrors={orphan}
    >
      <section aria-labelledby="queue-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="queue-heading" className="text-lg font-semibold">
            To review
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? "1 post" : `${total} posts`}
            {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
          </p>
        </div>
        <p className="text-sm text-muted">
          Posts held by the crisis screen come first, then those held by the language filter, then
          those held after several reports, then published posts someone reported.
        </p>
        {items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center text-muted">
            {total === 0
              ? "Nothing to review. Held and reported posts appear here."
              : "Nothing on this page."}
          </p>
        ) : (
          <ol className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <QueueCard
                  item={item}
                  failure={
                    actionData && actionData.postId === item.id && actionData.intent !== "unsuspend"
                      ? actionData
                      : null
                  }
                />
              </li>
            ))}
          </ol>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link to={queueHref(page - 1)} className={buttonClassName("secondary")}>
                Previous page
              </Link>
            ) : (
              <span />
            )}
            {page < pageCount ? (
              <Link to={queueHref(page + 1)} className={buttonClassName("secondary")}>
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="suspended-heading" className="space-y-3">
        <h2 id="suspended-heading" className="text-lg font-semibold">
          Suspended members
        </h2>
        {suspended.length === 0 ? (
          <p className="text-sm text-muted">Nobody is suspended.</p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {suspended.map((author) => (
              <SuspendedRow
                key={author.communityName}
                author={author}
                page={page}
                error={
                  actionData?.intent === "unsuspend" && actionData.name === author.communityName
                    ? Object.values(actionData.errors).flat()
                    : []
                }
              />
            ))}
          </ul>
        )}
      </section>
    </CommunityAdminScreen>
  );
}

function SuspendedRow({
  author,
  page,
  error,
}: {
  author: { communityName: string; untilLabel: string; reason: string };
  page: number;
  error: string[];
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "unsuspend" &&
    navigation.formData.get("name") === author.communityName;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-medium break-words">{author.communityName}</p>
        <p className="text-sm break-words text-muted">
          Suspended {author.untilLabel}
          {author.reason ? `: ${author.reason}` : ""}
        </p>
        {error.length ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error[0]}
          </p>
        ) : null}
      </div>
      <Form method="post" action={queueHref(page)}>
        <input type="hidden" name="name" value={author.communityName} />
        <Button type="submit" variant="secondary" name="intent" value="unsuspend" disabled={busy}>
          Lift suspension<span className="sr-only"> of {author.communityName}</span>
        </Button>
      </Form>
    </li>
  );
}

function Badge({ children, tone }: { children: React.ReactNode; tone: "warn" | "info" | "muted" }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone === "warn" && "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
        tone === "info" && "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
        tone === "muted" && "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
      )}
    >
      {children}
    </span>
  );
}

function QueueCard({ item, failure }: { item: QueueItem; failure: Failure | null }) {
  const { page } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("postId") === String(item.id);
  const formAction = queueHref(page);
  const headingId = `post-${item.id}-heading`;
  const author = item.communityName ?? "A member without a community name";
  const hidden = <input type="hidden" name="postId" value={item.id} />;
  const removeErrors = failure?.intent === "remove" ? failure.errors : null;
  const suspendErrors = failure?.intent === "suspend" ? failure.errors : null;
  const general = failure ? (failure.errors[""] ?? failure.errors.postId ?? []) : [];
  const fieldId = (name: string) => `post-${item.id}-${name}`;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {item.isReply ? "Reply" : "Post"} by {author}
          </h3>
          <p className="text-sm text-muted">
            in {item.circleName} · <time dateTime={item.createdAt}>{item.createdLabel}</time>
            {item.edited ? " · edited" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.holdReason ? (
            <Badge tone={item.holdReason === "crisis" ? "warn" : "info"}>
              {HOLD_REASON_LABELS[item.holdReason]}
            </Badge>
          ) : (
            <Badge tone="info">Published, reported</Badge>
          )}
          {item.suspendedLabel ? (
            <Badge tone="muted">Author suspended {item.suspendedLabel}</Badge>
          ) : null}
        </div>
      </header>
      {item.parentExcerpt !== null ? (
        <blockquote className="mt-3 border-l-4 border-line pl-3 text-sm break-words text-muted">
          <span className="font-medium">In reply to: </span>
          {item.parentExcerpt}
        </blockquote>
      ) : null}
      {/* Plain text: React escapes it, and links stay text (never a link or an image). */}
      <p className="mt-4 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {item.body}
      </p>
      {item.openReports ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">
            {item.openReports === 1 ? "1 open report" : `${item.openReports} open reports`}
          </p>
          <ul className="mt-1 list-inside list-disc text-muted">
            {item.reports.map((report) => (
              <li key={report.reason} className="break-words">
                {report.reason}
                {report.count > 1 ? ` (${report.count})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {general.length ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {general[0]}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-line pt-4">
        <Form method="post" action={formAction}>
          {hidden}
          <input type="hidden" name="seen" value={item.version} />
          <Button type="submit" name="intent" value="approve" disabled={busy}>
            Approve
            <span className="sr-only">
              {" "}
              the {item.isReply ? "reply" : "post"} by {author}
            </span>
          </Button>
        </Form>
        <details className="group" open={Boolean(removeErrors)}>
          <summary
            className={clsx(
              buttonClassName("ghost"),
              "cursor-pointer list-none text-red-700 dark:text-red-300 [&::-webkit-details-marker]:hidden",
            )}
          >
            Remove…
          </summary>
          <Form method="post" action={formAction} className="mt-3 space-y-3">
            {hidden}
            <div className="space-y-1">
              <label htmlFor={fieldId("reason")} className="block text-sm font-medium">
                Reason shown to the author
              </label>
              <select
                id={fieldId("reason")}
                name="reason"
                required
                defaultValue={removeErrors ? failure?.values.reason : ""}
                className={clsx(inputClassName, "sm:w-80")}
                aria-invalid={removeErrors?.reason ? true : undefined}
                aria-describedby={removeErrors?.reason ? `${fieldId("reason")}-error` : undefined}
              >
                <option value="" disabled>
                  Choose a reason
                </option>
                {REMOVAL_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {REMOVAL_REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
              <ErrorList id={`${fieldId("reason")}-error`} errors={removeErrors?.reason} />
            </div>
            <div className="space-y-1">
              <label htmlFor={fieldId("note")} className="block text-sm font-medium">
                Note to the author (optional)
              </label>
              <input
                id={fieldId("note")}
                name="note"
                maxLength={MODERATION_NOTE_MAX}
                defaultValue={removeErrors ? failure?.values.note : ""}
                className={clsx(inputClassName, "sm:w-80")}
                aria-invalid={removeErrors?.note ? true : undefined}
                aria-describedby={removeErrors?.note ? `${fieldId("note")}-error` : undefined}
              />
              <ErrorList id={`${fieldId("note")}-error`} errors={removeErrors?.note} />
            </div>
            <Button type="submit" variant="danger" name="intent" value="remove" disabled={busy}>
              Remove {item.isReply ? "reply" : "post"}
            </Button>
          </Form>
        </details>
        {item.communityName ? (
          <details className="group" open={Boolean(suspendErrors)}>
            <summary
              className={clsx(
                buttonClassName("ghost"),
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              Suspend author…
            </summary>
            <Form method="post" action={formAction} className="mt-3 space-y-3">
              {hidden}
              <div className="space-y-1">
                <label htmlFor={fieldId("period")} className="block text-sm font-medium">
                  No posting or replying for
                </label>
                <select
                  id={fieldId("period")}
                  name="period"
                  defaultValue={suspendErrors ? failure?.values.period : "7"}
                  className={clsx(inputClassName, "sm:w-60")}
                  aria-invalid={suspendErrors?.period ? true : undefined}
                  aria-describedby={
                    suspendErrors?.period ? `${fieldId("period")}-error` : undefined
                  }
                >
                  {SUSPENSION_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {SUSPENSION_PERIOD_LABELS[period]}
                    </option>
                  ))}
                </select>
                <ErrorList id={`${fieldId("period")}-error`} errors={suspendErrors?.period} />
              </div>
              <div className="space-y-1">
                <label htmlFor={fieldId("suspend-reason")} className="block text-sm font-medium">
                  Reason for the suspension (shown to them)
                </label>
                <input
                  id={fieldId("suspend-reason")}
                  name="reason"
                  required
                  maxLength={MODERATION_NOTE_MAX}
                  defaultValue={suspendErrors ? failure?.values.reason : ""}
                  className={clsx(inputClassName, "sm:w-80")}
                  aria-invalid={suspendErrors?.reason ? true : undefined}
                  aria-describedby={
                    suspendErrors?.reason ? `${fieldId("suspend-reason")}-error` : undefined
                  }
                />
                <ErrorList
                  id={`${fieldId("suspend-reason")}-error`}
                  errors={suspendErrors?.reason}
                />
              </div>
              <Button type="submit" variant="danger" name="intent" value="suspend" disabled={busy}>
                Suspend {item.communityName}
              </Button>
            </Form>
          </details>
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
