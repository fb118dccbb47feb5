import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserId } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";

/** GET /subscription/cancelled: the person left PayPal's approval page without subscribing. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return redirectWithToast("/subscription", {
    type: "info",
    title: "Upgrade cancelled",
    description: "Nothing was charged. You are still on your current plan.",
  });
}
