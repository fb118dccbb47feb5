import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserId } from "~/services/auth.server";
import { replayOnPrimary } from "~/services/primary.server";
import { confirmReturn, PayPalError } from "~/services/paypal/billing.server";
import { redirectWithToast } from "~/services/session.server";

/**
 * GET /subscription/return?subscription_id=…: where PayPal sends the person after approving.
 * Nothing changes on the word of the URL: the subscription must be this person's own pending one,
 * and PayPal (GET /v1/billing/subscriptions/{id}) must say it is active.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  // PayPal sends the browser back with a GET, and confirming writes: on a read replica it is
  // replayed on the primary (docs/architecture.md#replicas), the one GET that may write.
  const replay = replayOnPrimary();
  if (replay) throw replay;
  const id = new URL(request.url).searchParams.get("subscription_id") ?? "";
  let outcome: Awaited<ReturnType<typeof confirmReturn>>;
  try {
    outcome = await confirmReturn(userId, id);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.kind === "not_configured") {
      return redirectWithToast("/subscription", {
        type: "error",
        title: "Nothing changed",
        description: "Upgrades are not available yet.",
      });
    }
    return redirectWithToast("/subscription", {
      type: "error",
      title: "Could not confirm with PayPal",
      description:
        "PayPal could not be reached to confirm your subscription. It will be applied as soon as PayPal tells us; nothing was charged twice.",
    });
  }
  if (outcome === "activated") {
    return redirectWithToast("/subscription", {
      type: "success",
      title: "Welcome to Pro",
      description: "Your subscription is active. Thank you for supporting Solace.",
    });
  }
  if (outcome === "waiting") {
    return redirectWithToast("/subscription", {
      type: "info",
      title: "Almost there",
      description: "PayPal is still activating your subscription. This page will show it shortly.",
    });
  }
  return redirectWithToast("/subscription", {
    type: "error",
    title: "Nothing changed",
    description: "That subscription could not be confirmed with PayPal.",
  });
}
