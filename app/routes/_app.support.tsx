import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { withParsableFileNames } from "~/services/multipart.server";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { SupportStatusBadge } from "~/components/support/status-badge";
import { Button } from "~/components/ui/button";
import { ErrorList, Field, TextareaField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { isHoneypotFilled } from "~/lib/honeypot";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_STATUS_LABELS,
} from "~/lib/support";
import { timezoneForRequest } from "~/services/request-timezone.server";
import {
  createSupportRequest,
  listSupportReplies,
  listSupportRequestsForUser,
  prepareAttachment,
} from "~/models/support.server";
import { SupportRequestSchema, type SupportRequestFields } from "~/schemas/support";
import { requireUser } from "~/services/auth.server";
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";
import {
  payloadTooLarge,
  PayloadTooLargeError,
  SUPPORT_FORM_MAX_BYTES,
  withBodyLimit,
} from "~/services/request-body.server";

export const meta: MetaFunction = () => [{ title: `Support & Feedback | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const timezone = timezoneForRequest(user.id, request);
  const own = listSupportRequestsForUser(user.id);
  // Only the replies to this person's own requests are read.
  const replies = listSupportReplies(own.map((item) => item.id));
  return {
    defaults: { name: user.name, email: user.email },
    requests: own.map((item) => ({
      id: item.id,
      subject: item.subject,
      status: item.status,
      attachmentName: item.hasAttachment ? item.attachmentName : null,
      createdAt: item.createdAt.toISOString(),
      createdLabel: formatDateTime(item.createdAt, timezone),
      replies: (replies.get(item.id) ?? []).map((reply) => ({
        id: reply.id,
        message: reply.message,
        createdAt: reply.createdAt.toISOString(),
        createdLabel: formatDateTime(reply.createdAt, timezone),
      })),
    })),
    constraint: getZodConstraint(SupportRequestSchema),
  };
}

/**
 * Reads the multipart form. A part over the size limit stops the reading there (nothing more of
 * the upload is read); the text fields read until then come back so the form can show them again.
 */
async function readSupportForm(request: Request) {
  // Created here, not at module level, so that none of it reaches the browser bundle.
  const uploadHandler = unstable_composeUploadHandlers(
    unstable_createMemoryUploadHandler({ maxPartSize: SUPPORT_ATTACHMENT_MAX_BYTES }),
  );
  const fieldsSoFar = new FormData();
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    return { formData: await readFormData(request), tooLarge: false };
  }
  const bounded = withBodyLimit(request, SUPPORT_FORM_MAX_BYTES);
  try {
    const formData = await unstable_parseMultipartFormData(
      withParsableFileNames(bounded),
      async (part) => {
        const value = await uploadHandler(part);
        if (typeof value === "string") fieldsSoFar.append(part.name, value);
        return value;
      },
    );
    return { formData, tooLarge: false };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { formData: fieldsSoFar, tooLarge: true };
    if (error instanceof PayloadTooLargeError) throw payloadTooLarge();
    throw new Response("The form could not be read. Please try again.", { status: 400 });
  }
}

function failure(result: SubmissionResult<string[]>, status: number) {
  return data({ result }, { status });
}

/** The file is never sent back: a browser cannot refill a file input. */
const hideFields = ["attachment"];

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { formData, tooLarge } = await readSupportForm(request);
  const submission = parseWithZod(formData, { schema: SupportRequestSchema });
  if (tooLarge) {
    return failure(
      submission.reply({ fieldErrors: { attachment: [ATTACHMENT_TOO_LARGE_MESSAGE] }, hideFields }),
      400,
    );
  }
  if (submission.status !== "success") {
    return failure(submission.reply({ hideFields }), 400);
  }
  if (isHoneypotFilled(formData)) {
    return failure(submission.reply({ formErrors: ["Please try again."], hideFields }), 400);
  }
  const { attachment: file, ...fields } = submission.value;
  const attachment = file ? await prepareAttachment(file) : undefined;
  if (attachment === null) {
    return failure(
      submission.reply({ fieldErrors: { attachment: [ATTACHMENT_TYPE_MESSAGE] }, hideFields }),
      400,
    );
  }
  try {
    consumeRateLimit([[RATE_LIMITS.supportByUser, String(user.id)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return failure(submission.reply({ formErrors: [error.message], hideFields }), 429);
    }
    throw error;
  }
  await createSupportRequest({ ...fields, attachment, userId: user.id, username: user.username });
  return redirectWithToast("/support", {
    type: "success",
    title: "Message sent",
    description: "Thank you. We usually reply within two working days.",
  });
}

export default function SupportScreen() {
  const { defaults, requests } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeading
        title="Support & Feedback"
        description="Tell us what's not working, or what would help."
      />
      <CrisisNotice />
      {/* A new request remounts the form, so it starts empty again after a send. */}
      <SupportForm key={requests[0]?.id ?? 0} defaults={defaults} />
      <YourRequests requests={requests} />
    </div>
  );
}

function CrisisNotice() {
  return (
    <aside
      aria-label="Urgent help"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-50"
    >
      <p>
        Support is not a crisis service. If you are in danger or thinking about harming yourself,
        call your local emergency number, or in the US call or text 988.
      </p>
      <Link
        to="/mental-health-resources"
        className="mt-2 inline-block font-medium text-accent underline underline-offset-2"
      >
        Find mental health resources
      </Link>
    </aside>
  );
}

function SupportForm({ defaults }: { defaults: { name: string; email: string } }) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<SupportRequestFields>({
    id: "support",
    lastResult: actionData?.result,
    defaultValue: defaults,
    constraint,
    shouldValidate: "onSubmit",
  });
  const sending = navigation.state === "submitting";

  return (
    <Panel title="Send us a message">
      <p className="mt-1 text-sm text-muted">
        Questions, problems or ideas: a person on our team reads every message.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-5 space-y-5"
      >
        <HoneypotField />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
            errors={fields.name.errors}
          />
          <Field
            label="Email"
            hint="We reply to this address."
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "email",
            }}
            errors={fields.email.errors}
          />
        </div>
        <Field
          label="Subject"
          inputProps={getInputProps(fields.subject, { type: "text" })}
          errors={fields.subject.errors}
        />
        <TextareaField
          label="Message"
          hint="Between 10 and 5000 characters."
          textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
          errors={fields.message.errors}
        />
        <Field
          label="Attachment (optional)"
          hint="One PNG, JPEG, GIF, PDF or plain text file, up to 5 MB."
          inputProps={{
            ...getInputProps(fields.attachment, { type: "file" }),
            className:
              "file:mr-3 file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:text-slate-100",
          }}
          errors={fields.attachment.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : "Send message"}
        </Button>
      </Form>
    </Panel>
  );
}

type OwnRequest = ReturnType<typeof useLoaderData<typeof loader>>["requests"][number];

function YourRequests({ requests }: { requests: OwnRequest[] }) {
  return (
    <Panel title="Your requests">
      {requests.length === 0 ? (
        <p className="mt-2 text-muted">No requests yet</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {requests.map((item) => (
            <li key={item.id} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.subject}</p>
                  <p className="text-sm text-muted">
                    Sent <time dateTime={item.createdAt}>{item.createdLabel}</time>
                  </p>
                  {item.attachmentName ? (
                    <a
                      href={`/resources/support-attachment/${item.id}`}
                      className="text-sm font-medium break-all text-accent underline underline-offset-2"
                    >
                      Attachment: {item.attachmentName}
                    </a>
                  ) : null}
                </div>
                <SupportStatusBadge status={item.status} labels={SUPPORT_STATUS_LABELS} />
              </div>
              {item.replies.length > 0 ? (
                <ol aria-label={`Replies to "${item.subject}"`} className="mt-3 space-y-2">
                  {item.replies.map((reply) => (
                    <li
                      key={reply.id}
                      className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm dark:border-brand-400 dark:bg-brand-900/40"
                    >
                      <p className="font-medium text-strong">
                        Reply from {PRODUCT_NAME} support ·{" "}
                        <time dateTime={reply.createdAt} className="font-normal text-muted">
                          {reply.createdLabel}
                        </time>
                      </p>
                      <p className="mt-1 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                        {reply.message}
                      </p>
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
