import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, callRoute } from "#tests/utils/http";
import { startSession } from "~/services/auth.server";
import { createWorld, routeFiles, snapshotOf, type World } from "#tests/utils/world";

/**
 * Who may do what: every route module × {anonymous, another person, the owner, an admin who is
 * not the owner}, with the status each gets. The table is the spec; a route file on disk without
 * a row fails the first test. "Owner" is the person whose entry, goal, task, habit, notification
 * and support request the paths name (`:entryId`, `:ownerId`, …); on routes that name nothing,
 * the owner and the other person are just two signed-in people.
 *
 * Besides the status, the owner's rows (every table) must be unchanged by what anyone else sends;
 * a no-JavaScript form that does not find its item answers with a redirect and a toast (302), so
 * for those rows the unchanged rows are what proves the refusal.
 *
 * Admins manage the service; they never read or change a person's journal, moods or plans: on
 * `/api/…/{userId}` of another person they get 403 like anyone else.
 */

type Role = "anonymous" | "other" | "owner" | "admin";
type Expect = Record<Role, number>;
type Row = {
  file: string;
  method: string;
  /** `:entryId`, `:goalId`, `:taskId`, `:habitId`, `:notificationId`, `:supportId`, `:ownerId`. */
  path: string;
  params?: Record<string, string>;
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  expect: Expect;
  /** Deletes the owner's things: runs after every other row. */
  destructive?: boolean;
};

const all = (status: number): Expect => ({
  anonymous: status,
  other: status,
  owner: status,
  admin: status,
});
/** A signed-in screen: anonymous visitors are sent to sign in. */
const screen: Expect = { anonymous: 302, other: 200, owner: 200, admin: 200 };
const adminScreen: Expect = { anonymous: 302, other: 403, owner: 403, admin: 200 };
/** A person's own data: only the owner; admins too get 403 (they never read plans or journals). */
const ownData: Expect = { anonymous: 401, other: 403, owner: 200, admin: 403 };
/** A signed-in API resource (the session says whose). */
const signedInApi: Expect = { anonymous: 401, other: 200, owner: 200, admin: 200 };
/** One of the owner's items by id: others find nothing. */
const ownItem = (ok: number): Expect => ({ anonymous: 401, other: 404, owner: ok, admin: 404 });

