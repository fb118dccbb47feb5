/**
 * Plain constants of the admin's accounts screen and action log (docs/product.md#admin-users),
 * free of zod and of server code so the screens can import them.
 */

export const ACCOUNT_FILTERS = ["all", "admins", "disabled"] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export const ACCOUNT_FILTER_LABELS: Record<AccountFilter, string> = {
  all: "All accounts",
  admins: "Admins",
  disabled: "Disabled",
};

export function isAccountFilter(value: unknown): value is AccountFilter {
  return typeof value === "string" && (ACCOUNT_FILTERS as readonly string[]).includes(value);
}

/** Longer searches are cut to this many characters. */
export const ACCOUNT_SEARCH_MAX = 100;
export const DISABLE_REASON_MAX = 200;

export const ACCOUNT_INTENTS = ["grant-admin", "revoke-admin", "disable", "enable"] as const;

/** What each recorded admin action is called in the log; unknown names are shown as they are. */
export const ADMIN_ACTION_LABELS: Readonly<Record<string, string>> = {
  "admin.grant": "Made an admin",
  "admin.revoke": "Removed as admin",
  "user.disable": "Disabled an account",
  "user.enable": "Enabled an account",
  "support.update": "Updated a support request",
  "support.reply": "Replied to a support request",
  "ai_settings.update": "Changed the AI settings",
  "community_post.approve": "Approved a community post",
  "community_post.remove": "Removed a community post",
  "community_author.suspend": "Suspended a community member",
  "community_author.unsuspend": "Lifted a community suspension",
  "community_circle.create": "Added a community circle",
  "community_circle.update": "Edited a community circle",
  "community_circle.reorder": "Moved a community circle",
  "community_circle.archive": "Archived a community circle",
  "community_circle.unarchive": "Restored a community circle",
};

export function adminActionLabel(action: string) {
  return ADMIN_ACTION_LABELS[action] ?? action;
}
