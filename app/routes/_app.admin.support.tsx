import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { clsx } from "clsx";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { SupportStatusBadge } from "~/components/support/status-badge";
import { Button, buttonClassName } from "~/components/ui/button";
import { ErrorList, inputClassName, TextareaField } from "~/components/ui/field";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import {
  isSupportStatus,
  SUPPORT_STATUS_ADMIN_LABELS,
  SUPPORT_STATUSES,
  type SupportStatus,
} from "~/lib/support";
import { timezoneForRequest } from "~/services/request-timezone.server";
import {
  getSupportRequest,
  listSupportReplies,
  listSupportRequests,
  replyToSupportRequest,
  updateSupportRequest,
} from "~/models/support.server";
import { SupportReplySchema, SupportUpdateSchema } from "~/schemas/support";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export const meta: MetaFunction = () => [{ title: `Support Requests | ${PRODUCT_NAME}` }];

const MAX_PAGE = 1_000_000;

/** The list's filter and page from the address; anything unknown means "all" and page 1. */
function readListParams(url: URL) {
  const status = url.searchParams.get("status");
  const page = url.searchParams.get("page") ?? "";
  return {
    status: isSupportStatus(status) ? status : null,
    page: /^\d{1,7}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1,
  };
}

function listHref(status: SupportStatus | null, page: number) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/support${search ? `?${search}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { status, page } = readListParams(new URL(request.url));
  const timezone = timezoneForRequest(admin.id, request);
  const list = listSupportRequests({ status, page });
  const replies = listSupportReplies(list.requests.map((item) => item.id));
  return {
    adminId: admin.id,
    status,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    requests: list.requests.map((item) => ({
      id: item.id,
      hasAccount: item.userId !== null,
      name: item.name,
      username: item.username,
      email: item.email,
      subject: item.subject,
      message: item.message,
      attachmentName: item.hasAttachment ? item.attachmentName : null,
      status: isSupportStatus(item.status) ? item.status : ("new" as const),
      assignedTo: item.assignedTo,
      assigneeName: item.assigneeDisplayName || item.assigneeName,
      notes: item.notes ?? "",
      createdAt: item.createdAt.toISOString(),
      createdLabel: formatDateTime(item.createdAt, timezone),
      updatedAt: item.updatedAt.getTime(),
      replies: (replies.get(item.id) ?? []).map((reply) => ({
        id: reply.id,
        message: reply.message,
        createdAt: reply.createdAt.toISOString(),
        createdLabel: formatDateTime(reply.createdAt, timezone),
      })),
    })),
    constraint: getZodConstraint(SupportUpdateSchema),
    replyConstraint: getZodConstraint(SupportReplySchema),
  };
}

type ActionReply = {
  requestId: number | null;
  /** Which of the card's two forms answered. */
  intent: "update" | "reply";
  result: SubmissionResult<string[]>;
};

function failure(reply: ActionReply, status: number) {
  return data(reply, { status });
}

/**
 * Two forms per request: status, notes and assignment saved together (intent "update"), and a
 * reply to the person who asked (intent "reply").
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const rawId = Number(formData.get("id"));
  const requestId = Number.isSafeInteger(rawId) && rawId > 0 ? rawId : null;
  const { status: filter, page } = readListParams(new URL(request.url));
  if (formData.get("intent") === "reply") {
    const reply = parseWithZod(formData, { schema: SupportReplySchema });
    if (reply.status !== "success") {
      return failure({ requestId, intent: "reply", result: reply.reply() }, 400);
    }
    const sent = await replyToSupportRequest({
      requestId: reply.value.id,
      adminId: admin.id,
      message: reply.value.reply,
    });
    if (!sent) {
      return failure(
        {
          requestId: reply.value.id,
          intent: "reply",
          result: reply.reply({ formErrors: ["This support request does not exist."] }),
        },
        404,
      );
    }
    // The log records that a reply went out, never its text.
    auditAdminAction(request, admin, "support.reply", {
      target: `support_request:${sent.id}`,
    });
    return redirectWithToast(listHref(filter, page), {
      type: "success",
      title: "Reply sent",
      description: "The person will see it on their Support page.",
    });
  }
  const submission = parseWithZod(formData, { schema: SupportUpdateSchema });
  if (submission.status !== "success") {
    return failure({ requestId, intent: "update", result: submission.reply() }, 400);
  }
  const { id, status, notes, assign } = submission.value;
  const assignment =
    assign === "me" ? { assignedTo: admin.id } : assign === "none" ? { assignedTo: null } : {};
  const previous = getSupportRequest(id);
  if (!previous || !updateSupportRequest(id, { status, notes, ...assignment })) {
    return failure(
      {
        requestId: id,
        intent: "update",
        result: submission.reply({ formErrors: ["This support request does not exist."] }),
      },
      404,
    );
  }
  // Which fields changed and to what, never the notes' text (docs/product.md#admin-action-log).
  const details: Record<string, unknown> = {};
  if (previous.status !== status) details.status = status;
  if ((previous.notes ?? "") !== (notes ?? "")) details.notes = "changed";
  if ("assignedTo" in assignment && previous.assignedTo !== assignment.assignedTo) {
    details.assignedTo = assignment.assignedTo;
  }
  if (Object.keys(details).length) {
    auditAdminAction(request, admin, "support.update", {
      target: `support_request:${id}`,
      details,
    });
  }
  return redirectWithToast(listHref(filter, page), { type: "success", title: "Request updated" });
}

export default function AdminSupport() {
  const { adminId, status, page, pageCount, total, requests } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const orphanErrors =
    actionData && !requests.some((item) => item.id === actionData.requestId)
      ? Object.values(actionData.result.error ?? {}).flatMap((messages) => messages ?? [])
      : [];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading
        title="Support Requests"
        description="Requests from people using the product."
      />
      {orphanErrors.length ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {orphanErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Form
        method="get"
        key={status ?? "all"}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <div className="space-y-1">
          <label
            htmlFor="support-status-filter"
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Status
          </label>
          <select
            id="support-status-filter"
            name="status"
            defaultValue={status ?? ""}
            className={inputClassName}
          >
            <option value="">All statuses</option>
            {SUPPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUPPORT_STATUS_ADMIN_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <p className="ml-auto text-sm text-muted" aria-live="polite">
          {total === 1 ? "1 request" : `${total} requests`}
          {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
        </p>
      </Form>

      {requests.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center text-muted">
          {total === 0 ? "No support requests" : "No requests on this page"}
        </p>
      ) : (
        <ol className="space-y-4">
          {requests.map((item) => (
            <li key={item.id}>
              <SupportRequestCard
                key={item.updatedAt}
                item={item}
                adminId={adminId}
                lastResult={
                  actionData?.requestId === item.id && actionData.intent === "update"
                    ? actionData.result
                    : undefined
                }
                lastReplyResult={
                  actionData?.requestId === item.id && actionData.intent === "reply"
                    ? actionData.result
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link
              to={listHref(status, Math.min(page - 1, pageCount))}
              className={buttonClassName("secondary")}
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link to={listHref(status, page + 1)} className={buttonClassName("secondary")}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

type AdminRequest = ReturnType<typeof useLoaderData<typeof loader>>["requests"][number];

function SupportRequestCard({
  item,
  adminId,
  lastResult,
  lastReplyResult,
}: {
  item: AdminRequest;
  adminId: number;
  lastResult: SubmissionResult<string[]> | undefined;
  lastReplyResult: SubmissionResult<string[]> | undefined;
}) {
  const { constraint } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof SupportUpdateSchema>>({
    id: `support-request-${item.id}`,
    lastResult,
    defaultValue: { status: item.status, notes: item.notes },
    constraint,
    shouldValidate: "onSubmit",
  });
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("id") === String(item.id);
  const headingId = `support-request-${item.id}-subject`;
  const formErrors = [
    ...(form.errors ?? []),
    ...(fields.intent.errors ?? []),
    ...(fields.id.errors ?? []),
    ...(fields.assign.errors ?? []),
  ];
  const assignedToMe = item.assignedTo === adminId;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {item.subject}
          </h2>
          <p className="text-sm text-muted">
            {item.name}
            {item.username ? ` (@${item.username})` : ""} ·{" "}
            <a href={`mailto:${item.email}`} className="text-accent underline underline-offset-2">
              {item.email}
            </a>{" "}
            · <time dateTime={item.createdAt}>{item.createdLabel}</time>
            {item.hasAccount ? "" : " · account deleted"}
          </p>
        </div>
        <SupportStatusBadge status={item.status} labels={SUPPORT_STATUS_ADMIN_LABELS} />
      </header>
      <p className="mt-4 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {item.message}
      </p>
      {item.attachmentName ? (
        <p className="mt-3 text-sm">
          <a
            href={`/resources/support-attachment/${item.id}`}
            className="font-medium break-all text-accent underline underline-offset-2"
          >
            Download attachment: {item.attachmentName}
          </a>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {assignedToMe
          ? "Assigned to you"
          : item.assignedTo
            ? `Assigned to ${item.assigneeName ?? "another admin"}`
            : "Not assigned"}
      </p>

      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 space-y-4 border-t border-line pt-4"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={item.id} />
        <div className="space-y-1">
          <label
            htmlFor={fields.status.id}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Status
          </label>
          <select
            {...getSelectProps(fields.status)}
            className={clsx(inputClassName, "sm:w-60")}
            aria-describedby={fields.status.errors ? fields.status.errorId : undefined}
          >
            {SUPPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUPPORT_STATUS_ADMIN_LABELS[value]}
              </option>
            ))}
          </select>
          <ErrorList id={fields.status.errorId} errors={fields.status.errors} />
        </div>
        <TextareaField
          label="Notes (only admins see these)"
          textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }}
          errors={fields.notes.errors}
        />
        <ErrorList id={form.errorId} errors={formErrors} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
          {assignedToMe ? null : (
            <Button type="submit" variant="secondary" name="assign" value="me" disabled={saving}>
              Assign to me
            </Button>
          )}
          {item.assignedTo ? (
            <Button type="submit" variant="ghost" name="assign" value="none" disabled={saving}>
              Unassign
            </Button>
          ) : null}
        </div>
      </Form>
      <SupportReplies item={item} lastResult={lastReplyResult} />
    </article>
  );
}

/** Earlier replies, then a field to write a new one; the person sees them on /support. */
function SupportReplies({
  item,
  lastResult,
}: {
  item: AdminRequest;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { replyConstraint } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof SupportReplySchema>>({
    id: `support-reply-${item.id}`,
    lastResult,
    constraint: replyConstraint,
    shouldValidate: "onSubmit",
  });
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "reply" &&
    navigation.formData.get("id") === String(item.id);
  const formErrors = [
    ...(form.errors ?? []),
    ...(fields.intent.errors ?? []),
    ...(fields.id.errors ?? []),
  ];
  return (
    <section
      aria-label={`Replies to "${item.subject}"`}
      className="mt-4 space-y-3 border-t border-line pt-4"
    >
      {item.replies.length > 0 ? (
        <ol className="space-y-2">
          {item.replies.map((reply) => (
            <li
              key={reply.id}
              className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm dark:border-brand-400 dark:bg-brand-900/40"
            >
              <p className="font-medium text-strong">
                Reply sent <time dateTime={reply.createdAt}>{reply.createdLabel}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                {reply.message}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {item.hasAccount ? (
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="id" value={item.id} />
          <TextareaField
            label="Reply to the person"
            hint="They see it under their request on the Support page, and get a notification."
            textareaProps={{ ...getTextareaProps(fields.reply), rows: 3 }}
            errors={fields.reply.errors}
          />
          <ErrorList id={form.errorId} errors={formErrors} />
          <Button type="submit" variant="secondary" disabled={sending}>
            {sending ? "Sending..." : "Send reply"}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted">
          This account was deleted, so there is no one to reply to here.
        </p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
