import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ADMIN_SECTIONS } from "~/components/admin/admin-nav";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { LinkCard } from "~/components/ui/link-card";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { ADMIN_ACTION_LABELS, adminActionLabel } from "~/lib/admin-users";
import { dayRange, isDayKey } from "~/lib/local-day";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime, timezoneLabel } from "~/lib/timezone";
import {
  adminActionAdmins,
  adminActionNames,
  listAdminActions,
  type AdminActionFilters,
} from "~/models/admin-actions.server";
import { getAdminOverview } from "~/models/admin-overview.server";
import { requireAdmin } from "~/services/auth.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const meta: MetaFunction = () => [{ title: `Admin Dashboard | ${PRODUCT_NAME}` }];

const MAX_PAGE = 100_000;
const labelClassName = "block text-sm font-medium text-slate-800 dark:text-slate-200";
const ACTION_NAME = /^[a-z][a-z0-9_]{0,40}(\.[a-z][a-z0-9_]{0,40})?$/;

type LogParams = { action: string; admin: string; from: string; to: string; page: number };

/**
 * The log's filters from the address (a GET form, so they work without JavaScript and can be
 * bookmarked). Unknown values are ignored; the dates are days in the admin's time zone.
 */
function readLogParams(url: URL, timezone: string) {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const action = ACTION_NAME.test(get("action")) ? get("action") : "";
  const admin = /^\d{1,12}$/.test(get("admin")) ? get("admin") : "";
  const from = isDayKey(get("from")) ? get("from") : "";
  const to = isDayKey(get("to")) ? get("to") : "";
  const page = /^\d{1,6}$/.test(get("page"))
    ? Math.min(Math.max(Number(get("page")), 1), MAX_PAGE)
    : 1;
  const params: LogParams = { action, admin, from, to, page };
  const filters: AdminActionFilters = {};
  if (action) filters.action = action;
  if (admin) filters.adminId = Number(admin);
  let error: string | null = null;
  if (from && to && from > to) {
    error = "The start date must be on or before the end date.";
  } else {
    if (from) filters.since = dayRange(from, timezone).start;
    if (to) filters.before = dayRange(to, timezone).end;
  }
  return { params, filters, error };
}

function logHref(params: LogParams, page: number) {
  const search = new URLSearchParams();
  if (params.action) search.set("action", params.action);
  if (params.admin) search.set("admin", params.admin);
  if (params.from) search.set("from", params.from);
  if (params.to) search.set("to", params.to);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return `/admin${text ? `?${text}` : ""}#action-log`;
}

/** "status: resolved · notes: changed": what changed, as the log stored it. */
function describeDetails(details: Record<string, unknown> | null) {
  if (!details) return "";
  return Object.entries(details)
    .filter(([key]) => key !== "email")
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const timezone = timezoneForRequest(admin.id, request);
  const { params, filters, error } = readLogParams(new URL(request.url), timezone);
  const log = listAdminActions(filters, params.page);
  const names = [...new Set([...Object.keys(ADMIN_ACTION_LABELS), ...adminActionNames()])].sort();
  const groups = [...new Set(names.map((name) => name.split(".")[0]!))].map((prefix) => ({
    prefix,
    names: names
      .filter((name) => name.startsWith(`${prefix}.`))
      .map((name) => ({ value: name, label: adminActionLabel(name) })),
  }));
  return {
    overview: getAdminOverview(),
    timezone: timezoneLabel(timezone),
    params,
    error,
    actionGroups: groups,
    admins: adminActionAdmins(),
    hasMore: log.hasMore,
    actions: log.actions.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      atLabel: formatDateTime(entry.createdAt, timezone),
      adminEmail: entry.adminEmail,
      action: entry.action,
      label: adminActionLabel(entry.action),
      target: entry.target,
      targetEmail: typeof entry.details?.email === "string" ? entry.details.email : null,
      details: describeDetails(entry.details),
      ipAddress: entry.ipAddress,
    })),
  };
}

