import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NameForm } from "~/components/community/name-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClassName } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { COMMUNITY_STRINGS } from "~/lib/community";
import { PLANS_LINK } from "~/lib/limits";
import { PRODUCT_NAME } from "~/lib/site";
import { listCircles } from "~/models/community/posts.server";
import { communityViewer } from "~/services/community.server";

export const meta: MetaFunction = () => [{ title: `Community | ${PRODUCT_NAME}` }];

/** The community's hub: access explained, a name chosen, or the circles (docs/product.md#community). */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await communityViewer(request);
  if (!viewer.access) return { state: "locked" as const };
  if (!viewer.profile) return { state: "name" as const };
  return {
    state: "member" as const,
    communityName: viewer.profile.communityName,
    circles: listCircles(),
  };
}

const DESCRIPTION =
  "Small, moderated circles of peer support. You appear under a community name you choose.";

export default function CommunityHome() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.state === "locked") {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <ScreenHeading title="Community" description={DESCRIPTION} />
        <Panel title="Peer support circles">
          <p className="mt-2">{COMMUNITY_STRINGS.locked}</p>
          <p className="mt-2">
            In the circles people share what they are going through and what has helped, under a
            community name, with moderators keeping every space kind and safe.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={PLANS_LINK.href} className={buttonClassName("primary")}>
              {PLANS_LINK.label}
            </Link>
            <Link to="/community" className={buttonClassName("secondary")}>
              About the community and its guidelines
            </Link>
          </div>
        </Panel>
      </div>
    );
  }
  if (loaderData.state === "name") {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <ScreenHeading title="Community" description={DESCRIPTION} />
        <Panel title="Choose your community name">
          <p className="mt-2">
            Other members see this name, never your email, your name or your username. You can
            change it later.
          </p>
          <NameForm />
          <p className="mt-4 text-sm text-muted">
            By joining you agree to the{" "}
            <Link to="/community#guidelines" className="underline underline-offset-2">
              community guidelines
            </Link>
            .
          </p>
        </Panel>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading title="Community" description={DESCRIPTION} />
      <nav aria-label="Your community" className="flex flex-wrap gap-3 text-sm">
        <span className="text-muted">
          You post as <strong className="text-strong">{loaderData.communityName}</strong>
        </span>
        <Link to="/community/profile" className="underline underline-offset-2">
          Change name
        </Link>
        <Link to="/community/mine" className="underline underline-offset-2">
          My posts
        </Link>
        <Link to="/community#guidelines" className="underline underline-offset-2">
          Guidelines
        </Link>
      </nav>
      <section aria-labelledby="circles-heading">
        <h2 id="circles-heading" className="sr-only">
          Circles
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {loaderData.circles.map((circle) => (
            <li key={circle.id}>
              <Link
                to={`/community/circles/${circle.slug}`}
                className="block h-full rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="block font-semibold text-strong">{circle.name}</span>
                <span className="mt-1 block text-sm text-muted">{circle.description}</span>
                <span className="mt-2 block text-xs text-subtle">
                  {circle.postCount === 1 ? "1 post" : `${circle.postCount} posts`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
