import { data, redirect } from "@remix-run/node";
import { COMMUNITY_HOME, COMMUNITY_STRINGS, suspensionMessage } from "~/lib/community";
import { formatDateTime } from "~/lib/timezone";
import { getCommunityProfile } from "~/models/community/members.server";
import { type CommunityError, type CommunityPostView } from "~/models/community/posts.server";
import { hasFeature } from "~/models/limits.server";
import { requireUser } from "~/services/auth.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { redirectWithToast } from "~/services/session.server";

/**
 * Who is asking and what they may do in the community: signed in (else the sign-in page), the
 * plan's `communityAccess`, and their community profile when they chose a name.
 */
export async function communityViewer(request: Request) {
  const user = await requireUser(request);
  const access = hasFeature(user, "communityAccess");
  const profile = access ? getCommunityProfile(user.id) : undefined;
  return { user, access, profile, timezone: timezoneForRequest(user.id, request) };
}

/**
 * For member screens and actions: without access or a name, the hub explains what to do (a form
 * sent anyway is refused with a toast saying why; nothing is changed).
 */
export async function requireCommunityMember(request: Request) {
  const viewer = await communityViewer(request);
  const missing = !viewer.access
    ? COMMUNITY_STRINGS.locked
    : !viewer.profile
      ? COMMUNITY_STRINGS.nameNeeded
      : null;
  if (missing || !viewer.profile) {
    if (request.method === "GET") throw redirect(COMMUNITY_HOME);
    throw await redirectWithToast(COMMUNITY_HOME, { type: "error", title: missing ?? "" });
  }
  return { ...viewer, profile: viewer.profile };
}

/** A post as a screen gets it: dates as text in the person's zone. */
export function postForScreen(post: CommunityPostView, timezone: string) {
  return {
    ...post,
    createdAt: post.createdAt.toISOString(),
    createdLabel: formatDateTime(post.createdAt, timezone),
  };
}

/** The words and status for a refused community change. */
export function communityErrorAnswer(error: CommunityError, timezone: string) {
  switch (error.code) {
    case "suspended":
      return {
        status: 403,
        message: suspensionMessage(error.suspension!, timezone),
      };
    case "no_profile":
      return { status: 403, message: COMMUNITY_STRINGS.nameNeeded };
    case "archived":
      return { status: 409, message: COMMUNITY_STRINGS.archived };
    case "closed":
      return { status: 409, message: COMMUNITY_STRINGS.cannotReply };
    case "own_post":
      return { status: 409, message: "That is your own post." };
    default:
      return { status: 404, message: COMMUNITY_STRINGS.notFound };
  }
}

/** Whether the form came from the page's scripts (a fetcher): they get data, forms a redirect. */
export const fromScript = (formData: FormData) => formData.get("js") === "1";

/**
 * The answer to a community form: data for the page's scripts (no reload), a redirect with a
 * toast for a plain form post.
 */
export async function communityDone(
  formData: FormData,
  answer: { redirectTo: string; message: string } & Record<string, unknown>,
) {
  const { redirectTo, message, ...rest } = answer;
  if (fromScript(formData)) return data({ ok: true as const, message, ...rest });
  return redirectWithToast(redirectTo, { type: "success", title: message });
}

/** A refusal: data with a status for scripts and for the form's own page. */
export function communityRefused(message: string, status: number, values?: Record<string, string>) {
  return data({ ok: false as const, error: message, values: values ?? null }, { status });
}
