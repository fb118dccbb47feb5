import { eq } from "drizzle-orm";
import { db } from "#db/client";
import {
  aiGoals,
  aiHabits,
  aiTasks,
  chatMessages,
  goals,
  habits,
  journalEntries,
  moods,
  notificationPreferences,
  notifications,
  payments,
  subscriptions,
  summaries,
  supportRequests,
  tasks,
  userUsage,
  users,
  weeklySummaries,
} from "#db/schema";

/**
 * Everything stored about one person, as they would want to take it elsewhere. Secrets
 * (password hash, link tokens, session ids) and derived embeddings are left out.
 */
export function exportUserData(userId: number) {
  const database = db();
  const user = database.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return undefined;
  const {
    password: _password,
    verificationToken: _verificationToken,
    verificationTokenExpires: _verificationTokenExpires,
    resetPasswordToken: _resetPasswordToken,
    resetPasswordExpires: _resetPasswordExpires,
    ...profile
  } = user;
  const entries = database
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .all();
  return {
    exportedAt: new Date().toISOString(),
    profile,
    journalEntries: entries,
    chatInProgress: database
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .all(),
    moods: database.select().from(moods).where(eq(moods.userId, userId)).all(),
    goals: database.select().from(goals).where(eq(goals.userId, userId)).all(),
    tasks: database.select().from(tasks).where(eq(tasks.userId, userId)).all(),
    habits: database.select().from(habits).where(eq(habits.userId, userId)).all(),
    weeklySummary:
      database.select().from(summaries).where(eq(summaries.userId, userId)).get() ?? null,
    weeklySummaryHistory: database
      .select()
      .from(weeklySummaries)
      .where(eq(weeklySummaries.userId, userId))
      .all(),
    suggestions: {
      goals: database.select().from(aiGoals).where(eq(aiGoals.userId, userId)).all(),
      tasks: database.select().from(aiTasks).where(eq(aiTasks.userId, userId)).all(),
      habits: database.select().from(aiHabits).where(eq(aiHabits.userId, userId)).all(),
    },
    notifications: database
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .all(),
    notificationPreferences:
      database
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .get() ?? null,
    subscriptions: database
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .all(),
    payments: database.select().from(payments).where(eq(payments.userId, userId)).all(),
    supportRequests: database
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId))
      .all(),
    usage: database.select().from(userUsage).where(eq(userUsage.userId, userId)).get() ?? null,
  };
}
