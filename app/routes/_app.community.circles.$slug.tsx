import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { clsx } from "clsx";
import { Composer, PostCard } from "~/components/community/post-parts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import {
  COMMUNITY_HOME,
  COMMUNITY_SORTS,
  COMMUNITY_STRINGS,
  SORT_LABELS,
  suspensionMessage,
  type CommunitySort,
} from "~/lib/community";
import { PRODUCT_NAME } from "~/lib/site";
import { activeSuspension } from "~/models/community/members.server";
import {
  CommunityError,
  createCommunityPost,
  getCircleBySlug,
  listCirclePosts,
} from "~/models/community/posts.server";
import { PostBodySchema } from "~/schemas/community";
import {
  communityDone,
  communityErrorAnswer,
  communityRefused,
  postForScreen,
  requireCommunityMember,
} from "~/services/community.server";
import { readFormData } from "~/services/form-data.server";
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from "~/services/rate-limit.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.circle.name ?? "Circle"} | Community | ${PRODUCT_NAME}` },
];

const notFound = () => new Response("There is no such circle.", { status: 404 });

function readPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A circle's posts, newest or most supported first, a page at a time, and the composer. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, profile, timezone } = await requireCommunityMember(request);
  const circle = getCircleBySlug(params.slug ?? "");
  if (!circle) throw notFound();
  const url = new URL(request.url);
  const sortParam = url.searchParams.get("sort");
  const sort: CommunitySort = COMMUNITY_SORTS.includes(sortParam as CommunitySort)
    ? (sortParam as CommunitySort)
    : "newest";
  const page = readPage(url.searchParams.get("page"));
  const { posts, hasMore } = listCirclePosts(user.id, circle.id, { sort, page });
  const suspension = activeSuspension(profile);
  return {
    circle: { slug: circle.slug, name: circle.name, description: circle.description },
    archived: circle.archived,
    sort,
    page,
    hasMore,
    posts: posts.map((post) => postForScreen(post, timezone)),
    suspended: suspension ? suspensionMessage(suspension, timezone) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, timezone } = await requireCommunityMember(request);
  const circle = getCircleBySlug(params.slug ?? "");
  if (!circle) throw notFound();
  const formData = await readFormData(request);
  const body = String(formData.get("body") ?? "");
  const parsed = PostBodySchema.safeParse({ body });
  if (!parsed.success) {
    return communityRefused(parsed.error.issues[0]!.message, 400, { body });
  }
  try {
    consumeRateLimit([[RATE_LIMITS.communityPostByUser, String(user.id)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return communityRefused(
        "You have posted a lot in the last hour. Please wait a while before posting again.",
        429,
        { body },
      );
    }
    throw error;
  }
  try {
    const { post, checkIn } = await createCommunityPost(user.id, {
      circleId: circle.id,
      body: parsed.data.body,
    });
    const held = post.status === "held";
    return communityDone(formData, {
      // Without scripts a held post (or a check-in) opens on its own page, where the author sees why.
      redirectTo:
        held || checkIn
          ? `/community/posts/${post.id}${checkIn ? "?checkIn=1" : ""}`
          : `/community/circles/${circle.slug}`,
      message: held ? "Your post is waiting for a moderator." : COMMUNITY_STRINGS.published,
      postId: post.id,
      status: post.status,
      holdReason: post.holdReason,
      checkIn,
    });
  } catch (error) {
    if (error instanceof CommunityError) {
      const { status, message } = communityErrorAnswer(error, timezone);
      return communityRefused(message, status, { body });
    }
    throw error;
  }
}

export default function CirclePage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { circle, sort, page, hasMore, posts } = loaderData;
  const here = `/community/circles/${circle.slug}`;
  const returnTo = `${here}?sort=${sort}&page=${page}`;
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={COMMUNITY_HOME} className="underline underline-offset-2">
          Community
        </Link>{" "}
        <span aria-hidden="true">/</span> {circle.name}
      </nav>
      <ScreenHeading title={circle.name} description={circle.description} />
      <section
        aria-labelledby="compose-heading"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="compose-heading" className="mb-2 text-lg font-semibold">
          Share with the circle
        </h2>
        <Composer
          action={here}
          intent="post"
          label="Your post"
          submitLabel="Post"
          defaultValue={failed?.values?.body}
          error={failed?.error}
          disabledMessage={loaderData.archived ? COMMUNITY_STRINGS.archived : loaderData.suspended}
        />
      </section>
      <section aria-labelledby="posts-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="posts-heading" className="text-lg font-semibold">
            Posts
          </h2>
          <nav aria-label="Order" className="flex gap-2 text-sm">
            {COMMUNITY_SORTS.map((option) => (
              <Link
                key={option}
                to={`${here}?sort=${option}`}
                aria-current={option === sort ? "page" : undefined}
                className={clsx(
                  "rounded-full border px-3 py-1",
                  option === sort
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-field hover:bg-surface-muted",
                )}
              >
                {SORT_LABELS[option]}
              </Link>
            ))}
          </nav>
        </div>
        {posts.length === 0 ? (
          <p className="text-muted">
            {page > 1 ? "No more posts." : "No posts yet. You could be the first to share."}
          </p>
        ) : (
          <ul className="space-y-3">
            {posts.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                returnTo={returnTo}
                link={`/community/posts/${post.id}`}
              />
            ))}
          </ul>
        )}
        <nav aria-label="Pages" className="flex justify-between text-sm">
          {page > 1 ? (
            <Link to={`${here}?sort=${sort}&page=${page - 1}`} className="underline">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={`${here}?sort=${sort}&page=${page + 1}`} className="underline">
              Next page
            </Link>
          ) : null}
        </nav>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
