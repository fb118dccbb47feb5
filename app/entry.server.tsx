import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { StaticMarkupRenderer } from "~/components/ui/static-markup";
import { renderStaticMarkup } from "~/services/static-markup-cache.server";
import type { CspExtra } from "~/lib/csp";
import { signInFormTargets } from "~/services/oidc.server";
import { applySecurityHeaders, createNonce } from "~/services/security-headers.server";
import { applyDocumentCaching } from "~/services/cache-control.server";
import { startServer } from "~/services/startup.server";
import { leaveCrossSiteChecksToActions } from "~/services/request-guard.server";
import { cacheRouteMatching } from "~/services/route-matching.server";

export const streamTimeout = 5_000;

// Migrate and seed before the first request is served.
await startServer();
leaveCrossSiteChecksToActions();
// Remix matches every URL against every route four times per document (decision 027).
cacheRouteMatching();

/**
 * An error answer to a request with a body may leave part of that body unread (a 413 stops
 * reading at the limit, an upload stops at its part limit): the connection cannot carry another
 * request, so it is closed after the answer instead of leaving the next request stuck behind
 * the rest of the body.
 */
function closeIfBodyMayBeUnread(request: Request, status: number, headers: Headers) {
  if (status >= 400 && request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Connection", "close");
  }
}

/** The extra CSP sources of the matched screen, if its route declares `handle.csp` (docs/architecture.md). */
function routeCsp(context: EntryContext): CspExtra | undefined {
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as
      { csp?: (loaderData: unknown) => CspExtra | undefined } | undefined;
    if (typeof handle?.csp === "function") {
      return handle.csp(context.staticHandlerContext.loaderData[match.route.id]);
    }
  }
  return undefined;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  // A screen's own sources (PayPal on /subscription) plus, on every page, the enabled sign-in
  // providers a form may redirect to.
  const extra = routeCsp(remixContext) ?? {};
  applySecurityHeaders(responseHeaders, nonce, {
    ...extra,
    formAction: [...(extra.formAction ?? []), ...signInFormTargets()],
  });
  const { matches, loaderData } = remixContext.staticHandlerContext;
  applyDocumentCaching(responseHeaders, {
    routeId: matches.at(-1)?.route.id,
    status: responseStatusCode,
    signedIn: Boolean((loaderData.root as { user?: unknown } | undefined)?.user),
  });
  closeIfBodyMayBeUnread(request, responseStatusCode, responseHeaders);
  // Every page is sent complete, for browsers as for bots: the dashboard's code is loaded with
  // import() and must still arrive rendered in the HTML for people without JavaScript (no page
  // streams data, so nothing is lost by waiting).
  const readyEvent = "onAllReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StaticMarkupRenderer.Provider value={renderStaticMarkup}>
          <RemixServer
            context={remixContext}
            url={request.url}
            nonce={nonce}
            abortDelay={streamTimeout}
          />
        </StaticMarkupRenderer.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // The page is complete, so it is sent as one piece: React writes it in ~2 KB chunks,
          // and each chunk used to travel on its own through a Node stream, a web stream, the
          // HTTP response and the compressor (docs/architecture.md#performance).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html");
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              done();
            },
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applySecurityHeaders(response.headers);
  closeIfBodyMayBeUnread(request, response.status, response.headers);
  return response;
};
