import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LinkCard } from "~/components/ui/link-card";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { PRODUCT_NAME } from "~/lib/site";
import { getAdminOverview } from "~/models/admin-overview.server";
import { requireAdmin } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Admin Dashboard | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return getAdminOverview();
}

const SECTIONS = [
  { to: "/admin/support", title: "Support Requests", text: "Answer people who wrote to us." },
  { to: "/admin/openai", title: "AI Provider", text: "The AI engine and its endpoint." },
  { to: "/admin/paypal", title: "Payment Provider", text: "PayPal credentials and webhooks." },
  { to: "/admin/oauth", title: "Sign-in Providers", text: "Google and Apple sign-in." },
];

export default function AdminDashboard() {
  const overview = useLoaderData<typeof loader>();
  const stats = [
    { label: "People", value: overview.users },
    { label: "Verified", value: overview.verifiedUsers },
    { label: "On Pro", value: overview.proUsers },
    { label: "Joined this week", value: overview.newUsersThisWeek },
    { label: "New support requests", value: overview.openSupportRequests },
  ];
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
        {SECTIONS.map((section) => (
          <LinkCard key={section.to} {...section} />
        ))}
      </nav>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
