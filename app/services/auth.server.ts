import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LoginSchema } from "~/schemas/auth";
import { getUserById, verifyLogin, type User } from "~/models/users.server";
import { createSession, deleteSession, getActiveSession } from "~/models/sessions.server";
import { SUPPORT_EMAIL } from "~/lib/site";
import { browserTimezone } from "~/lib/timezone";
import { adoptTimezoneIfUnset } from "~/models/notifications.server";
import { sessionCookie } from "~/services/session.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { createTurnMemo } from "~/services/request-memo.server";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";

/**
 * Said only to someone who has just proved they own the account (right password, a reset or
 * unlock link, a sign-in provider): a stranger typing the email still gets INVALID_LOGIN_MESSAGE.
 * It names no admin and no reason.
 */
export const ACCOUNT_DISABLED_MESSAGE = `This account has been disabled. If you think this is a mistake, write to ${SUPPORT_EMAIL}.`;

/** startSession refused: the account is disabled (or gone). Callers show its message. */
export class AccountDisabledError extends Error {
  constructor() {
    super(ACCOUNT_DISABLED_MESSAGE);
  }
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super(INVALID_LOGIN_MESSAGE);
  }
}

/** remix-auth keeps no session of its own: our actions create the session row and cookie. */
export const authenticator = new Authenticator<User>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new InvalidCredentialsError();
    const user = await verifyLogin(parsed.data.email, parsed.data.password);
    if (!user) throw new InvalidCredentialsError();
    return user;
  }),
  "form",
);

export async function readSessionId(request: Request) {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/** One session read and one user read per page load, whichever loaders ask. */
const sessionReads = createTurnMemo<Promise<number | null>>();
const userReads = createTurnMemo<Promise<User | null>>();

/**
 * The signed-in user's id, or null. Every auth helper goes through here, so every action that
 * knows who is asking also refuses cross-site requests.
 */
export async function getUserId(request: Request) {
  assertSameOrigin(request);
  return sessionReads(request, "", async () => {
    const sessionId = await readSessionId(request);
    if (!sessionId) return null;
    const session = getActiveSession(sessionId, { touch: request.method !== "GET" });
    return session?.userId ?? null;
  });
}

export async function getOptionalUser(request: Request) {
  const userId = await getUserId(request);
  if (!userId) return null;
  return userReads(request, String(userId), async () => getUserById(userId) ?? null);
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  const params = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return redirect(`/auth${params}`);
}

export async function requireUserId(request: Request) {
  const userId = await getUserId(request);
  if (!userId) throw loginRedirect(request);
  return userId;
}

export async function requireUser(request: Request) {
  const user = await getOptionalUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

export async function requireAdmin(request: Request) {
  const user = await requireUser(request);
  if (!user.isAdmin) {
    throw new Response("You do not have permission to view this page.", { status: 403 });
  }
  return user;
}

export async function requireAnonymous(request: Request) {
  if (await getUserId(request)) throw redirect("/");
}

/**
 * A fresh session row (a new id at every login) and its cookie; the session the request came
 * with, if any, is ended so an old id cannot be reused.
 *
 * Every way of signing in ends here, and here a disabled account is refused
 * (AccountDisabledError): /api routes answer it with 403 through handleApi, screens catch it and
 * show ACCOUNT_DISABLED_MESSAGE (on /auth, or through `/auth?error=`).
 */
export async function startSession(userId: number, request?: Request) {
  const previous = request ? await readSessionId(request) : null;
  if (previous) deleteSession(previous);
  const session = createSession(userId, request?.headers.get("User-Agent"));
  if (!session) throw new AccountDisabledError();
  const zone = request ? browserTimezone(request.headers.get("Cookie")) : null;
  if (zone) adoptTimezoneIfUnset(userId, zone);
  return sessionCookie().serialize(session.id, { expires: session.expiresAt });
}

/** Where a screen sends someone whose sign-in startSession refused. */
export function accountDisabledRedirect() {
  return redirect(`/auth?${new URLSearchParams({ error: ACCOUNT_DISABLED_MESSAGE })}`);
}

/** Deletes the session row and returns the header that clears the cookie. */
export async function endSession(request: Request) {
  const sessionId = await readSessionId(request);
  if (sessionId) deleteSession(sessionId);
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
