import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { ScreenHeading } from "~/components/ui/screen-heading";
import {
  ACCOUNT_FILTER_LABELS,
  ACCOUNT_FILTERS,
  ACCOUNT_SEARCH_MAX,
  DISABLE_REASON_MAX,
  isAccountFilter,
  type AccountFilter,
} from "~/lib/admin-users";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime } from "~/lib/timezone";
import {
  disableAccount,
  enableAccount,
  grantAdmin,
  listAccounts,
  revokeAdmin,
  type AccountChange,
} from "~/models/admin-users.server";
import { AccountActionSchema } from "~/schemas/admin-users";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `People | ${PRODUCT_NAME}` }];

const MAX_PAGE = 1_000_000;

/** Search, filter and page from the address; anything unknown means none, "all" and page 1. */
function readListParams(url: URL) {
  const page = url.searchParams.get("page") ?? "";
  const filter = url.searchParams.get("filter");
  return {
    query: (url.searchParams.get("q") ?? "").trim().slice(0, ACCOUNT_SEARCH_MAX),
    filter: isAccountFilter(filter) ? filter : ("all" as const),
    page: /^\d{1,7}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1,
  };
}

function listHref(query: string, filter: AccountFilter, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (filter !== "all") params.set("filter", filter);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { query, filter, page } = readListParams(new URL(request.url));
  const timezone = timezoneForRequest(admin.id, request);
  const list = listAccounts({ query, filter, page });
  return {
    adminId: admin.id,
    query,
    filter,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    accounts: list.accounts.map((account) => ({
      id: account.id,
      name: account.name,
      username: account.username,
      email: account.email,
      pro: account.subscriptionTier === "pro",
      isVerified: account.isVerified,
      isAdmin: account.isAdmin,
      disabledLabel: account.disabledAt ? formatDateTime(account.disabledAt, timezone) : null,
      disabledReason: account.disabledReason,
      createdAt: account.createdAt.toISOString(),
      createdLabel: formatDateTime(account.createdAt, timezone),
      lastActiveAt: account.lastActiveAt?.toISOString() ?? null,
      lastActiveLabel: account.lastActiveAt ? formatDateTime(account.lastActiveAt, timezone) : null,
    })),
  };
}

const REFUSALS: Record<
  Exclude<AccountChange["status"], "done" | "unchanged">,
  { status: number; message: string }
> = {
  "not-found": { status: 404, message: "This account does not exist." },
  "not-admin": { status: 403, message: "You are no longer an admin." },
  "last-admin": {
    status: 409,
    message: "This is the last admin. Make someone else an admin first.",
  },
  self: { status: 400, message: "You cannot disable your own account." },
};

const DONE = {
  "grant-admin": {
    action: "admin.grant",
    title: "Admin access granted",
    text: (email: string) => `${email} is now an admin.`,
  },
  "revoke-admin": {
    action: "admin.revoke",
    title: "Admin access removed",
    text: (email: string) => `${email} is no longer an admin.`,
  },
  disable: {
    action: "user.disable",
    title: "Account disabled",
    text: (email: string) => `${email} is signed out everywhere and cannot sign in.`,
  },
  enable: {
    action: "user.enable",
    title: "Account enabled",
    text: (email: string) => `${email} can sign in again.`,
  },
} as const;

