/**
 * The plan limits people meet (docs/product.md#plans-and-limits, docs/decisions/014): their codes,
 * the words a screen or the JSON API shows, and where a person can act on them. Render-safe: the
 * numbers come from the feature_limits table through the loaders.
 */

/** Where every limit points: the page that compares Free and Pro and upgrades. */
export const PLANS_HREF = "/subscription";
export const PLANS_LINK = { href: PLANS_HREF, label: "See plans" } as const;

/** The access flags of a tier (feature_limits), in the order screens list them. */
export const FEATURE_FLAGS = [
  "insightsAccess",
  "customPromptsAccess",
  "weeklyDigestAccess",
  "exportAccess",
  "communityAccess",
  "moodTrackingAccess",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** What each flag opens, as people read it. */
export const FEATURE_NAMES: Record<FeatureFlag, string> = {
  insightsAccess: "Weekly insights",
  customPromptsAccess: "Custom journal prompts",
  weeklyDigestAccess: "Weekly digest by email",
  exportAccess: "Journal export as a readable Markdown file",
  communityAccess: "Community",
  moodTrackingAccess: "Mood tracking",
};

/**
 * The limits a person can meet: `journal_limit` (entries), `ai_daily_limit` (AI replies today),
 * `feature_locked` (an access flag the plan does not include), `goal_limit` (the goal cap, raised
 * by the goals model as a PlanRuleError, docs/decisions/010, and answered by the API like these).
 */
export type LimitCode = "journal_limit" | "goal_limit" | "ai_daily_limit" | "feature_locked";

export function journalLimitMessage(max: number) {
  return `You've reached your plan's limit of ${max} journal entries. Your entries stay yours to read, edit and export; upgrade to Pro to write new ones, or delete entries you no longer need.`;
}

export function aiDailyLimitMessage(max: number) {
  return `You've used today's ${max} AI replies. Your message is kept. Replies start again at midnight, your time; Pro has unlimited replies. Crisis resources are always here for you.`;
}

export function featureLockedMessage(flag: FeatureFlag) {
  return `${FEATURE_NAMES[flag]} is not part of your plan. Upgrade to Pro to use it.`;
}

/** "30" or "Unlimited": how a limit reads on the plans and usage screens. */
export function limitText(max: number | null) {
  return max === null ? "Unlimited" : String(max);
}
