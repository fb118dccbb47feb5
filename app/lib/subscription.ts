/**
 * Which tier a person's limits follow right now (docs/product.md#roles-and-access). One rule, used by
 * the limits, the screens and the API:
 * - `active`: the tier stored, however late a renewal notice is (a failed renewal arrives as
 *   `suspended`);
 * - `cancelled` (cancelled at the period end): the tier stored until `subscriptionExpiresAt`, then free;
 * - anything else (`suspended`, `expired`, unknown): free.
 * Lapsing never deletes anything: over-cap items stay readable and editable, only new ones are refused.
 */
export type SubscriptionState = {
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
};

export type Tier = "free" | "pro";

export function effectiveTier(state: SubscriptionState, now = new Date()): Tier {
  if (state.subscriptionTier !== "pro") return "free";
  if (state.subscriptionStatus === "active") return "pro";
  if (state.subscriptionStatus === "cancelled") {
    return state.subscriptionExpiresAt && state.subscriptionExpiresAt > now ? "pro" : "free";
  }
  return "free";
}
