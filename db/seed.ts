import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { featureLimits, prompts, subscriptionPlans, users } from "./schema";
import { journalPrompts } from "./seed-data/prompts";
import { hashPassword } from "../app/services/crypto.server";

const PLANS = [
  {
    name: "free",
    displayName: "Free",
    description: "Everything you need to start a journaling practice.",
    price: 0,
    interval: "month",
    features: [
      "Up to 1,000 journal entries",
      "AI companion chat (30 replies a day)",
      "Mood tracking and the 7-day chart",
      "Weekly insights",
      "Up to 3 goals, plus tasks and habits",
      "300+ journal prompts",
      "Export or delete all your data any time",
      "Crisis resources, always",
    ],
  },
  {
    name: "pro",
    displayName: "Pro",
    description: "For a deeper practice: no limits, full reports and your own prompts.",
    price: 9.99,
    interval: "month",
    features: [
      "Everything in Free",
      "Unlimited journal entries",
      "Unlimited AI companion replies",
      "Unlimited goals",
      "Custom journal prompts",
      "Weekly digest by email",
      "Journal export as a readable Markdown file",
      "Priority support",
    ],
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
            price: plan.price,
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
