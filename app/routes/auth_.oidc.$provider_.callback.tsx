import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isSignInProvider, signInErrorUrl } from "~/lib/sign-in-providers";
import { safeRedirect } from "~/lib/safe-redirect";
import { resolveProviderSignIn } from "~/models/identities.server";
import { getProviderConfig } from "~/models/sign-in-providers.server";
import { startSession } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { replayOnPrimary } from "~/services/primary.server";
import {
  clearFlowCookie,
  finishProviderSignIn,
  pendingLinkCookie,
  SignInError,
} from "~/services/oidc.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { redirectWithToast } from "~/services/session.server";

/**
 * Where the provider sends the browser back: the query string (GET), or a form POST for
 * providers answering with response_mode=form_post (Apple). docs/architecture.md, sign-in providers.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // A GET that writes (the session, maybe the account): on a read replica it runs on the primary.
  const replay = replayOnPrimary();
  if (replay) throw replay;
  return complete(request, params.provider, new URL(request.url).searchParams);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const config = isSignInProvider(params.provider) ? getProviderConfig(params.provider) : null;
  // The provider's own page posts here (a cross-site form by design); any other site is refused.
  const origin = request.headers.get("Origin");
  if (!config || origin !== new URL(config.issuer).origin) assertSameOrigin(request);
  const formData = await readFormData(request);
  const fields = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  return complete(request, params.provider, fields);
}

async function complete(request: Request, provider: string | undefined, fields: URLSearchParams) {
  const headers = new Headers({ "Set-Cookie": await clearFlowCookie() });
  const fail = (message: string) => redirect(signInErrorUrl(message), { headers });
  const config = isSignInProvider(provider) ? getProviderConfig(provider) : null;
  if (!config)
    return fail("This sign-in option is not available. Please use your email and password.");
  let profile: Awaited<ReturnType<typeof finishProviderSignIn>>;
  try {
    profile = await finishProviderSignIn(config, request, fields);
  } catch (error) {
    if (error instanceof SignInError) return fail(error.message);
    throw error;
  }
  const outcome = resolveProviderSignIn({
    provider: config.provider,
    issuer: config.issuer,
    ...profile,
  });
  const returnTo = safeRedirect(profile.returnTo, "/");
  switch (outcome.kind) {
    case "unverified":
      return fail(
        `${config.label} did not confirm that this email address is verified, so it cannot be used to sign in here.\nVerify your email with ${config.label}, or sign in with your email and password.`,
      );
    case "link":
      headers.append(
        "Set-Cookie",
        await pendingLinkCookie({ userId: outcome.userId, ...outcome.identity, returnTo }),
      );
      return redirect("/auth/link", { headers });
    case "existing":
    case "created":
      headers.append("Set-Cookie", await startSession(outcome.userId, request));
      return redirectWithToast(
        returnTo,
        outcome.kind === "created"
          ? {
              type: "success",
              title: "Welcome to your journal",
              description: `Your account was created with ${config.label}.`,
            }
          : {
              type: "success",
              title: "Login successful",
              description: `Signed in with ${config.label}.`,
            },
        { headers },
      );
  }
}
