import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenPlaceholder } from "~/components/screen-placeholder";
import { PRODUCT_NAME } from "~/lib/site";
import { requireAdmin } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Payment Provider | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="Payment Provider"
      description="PayPal credentials and webhook settings."
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
