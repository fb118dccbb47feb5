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
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LimitNotice } from "~/components/limits/limit-notice";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button, buttonClassName } from "~/components/ui/button";
import { ErrorList, Field } from "~/components/ui/field";
import { PRODUCT_NAME } from "~/lib/site";
import { featureLockedMessage } from "~/lib/limits";
import { hasFeature } from "~/models/limits.server";
import { sweepOrphanedAttachments } from "~/models/support.server";
import { deleteAccount, hasUsablePassword } from "~/models/users.server";
import { DeleteAccountSchema } from "~/schemas/auth";
import { endSession, requireUser } from "~/services/auth.server";
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export const meta: MetaFunction = () => [{ title: `Data & Export | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    // The JSON export is everyone's; the plan decides the extra Markdown copy of the journal.
    markdownLocked: hasFeature(user.id, "exportAccess")
      ? null
      : featureLockedMessage("exportAccess"),
    confirmingDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    // An account created through a sign-in provider confirms with a password it sets first.
    hasPassword: hasUsablePassword(user),
    constraint: getZodConstraint(DeleteAccountSchema),
  };
}

/** Deleting the account is the second step of a form, and asks for the password again. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: DeleteAccountSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    consumeRateLimit([[RATE_LIMITS.passwordCheckByUser, String(user.id)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return data(
        { result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) },
        { status: 429 },
      );
    }
    throw error;
  }
  if (!(await deleteAccount(user.id, submission.value.password))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { password: ["Your password is not correct"] },
          hideFields: ["password"],
        }),
      },
      { status: 400 },
    );
  }
  await sweepOrphanedAttachments();
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: "Account deleted",
      description:
        "Your account and everything in it have been permanently deleted. Take care of yourself.",
    },
    { headers: { "Set-Cookie": await endSession(request) } },
  );
}

export default function DataSettings() {
  const { markdownLocked, confirmingDelete, hasPassword } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeading
        title="Data & Export"
        description="Your journal is yours: take a copy, or delete everything."
      />
      <Panel title="Export your data">
        <p className="mt-1 text-sm text-muted">
          One JSON file with your profile, journal entries, moods, goals, tasks, habits,
          notifications and subscription history. Passwords and security tokens are never included.
        </p>
        <a href="/resources/data-export" download className={buttonClassName("secondary", "mt-4")}>
          Download my data
        </a>
        <h3 className="mt-6 text-sm font-semibold">Your journal as a readable file</h3>
        <p className="mt-1 text-sm text-muted">
          Every entry, newest first, with its date and chat transcript, in Markdown: opens in any
          text editor or notes app.
        </p>
        {markdownLocked ? (
          <LimitNotice message={markdownLocked} className="mt-3" />
        ) : (
          <a
            href="/resources/data-export?format=markdown"
            download
            className={buttonClassName("secondary", "mt-3")}
          >
            Download my journal (Markdown)
          </a>
        )}
      </Panel>
      <Panel title="Delete your account" tone="danger">
        <p className="mt-1 text-sm text-muted">
          This permanently deletes your account, journal, moods, goals and everything else. It
          cannot be undone, so consider downloading your data first.
        </p>
        {confirmingDelete && !hasPassword ? (
          <p className="mt-4 text-sm">
            Deleting asks for your password, and you sign in with a provider.{" "}
            <Link to="/settings/password" className="font-medium text-accent underline">
              Set a password
            </Link>{" "}
            first, then come back.
          </p>
        ) : confirmingDelete ? (
          <DeleteAccountForm />
        ) : (
          <Link to="?confirm=delete" className={buttonClassName("danger", "mt-4")}>
            Delete my account…
          </Link>
        )}
      </Panel>
    </div>
  );
}

function DeleteAccountForm() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof DeleteAccountSchema>>({
    id: "delete-account",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onSubmit",
  });
  const deleting = navigation.state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <Field
        label="Your password"
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "current-password",
          autoFocus: true,
        }}
        errors={fields.password.errors}
      />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            {...getInputProps(fields.confirm, { type: "checkbox" })}
            className="mt-0.5 accent-red-700"
            aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined}
          />
          I understand that my account and all of my data will be permanently deleted.
        </label>
        <ErrorList id={fields.confirm.errorId} errors={fields.confirm.errors} />
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={deleting}>
          {deleting ? "Deleting..." : "Permanently delete my account"}
        </Button>
        <Link to="/settings/data" className={buttonClassName("secondary")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
