import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { resendVerificationEmail } from "~/models/accounts.server";
import { requireUser } from "~/services/auth.server";
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const back = safeRedirect(
    new URL(request.headers.get("Referer") ?? "/", request.url).pathname,
    "/",
  );
  if (user.isVerified) {
    return redirectWithToast(back, { type: "info", title: "Email already verified" });
  }
  try {
    consumeRateLimit([[RATE_LIMITS.resendByUser, String(user.id)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return redirectWithToast(back, {
        type: "error",
        title: "Request failed",
        description: error.message,
      });
    }
    throw error;
  }
  await resendVerificationEmail(user);
  return redirectWithToast(back, {
    type: "success",
    title: "Verification email sent",
    description: `We sent a new link to ${user.email}. It expires in 24 hours.`,
  });
}
