import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthCard, DeadLinkCard } from "~/components/auth/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/site";
import { VERIFIED_SIGN_IN_MESSAGE, verifyEmailForVisitor } from "~/models/accounts.server";
import { findUserByVerificationToken } from "~/models/users.server";
import { getUserId } from "~/services/auth.server";
import { createToastHeader, redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Verify your email | ${PRODUCT_NAME}` }];

/**
 * GET only looks the token up: mail scanners that prefetch links must not spend it. The page
 * submits itself at once when JavaScript runs; without JavaScript it is one button.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = findUserByVerificationToken(params.token ?? "");
  return { valid: Boolean(found) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // getUserId refuses cross-site posts; the session, whoever it belongs to, is left as it is.
  const visitorId = await getUserId(request);
  const verified = verifyEmailForVisitor(params.token ?? "", visitorId);
  if (!verified) {
    return data(
      { ok: false },
      {
        status: 400,
        headers: {
          "Set-Cookie": await createToastHeader({
            type: "error",
            title: "Verification failed",
            description: "This verification link is invalid or has expired.",
          }),
        },
      },
    );
  }
  if (verified.signedInAsOwner) {
    return redirectWithToast("/", {
      type: "success",
      title: "Email verified",
      description: "Thank you for confirming your email address.",
    });
  }
  // Signed out, or signed in as someone else: verify, but never sign this browser in.
  return redirectWithToast(visitorId ? "/" : "/auth?tab=login", {
    type: "success",
    title: "Email verified",
    description: visitorId
      ? "That account's email is verified. You are still signed in to your own account."
      : VERIFIED_SIGN_IN_MESSAGE,
  });
}

export default function VerifyEmailRoute() {
  const { valid } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (valid && !submitted.current && formRef.current) {
      submitted.current = true;
      submit(formRef.current);
    }
  }, [valid, submit]);

  if (!valid) {
    return (
      <DeadLinkCard title="Verification failed">
        <p className="text-slate-700 dark:text-slate-300">
          This verification link is invalid or has expired. Links work once and last 24 hours.
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Log in and use &ldquo;Resend verification email&rdquo; to get a new one.
        </p>
      </DeadLinkCard>
    );
  }

  const pending = navigation.state !== "idle";
  return (
    <AuthCard title="Verify your email">
      <p className="text-slate-700 dark:text-slate-300">
        Confirm your email address to finish setting up your account.
      </p>
      <Form method="post" ref={formRef} className="mt-6">
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Verifying..." : "Verify my email"}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
