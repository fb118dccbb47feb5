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
import { useEffect } from "react";
import { AuthCard } from "~/components/auth/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClassName } from "~/components/ui/button";
import { ErrorList, Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { PRODUCT_NAME } from "~/lib/site";
import { resetPasswordAndLiftLock } from "~/models/accounts.server";
import { findUserByResetToken } from "~/models/users.server";
import { ResetPasswordFormSchema } from "~/schemas/auth";
import {
  AccountDisabledError,
  accountDisabledRedirect,
  startSession,
} from "~/services/auth.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export const meta: MetaFunction = () => [{ title: `Choose a new password | ${PRODUCT_NAME}` }];

const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";

export async function loader({ params }: LoaderFunctionArgs) {
  const found = findUserByResetToken(params.token ?? "");
  return {
    valid: Boolean(found),
    // Named on the page, so nobody sets a password for an account they did not mean to.
    email: found?.email ?? null,
    constraint: getZodConstraint(ResetPasswordFormSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: ResetPasswordFormSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  }
  const account = await resetPasswordAndLiftLock(params.token ?? "", submission.value.password);
  if (!account) {
    return data(
      {
        result: submission.reply({
          formErrors: [INVALID_RESET_LINK],
          hideFields: ["password", "confirmPassword"],
        }),
      },
      { status: 400 },
    );
  }
  // The reset proved the mailbox: sign this browser in (any old session was ended with the rest).
  let cookie: string;
  try {
    cookie = await startSession(account.id, request);
  } catch (error) {
    if (error instanceof AccountDisabledError) throw accountDisabledRedirect();
    throw error;
  }
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: "Password reset successful",
      description: "You are signed in with your new password. Other devices have been signed out.",
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function ResetPasswordRoute() {
  const { valid, email, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const showToast = useToast();
  const [form, fields] = useForm<z.input<typeof ResetPasswordFormSchema>>({
    id: "reset-form",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onSubmit",
  });

  useEffect(() => {
    const message = actionData?.result.error?.[""]?.[0];
    if (message) showToast({ type: "error", title: "Reset failed", description: message });
  }, [actionData, showToast]);

  if (!valid) {
    return (
      <AuthCard title="Link expired">
        <p className="text-slate-700 dark:text-slate-300">{INVALID_RESET_LINK}</p>
        <Link to="/auth?tab=forgot" className={buttonClassName("primary", "mt-6 w-full")}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  const pending = navigation.state === "submitting";
  return (
    <AuthCard title="Choose a new password">
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        For the account <strong className="break-all">{email}</strong>.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field
          label="New password"
          hint="At least 6 characters. Longer is stronger."
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "new-password",
            autoFocus: true,
          }}
          errors={fields.password.errors}
        />
        <Field
          label="Confirm new password"
          inputProps={{
            ...getInputProps(fields.confirmPassword, { type: "password" }),
            autoComplete: "new-password",
          }}
          errors={fields.confirmPassword.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Saving..." : "Reset password"}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
