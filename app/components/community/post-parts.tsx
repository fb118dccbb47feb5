import { Form, Link, useFetcher } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useId, useRef } from "react";
import { CrisisCheckIn } from "~/components/safety/crisis-check-in";
import { CrisisResources } from "~/components/safety/crisis-resources";
import { buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  HOLD_MESSAGES,
  POST_MAX_LENGTH,
  REACTION_LABELS,
  REACTIONS,
  REPORT_REASONS,
  REPORT_REASON_KEYS,
  STATUS_LABELS,
  reactionSummary,
  type CommunityAnswer,
  type ScreenPost,
} from "~/lib/community";

/** Marks a form as sent by the page's scripts: the action answers with data instead of a redirect. */
function ScriptMark() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}

/**
 * A post's text: React escapes it, and nothing in it becomes a link or an image ("https://…" and
 * "![x](…)" stay plain text). Long unbroken strings wrap instead of widening the page.
 */
export function PostBody({ body }: { body: string }) {
  return <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{body}</p>;
}

/** The author's view of a held or removed post: why, and for a crisis hold the crisis resources. */
export function StatusNote({
  post,
}: {
  post: Pick<ScreenPost, "status" | "holdReason" | "removalReason">;
}) {
  if (post.status === "published") return null;
  return (
    <div className="mt-3 space-y-3">
      <p
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <strong className="font-semibold">{STATUS_LABELS[post.status]}.</strong>{" "}
        {post.status === "removed"
          ? `Reason: ${post.removalReason ?? "It did not follow the community guidelines."}`
          : post.holdReason
            ? HOLD_MESSAGES[post.holdReason]
            : null}
      </p>
      {post.status === "held" && post.holdReason === "crisis" ? (
        <CrisisResources headingLevel={3} />
      ) : null}
    </div>
  );
}

