import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenPlaceholder } from "~/components/screen-placeholder";
import { PRODUCT_NAME } from "~/lib/site";
import { requireUserId } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `New Journal Entry | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return null;
}

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="New Journal Entry"
      description="Write freely. Your entry is private to you."
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
