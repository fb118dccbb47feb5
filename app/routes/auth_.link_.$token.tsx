import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard, DeadLinkCard } from "~/components/auth/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { isSignInProvider } from "~/lib/sign-in-providers";
import { PRODUCT_NAME } from "~/lib/site";
import { findLinkToken, IdentityTakenError, redeemLinkToken } from "~/models/identities.server";
import { providerLabel } from "~/models/sign-in-providers.server";
import { startSession } from "~/services/auth.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Link your account | ${PRODUCT_NAME}` }];

const INVALID =
  "This link is invalid, used or expired. Sign in with the provider again to get a new one.";

function describe(token: string) {
  const found = findLinkToken(token);
  if (!found || !isSignInProvider(found.provider)) return null;
  return { email: found.email, provider: providerLabel(found.provider) };
}

/** The emailed proof: GET only shows what would be linked; the button (POST) links it. */
export async function loader({ params }: LoaderFunctionArgs) {
  return { link: describe(params.token ?? "") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const token = params.token ?? "";
  const link = describe(token);
  let userId: number | null = null;
  try {
    userId = link ? redeemLinkToken(token) : null;
  } catch (error) {
    if (!(error instanceof IdentityTakenError)) throw error;
    return data(
      { error: `This ${link?.provider} sign-in is already linked to another account.` },
      { status: 409 },
    );
  }
  if (!link || !userId) return data({ error: INVALID }, { status: 400 });
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: `${link.provider} linked`,
      description: `You can now sign in with ${link.provider}.`,
    },
    { headers: { "Set-Cookie": await startSession(userId, request) } },
  );
}

export default function LinkTokenRoute() {
  const { link } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = actionData?.error ?? (link ? null : INVALID);
  if (!link || error) {
    return (
      <DeadLinkCard title="Link not available">
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {error}
        </p>
      </DeadLinkCard>
    );
  }
  return (
    <AuthCard title={`Link ${link.provider} to your account`}>
      <p className="text-slate-700 dark:text-slate-300">
        Link your {link.provider} sign-in to <strong className="break-all">{link.email}</strong>?
        You will be signed in, and can then sign in with {link.provider} too.
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Linking..." : `Link ${link.provider} and sign in`}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