/** One of each reaction per person and post, toggled; pressed at once while the change is sent. */
export function ReactionBar({ post, returnTo }: { post: ScreenPost; returnTo: string }) {
  const fetcher = useFetcher<CommunityAnswer>();
  const pending = fetcher.formData?.get("kind");
  return (
    <fetcher.Form
      method="post"
      action={`/community/posts/${post.id}`}
      className="flex flex-wrap gap-2"
      aria-label="Reactions"
    >
      <input type="hidden" name="intent" value="react" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <ScriptMark />
      {REACTIONS.map((kind) => {
        const on = post.myReactions.includes(kind);
        const pressed = pending === kind ? !on : on;
        return (
          <button
            key={kind}
            type="submit"
            name="kind"
            value={kind}
            aria-pressed={pressed}
            className={clsx(
              "min-h-9 rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-field bg-surface text-body hover:bg-surface-muted",
            )}
          >
            {REACTION_LABELS[kind]}
          </button>
        );
      })}
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {fetcher.data.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Report with a reason: the post disappears for the reporter at once. With a fetcher (a post in a
 * list) the card is replaced in place; without one (the opening post on its own page) the form
 * navigates, and the action sends the reporter to `returnTo` with a toast.
 */
export function ReportForm({
  post,
  returnTo,
  fetcher,
}: {
  post: Pick<ScreenPost, "id">;
  returnTo: string;
  fetcher?: ReturnType<typeof useFetcher<CommunityAnswer>>;
}) {
  const legendId = useId();
  const ReportTag = fetcher ? fetcher.Form : Form;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded text-muted underline-offset-2 hover:underline">
        Report
      </summary>
      <ReportTag
        method="post"
        action={`/community/posts/${post.id}`}
        className="mt-2 space-y-2 rounded-lg border border-line p-3"
      >
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {fetcher ? <ScriptMark /> : null}
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="font-medium">
            Why are you reporting this?
          </legend>
          {REPORT_REASON_KEYS.map((key, index) => (
            <label key={key} className="mt-1 flex items-center gap-2">
              <input type="radio" name="reason" value={key} required defaultChecked={index === 0} />
              {REPORT_REASONS[key]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={buttonClassName("secondary")}>
          Send report
        </button>
        {fetcher?.data && !fetcher.data.ok ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {fetcher.data.error}
          </p>
        ) : null}
      </ReportTag>
    </details>
  );
}

/**
 * A post or reply in a list: author, time, "edited", the text, and the reactions and report (on
 * other people's published posts) or the author's own counts and status.
 */
export function PostCard({
  post,
  returnTo,
  link,
  headingLevel = 3,
}: {
  post: ScreenPost;
  returnTo: string;
  /** Where "Read and reply" leads (top-level posts in a list). */
  link?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const report = useFetcher<CommunityAnswer>({ key: `report-${post.id}` });
  const reporting = report.formData?.get("intent") === "report" || report.data?.ok === true;
  const cardRef = useRef<HTMLLIElement>(null);
  const showToast = useToast();
  const reported = report.data?.ok === true ? report.data.message : null;
  useEffect(() => {
    if (!reported) return;
    // The card leaves the list once the page's data reloads: say so where it lasts (a toast),
    // and give focus a place to land that stays (the list's heading), not the page's body.
    showToast({ type: "success", title: reported });
    const heading = cardRef.current?.closest("section")?.querySelector<HTMLElement>("h2");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [reported, showToast]);
  if (reporting) {
    return (
      <li
        ref={cardRef}
        className="rounded-2xl border border-line bg-surface p-4 text-sm text-muted"
        role="status"
      >
        Thank you for telling us. You won&apos;t see this post again, and a moderator will look at
        it.
      </li>
    );
  }
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const summary = reactionSummary(post.reactionCounts);
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <article aria-label={`${post.author}, ${post.createdLabel}`}>
        <header className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm">
          <Heading className="font-semibold text-strong">
            {post.author}
            {post.mine ? <span className="font-normal text-muted"> (you)</span> : null}
          </Heading>
          <time dateTime={post.createdAt} className="text-muted">
            {post.createdLabel}
          </time>
          {post.edited ? <span className="text-muted">· edited</span> : null}
        </header>
        <PostBody body={post.body} />
        {post.mine ? <StatusNote post={post} /> : null}
        <footer className="mt-3 flex flex-wrap items-center gap-3">
          {!post.mine && post.status === "published" ? (
            <ReactionBar post={post} returnTo={returnTo} />
          ) : null}
          {post.mine && summary ? <p className="text-sm text-muted">{summary}</p> : null}
          {link ? (
            <Link
              to={link}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              {post.replyCount === 1 ? "1 reply" : `${post.replyCount} replies`}
              <span className="sr-only"> to {post.author}&apos;s post</span> · Read and reply
            </Link>
          ) : null}
          {post.mine && post.status !== "removed" ? (
            <Link
              to={`/community/posts/${post.parentId ?? post.id}?edit=${post.id}`}
              className="text-sm text-muted underline-offset-2 hover:underline"
            >
              Edit or delete
            </Link>
          ) : post.status === "published" ? (
            <ReportForm post={post} returnTo={returnTo} fetcher={report} />
          ) : null}
        </footer>
      </article>
    </li>
  );
}

/**
 * Writing a post or reply. With scripts it is sent without leaving the page and cleared once
 * saved; a held post's author sees why at once (the crisis resources for a crisis hold). Without
 * scripts the action redirects (or shows the page again with the words kept).
 */
export function Composer({
  action,
  intent,
  label,
  submitLabel,
  hint,
  defaultValue,
  error,
  disabledMessage,
}: {
  action: string;
  intent: "post" | "reply";
  label: string;
  submitLabel: string;
  hint?: string;
  defaultValue?: string;
  error?: string | null;
  disabledMessage?: string | null;
}) {
  const fetcher = useFetcher<CommunityAnswer>({ key: `compose-${action}` });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state === "idle" && answer?.ok) formRef.current?.reset();
  }, [fetcher.state, answer]);
  const shownError = answer && !answer.ok ? answer.error : error;
  if (disabledMessage) {
    return (
      <p
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        {disabledMessage}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <fetcher.Form method="post" action={action} ref={formRef} className="space-y-2">
        <input type="hidden" name="intent" value={intent} />
        <ScriptMark />
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <textarea
          id={id}
          name="body"
          required
          rows={4}
          maxLength={POST_MAX_LENGTH}
          defaultValue={defaultValue}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ""}`}
          className={inputClassName}
        />
        <p id={`${id}-hint`} className="text-xs text-subtle">
          {hint ??
            "Shown under your community name. Links stay plain text. Every post is checked before others see it."}
        </p>
        {shownError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {shownError}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClassName("primary")}
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? "Sending…" : submitLabel}
        </button>
      </fetcher.Form>
      {answer?.ok ? (
        answer.status === "held" ? (
          <StatusNote
            post={{ status: "held", holdReason: answer.holdReason ?? null, removalReason: null }}
          />
        ) : (
          <>
            <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
              {answer.message}
            </p>
            {answer.checkIn ? <CrisisCheckIn /> : null}
          </>
        )
      ) : null}
    </div>
  );
}
