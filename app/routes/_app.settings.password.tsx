import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button } from "~/components/ui/button";
import { ErrorList, Field } from "~/components/ui/field";
import { PRODUCT_NAME } from "~/lib/site";
import { changePassword, hasUsablePassword, setFirstPassword } from "~/models/users.server";
import { ChangePasswordSchema, SetPasswordSchema } from "~/schemas/auth";
import { requireUser, startSession } from "~/services/auth.server";
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export const meta: MetaFunction = () => [{ title: `Password | ${PRODUCT_NAME}` }];

const hideFields = ["currentPassword", "newPassword", "confirmPassword"];

/**
 * Change the password, or, for an account created through a sign-in provider (it has none yet),
 * set a first one: there is no current password to ask for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const hasPassword = hasUsablePassword(user);
  return {
    hasPassword,
    constraint: getZodConstraint(hasPassword ? ChangePasswordSchema : SetPasswordSchema),
  };
}

async function setFirst(request: Request, userId: number) {
  const submission = parseWithZod(await readFormData(request), { schema: SetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  if (!(await setFirstPassword(userId, submission.value.newPassword))) {
    // A password was set meanwhile (another tab): the change form now applies.
    return redirectWithToast("/settings/password", {
      type: "info",
      title: "You already have a password",
      description: "Change it with your current password.",
    });
  }
  return redirectWithToast("/settings/password", {
    type: "success",
    title: "Password set",
    description: "You can now also sign in with your email and this password.",
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const userId = user.id;
  if (!hasUsablePassword(user)) return setFirst(request, userId);
  const submission = parseWithZod(await readFormData(request), { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  try {
    consumeRateLimit([[RATE_LIMITS.passwordCheckByUser, String(userId)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return data(
        { result: submission.reply({ formErrors: [error.message], hideFields }) },
        { status: 429 },
      );
    }
    throw error;
  }
  const { currentPassword, newPassword } = submission.value;
  if (!(await changePassword(userId, currentPassword, newPassword))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { currentPassword: ["Your current password is not correct"] },
          hideFields,
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast(
    "/settings/password",
    {
      type: "success",
      title: "Password updated",
      description: "Your other devices have been signed out.",
    },
    { headers: { "Set-Cookie": await startSession(userId, request) } },
  );
}

export default function PasswordSettings() {
  const { constraint, hasPassword } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "change-password",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onSubmit",
  });
  const saving = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeading
        title="Password"
        description={
          hasPassword
            ? "Change the password you sign in with. Other devices will be signed out."
            : "You sign in with a provider. Set a password to also sign in with your email."
        }
      />
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-4 rounded-2xl border border-line bg-surface p-6"
      >
        {hasPassword ? (
          <Field
            label="Current password"
            inputProps={{
              ...getInputProps(fields.currentPassword, { type: "password" }),
              autoComplete: "current-password",
            }}
            errors={fields.currentPassword.errors}
          />
        ) : null}
        <Field
          label="New password"
          hint="At least 6 characters. Longer is stronger."
          inputProps={{
            ...getInputProps(fields.newPassword, { type: "password" }),
            autoComplete: "new-password",
          }}
          errors={fields.newPassword.errors}
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
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : hasPassword ? "Change password" : "Set password"}
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
