import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NameForm } from "~/components/community/name-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { COMMUNITY_HOME, COMMUNITY_STRINGS } from "~/lib/community";
import { PRODUCT_NAME } from "~/lib/site";
import { saveCommunityProfile } from "~/models/community/members.server";
import { CommunityNameSchema } from "~/schemas/community";
import { communityViewer } from "~/services/community.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Community name | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await communityViewer(request);
  if (!viewer.access) throw redirect(COMMUNITY_HOME);
  return {
    communityName: viewer.profile?.communityName ?? "",
    showDisplayName: viewer.profile?.showDisplayName ?? false,
  };
}

/** Chooses or changes the community name (docs/product.md#community). */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await communityViewer(request);
  if (!viewer.access) {
    return data({ errors: [COMMUNITY_STRINGS.locked], values: null }, { status: 403 });
  }
  const formData = await readFormData(request);
  const values = {
    communityName: String(formData.get("communityName") ?? ""),
    showDisplayName: formData.get("showDisplayName") === "on",
  };
  const parsed = CommunityNameSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data(
      { errors: parsed.error.issues.map((issue) => issue.message), values },
      { status: 400 },
    );
  }
  const saved = saveCommunityProfile(viewer.user.id, parsed.data);
  if (!saved.ok) {
    const message =
      saved.reason === "taken"
        ? COMMUNITY_STRINGS.nameTaken
        : "That name can't be used in the community. Please choose another.";
    return data({ errors: [message], values }, { status: saved.reason === "taken" ? 409 : 400 });
  }
  return redirectWithToast(COMMUNITY_HOME, { type: "success", title: COMMUNITY_STRINGS.nameSaved });
}

export default function CommunityProfile() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const chosen = Boolean(loaderData.communityName);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeading
        title={chosen ? "Your community name" : "Choose your community name"}
        description="Other members see this name, never your email, your name or your username."
      />
      <Panel title="Community name">
        <NameForm
          defaultName={actionData?.values?.communityName ?? loaderData.communityName}
          defaultShow={actionData?.values?.showDisplayName ?? loaderData.showDisplayName}
          errors={actionData?.errors}
        />
      </Panel>
      <p>
        <Link to={COMMUNITY_HOME} className="underline underline-offset-2">
          Back to the circles
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
