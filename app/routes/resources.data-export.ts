import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportJournalMarkdown, exportUserData } from "~/models/data-export.server";
import { LimitError } from "~/models/limits.server";
import { requireUser } from "~/services/auth.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { applySecurityHeaders } from "~/services/security-headers.server";

function download(body: string, type: string, filename: string) {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", `${type}; charset=utf-8`);
  headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(body, { headers });
}

/**
 * Downloads everything stored about the signed-in person as one JSON file, on every plan: a
 * person's own data is never paywalled. `?format=markdown` is the journal as a readable Markdown
 * file, the plan's `exportAccess` (docs/decisions/014).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const day = new Date().toISOString().slice(0, 10);
  if (new URL(request.url).searchParams.get("format") === "markdown") {
    try {
      const markdown = exportJournalMarkdown(user.id, timezoneForRequest(user.id, request));
      return download(markdown, "text/markdown", `solace-journal-${day}.md`);
    } catch (error) {
      if (!(error instanceof LimitError)) throw error;
      throw new Response(`${error.message} Your full JSON export is always available.`, {
        status: 403,
      });
    }
  }
  const body = JSON.stringify(exportUserData(user.id), null, 2);
  return download(body, "application/json", `solace-export-${day}.json`);
}
