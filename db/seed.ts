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
      "Unlimited journal entries",
      "AI companion chat (20 replies a day)",
      "Mood tracking and the 7-day chart",
      "Weekly insights",
      "Up to 3 goals, plus tasks and habits",
      "300+ journal prompts",
      "Export your data any time",
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
      "Unlimited AI companion replies",
      "Unlimited goals",
      "Full insights report with year-long history",
      "Custom journal prompts",
      "Weekly digest by email",
      "Priority support",
    ],
  },
];

const LIMITS = [
  {
    subscriptionTier: "free",
    maxJournalEntries: null,
    maxGoals: 3,
    aiResponsesPerDay: 20,
    insightsAccess: true,
    customPromptsAccess: false,
    weeklyDigestAccess: false,
    exportAccess: true,
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
      tx.insert(featureLimits)
        .values(limits)
        .onConflictDoNothing({ target: featureLimits.subscriptionTier })
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
