import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InsightsReport } from "~/components/insights/insights-report";
import { LimitNotice } from "~/components/limits/limit-notice";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { PRODUCT_NAME } from "~/lib/site";
import { getInsightsReport, parseReportPeriod } from "~/models/insights.server";
import { LimitError } from "~/models/limits.server";
import { encodeDayValues } from "~/lib/mood";
import { requireUser } from "~/services/auth.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const meta: MetaFunction = () => [{ title: `Insights | ${PRODUCT_NAME}` }];

/** `?period=7|30|90|365` picks the window of the trend, emotions, themes, weekdays and habits. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const period = parseReportPeriod(new URL(request.url).searchParams.get("period"));
  try {
    const { year, ...report } = getInsightsReport(
      user,
      timezoneForRequest(user.id, request),
      period,
    );
    // The year calendar's days travel as one digit a day, not 365 objects.
    return { locked: null, report: { ...report, yearMoods: encodeDayValues(year) } };
  } catch (error) {
    // The plan has no insights: the explanation, with the link to the plans page.
    if (error instanceof LimitError) return { locked: error.message, report: null };
    throw error;
  }
}

export default function Insights() {
  const { locked, report } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeading
        id="top"
        title="Insights"
        description="Your moods, emotions and themes over time, and your weekly summaries."
      />
      {report ? <InsightsReport report={report} /> : <LimitNotice message={locked!} />}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
