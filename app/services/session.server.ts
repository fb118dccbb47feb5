import {
  createCookie,
  createCookieSessionStorage,
  redirect,
  type SessionStorage,
} from "@remix-run/node";
import { env, isSecureAppUrl } from "~/env.server";
import { SESSION_TTL_MS } from "~/models/sessions.server";

function cookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isSecureAppUrl(),
    path: "/",
    secrets: [env().sessionSecret],
  };
}

let authCookie: ReturnType<typeof createCookie> | undefined;

/** The signed cookie that carries only the id of a `sessions` row. */
export function sessionCookie() {
  authCookie ??= createCookie("__session", { ...cookieOptions(), maxAge: SESSION_TTL_MS / 1000 });
  return authCookie;
}

export type Toast = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  link?: { href: string; label: string };
};

type ToastFlash = { toast: Toast };
let toastStorage: SessionStorage<ToastFlash, ToastFlash> | undefined;

function toastSessionStorage() {
  toastStorage ??= createCookieSessionStorage<ToastFlash, ToastFlash>({
    cookie: { name: "__toast", ...cookieOptions() },
  });
  return toastStorage;
}

export async function createToastHeader(toast: Toast) {
  const storage = toastSessionStorage();
  const session = await storage.getSession();
  session.flash("toast", toast);
  return storage.commitSession(session);
}

/** Reads the flash toast once; the returned header clears it. */
export async function getToast(request: Request) {
  const storage = toastSessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const setCookie = toast ? await storage.commitSession(session) : null;
  return { toast, setCookie };
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { ...init, headers });
}
