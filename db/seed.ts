import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { communityCircles, featureLimits, prompts, subscriptionPlans, users } from "./schema";
import { communityCircles as defaultCircles } from "./seed-data/community-circles";
import { journalPrompts } from "./seed-data/prompts";
import { hashPassword } from "../app/services/crypto.server";

const PLANS = [
  {
    name: "free",
    displayName: "Free",
    description: "Everything you need to start a journaling practice.",
    priceMinor: 0,
    currency: "USD",
    interval: "month",
    // What each plan includes beyond its numbers; the caps themselves come from feature_limits.
    features: [
      "Journal with an AI companion",
      "Mood tracking and the 7-day chart",
      "Tasks and habits",
      "300+ journal prompts",
      "Export or delete your data any time",
      "Crisis resources, always",
    ],
  },
  {
    name: "pro",
    displayName: "Pro",
    description: "For a deeper practice: no limits, full reports and your own prompts.",
    /** 9.99 USD a month, in cents. */
    priceMinor: 999,
    currency: "USD",
    interval: "month",
    features: ["Everything in Free"],
  },
];

/**
 * What each tier includes (docs/product.md#plans-and-limits, docs/decisions/014). Written on every
 * start, so a new release's numbers reach existing databases. Free is meant to be enough for a
 * daily practice: about three years of daily entries, a long conversation every day, insights and
 * mood tracking. Exporting or deleting one's data and crisis resources are never limited;
 * `exportAccess` is only the extra Markdown copy of the journal.
 */
const LIMITS = [
  {
    subscriptionTier: "free",
    maxJournalEntries: 1000,
    maxGoals: 3,
    aiResponsesPerDay: 30,
    insightsAccess: true,
    customPromptsAccess: false,
    weeklyDigestAccess: false,
    exportAccess: false,
    communityAccess: true,
    moodTrackingAccess: true,
  },
  {
    subscriptionTier: "pro",
    maxJournalEntries: null,
    maxGoals: null,
    aiResponsesPerDay: null,
    insightsAccess: true,
    customPromptsAccess: true,
    weeklyDigestAccess: true,
    exportAccess: true,
    communityAccess: true,
    moodTrackingAccess: true,
  },
];

/** Idempotent: running it again changes nothing that already holds. */
export async function seedDatabase(database: Db, admin?: { email?: string; password?: string }) {
  database.transaction((tx) => {
    for (const prompt of journalPrompts) {
      tx.insert(prompts).values(prompt).onConflictDoNothing({ target: prompts.text }).run();
    }
    for (const plan of PLANS) {
      tx.insert(subscriptionPlans)
        .values(plan)
        .onConflictDoUpdate({
          target: subscriptionPlans.name,
          set: {
            displayName: plan.displayName,
            description: plan.description,
            priceMinor: plan.priceMinor,
            currency: plan.currency,
            features: plan.features,
          },
        })
        .run();
    }
    for (const limits of LIMITS) {
      const { subscriptionTier: _tier, ...values } = limits;
      tx.insert(featureLimits)
        .values(limits)
        .onConflictDoUpdate({ target: featureLimits.subscriptionTier, set: values })
        .run();
    }
    // Added once: what admins later change about a circle is theirs to keep.
    for (const circle of defaultCircles) {
      tx.insert(communityCircles)
        .values(circle)
        .onConflictDoNothing({ target: communityCircles.slug })
        .run();
    }
  });
  if (admin?.email) await bootstrapAdmin(database, admin.email, admin.password);
}

/** Creates the ADMIN_EMAIL account, or promotes it when it exists (its password is kept). */
async function bootstrapAdmin(database: Db, rawEmail: string, password?: string) {
  const email = rawEmail.trim().toLowerCase();
  const existing = database
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .get();
  if (existing) {
    database.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id)).run();
    return;
  }
  if (!password || password.length < 6) {
    console.warn(
      "[seed] ADMIN_EMAIL is set without an ADMIN_PASSWORD of 6+ characters: no admin created.",
    );
    return;
  }
  database
    .insert(users)
    .values({
      email,
      name: "Administrator",
      firstName: "Administrator",
      password: await hashPassword(password),
      isAdmin: true,
      isVerified: true,
    })
    .run();
}
