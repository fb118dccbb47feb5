import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import { AuthCard } from "~/components/auth/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { ErrorList, Field } from "~/components/ui/field";
import { signInErrorUrl } from "~/lib/sign-in-providers";
import { PRODUCT_NAME } from "~/lib/site";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  createLinkToken,
  IdentityTakenError,
  LINK_TOKEN_TTL_MS,
  linkIdentity,
} from "~/models/identities.server";
import { providerLabel } from "~/models/sign-in-providers.server";
import { checkAccountPassword, getUserById } from "~/models/users.server";
import { CONFIRM_WITH_PASSWORD_MESSAGE } from "~/schemas/auth";
import { startSession } from "~/services/auth.server";
import { sendEmailLater } from "~/services/email/mailer.server";
import { providerLinkEmail } from "~/services/email/templates.server";
import { readFormData } from "~/services/form-data.server";
import { clearPendingLinkCookie, readPendingLink } from "~/services/oidc.server";
import { consumeRateLimit, RATE_LIMITS, RateLimitedError } from "~/services/rate-limit.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Link your account | ${PRODUCT_NAME}` }];

const EXPIRED = "That sign-in took too long. Please start again.";

const LinkSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("password"),
    password: z
      .string({ error: CONFIRM_WITH_PASSWORD_MESSAGE })
      .min(1, CONFIRM_WITH_PASSWORD_MESSAGE)
      .max(200, "Password is too long"),
  }),
  z.object({ intent: z.literal("email") }),
]);

/**
 * A provider vouched for an email that already has an account: the account is linked only once
 * its owner proves it is theirs, with its password or a link emailed to that address
 * (docs/decisions/015-sign-in-providers.md). What is to be linked waits in a signed cookie.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await readPendingLink(request);
  if (!pending) throw redirect(signInErrorUrl(EXPIRED));
  return {
    email: pending.email,
    provider: providerLabel(pending.provider),
    sent: new URL(request.url).searchParams.get("sent") === "1",
    constraint: getZodConstraint(LinkSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const pending = await readPendingLink(request);
  if (!pending) return redirect(signInErrorUrl(EXPIRED));
  const label = providerLabel(pending.provider);
  const submission = parseWithZod(await readFormData(request), { schema: LinkSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const refuse = (message: string, status: number, field?: "password") =>
    data(
      {
        result: submission.reply({
          ...(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
          hideFields: ["password"],
        }),
      },
      { status },
    );
  const user = getUserById(pending.userId);
  if (!user) return redirect(signInErrorUrl(EXPIRED));

  if (submission.value.intent === "email") {
    try {
      consumeRateLimit([[RATE_LIMITS.linkMailByUser, String(user.id)]]);
    } catch (error) {
      if (error instanceof RateLimitedError) return refuse(error.message, 429);
      throw error;
    }
    const token = createLinkToken(user.id, pending);
    sendEmailLater(
      providerLinkEmail(user, label, token, LINK_TOKEN_TTL_MS / 60_000),
      "a provider link",
    );
    return redirect("/auth/link?sent=1");
  }

  try {
    consumeRateLimit([[RATE_LIMITS.passwordCheckByUser, String(user.id)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) return refuse(error.message, 429);
    throw error;
  }
  if (!(await checkAccountPassword(user.id, submission.value.password))) {
    return refuse("That password is not correct", 401, "password");
  }
  try {
    linkIdentity(user.id, pending);
  } catch (error) {
    if (error instanceof IdentityTakenError) {
      return redirect(
        signInErrorUrl(`This ${label} sign-in is already linked to another account.`),
      );
    }
    throw error;
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPendingLinkCookie());
  headers.append("Set-Cookie", await startSession(user.id, request));
  return redirectWithToast(
    safeRedirect(pending.returnTo, "/"),
    {
      type: "success",
      title: `${label} linked`,
      description: `You can now sign in with ${label} or your password.`,
    },
    { headers },
  );
}

export default function LinkAccountRoute() {
  const { email, provider, sent, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<{ intent: string; password: string }>({
    id: "link-password",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onSubmit",
  });

  return (
    <AuthCard title={`Link ${provider} to your account`}>
      <p className="text-slate-700 dark:text-slate-300">
        An account with <strong className="break-all">{email}</strong> already exists. To sign in to
        it with {provider}, first show that it is yours. Nothing is linked until you do.
      </p>
      {sent ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          We sent a link to {email}. Open it in the next 30 minutes to link {provider}.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="password" />
        <Field
          label="Your password"
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "current-password",
            autoFocus: !sent,
          }}
          errors={fields.password.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={pendingIntent != null}>
          {pendingIntent === "password" ? "Linking..." : `Link ${provider}`}
        </Button>
      </Form>
      <div className="relative my-4 text-center text-xs text-subtle uppercase">
        <span className="bg-surface px-2">Or</span>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="email" />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={pendingIntent != null}
        >
          {pendingIntent === "email" ? "Sending..." : `Email me a link instead`}
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/auth" className="font-medium text-accent underline-offset-2 hover:underline">
          Cancel and go back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
