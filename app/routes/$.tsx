import type { MetaFunction } from "@remix-run/node";
import { NotFoundMessage } from "~/components/error-boundary";
import { PublicLayout } from "~/components/public-layout";

export const meta: MetaFunction = () => [{ title: "404 Page Not Found" }];

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundMessage />
    </PublicLayout>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
