import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportUserData } from "~/models/data-export.server";
import { getFeatureLimits } from "~/models/feature-limits.server";
import { requireUser } from "~/services/auth.server";
import { applySecurityHeaders } from "~/services/security-headers.server";

/** Downloads everything stored about the signed-in person as one JSON file. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!getFeatureLimits(user.subscriptionTier)?.exportAccess) {
    throw new Response(
      "Export is not part of your plan. Email support and we will send you a copy.",
      { status: 403 },
    );
  }
  const body = JSON.stringify(exportUserData(user.id), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="solace-export-${day}.json"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(body, { headers });
}
