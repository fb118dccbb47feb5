import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { subscriptionPlans } from "#db/schema";
import { effectiveTier } from "~/lib/subscription";
import { countGoals } from "~/models/goals.server";
import {
  aiReplyAllowance,
  countJournalEntries,
  limitsOfTier,
  subscriptionStateOf,
} from "~/models/limits.server";

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A plan as clients read it; prices are stored and answered in integer minor units (999 = 9.99). */
function presentPlan(plan: PlanRow) {
  return {
    name: plan.name,
    displayName: plan.displayName,
    price: { amountMinor: plan.priceMinor, currency: plan.currency },
    interval: plan.interval,
  };
}

/**
 * GET /api/subscription (docs/api.md#subscription): the person's plan and its state, the limits
 * of the tier in effect and what they use of them. `tier` is the plan subscribed to;
 * `effectiveTier` the one the limits follow (a cancelled plan past its end is Free).
 */
export function getPlanAndUsage(userId: number, timeZone: string, now = new Date()) {
  const user = subscriptionStateOf(userId);
  if (!user) return null;
  const tier = effectiveTier(user, now);
  const plan = db()
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, user.subscriptionTier))
    .get();
  const replies = aiReplyAllowance(userId, timeZone, now);
  return {
    plan: plan ? presentPlan(plan) : null,
    status: user.subscriptionStatus,
    periodEnd: user.subscriptionExpiresAt?.toISOString() ?? null,
    effectiveTier: tier,
    limits: limitsOfTier(tier),
    usage: {
      journalEntries: countJournalEntries(userId),
      goals: countGoals(userId),
      aiRepliesToday: replies.used,
      aiRepliesResetAt: replies.resetsAt.toISOString(),
    },
  };
}
