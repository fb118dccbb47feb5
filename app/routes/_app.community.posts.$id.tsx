import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  Composer,
  PostBody,
  PostCard,
  ReactionBar,
  ReportForm,
  StatusNote,
} from "~/components/community/post-parts";
import { CrisisCheckIn } from "~/components/safety/crisis-check-in";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import {
  COMMUNITY_HOME,
  COMMUNITY_STRINGS,
  POST_MAX_LENGTH,
  reactionSummary,
  suspensionMessage,
  type ReportReason,
} from "~/lib/community";
import { safeRedirect } from "~/lib/safe-redirect";
import { PRODUCT_NAME } from "~/lib/site";
import { activeSuspension } from "~/models/community/members.server";
import {
  CommunityError,
  createCommunityPost,
  deleteCommunityPost,
  editCommunityPost,
  getPostThread,
  reportCommunityPost,
  toggleReaction,
} from "~/models/community/posts.server";
import { PostBodySchema, ReactionSchema, ReportSchema } from "~/schemas/community";
import {
  communityDone,
  communityErrorAnswer,
  communityRefused,
  postForScreen,
  requireCommunityMember,
} from "~/services/community.server";
import { readFormData } from "~/services/form-data.server";
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from "~/services/rate-limit.server";

export const meta: MetaFunction = () => [{ title: `Post | Community | ${PRODUCT_NAME}` }];

const notFound = () => new Response(COMMUNITY_STRINGS.notFound, { status: 404 });

function postIdOf(params: Record<string, string | undefined>) {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A post, its replies and the reply form; `?edit=<id>` opens the edit form of one's own post or reply. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, profile, timezone } = await requireCommunityMember(request);
  const id = postIdOf(params);
  const thread = id ? getPostThread(user.id, id) : undefined;
  if (!thread) throw notFound();
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const editable = [thread.post, ...thread.replies].find(
    (post) => post.id === editId && post.mine && post.status !== "removed",
  );
  const suspension = activeSuspension(profile);
  const url = new URL(request.url);
  return {
    /** After a post the screen matched for a gentle check-in (the form's redirect says so). */
    checkIn: url.searchParams.get("checkIn") === "1",
    circle: {
      slug: thread.circle.slug,
      name: thread.circle.name,
      archived: thread.circle.archived,
    },
    post: postForScreen(thread.post, timezone),
    replies: thread.replies.map((reply) => postForScreen(reply, timezone)),
    editing: editable
      ? { id: editable.id, body: editable.body, isReply: editable.parentId !== null }
      : null,
    suspended: suspension ? suspensionMessage(suspension, timezone) : null,
  };
}

const INTENTS = ["reply", "edit", "delete", "react", "report"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, timezone } = await requireCommunityMember(request);
  const id = postIdOf(params);
  if (!id) throw notFound();
  const formData = await readFormData(request);
  const intent = formData.get("intent") as Intent;
  if (!INTENTS.includes(intent)) return communityRefused("Unknown action.", 400);
  const here = `/community/posts/${id}`;
  const returnTo = safeRedirect(formData.get("returnTo"), here);
  const body = String(formData.get("body") ?? "");
  try {
    switch (intent) {
      case "reply":
      case "edit": {
        const parsed = PostBodySchema.safeParse({ body });
        if (!parsed.success)
          return communityRefused(parsed.error.issues[0]!.message, 400, { body });
        try {
          consumeRateLimit([
            [
              intent === "reply"
                ? RATE_LIMITS.communityReplyByUser
                : RATE_LIMITS.communityEditByUser,
              String(user.id),
            ],
          ]);
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          return communityRefused(
            intent === "reply"
              ? "You have replied a lot in the last hour. Please wait a while before replying again."
              : "You have edited a lot in the last hour. Please wait a while before editing again.",
            429,
            { body },
          );
        }
        const { post, checkIn } =
          intent === "reply"
            ? await createCommunityPost(user.id, {
                circleId: 0,
                parentId: id,
                body: parsed.data.body,
              })
            : await editCommunityPost(user.id, Number(formData.get("postId")), parsed.data.body);
        const held = post.status === "held";
        const threadId = post.parentId ?? post.id;
        return communityDone(formData, {
          redirectTo: `/community/posts/${threadId}${checkIn ? "?checkIn=1" : ""}${held ? `#post-${post.id}` : ""}`,
          message: held
            ? "It is waiting for a moderator."
            : intent === "reply"
              ? COMMUNITY_STRINGS.replied
              : COMMUNITY_STRINGS.edited,
          postId: post.id,
          status: post.status,
          holdReason: post.holdReason,
          checkIn,
        });
      }
      case "delete": {
        const deleted = deleteCommunityPost(user.id, id);
        if (!deleted) return communityRefused(COMMUNITY_STRINGS.notFound, 404);
        const circle = getCircleSlugAfterDelete(formData);
        return communityDone(formData, {
          redirectTo: deleted.parentId ? `/community/posts/${deleted.parentId}` : circle,
          message: COMMUNITY_STRINGS.deleted,
        });
      }
      case "react": {
        const parsed = ReactionSchema.safeParse({ kind: formData.get("kind") });
        if (!parsed.success) return communityRefused("Choose a reaction.", 400);
        const reacted = toggleReaction(user.id, id, parsed.data.kind);
        return communityDone(formData, {
          redirectTo: returnTo,
          message: reacted ? "Sent." : "Taken back.",
          reacted,
        });
      }
      case "report": {
        const parsed = ReportSchema.safeParse({ reason: formData.get("reason") });
        if (!parsed.success) return communityRefused("Choose a reason for the report.", 400);
        reportCommunityPost(user.id, id, parsed.data.reason as ReportReason);
        // The reported post is hidden for its reporter: never send them back to it.
        return communityDone(formData, {
          redirectTo: returnTo === here ? COMMUNITY_HOME : returnTo,
          message: COMMUNITY_STRINGS.reported,
        });
      }
    }
  } catch (error) {
    if (error instanceof CommunityError) {
      const { status, message } = communityErrorAnswer(error, timezone);
      return communityRefused(message, status, body ? { body } : undefined);
    }
    throw error;
  }
}

