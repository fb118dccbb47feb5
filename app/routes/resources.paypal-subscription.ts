import type { ActionFunctionArgs } from "@remix-run/node";
import { getSubscriptionOverview } from "~/models/subscriptions.server";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  requireApiUserId,
} from "~/services/api.server";
import { PAID_PLAN, PayPalError, startUpgrade } from "~/services/paypal/billing.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST: the PayPal buttons' createSubscription on /subscription. The server creates the
 * subscription (tied to the person signed in) and answers its id; approval then returns through
 * /subscription/return like the form's.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const overview = getSubscriptionOverview(userId)!;
    const status = overview.subscription?.status;
    if (overview.tier === PAID_PLAN && (status === "active" || status === "cancelled")) {
      throw new ApiError(409, "You are already on Pro.");
    }
    try {
      const { subscriptionId } = await startUpgrade(userId);
      return apiJson({ subscriptionId }, { status: 201 });
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      if (error.kind === "not_configured") {
        throw new ApiError(409, "Upgrades are not available yet.");
      }
      throw new ApiError(502, error.message);
    }
  });
}
