import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isSignInProvider, signInErrorUrl } from "~/lib/sign-in-providers";
import { safeRedirect } from "~/lib/safe-redirect";
import { getProviderConfig } from "~/models/sign-in-providers.server";
import { requireAnonymous } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { SignInError, startProviderSignIn } from "~/services/oidc.server";

/** Nothing to show: the buttons on /auth post here. */
export function loader() {
  return redirect("/auth");
}

/**
 * A "Continue with …" button: remembers the flow in a short-lived signed cookie and sends the
 * browser to the provider (docs/architecture.md, sign-in providers).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readFormData(request);
  const provider = params.provider;
  const config = isSignInProvider(provider) ? getProviderConfig(provider) : null;
  if (!config) {
    return redirect(
      signInErrorUrl("This sign-in option is not available. Please use your email and password."),
    );
  }
  const redirectTo = formData.get("redirectTo");
  try {
    const started = await startProviderSignIn(
      config,
      safeRedirect(typeof redirectTo === "string" ? redirectTo : null, "/"),
    );
    return redirect(started.url, { headers: { "Set-Cookie": started.cookie } });
  } catch (error) {
    if (error instanceof SignInError) return redirect(signInErrorUrl(error.message));
    throw error;
  }
}
