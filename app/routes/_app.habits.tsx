import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenPlaceholder } from "~/components/screen-placeholder";
import { PRODUCT_NAME } from "~/lib/site";
import { requireUserId } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Habits | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return null;
}

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="Habits"
      description="Build routines that support you, one day at a time."
      id="top"
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