/** Make or remove an admin, disable or enable an account; each change is in the action log. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const { query, filter, page } = readListParams(new URL(request.url));
  const submission = parseWithZod(formData, { schema: AccountActionSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    const rawId = Number(formData.get("userId"));
    return data(
      {
        userId: Number.isSafeInteger(rawId) ? rawId : null,
        message: errors[0] ?? "Please try again.",
        reason: typeof formData.get("reason") === "string" ? String(formData.get("reason")) : "",
      },
      { status: 400 },
    );
  }
  const { intent, userId, reason } = submission.value;
  const outcome =
    intent === "grant-admin"
      ? grantAdmin(admin.id, userId)
      : intent === "revoke-admin"
        ? revokeAdmin(admin.id, userId)
        : intent === "disable"
          ? disableAccount(admin.id, userId, reason || null)
          : enableAccount(admin.id, userId);
  if (outcome.status !== "done" && outcome.status !== "unchanged") {
    const refusal = REFUSALS[outcome.status];
    return data(
      { userId, message: refusal.message, reason: reason ?? "" },
      { status: refusal.status },
    );
  }
  const back = listHref(query, filter, page);
  if (outcome.status === "unchanged") {
    return redirectWithToast(back, { type: "info", title: "Nothing to change" });
  }
  const done = DONE[intent];
  const details: Record<string, unknown> = { email: outcome.account.email };
  if (intent === "disable" && reason) details.reason = reason;
  auditAdminAction(request, admin, done.action, {
    target: `user:${outcome.account.id}`,
    details,
  });
  return redirectWithToast(back, {
    type: "success",
    title: done.title,
    description: done.text(outcome.account.email),
  });
}

type Account = ReturnType<typeof useLoaderData<typeof loader>>["accounts"][number];

export default function AdminUsers() {
  const { query, filter, page, pageCount, total, accounts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const orphanError =
    actionData && !accounts.some((account) => account.id === actionData.userId)
      ? actionData.message
      : null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ScreenHeading
        title="People"
        description="Accounts, who is an admin, and who may sign in. Nobody's journal, moods or plans are shown here."
      />
      <p className="-mt-4 text-sm text-muted">
        Last active is the latest sign-in or change on a device that is still signed in (to the
        hour); reading pages alone does not count.
      </p>
      {orphanError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {orphanError}
        </p>
      ) : null}
      <Form
        method="get"
        role="search"
        aria-label="Accounts"
        key={`${query}|${filter}`}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <div className="min-w-0 grow space-y-1 sm:max-w-sm">
          <label
            htmlFor="account-search"
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Search by email or name
          </label>
          <input
            id="account-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={ACCOUNT_SEARCH_MAX}
            className={inputClassName}
          />
        </div>
        <div className="space-y-1">
          <label
            htmlFor="account-filter"
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Show
          </label>
          <select
            id="account-filter"
            name="filter"
            defaultValue={filter}
            className={inputClassName}
          >
            {ACCOUNT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {ACCOUNT_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <p className="ml-auto text-sm text-muted" aria-live="polite">
          {total === 1 ? "1 account" : `${total} accounts`}
          {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
        </p>
      </Form>

      {accounts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center text-muted">
          {query ? `No account matches "${query}"` : "No accounts"}
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Accounts">
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountCard
                account={account}
                error={actionData?.userId === account.id ? actionData : null}
              />
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={listHref(query, filter, page - 1)} className={buttonClassName("secondary")}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link to={listHref(query, filter, page + 1)} className={buttonClassName("secondary")}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function Badge({ children, tone }: { children: React.ReactNode; tone: "info" | "warn" | "muted" }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone === "info" && "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
        tone === "warn" && "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
        tone === "muted" && "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
      )}
    >
      {children}
    </span>
  );
}

function AccountCard({
  account,
  error,
}: {
  account: Account;
  error: { message: string; reason: string } | null;
}) {
  const { adminId, query, filter, page } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("userId") === String(account.id);
  const you = account.id === adminId;
  const headingId = `account-${account.id}-name`;
  const errorId = `account-${account.id}-error`;
  const formAction = listHref(query, filter, page);
  const hidden = <input type="hidden" name="userId" value={account.id} />;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5"
      aria-describedby={error ? errorId : undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {account.name}
            {account.username ? (
              <span className="font-normal text-muted"> (@{account.username})</span>
            ) : null}
            {you ? <span className="font-normal text-muted"> (you)</span> : null}
          </h2>
          <p className="text-sm break-all text-muted">{account.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {account.isAdmin ? <Badge tone="info">Admin</Badge> : null}
          {account.disabledLabel ? <Badge tone="warn">Disabled</Badge> : null}
          <Badge tone="muted">{account.pro ? "Pro Plan" : "Free Plan"}</Badge>
          <Badge tone="muted">{account.isVerified ? "Verified" : "Not verified"}</Badge>
        </div>
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-muted">Joined</dt>
          <dd>
            <time dateTime={account.createdAt}>{account.createdLabel}</time>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Last active</dt>
          <dd>
            {account.lastActiveAt ? (
              <time dateTime={account.lastActiveAt}>{account.lastActiveLabel}</time>
            ) : (
              "Not signed in"
            )}
          </dd>
        </div>
        {account.disabledLabel ? (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-muted">Disabled on</dt>
            <dd className="break-words">
              {account.disabledLabel}
              {account.disabledReason ? `: ${account.disabledReason}` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error.message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-line pt-4">
        <Form method="post" action={formAction}>
          {hidden}
          {account.isAdmin ? (
            <Button
              type="submit"
              variant="secondary"
              name="intent"
              value="revoke-admin"
              disabled={busy}
            >
              Remove admin
            </Button>
          ) : (
            <Button
              type="submit"
              variant="secondary"
              name="intent"
              value="grant-admin"
              disabled={busy}
            >
              Make admin
            </Button>
          )}
        </Form>
        {account.disabledLabel ? (
          <Form method="post" action={formAction}>
            {hidden}
            <Button type="submit" name="intent" value="enable" disabled={busy}>
              Enable account
            </Button>
          </Form>
        ) : you ? null : (
          <details className="group" open={Boolean(error?.reason)}>
            <summary
              className={clsx(
                buttonClassName("ghost"),
                "cursor-pointer list-none text-red-700 dark:text-red-300 [&::-webkit-details-marker]:hidden",
              )}
            >
              Disable account…
            </summary>
            <Form method="post" action={formAction} className="mt-3 space-y-3">
              {hidden}
              <div className="space-y-1">
                <label
                  htmlFor={`account-${account.id}-reason`}
                  className="block text-sm font-medium text-slate-800 dark:text-slate-200"
                >
                  Reason (optional, only admins see it)
                </label>
                <input
                  id={`account-${account.id}-reason`}
                  name="reason"
                  maxLength={DISABLE_REASON_MAX}
                  defaultValue={error?.reason ?? ""}
                  className={clsx(inputClassName, "sm:w-80")}
                />
              </div>
              <p className="text-sm text-muted">
                They are signed out everywhere and cannot sign in until enabled again. Their data is
                kept.
              </p>
              <Button type="submit" variant="danger" name="intent" value="disable" disabled={busy}>
                Disable {account.email}
              </Button>
            </Form>
          </details>
        )}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
