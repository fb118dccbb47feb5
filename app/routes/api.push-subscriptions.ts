import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deviceName } from "~/lib/device-name";
import {
  deletePushSubscriptionByEndpoint,
  listPushDevices,
  savePushSubscription,
} from "~/models/push-subscriptions.server";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "~/schemas/push";
import {
  ApiError,
  apiJson,
  handleApi,
  methodNotAllowed,
  readJsonBody,
  requireApiUserId,
} from "~/services/api.server";
import { vapidPublicKey } from "~/services/notifications/vapid.server";

const METHODS = ["GET", "POST", "DELETE"];

/** The key browsers subscribe with, and the person's devices (docs/api.md#browser-push). */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    return apiJson({ publicKey: vapidPublicKey(), devices: listPushDevices(userId) });
  });
}

/** POST saves this browser's subscription; DELETE removes it (by its endpoint). */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireApiUserId(request);
    if (request.method === "POST") {
      const subscription = await readJsonBody(request, PushSubscriptionSchema);
      const device = deviceName(request.headers.get("User-Agent"));
      return apiJson(savePushSubscription(userId, subscription, device), { status: 201 });
    }
    if (request.method === "DELETE") {
      const { endpoint } = await readJsonBody(request, PushUnsubscribeSchema);
      if (!deletePushSubscriptionByEndpoint(userId, endpoint)) {
        throw new ApiError(404, "Subscription not found");
      }
      return apiJson({ message: "Browser notifications turned off on this device" });
    }
    return methodNotAllowed(METHODS);
  });
}
