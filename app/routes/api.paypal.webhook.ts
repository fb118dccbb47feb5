import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/services/api.server";
import { handleWebhook } from "~/services/paypal/billing.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { readBodyBytes } from "~/services/request-body.server";

export const loader = () => methodNotAllowed(["POST"]);

/** PayPal events are small; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /api/paypal/webhook (docs/api.md): PayPal's subscription and payment events. The
 * signature is verified with PayPal before anything is read as true; each event applies once.
 * 200 for an applied, replayed or ignored event; 400 for a body that is not an event; 401 for an
 * unverified one (nothing changes).
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    assertSameOrigin(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = new TextDecoder().decode(await readBodyBytes(request, MAX_WEBHOOK_BYTES));
    const outcome = await handleWebhook(body, request.headers);
    return apiJson({ message: outcome.message }, { status: outcome.status });
  });
}
