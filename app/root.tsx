import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "@remix-run/react";
import tailwindHref from "~/tailwind.css";
import { getOptionalUser } from "~/services/auth.server";
import { getToast } from "~/services/session.server";
import { toPublicUser } from "~/lib/public-user";
import { readThemeCookie, themeBootScript, themeClassName } from "~/lib/theme";
import { useNonce } from "~/components/nonce";
import { Toaster } from "~/components/ui/toaster";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PRODUCT_NAME } from "~/lib/site";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwindHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: PRODUCT_NAME },
  { name: "description", content: `${PRODUCT_NAME}: a private journal with an AI companion.` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const { toast, setCookie } = await getToast(request);
  return data(
    {
      user: user ? toPublicUser(user) : null,
      toast,
      theme: readThemeCookie(request.headers.get("Cookie")),
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

/**
 * Nothing personal may be cached by browsers or proxies. Documents get their final
 * Cache-Control in entry.server.tsx (public pages signed out may be kept; decision 017).
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = rootData?.theme ?? "system";
  return (
    <html lang="en" className={themeClassName(theme)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <Toaster flash={rootData?.toast ?? null}>{children}</Toaster>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
