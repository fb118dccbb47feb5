import { and, count, eq, isNull, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { journalEntries, userUsage, users } from "#db/schema";
import { dayRange, todayKey } from "~/lib/local-day";
import {
  aiDailyLimitMessage,
  featureLockedMessage,
  journalLimitMessage,
  type FeatureFlag,
  type LimitCode,
} from "~/lib/limits";
import { effectiveTier, type SubscriptionState, type Tier } from "~/lib/subscription";
import { getFeatureLimits } from "~/models/feature-limits.server";

/**
 * The plan limits, enforced here so that screens and the JSON API agree (docs/decisions/014):
 * the journal entry cap, the AI replies of a local day, the access flags. The goal cap lives with
 * the goals (goalAllowance) and reads the tier from here. Routes turn a LimitError into a 403 (API)
 * or an explanation with a link to the plans page (screens).
 */
export class LimitError extends Error {
  constructor(
    readonly code: LimitCode,
    message: string,
    readonly feature: FeatureFlag | null = null,
  ) {
    super(message);
    this.name = "LimitError";
  }
}

/**
 * Whose limits: a user id (the tier is read), or the signed-in user a loader already holds (its
 * subscription fields decide, no second read of the same row on a page load).
 */
export type LimitSubject = number | ({ id: number } & SubscriptionState);

export function subjectId(subject: LimitSubject) {
  return typeof subject === "number" ? subject : subject.id;
}

/** The tier a person's limits follow right now (effectiveTier: lapsed Pro is Free). */
export function tierOf(subject: LimitSubject, now = new Date()): Tier {
  if (typeof subject !== "number") return effectiveTier(subject, now);
  const state = subscriptionStateOf(subject);
  return state ? effectiveTier(state, now) : "free";
}

/** A person's stored subscription fields (what effectiveTier reads), or undefined for no such person. */
export function subscriptionStateOf(userId: number): SubscriptionState | undefined {
  return db()
    .select({
      subscriptionTier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

export type PlanLimits = {
  maxJournalEntries: number | null;
  maxGoals: number | null;
  aiResponsesPerDay: number | null;
} & Record<FeatureFlag, boolean>;

/** No row for the tier (a database not seeded yet): nothing is limited. */
const UNLIMITED: PlanLimits = {
  maxJournalEntries: null,
  maxGoals: null,
  aiResponsesPerDay: null,
  insightsAccess: true,
  customPromptsAccess: true,
  weeklyDigestAccess: true,
  exportAccess: true,
  communityAccess: true,
  moodTrackingAccess: true,
};

export function limitsOfTier(tier: Tier): PlanLimits {
  const row = getFeatureLimits(tier);
  if (!row) return UNLIMITED;
  const { id: _id, subscriptionTier: _tier, ...limits } = row;
  return limits;
}

export function limitsOf(subject: LimitSubject, now = new Date()) {
  return limitsOfTier(tierOf(subject, now));
}

export function hasFeature(subject: LimitSubject, flag: FeatureFlag, now = new Date()) {
  return limitsOf(subject, now)[flag];
}

/** Throws LimitError("feature_locked") when the person's plan does not include the flag. */
export function assertFeature(subject: LimitSubject, flag: FeatureFlag, now = new Date()) {
  if (!hasFeature(subject, flag, now)) {
    throw new LimitError("feature_locked", featureLockedMessage(flag), flag);
  }
}

export function countJournalEntries(userId: number) {
  return (
    db()
      .select({ value: count() })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt)))
      .get()?.value ?? 0
  );
}

/** How many entries the plan allows (null: no cap) and how many the person keeps (deleted ones don't count). */
export function journalAllowance(userId: number, now = new Date()) {
  const max = limitsOf(userId, now).maxJournalEntries;
  const used = countJournalEntries(userId);
  return { max, used, reached: max !== null && used >= max };
}

/** Throws LimitError("journal_limit") when one more entry would pass the cap. */
export function assertRoomForJournalEntry(userId: number, now = new Date()) {
  const allowance = journalAllowance(userId, now);
  if (allowance.reached) {
    throw new LimitError("journal_limit", journalLimitMessage(allowance.max!));
  }
}

/** The next local midnight in the person's zone: when today's AI replies start again. */
function nextLocalMidnight(timeZone: string, now: Date) {
  return dayRange(todayKey(timeZone, now), timeZone).end;
}

/**
 * The AI replies of the person's local day: the plan's number (null: unlimited), how many are
 * used, and when the count starts again. user_usage keeps the count and the instant it resets
 * (the local midnight after the first reply of the day); a count whose reset has passed is 0.
 */
export function aiReplyAllowance(subject: LimitSubject, timeZone: string, now = new Date()) {
  const { max, used, reached, resetsAt } = aiRepliesUsed(subject, now);
  return {
    max,
    used,
    remaining: max === null ? null : Math.max(0, max - used),
    reached,
    resetsAt: resetsAt ?? nextLocalMidnight(timeZone, now),
  };
}

/** The person's usage row, prepared once: every chat screen reads it. */
const usageOf = oncePerConnection((database) =>
  database
    .select()
    .from(userUsage)
    .where(eq(userUsage.userId, sql.placeholder("userId")))
    .prepare(),
);

/**
 * The count behind {@link aiReplyAllowance}, for screens that only say whether the limit is
 * reached: `resetsAt` is null when no count is running (nothing used since the last reset).
 */
export function aiRepliesUsed(subject: LimitSubject, now = new Date()) {
  const max = limitsOf(subject, now).aiResponsesPerDay;
  const row = usageOf().get({ userId: subjectId(subject) });
  const current = row?.aiResponsesResetDate && row.aiResponsesResetDate > now;
  const used = current ? row.aiResponsesCount : 0;
  return {
    max,
    used,
    reached: max !== null && used >= max,
    resetsAt: current ? row.aiResponsesResetDate! : null,
  };
}

/**
 * Takes one AI reply from today's budget, or throws LimitError("ai_daily_limit"). Crisis replies
 * never come here (the crisis screen runs first and its reply is free). Answers `release`, which
 * gives the reply back when the provider failed to write one.
 */
export function reserveAiReply(userId: number, timeZone: string, now = new Date()) {
  const resetsAt = db().transaction(() => {
    const allowance = aiReplyAllowance(userId, timeZone, now);
    if (allowance.reached) {
      throw new LimitError("ai_daily_limit", aiDailyLimitMessage(allowance.max!));
    }
    const values = {
      aiResponsesCount: allowance.used + 1,
      aiResponsesResetDate: allowance.resetsAt,
      lastActive: now,
    };
    db()
      .insert(userUsage)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userUsage.userId, set: values })
      .run();
    return allowance.resetsAt;
  });
  return function release() {
    const row = db().select().from(userUsage).where(eq(userUsage.userId, userId)).get();
    if (!row || row.aiResponsesResetDate?.getTime() !== resetsAt.getTime()) return;
    db()
      .update(userUsage)
      .set({ aiResponsesCount: Math.max(0, row.aiResponsesCount - 1) })
      .where(eq(userUsage.userId, userId))
      .run();
  };
}
