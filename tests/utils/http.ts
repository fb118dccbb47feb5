import { startSession } from "~/services/auth.server";
import { createUser } from "~/models/users.server";
import { db } from "#db/client";
import { users } from "#db/schema";
import { eq } from "drizzle-orm";

export const BASE_URL = "http://localhost:3000";

type RouteArgs = {
  request: Request;
  params: Record<string, string>;
  context: Record<string, unknown>;
};
type RouteFunction = (args: RouteArgs) => unknown;

export type RouteResult = {
  status: number;
  headers: Headers;
  /** Parsed JSON body for Responses, the data for `data()` results. */
  body: unknown;
  location: string | null;
};

function isDataWithInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

async function normalise(value: unknown): Promise<RouteResult> {
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: value.status,
      headers: value.headers,
      body,
      location: value.headers.get("Location"),
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      headers,
      body: value.data,
      location: headers.get("Location"),
    };
  }
  return { status: 200, headers: new Headers(), body: value, location: null };
}

/** Calls a loader or action like Remix would, thrown Responses included. */
export async function callRoute(
  fn: RouteFunction,
  request: Request,
  params: Record<string, string> = {},
) {
  try {
    return await normalise(await fn({ request, params, context: {} }));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return normalise(thrown);
    throw thrown;
  }
}

type RequestOptions = { cookie?: string | null; headers?: Record<string, string>; method?: string };

export function formRequest(
  path: string,
  fields: Record<string, string>,
  options: RequestOptions = {},
) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(`${BASE_URL}${path}`, {
    method: options.method ?? "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

export function jsonRequest(path: string, body: unknown, options: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json");
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(`${BASE_URL}${path}`, {
    method: options.method ?? "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(path: string, options: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(`${BASE_URL}${path}`, { headers });
}

/** The `name=value` pairs of every Set-Cookie header, ready to send back as a Cookie header. */
export function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

export function sessionCookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith("__session="))
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

let counter = 0;
export function uniqueEmail(prefix = "person") {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}@example.com`;
}

/** A registered (optionally verified or admin) user with a live session cookie. */
export async function createSignedInUser(
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    verified?: boolean;
    admin?: boolean;
  } = {},
) {
  const password = overrides.password ?? "correct horse battery";
  const { user, verificationToken } = await createUser({
    name: overrides.name ?? "Robin Test",
    email: overrides.email ?? uniqueEmail(),
    password,
  });
  if (overrides.verified || overrides.admin) {
    db()
      .update(users)
      .set({ isVerified: Boolean(overrides.verified), isAdmin: Boolean(overrides.admin) })
      .where(eq(users.id, user.id))
      .run();
  }
  const setCookie = await startSession(user.id);
  return { user, password, verificationToken, cookie: setCookie.split(";")[0]! };
}