export default function AdminDashboard() {
  const { overview, timezone, params, error, actionGroups, admins, actions, hasMore } =
    useLoaderData<typeof loader>();
  const stats = [
    { label: "People", value: overview.users },
    { label: "Verified", value: overview.verifiedUsers },
    { label: "On Pro", value: overview.proUsers },
    { label: "Joined this week", value: overview.newUsersThisWeek },
    { label: "New support requests", value: overview.openSupportRequests },
  ];
  const filtered = Boolean(params.action || params.admin || params.from || params.to);
  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeading
        title="Admin Dashboard"
        description="Configure the product and help the people using it."
      />
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-2xl border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav aria-label="Admin sections" className="mt-8 grid gap-4 sm:grid-cols-2">
        {ADMIN_SECTIONS.map((section) => (
          <LinkCard key={section.to} {...section} />
        ))}
      </nav>

      <section aria-labelledby="action-log-heading" id="action-log" className="mt-10 space-y-4">
        <header>
          <h2 id="action-log-heading" className="text-xl font-semibold">
            Admin action log
          </h2>
          <p className="text-sm text-muted">
            Every change an admin made, newest first. Times are in {timezone}.
          </p>
        </header>
        <Form
          method="get"
          action="/admin"
          key={`${params.action}|${params.admin}|${params.from}|${params.to}`}
          aria-label="Filter the action log"
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4"
        >
          <div className="space-y-1">
            <label htmlFor="log-action" className={labelClassName}>
              Action
            </label>
            <select
              id="log-action"
              name="action"
              defaultValue={params.action}
              className={inputClassName}
            >
              <option value="">All actions</option>
              {actionGroups.map((group) => (
                <optgroup key={group.prefix} label={group.prefix}>
                  <option value={group.prefix}>Any {group.prefix} action</option>
                  {group.names.map((name) => (
                    <option key={name.value} value={name.value}>
                      {name.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="log-admin" className={labelClassName}>
              Admin
            </label>
            <select
              id="log-admin"
              name="admin"
              defaultValue={params.admin}
              className={inputClassName}
            >
              <option value="">All admins</option>
              {admins.map((admin) => (
                <option key={`${admin.id}-${admin.email}`} value={admin.id}>
                  {admin.email}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="log-from" className={labelClassName}>
              From
            </label>
            <input
              id="log-from"
              type="date"
              name="from"
              defaultValue={params.from}
              className={inputClassName}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "log-date-error" : undefined}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="log-to" className={labelClassName}>
              To
            </label>
            <input
              id="log-to"
              type="date"
              name="to"
              defaultValue={params.to}
              className={inputClassName}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "log-date-error" : undefined}
            />
          </div>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {filtered ? (
            <Link to="/admin#action-log" className={buttonClassName("ghost")}>
              Clear filters
            </Link>
          ) : null}
          {error ? (
            <p
              id="log-date-error"
              role="alert"
              className="w-full text-sm text-red-700 dark:text-red-300"
            >
              {error}
            </p>
          ) : null}
        </Form>

        {actions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center text-muted">
            {filtered ? "No admin actions match these filters" : "No admin actions yet"}
          </p>
        ) : (
          // Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too.
          <div
            role="region"
            aria-label="Admin actions"
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-line bg-surface focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">
                Admin actions{params.page > 1 ? `, page ${params.page}` : ""}
              </caption>
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    When
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Admin
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Target
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Address
                  </th>
                </tr>
              </thead>
              <tbody>
                {actions.map((entry) => (
                  <tr key={entry.id} className="border-b border-line last:border-0 align-top">
                    <td className="px-4 py-2 whitespace-nowrap">
                      <time dateTime={entry.at}>{entry.atLabel}</time>
                    </td>
                    <td className="px-4 py-2 break-words">{entry.adminEmail}</td>
                    <td className="px-4 py-2">
                      <span className="font-medium">{entry.label}</span>
                      <span className="block text-xs text-muted">{entry.action}</span>
                      {entry.details ? (
                        <span className="block text-xs break-words text-muted">
                          {entry.details}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-2 break-all">
                      {entry.targetEmail ?? entry.target ?? "Site settings"}
                      {entry.targetEmail && entry.target ? (
                        <span className="block text-xs text-muted">{entry.target}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">{entry.ipAddress ?? "Unknown"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {params.page > 1 || hasMore ? (
          <nav aria-label="Action log pages" className="flex items-center justify-between gap-3">
            {params.page > 1 ? (
              <Link to={logHref(params, params.page - 1)} className={buttonClassName("secondary")}>
                Newer actions
              </Link>
            ) : (
              <span />
            )}
            {hasMore ? (
              <Link to={logHref(params, params.page + 1)} className={buttonClassName("secondary")}>
                Older actions
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
