import { isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import type { ErrorResponse } from "@remix-run/react";

type StatusHandler = (info: {
  error: ErrorResponse;
  params: Record<string, string | undefined>;
}) => React.ReactNode;

function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 text-muted">{children}</div>
      <Link
        to="/"
        className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        Go back home
      </Link>
    </div>
  );
}

export function NotFoundMessage() {
  return (
    <Message title="404 Page Not Found">
      <p>
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
    </Message>
  );
}

const defaultHandlers: Record<number, StatusHandler> = {
  403: ({ error }) => (
    <Message title="Access denied">
      <p>
        {typeof error.data === "string" && error.data
          ? error.data
          : "You do not have permission to view this page."}
      </p>
    </Message>
  ),
  404: () => <NotFoundMessage />,
};

/** The error boundary every route exports: per-status handlers, and a calm generic message. */
export function GeneralErrorBoundary({
  statusHandlers,
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  const error = useRouteError();
  const params = useParams();
  if (typeof document !== "undefined") console.error(error);
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultHandlers[error.status];
    if (handler) return <>{handler({ error, params })}</>;
    return (
      <Message title={`${error.status} ${error.statusText || "Error"}`}>
        <p>{typeof error.data === "string" ? error.data : "Something went wrong."}</p>
      </Message>
    );
  }
  return (
    <Message title="Something went wrong">
      <p>An unexpected error occurred. Your data is safe; please try again in a moment.</p>
    </Message>
  );
}