const MATRIX: Row[] = [
  // Public pages and plumbing.
  { file: "_index.tsx", method: "GET", path: "/", expect: all(200) },
  {
    file: "$.tsx",
    method: "GET",
    path: "/no-such-page",
    params: { "*": "no-such-page" },
    expect: all(404),
  },
  { file: "healthcheck.ts", method: "GET", path: "/healthcheck", expect: all(200) },
  { file: "help-center.tsx", method: "GET", path: "/help-center", expect: all(200) },
  {
    file: "auth.tsx",
    method: "GET",
    path: "/auth",
    expect: { anonymous: 200, other: 302, owner: 302, admin: 302 },
  },
  {
    file: "auth.tsx",
    method: "POST",
    path: "/auth",
    form: { intent: "login", email: "x@example.com", password: "not-a-password-1" },
    expect: { anonymous: 401, other: 302, owner: 302, admin: 302 },
  },
  // Sign-in providers (none is enabled here: every flow is refused back to /auth).
  { file: "auth_.oidc.$provider.tsx", method: "GET", path: "/auth/oidc/oidc", expect: all(302) },
  {
    file: "auth_.oidc.$provider.tsx",
    method: "POST",
    path: "/auth/oidc/oidc",
    params: { provider: "oidc" },
    form: { redirectTo: "/journal" },
    expect: all(302),
  },
  {
    file: "auth_.oidc.$provider_.callback.tsx",
    method: "GET",
    path: "/auth/oidc/oidc/callback?code=x&state=y",
    params: { provider: "oidc" },
    expect: all(302),
  },
  {
    file: "auth_.oidc.$provider_.callback.tsx",
    method: "POST",
    path: "/auth/oidc/apple/callback",
    params: { provider: "apple" },
    form: { code: "x", state: "y" },
    expect: all(302),
  },
  { file: "auth_.link.tsx", method: "GET", path: "/auth/link", expect: all(302) },
  {
    file: "auth_.link.tsx",
    method: "POST",
    path: "/auth/link",
    form: { intent: "password", password: "Another-Lake-4821" },
    expect: all(302),
  },
  {
    file: "auth_.link_.$token.tsx",
    method: "GET",
    path: "/auth/link/bogus",
    params: { token: "bogus" },
    expect: all(200),
  },
  {
    file: "auth_.link_.$token.tsx",
    method: "POST",
    path: "/auth/link/bogus",
    params: { token: "bogus" },
    expect: all(400),
  },
  {
    file: "reset-password.$token.tsx",
    method: "GET",
    path: "/reset-password/bogus",
    params: { token: "bogus" },
    expect: all(200),
  },
  {
    file: "reset-password.$token.tsx",
    method: "POST",
    path: "/reset-password/bogus",
    params: { token: "bogus" },
    form: { password: "Another-Lake-4821", confirmPassword: "Another-Lake-4821" },
    expect: all(400),
  },
  {
    file: "unlock.$token.tsx",
    method: "GET",
    path: "/unlock/bogus",
    params: { token: "bogus" },
    expect: { anonymous: 200, other: 302, owner: 302, admin: 302 },
  },
  {
    file: "unlock.$token.tsx",
    method: "POST",
    path: "/unlock/bogus",
    params: { token: "bogus" },
    form: { password: "Another-Lake-4821" },
    expect: { anonymous: 400, other: 302, owner: 302, admin: 302 },
  },
  {
    file: "verify-email.$token.tsx",
    method: "GET",
    path: "/verify-email/bogus",
    params: { token: "bogus" },
    expect: all(200),
  },
  {
    file: "verify-email.$token.tsx",
    method: "POST",
    path: "/verify-email/bogus",
    params: { token: "bogus" },
    expect: all(400),
  },
  // A notification email's unsubscribe link: the signed token is the only authority (a valid
  // one is exercised in notification-scheduler.test.ts); whoever is signed in changes nothing.
  {
    file: "unsubscribe.$token.tsx",
    method: "GET",
    path: "/unsubscribe/bogus",
    params: { token: "bogus" },
    expect: all(400),
  },
  {
    file: "unsubscribe.$token.tsx",
    method: "POST",
    path: "/unsubscribe/bogus",
    params: { token: "bogus" },
    form: { "List-Unsubscribe": "One-Click" },
    expect: all(400),
  },
  { file: "logout.tsx", method: "GET", path: "/logout", expect: all(302) },
  { file: "logout.tsx", method: "POST", path: "/logout", expect: all(302) },
  {
    file: "resend-verification.tsx",
    method: "GET",
    path: "/resend-verification",
    expect: all(302),
  },
  {
    file: "resend-verification.tsx",
    method: "POST",
    path: "/resend-verification",
    expect: all(302),
  },

  // Signed-in screens.
  { file: "_app.tsx", method: "GET", path: "/journal", expect: screen },
  { file: "_app.journal._index.tsx", method: "GET", path: "/journal", expect: screen },
  { file: "_app.journal.new.tsx", method: "GET", path: "/journal/new", expect: screen },
  {
    file: "_app.journal.new.tsx",
    method: "POST",
    path: "/journal/new",
    form: { content: "" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  {
    file: "_app.journal.$id.tsx",
    method: "GET",
    path: "/journal/:entryId",
    params: { id: ":entryId" },
    expect: { anonymous: 302, other: 404, owner: 200, admin: 404 },
  },
  {
    file: "_app.journal.$id.tsx",
    method: "POST",
    path: "/journal/:entryId",
    params: { id: ":entryId" },
    form: { intent: "update", content: "Changed by someone", title: "Changed" },
    expect: { anonymous: 302, other: 404, owner: 302, admin: 404 },
  },
  { file: "_app.insights.tsx", method: "GET", path: "/insights", expect: screen },
  { file: "_app.notifications.tsx", method: "GET", path: "/notifications", expect: screen },
  { file: "_app.goals.tsx", method: "GET", path: "/goals", expect: screen },
  {
    file: "_app.goals.tsx",
    method: "POST",
    path: "/goals",
    form: { intent: "delete", id: ":goalId" },
    expect: all(302),
    destructive: true,
  },
  { file: "_app.tasks.tsx", method: "GET", path: "/tasks", expect: screen },
  {
    file: "_app.tasks.tsx",
    method: "POST",
    path: "/tasks",
    form: { intent: "delete", id: ":taskId" },
    expect: all(302),
    destructive: true,
  },
  { file: "_app.habits.tsx", method: "GET", path: "/habits", expect: screen },
  {
    file: "_app.habits.tsx",
    method: "POST",
    path: "/habits",
    form: { intent: "delete", id: ":habitId" },
    expect: all(302),
    destructive: true,
  },
  { file: "_app.subscription.tsx", method: "GET", path: "/subscription", expect: screen },
  // Nobody here has a subscription (and PayPal is not configured): nothing to cancel.
  {
    file: "_app.subscription.tsx",
    method: "POST",
    path: "/subscription",
    form: { intent: "cancel" },
    expect: { anonymous: 302, other: 409, owner: 409, admin: 409 },
  },
  {
    file: "subscription.return.ts",
    method: "GET",
    path: "/subscription/return?subscription_id=I-NOT-YOURS",
    expect: all(302),
  },
  {
    file: "subscription.cancelled.ts",
    method: "GET",
    path: "/subscription/cancelled",
    expect: all(302),
  },
  { file: "_app.chat.tsx", method: "GET", path: "/chat", expect: screen },
  { file: "_app.support.tsx", method: "GET", path: "/support", expect: screen },
  {
    file: "_app.support.tsx",
    method: "POST",
    path: "/support",
    form: { subject: "" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  { file: "_app.settings.profile.tsx", method: "GET", path: "/settings/profile", expect: screen },
  {
    file: "_app.settings.profile.tsx",
    method: "POST",
    path: "/settings/profile",
    form: { firstName: "" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  { file: "_app.settings.password.tsx", method: "GET", path: "/settings/password", expect: screen },
  {
    file: "_app.settings.password.tsx",
    method: "POST",
    path: "/settings/password",
    form: {},
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  {
    file: "_app.settings.notifications.tsx",
    method: "GET",
    path: "/settings/notifications",
    expect: screen,
  },
  {
    file: "_app.settings.notifications.tsx",
    method: "POST",
    path: "/settings/notifications",
    form: { reminderTime: "nope" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  {
    file: "_app.settings.notifications.tsx",
    method: "POST",
    path: "/settings/notifications",
    form: { intent: "remove-device", id: "999999" },
    expect: all(302),
  },
  { file: "_app.settings.privacy.tsx", method: "GET", path: "/settings/privacy", expect: screen },
  {
    file: "_app.settings.privacy.tsx",
    method: "POST",
    path: "/settings/privacy",
    form: { intent: "nope" },
    expect: all(302),
  },
  {
    file: "_app.settings.privacy.tsx",
    method: "POST",
    path: "/settings/privacy",
    form: { intent: "unlink", provider: "google" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  {
    file: "_app.settings.appearance.tsx",
    method: "GET",
    path: "/settings/appearance",
    expect: screen,
  },
  {
    file: "_app.settings.appearance.tsx",
    method: "POST",
    path: "/settings/appearance",
    form: { theme: "neon" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  { file: "_app.settings.data.tsx", method: "GET", path: "/settings/data", expect: screen },
  {
    file: "_app.settings.data.tsx",
    method: "POST",
    path: "/settings/data",
    form: { intent: "delete-account" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },

  // Admin screens.
  { file: "_app.admin.tsx", method: "GET", path: "/admin", expect: adminScreen },
  { file: "_app.admin._index.tsx", method: "GET", path: "/admin", expect: adminScreen },
  { file: "_app.admin.oauth.tsx", method: "GET", path: "/admin/oauth", expect: adminScreen },
  {
    file: "_app.admin.oauth.tsx",
    method: "POST",
    path: "/admin/oauth",
    form: { provider: "nope", intent: "save" },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },
  { file: "_app.admin.paypal.tsx", method: "GET", path: "/admin/paypal", expect: adminScreen },
  {
    file: "_app.admin.paypal.tsx",
    method: "POST",
    path: "/admin/paypal",
    form: { intent: "nope" },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },
  { file: "_app.admin.openai.tsx", method: "GET", path: "/admin/openai", expect: adminScreen },
  {
    file: "_app.admin.openai.tsx",
    method: "POST",
    path: "/admin/openai",
    form: { intent: "nope" },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },
  { file: "_app.admin.users.tsx", method: "GET", path: "/admin/users", expect: adminScreen },
  {
    // An admin's valid change would alter the owner's row; a reason too long is refused first.
    file: "_app.admin.users.tsx",
    method: "POST",
    path: "/admin/users",
    form: { intent: "disable", userId: ":ownerId", reason: "r".repeat(201) },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },
  {
    file: "_app.admin.community._index.tsx",
    method: "GET",
    path: "/admin/community",
    expect: adminScreen,
  },
  {
    // A post id that is not a number is refused before anything changes.
    file: "_app.admin.community._index.tsx",
    method: "POST",
    path: "/admin/community",
    form: { intent: "suspend", postId: "x", period: "7", reason: "" },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },
  {
    file: "_app.admin.community.circles.tsx",
    method: "GET",
    path: "/admin/community/circles",
    expect: adminScreen,
  },
  {
    file: "_app.admin.community.circles.tsx",
    method: "POST",
    path: "/admin/community/circles",
    form: { intent: "create", name: "", description: "" },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },
  { file: "_app.admin.support.tsx", method: "GET", path: "/admin/support", expect: adminScreen },
  {
    file: "_app.admin.support.tsx",
    method: "POST",
    path: "/admin/support",
    form: { intent: "update", id: ":supportId", status: "nope" },
    expect: { anonymous: 302, other: 403, owner: 403, admin: 400 },
  },

  // Resource routes: GET sends people home; their forms redirect back with a toast.
  { file: "resources.chat.tsx", method: "GET", path: "/resources/chat", expect: all(302) },
  {
    file: "resources.chat.tsx",
    method: "POST",
    path: "/resources/chat",
    form: { intent: "nope" },
    expect: all(302),
  },
  { file: "resources.mood.tsx", method: "GET", path: "/resources/mood", expect: all(302) },
  {
    file: "resources.mood.tsx",
    method: "POST",
    path: "/resources/mood",
    form: { rating: "9" },
    expect: all(302),
  },
  {
    file: "resources.notifications.tsx",
    method: "GET",
    path: "/resources/notifications",
    expect: all(302),
  },
  {
    file: "resources.notifications.tsx",
    method: "POST",
    path: "/resources/notifications",
    form: { intent: "mark-read", id: ":notificationId" },
    expect: all(302),
  },
  { file: "resources.plans.tsx", method: "GET", path: "/resources/plans", expect: all(302) },
  {
    file: "resources.paypal-subscription.ts",
    method: "GET",
    path: "/resources/paypal-subscription",
    expect: all(405),
  },
  {
    file: "resources.paypal-subscription.ts",
    method: "POST",
    path: "/resources/paypal-subscription",
    form: {},
    expect: { anonymous: 401, other: 409, owner: 409, admin: 409 },
  },
  // PayPal's webhook: no session; without a verified signature nothing is read as true.
  { file: "api.paypal.webhook.ts", method: "GET", path: "/api/paypal/webhook", expect: all(405) },
  {
    file: "api.paypal.webhook.ts",
    method: "POST",
    path: "/api/paypal/webhook",
    json: { id: "WH-1", event_type: "BILLING.SUBSCRIPTION.ACTIVATED", resource: {} },
    expect: all(401),
  },
  {
    file: "resources.plans.tsx",
    method: "POST",
    path: "/resources/plans",
    form: { intent: "toggle-task", id: ":taskId", completed: "true", respond: "data" },
    expect: { anonymous: 302, other: 404, owner: 200, admin: 404 },
  },
  {
    file: "resources.data-export.ts",
    method: "GET",
    path: "/resources/data-export",
    expect: { anonymous: 302, other: 200, owner: 200, admin: 200 },
  },
  {
    file: "resources.support-attachment.$id.ts",
    method: "GET",
    path: "/resources/support-attachment/:supportId",
    params: { id: ":supportId" },
    expect: { anonymous: 302, other: 403, owner: 200, admin: 200 },
  },

  // JSON API.
  { file: "api.$.ts", method: "GET", path: "/api/nope", params: { "*": "nope" }, expect: all(404) },
  {
    file: "api.$.ts",
    method: "POST",
    path: "/api/nope",
    params: { "*": "nope" },
    json: {},
    expect: all(404),
  },
  { file: "api.user.ts", method: "GET", path: "/api/user", expect: signedInApi },
  {
    file: "api.subscription.ts",
    method: "GET",
    path: "/api/subscription",
    expect: signedInApi,
  },
  { file: "api.prompts.ts", method: "GET", path: "/api/prompts", expect: signedInApi },
  {
    file: "api.push-subscriptions.key.ts",
    method: "GET",
    path: "/api/push-subscriptions/key",
    expect: all(405),
  },
  {
    file: "api.push-subscriptions.key.ts",
    method: "POST",
    path: "/api/push-subscriptions/key",
    json: {},
    expect: signedInApi,
  },
  {
    file: "api.push-subscriptions.ts",
    method: "GET",
    path: "/api/push-subscriptions",
    expect: signedInApi,
  },
  {
    file: "api.push-subscriptions.ts",
    method: "POST",
    path: "/api/push-subscriptions",
    json: { endpoint: "https://127.0.0.1/not-a-push-service" },
    expect: { anonymous: 401, other: 400, owner: 400, admin: 400 },
  },
  {
    file: "api.push-subscriptions.ts",
    method: "DELETE",
    path: "/api/push-subscriptions",
    json: { endpoint: "https://fcm.googleapis.com/fcm/send/nobody" },
    expect: { anonymous: 401, other: 404, owner: 404, admin: 404 },
  },
  { file: "api.notifications.ts", method: "GET", path: "/api/notifications", expect: signedInApi },
  {
    file: "api.notifications.ts",
    method: "DELETE",
    path: "/api/notifications",
    expect: signedInApi,
    destructive: true,
  },
  {
    file: "api.notifications.unread.ts",
    method: "GET",
    path: "/api/notifications/unread",
    expect: signedInApi,
  },
  {
    file: "api.notifications.$id.ts",
    method: "GET",
    path: "/api/notifications/:notificationId",
    params: { id: ":notificationId" },
    expect: all(405),
  },
  {
    file: "api.notifications.$id.ts",
    method: "PATCH",
    path: "/api/notifications/:notificationId",
    params: { id: ":notificationId" },
    json: { status: "read" },
    expect: ownItem(200),
  },
  {
    file: "api.notification-preferences.ts",
    method: "GET",
    path: "/api/notification-preferences",
    expect: signedInApi,
  },
  {
    file: "api.notification-preferences.ts",
    method: "PATCH",
    path: "/api/notification-preferences",
    json: { weeklyDigest: false },
    expect: signedInApi,
  },
  {
    file: "api.journal-entries.ts",
    method: "GET",
    path: "/api/journal-entries",
    expect: { anonymous: 405, other: 405, owner: 405, admin: 405 },
  },
  {
    file: "api.journal-entries.ts",
    method: "POST",
    path: "/api/journal-entries",
    json: {
      userId: ":ownerId",
      content: "Written by whoever asks",
      date: new Date().toISOString(),
    },
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
  },
  {
    file: "api.journal-entries.$userId.ts",
    method: "GET",
    path: "/api/journal-entries/:ownerId",
    params: { userId: ":ownerId" },
    expect: ownData,
  },
  {
    file: "api.journal-entries.entry.$id.ts",
    method: "GET",
    path: "/api/journal-entries/entry/:entryId",
    params: { id: ":entryId" },
    expect: ownItem(200),
  },
  {
    file: "api.moods.ts",
    method: "POST",
    path: "/api/moods",
    json: { userId: ":ownerId", rating: 2, date: new Date().toISOString() },
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
  },
  { file: "api.moods.ts", method: "GET", path: "/api/moods", expect: all(405) },
  {
    file: "api.moods.$userId.ts",
    method: "GET",
    path: "/api/moods/:ownerId",
    params: { userId: ":ownerId" },
    expect: ownData,
  },
  {
    file: "api.summary.$userId.ts",
    method: "GET",
    path: "/api/summary/:ownerId",
    params: { userId: ":ownerId" },
    expect: ownData,
  },
  { file: "api.goals.ts", method: "GET", path: "/api/goals", expect: all(405) },
  {
    file: "api.goals.ts",
    method: "POST",
    path: "/api/goals",
    json: { userId: ":ownerId", name: "Someone else's goal", target: 3 },
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
  },
  {
    file: "api.goals.$id.ts",
    method: "GET",
    path: "/api/goals/:ownerId",
    params: { id: ":ownerId" },
    expect: ownData,
  },
  {
    file: "api.goals.$id.ts",
    method: "PATCH",
    path: "/api/goals/:goalId",
    params: { id: ":goalId" },
    json: { progress: 1 },
    expect: ownItem(200),
  },
  {
    file: "api.goals.$id.ai-suggestions.ts",
    method: "GET",
    path: "/api/goals/:ownerId/ai-suggestions",
    params: { id: ":ownerId" },
    expect: ownData,
  },
  {
    file: "api.goals.$id.ai-suggestions.ts",
    method: "POST",
    path: "/api/goals/:ownerId/ai-suggestions",
    params: { id: ":ownerId" },
    json: {},
    expect: { anonymous: 401, other: 405, owner: 405, admin: 405 },
  },
  { file: "api.tasks.ts", method: "GET", path: "/api/tasks", expect: all(405) },
  {
    file: "api.tasks.ts",
    method: "POST",
    path: "/api/tasks",
    json: { userId: ":ownerId", title: "Someone else's task" },
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
  },
  {
    file: "api.tasks.$id.ts",
    method: "GET",
    path: "/api/tasks/:ownerId",
    params: { id: ":ownerId" },
    expect: ownData,
  },
  {
    file: "api.tasks.$id.ts",
    method: "PATCH",
    path: "/api/tasks/:taskId",
    params: { id: ":taskId" },
    json: { completed: true },
    expect: ownItem(200),
  },
  { file: "api.habits.ts", method: "GET", path: "/api/habits", expect: all(405) },
  {
    file: "api.habits.ts",
    method: "POST",
    path: "/api/habits",
    json: { userId: ":ownerId", title: "Someone else's habit" },
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
  },
  {
    file: "api.habits.$id.ts",
    method: "GET",
    path: "/api/habits/:ownerId",
    params: { id: ":ownerId" },
    expect: ownData,
  },
  {
    file: "api.habits.$habitId.toggle.ts",
    method: "PATCH",
    path: "/api/habits/:habitId/toggle",
    params: { habitId: ":habitId" },
    json: { completed: true },
    expect: ownItem(200),
  },
  {
    file: "api.chat-response.ts",
    method: "POST",
    path: "/api/chat-response",
    json: { userId: ":ownerId", content: "Hello" },
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    file: "api.login.ts",
    method: "POST",
    path: "/api/login",
    json: { email: "nobody@example.com", password: "not-a-password-1" },
    expect: all(401),
  },
  { file: "api.register.ts", method: "POST", path: "/api/register", json: {}, expect: all(400) },
  {
    file: "api.forgot-password.ts",
    method: "POST",
    path: "/api/forgot-password",
    json: { email: "nobody@example.com" },
    expect: all(200),
  },
  {
    file: "api.reset-password.$token.ts",
    method: "POST",
    path: "/api/reset-password/bogus",
    params: { token: "bogus" },
    json: { password: "Another-Lake-4821" },
    expect: all(400),
  },
  {
    file: "api.verify-email.$token.ts",
    method: "GET",
    path: "/api/verify-email/bogus",
    params: { token: "bogus" },
    expect: all(400),
  },
  {
    file: "api.verify-email.$token.ts",
    method: "POST",
    path: "/api/verify-email/bogus",
    params: { token: "bogus" },
    json: {},
    expect: all(400),
  },
  {
    file: "api.logout.ts",
    method: "POST",
    path: "/api/logout",
    json: {},
    expect: { anonymous: 200, other: 200, owner: 200, admin: 200 },
  },
];

/**
 * The community's screens (docs/product.md#community): the owner has a community name and a post;
 * the other person and the admin have no name yet, so member screens and forms send them to the
 * hub (302, nothing changed). Reporting one's own post is refused (409).
 */
const noName: Expect = { anonymous: 302, other: 302, owner: 200, admin: 302 };
MATRIX.push(
  {
    file: "_app.community.circles._index.tsx",
    method: "GET",
    path: "/community/circles",
    expect: screen,
  },
  { file: "_app.community.profile.tsx", method: "GET", path: "/community/profile", expect: screen },
  {
    file: "_app.community.profile.tsx",
    method: "POST",
    path: "/community/profile",
    form: { communityName: "x" },
    expect: { anonymous: 302, other: 400, owner: 400, admin: 400 },
  },
  {
    file: "_app.community.circles.$slug.tsx",
    method: "GET",
    path: "/community/circles/anxiety",
    params: { slug: "anxiety" },
    expect: noName,
  },
  {
    file: "_app.community.circles.$slug.tsx",
    method: "POST",
    path: "/community/circles/anxiety",
    params: { slug: "anxiety" },
    form: { intent: "post", body: "Hello circle" },
    expect: all(302),
  },
  {
    file: "_app.community.posts.$id.tsx",
    method: "GET",
    path: "/community/posts/:communityPostId",
    params: { id: ":communityPostId" },
    expect: noName,
  },
  {
    file: "_app.community.posts.$id.tsx",
    method: "POST",
    path: "/community/posts/:communityPostId",
    params: { id: ":communityPostId" },
    form: { intent: "report", reason: "spam" },
    expect: { anonymous: 302, other: 302, owner: 409, admin: 302 },
  },
  {
    file: "_app.community.posts.$id.tsx",
    method: "POST",
    path: "/community/posts/:communityPostId",
    params: { id: ":communityPostId" },
    form: { intent: "delete" },
    expect: all(302),
    destructive: true,
  },
  { file: "_app.community.mine.tsx", method: "GET", path: "/community/mine", expect: noName },
);

/** Route modules with neither loader nor action: nothing to authorize. */
const STATIC_PAGES = [
  "about-us.tsx",
  "community.tsx",
  "mental-health-resources.tsx",
  "privacy-policy.tsx",
  "terms-of-service.tsx",
];

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

function fill(value: string) {
  const { ids, owner } = world;
  return value
    .replace(":ownerId", String(owner.user.id))
    .replace(
      /:(entryId|goalId|taskId|habitId|notificationId|supportId|communityPostId)/,
      (_, key: keyof typeof ids) => String(ids[key]),
    );
}

function fillDeep(value: unknown): unknown {
  if (typeof value === "string") return /^:\w+$/.test(value) ? Number(fill(value)) : value;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v)]));
  }
  return value;
}

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;

async function run(row: Row, role: Role) {
  const module = (await import(path.resolve("app/routes", row.file))) as {
    loader?: Handler;
    action?: Handler;
  };
  const handler = row.method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`${row.file} has no ${row.method === "GET" ? "loader" : "action"}`);
  const headers = new Headers(row.headers);
  const person = role === "anonymous" ? null : world[role === "other" ? "other" : role];
  // A fresh session each time: the logout rows end the sessions they are sent with.
  if (person) headers.set("Cookie", (await startSession(person.user.id)).split(";")[0]!);
  let body: BodyInit | undefined;
  if (row.json) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(fillDeep(row.json));
  } else if (row.form) {
    body = new URLSearchParams(
      Object.fromEntries(Object.entries(row.form).map(([k, v]) => [k, fill(v)])),
    );
  }
  const request = new Request(`${BASE_URL}${fill(row.path)}`, {
    method: row.method,
    headers,
    body,
  });
  const params = Object.fromEntries(Object.entries(row.params ?? {}).map(([k, v]) => [k, fill(v)]));
  return (await callRoute(handler, request, params)).status;
}

describe("authorization matrix", () => {
  it("has a row for every route module on disk", () => {
    const covered = new Set([...MATRIX.map((row) => row.file), ...STATIC_PAGES]);
    expect(routeFiles().filter((file) => !covered.has(file))).toEqual([]);
  });

  it("static pages really have no loader or action", async () => {
    for (const file of STATIC_PAGES) {
      const module = (await import(path.resolve("app/routes", file))) as Record<string, unknown>;
      expect(module.loader, file).toBeUndefined();
      expect(module.action, file).toBeUndefined();
    }
  });

  // The owner goes last: their writes (deletes included) must not hide the others' answers.
  const roles: Role[] = ["anonymous", "other", "admin", "owner"];
  const ordered = [
    ...MATRIX.filter((row) => !row.destructive),
    ...MATRIX.filter((row) => row.destructive),
  ];
  for (const row of ordered) {
    const title = `${row.method} ${row.path} (${row.file})`;
    const check = async () => {
      const got: Partial<Expect> = {};
      const before = snapshotOf(world.owner.user.id);
      for (const role of roles) {
        got[role] = await run(row, role);
        if (role !== "owner")
          expect(snapshotOf(world.owner.user.id), `${title} as ${role}`).toEqual(before);
      }
      expect(got).toEqual(row.expect);
    };
    it(title, check);
  }
});
