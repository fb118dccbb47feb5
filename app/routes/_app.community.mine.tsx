import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostBody, StatusNote } from "~/components/community/post-parts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { COMMUNITY_HOME, STATUS_LABELS, reactionSummary } from "~/lib/community";
import { PRODUCT_NAME } from "~/lib/site";
import { listMyCommunityPosts } from "~/models/community/posts.server";
import { postForScreen, requireCommunityMember } from "~/services/community.server";

export const meta: MetaFunction = () => [{ title: `My posts | Community | ${PRODUCT_NAME}` }];

/** Every post and reply of the person, whatever its status, with what a moderator decided. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, timezone } = await requireCommunityMember(request);
  const raw = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const { posts, hasMore } = listMyCommunityPosts(user.id, page);
  return {
    page,
    hasMore,
    posts: posts.map(({ circle, ...post }) => ({
      ...postForScreen(post, timezone),
      circle: { slug: circle.slug, name: circle.name },
    })),
  };
}

export default function MyPosts() {
  const { posts, page, hasMore } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={COMMUNITY_HOME} className="underline underline-offset-2">
          Community
        </Link>{" "}
        <span aria-hidden="true">/</span> My posts
      </nav>
      <ScreenHeading
        title="My posts"
        description="Everything you posted or replied in the community, including what is waiting for a moderator or was removed."
      />
      {posts.length === 0 ? (
        <p className="text-muted">
          {page > 1 ? "No more posts." : "You have not posted yet."}{" "}
          <Link to={COMMUNITY_HOME} className="underline underline-offset-2">
            Browse the circles
          </Link>
        </p>
      ) : (
        <ul className="space-y-3">
          {posts.map((post) => {
            const summary = reactionSummary(post.reactionCounts);
            const thread = `/community/posts/${post.parentId ?? post.id}`;
            return (
              <li
                key={post.id}
                id={`post-${post.id}`}
                className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
              >
                <p className="mb-2 flex flex-wrap gap-x-2 text-sm text-muted">
                  <span>
                    {post.parentId ? "Reply in" : "Post in"}{" "}
                    <Link to={`/community/circles/${post.circle.slug}`} className="underline">
                      {post.circle.name}
                    </Link>
                  </span>
                  <time dateTime={post.createdAt}>{post.createdLabel}</time>
                  {post.edited ? <span>· edited</span> : null}
                  <span className="font-semibold">· {STATUS_LABELS[post.status]}</span>
                </p>
                <PostBody body={post.body} />
                <StatusNote post={post} />
                <p className="mt-3 flex flex-wrap gap-3 text-sm">
                  {summary ? <span className="text-muted">{summary}</span> : null}
                  <Link to={thread} className="underline underline-offset-2">
                    Open
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <nav aria-label="Pages" className="flex justify-between text-sm">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="underline">
            Previous page
          </Link>
        ) : (
          <span />
        )}
        {hasMore ? (
          <Link to={`?page=${page + 1}`} className="underline">
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