/** Where a deleted top-level post's author goes: its circle (sent with the form), else the hub. */
function getCircleSlugAfterDelete(formData: FormData) {
  const slug = String(formData.get("circle") ?? "");
  return /^[a-z0-9-]{1,80}$/.test(slug) ? `/community/circles/${slug}` : COMMUNITY_HOME;
}

export default function PostPage() {
  const { circle, post, replies, editing, suspended, checkIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failed = actionData && !actionData.ok ? actionData : null;
  const here = `/community/posts/${post.id}`;
  const summary = reactionSummary(post.reactionCounts);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={COMMUNITY_HOME} className="underline underline-offset-2">
          Community
        </Link>{" "}
        <span aria-hidden="true">/</span>{" "}
        <Link to={`/community/circles/${circle.slug}`} className="underline underline-offset-2">
          {circle.name}
        </Link>
      </nav>
      <article
        id={`post-${post.id}`}
        aria-labelledby="post-author"
        className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
      >
        <header className="mb-3 flex flex-wrap items-baseline gap-x-2">
          <h1 id="post-author" className="text-xl font-bold">
            {post.author}
            {post.mine ? <span className="text-base font-normal text-muted"> (you)</span> : null}
          </h1>
          <time dateTime={post.createdAt} className="text-sm text-muted">
            {post.createdLabel}
          </time>
          {post.edited ? <span className="text-sm text-muted">· edited</span> : null}
        </header>
        <PostBody body={post.body} />
        {post.mine ? <StatusNote post={post} /> : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {!post.mine && post.status === "published" ? (
            <ReactionBar post={post} returnTo={here} />
          ) : null}
          {!post.mine && post.status === "published" ? (
            <ReportForm post={post} returnTo={`/community/circles/${circle.slug}`} />
          ) : null}
          {post.mine && summary ? <p className="text-sm text-muted">{summary}</p> : null}
          {post.mine && post.status !== "removed" && editing?.id !== post.id ? (
            <Link to={`${here}?edit=${post.id}`} className="text-sm underline underline-offset-2">
              Edit or delete
            </Link>
          ) : null}
        </div>
        {post.mine && checkIn ? <CrisisCheckIn className="mt-4" /> : null}
      </article>

      {editing ? (
        <section
          aria-labelledby="edit-heading"
          className="space-y-3 rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="edit-heading" className="text-lg font-semibold">
            {editing.isReply ? "Edit your reply" : "Edit your post"}
          </h2>
          {suspended || circle.archived ? (
            <p role="status">{circle.archived ? COMMUNITY_STRINGS.archived : suspended}</p>
          ) : (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="edit" />
              <input type="hidden" name="postId" value={editing.id} />
              <label htmlFor="edit-body" className="sr-only">
                Text
              </label>
              <textarea
                id="edit-body"
                name="body"
                required
                rows={5}
                maxLength={POST_MAX_LENGTH}
                defaultValue={failed?.values?.body ?? editing.body}
                className={inputClassName}
              />
              {failed ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {failed.error}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <button type="submit" className={buttonClassName("primary")}>
                  Save changes
                </button>
                <Link to={here} className={buttonClassName("secondary")}>
                  Cancel
                </Link>
              </div>
            </Form>
          )}
          <Form method="post" action={`/community/posts/${editing.id}`}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="circle" value={circle.slug} />
            <p className="mb-2 text-sm text-muted">
              {editing.isReply
                ? "Deleting removes your reply for good."
                : "Deleting removes your post and every reply to it for good."}
            </p>
            <button type="submit" className={buttonClassName("danger")}>
              {editing.isReply ? "Delete reply" : "Delete post"}
            </button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="replies-heading" className="space-y-3">
        <h2 id="replies-heading" className="text-lg font-semibold">
          {replies.length === 1 ? "1 reply" : `${replies.length} replies`}
        </h2>
        {replies.length ? (
          <ul className="space-y-3">
            {replies.map((reply) => (
              <PostCard key={reply.id} post={reply} returnTo={here} headingLevel={3} />
            ))}
          </ul>
        ) : null}
      </section>

      {post.status === "published" && !circle.archived ? (
        <section
          aria-labelledby="reply-heading"
          className="rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="reply-heading" className="mb-2 text-lg font-semibold">
            Reply
          </h2>
          <Composer
            action={here}
            intent="reply"
            label="Your reply"
            submitLabel="Reply"
            defaultValue={editing ? undefined : failed?.values?.body}
            error={editing ? null : failed?.error}
            disabledMessage={suspended}
          />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
