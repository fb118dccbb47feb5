import * as z from "zod";
import { applySecurityHeaders } from "~/services/security-headers.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { LimitError } from "~/models/limits.server";
import { AccountDisabledError, getUserId } from "~/services/auth.server";
import { MAX_BODY_BYTES, readBodyBytes } from "~/services/request-body.server";

/** JSON bodies larger than this are refused with 413 before they are (all) read. */
export const MAX_JSON_BODY_BYTES = MAX_BODY_BYTES;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export function apiJson(body: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  applySecurityHeaders(headers);
  return new Response(JSON.stringify(body), { ...init, headers });
}

function errorResponse(error: ApiError) {
  const body: { message: string; errors?: Record<string, string[]> } = { message: error.message };
  if (error.errors) body.errors = error.errors;
  return apiJson(body, { status: error.status, headers: error.headers });
}

/**
 * Runs an /api handler and turns every failure into the JSON error shape
 * `{ message, errors? }` with an honest status.
 */
export async function handleApi(run: () => Promise<Response>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (error instanceof AccountDisabledError)
      return errorResponse(new ApiError(403, error.message));
    // A plan limit (docs/api.md#plan-limits): 403, its message and code; nothing was changed.
    if (error instanceof LimitError) {
      return apiJson({ message: error.message, rule: error.code }, { status: 403 });
    }
    if (error instanceof RateLimitedError) {
      return errorResponse(
        new ApiError(429, error.message, undefined, {
          "Retry-After": String(error.retryAfterSeconds),
        }),
      );
    }
    if (error instanceof Response) {
      if (error.status >= 300 && error.status < 400) return error;
      const text = await error.text();
      const connection = error.headers.get("Connection");
      return errorResponse(
        new ApiError(
          error.status,
          text || error.statusText || "Request failed",
          undefined,
          connection ? { Connection: connection } : undefined,
        ),
      );
    }
    console.error("[api] unexpected error", error);
    return errorResponse(new ApiError(500, "Something went wrong. Please try again."));
  }
}

export function methodNotAllowed(allowed: string[]) {
  return errorResponse(
    new ApiError(405, "Method not allowed", undefined, { Allow: allowed.join(", ") }),
  );
}

/** Keys that would reach Object.prototype through a careless merge: refused outright. */
const POLLUTING_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function hasPollutingKey(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (Array.isArray(value)) return value.some((item) => hasPollutingKey(item, depth + 1));
  if (typeof value !== "object" || value === null) return false;
  return Object.keys(value).some(
    (key) =>
      POLLUTING_KEYS.has(key) ||
      hasPollutingKey((value as Record<string, unknown>)[key], depth + 1),
  );
}

async function readBoundedText(request: Request, maxBytes: number) {
  try {
    return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
  } catch (error) {
    if (error instanceof Response && error.status === 413) {
      throw new ApiError(413, "Request body is too large", undefined, { Connection: "close" });
    }
    throw error;
  }
}

/** Reads a JSON body (bounded in size) and validates it with the shared zod schema. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = MAX_JSON_BODY_BYTES } = {},
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new ApiError(415, "Send the request body as JSON (Content-Type: application/json)");
  }
  const text = await readBoundedText(request, maxBytes);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, "The request body is not valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "The request body must be a JSON object");
  }
  if (hasPollutingKey(body)) {
    throw new ApiError(400, "The request body has a field name that is not allowed");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const flat = z.flattenError(parsed.error);
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(flat.fieldErrors)) {
      if (Array.isArray(messages) && messages.length) errors[field] = messages as string[];
    }
    const first = Object.values(errors)[0]?.[0] ?? flat.formErrors[0] ?? "Invalid input";
    throw new ApiError(400, first, Object.keys(errors).length ? errors : undefined);
  }
  return parsed.data;
}

export async function requireApiUserId(request: Request) {
  const userId = await getUserId(request);
  if (!userId) throw new ApiError(401, "Not authenticated");
  return userId;
}

/**
 * For `/api/…/{userId}` reads: only the session user's own id is answered; any other id is 403,
 * for admins too (admins work under /admin and never read journals, moods or plans).
 * Answers the user id whose data to read.
 */
export async function requireApiReader(request: Request, userIdParam: string | undefined) {
  const sessionUserId = await requireApiUserId(request);
  if (userIdParam === String(sessionUserId)) return sessionUserId;
  throw new ApiError(403, "You can only access your own data");
}

/**
 * For writes whose body names a `userId` (docs/api.md#conventions): it must be the session user; nobody,
 * admins included, writes into another person's journal.
 */
export function assertOwnUserId(sessionUserId: number, bodyUserId: number | undefined) {
  if (bodyUserId !== undefined && bodyUserId !== sessionUserId) {
    throw new ApiError(403, "You can only change your own data");
  }
}
