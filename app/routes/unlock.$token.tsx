import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { AuthCard, DeadLinkCard } from "~/components/auth/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { ErrorList, Field } from "~/components/ui/field";
import { PRODUCT_NAME } from "~/lib/site";
import { findUnlock, signInWithUnlock } from "~/models/accounts.server";
import { UnlockSchema } from "~/schemas/auth";
import {
  AccountDisabledError,
  requireAnonymous,
  startSession,
  INVALID_LOGIN_MESSAGE,
} from "~/services/auth.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Sign in | ${PRODUCT_NAME}` }];

// A schema built here at module level would be client code too, and would bring zod to the
// browser (decision 008): it lives in app/schemas.
const INVALID_UNLOCK_LINK =
  "This sign-in link is invalid, used or expired. Wait a few minutes and log in as usual, or reset your password.";

/**
 * The link emailed to an account's owner when wrong passwords from elsewhere locked it: it signs
 * in with the password despite the lock. GET only looks the link up (nothing is written).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const found = findUnlock(params.token ?? "");
  return {
    email: found?.user.email ?? null,
    constraint: getZodConstraint(UnlockSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: UnlockSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const reply = (message: string, status: number) =>
    data(
      { result: submission.reply({ formErrors: [message], hideFields: ["password"] }) },
      { status },
    );
  let outcome: Awaited<ReturnType<typeof signInWithUnlock>>;
  try {
    outcome = await signInWithUnlock(params.token ?? "", submission.value.password);
  } catch (error) {
    if (error instanceof RateLimitedError) return reply(INVALID_UNLOCK_LINK, 429);
    throw error;
  }
  if (outcome.status === "invalid") return reply(INVALID_UNLOCK_LINK, 400);
  if (outcome.status === "wrong-password") return reply(INVALID_LOGIN_MESSAGE, 401);
  let cookie: string;
  try {
    cookie = await startSession(outcome.user.id, request);
  } catch (error) {
    if (error instanceof AccountDisabledError) return reply(error.message, 403);
    throw error;
  }
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: "Login successful",
      description:
        "Someone tried wrong passwords for your account. If it was not you, consider changing your password.",
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function UnlockRoute() {
  const { email, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof UnlockSchema>>({
    id: "unlock-form",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onSubmit",
  });

  if (!email) {
    return (
      <DeadLinkCard title="Link expired">
        <p className="text-slate-700 dark:text-slate-300">{INVALID_UNLOCK_LINK}</p>
      </DeadLinkCard>
    );
  }

  const pending = navigation.state === "submitting";
  return (
    <AuthCard title="Sign in to your account">
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        Signing in with a password was paused for <strong className="break-all">{email}</strong>{" "}
        after several wrong passwords. This link lets you in now: enter your password.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field
          label="Password"
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "current-password",
            autoFocus: true,
          }}
          errors={fields.password.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Logging in..." : "Login"}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <Link
          to="/auth?tab=forgot"
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
