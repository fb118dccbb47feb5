import { and, asc, desc, eq, isNull } from "drizzle-orm";
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
  pushSubscriptions,
  sessions,
  subscriptions,
  summaries,
  supportRequests,
  tasks,
  userIdentities,
  userUsage,
  users,
  weeklySummaries,
} from "#db/schema";
import { deviceName } from "~/lib/device-name";
import { formatFullDate } from "~/lib/timezone";
import { assertFeature } from "~/models/limits.server";
import { listSupportReplies } from "~/models/support.server";
import { exportCommunityData } from "~/models/community/posts.server";

/**
 * Everything stored about one person, as they would want to take it elsewhere: every table with a
 * row of theirs in db/schema.ts. Left out: secrets (password hash, link tokens, session ids),
 * derived embeddings, idempotency keys (a retry guard kept one day, holding copies of answers
 * already exported) and what the support team keeps for itself about a request (internal notes,
 * who it is assigned to, where the attachment is stored, which admin replied).
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
    supportRequests: ownSupportRequests(userId),
    sessions: database
      .select({
        userAgent: sessions.userAgent,
        signedInAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt))
      .all()
      .map(({ userAgent, ...dates }) => ({ device: deviceName(userAgent), userAgent, ...dates })),
    /** Browsers that show the person's notifications; the endpoints and keys stay out (secrets). */
    pushDevices: database
      .select({
        device: pushSubscriptions.device,
        addedAt: pushSubscriptions.createdAt,
        lastUsedAt: pushSubscriptions.lastUsedAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt))
      .all(),
    community: exportCommunityData(userId),
    usage: database.select().from(userUsage).where(eq(userUsage.userId, userId)).get() ?? null,
    signInProviders: database
      .select({
        provider: userIdentities.provider,
        issuer: userIdentities.issuer,
        subject: userIdentities.subject,
        email: userIdentities.email,
        linkedAt: userIdentities.createdAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt))
      .all(),
  };
}

/** The support requests the person sent while signed in, each with the replies they received. */
function ownSupportRequests(userId: number) {
  const database = db();
  const requests = database
    .select({
      id: supportRequests.id,
      name: supportRequests.name,
      username: supportRequests.username,
      email: supportRequests.email,
      subject: supportRequests.subject,
      message: supportRequests.message,
      hasAttachment: supportRequests.hasAttachment,
      attachmentName: supportRequests.attachmentName,
      status: supportRequests.status,
      createdAt: supportRequests.createdAt,
      updatedAt: supportRequests.updatedAt,
    })
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id))
    .all();
  const replies = listSupportReplies(requests.map((request) => request.id));
  return requests.map((request) => ({ ...request, replies: replies.get(request.id) ?? [] }));
}

/**
 * The journal as one readable Markdown file, newest entry first (the plan's `exportAccess`,
 * docs/decisions/014). The JSON export above is everyone's, on every plan; this is a second,
 * easier-to-read copy of the entries and their chat transcripts. Throws LimitError when the plan
 * does not include it.
 */
export function exportJournalMarkdown(userId: number, timeZone: string) {
  assertFeature(userId, "exportAccess");
  const entries = db()
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt)))
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .all();
  const parts = [
    `# My journal\n\n${entries.length} entries, exported ${new Date().toISOString()}.`,
  ];
  for (const entry of entries) {
    const heading = entry.title?.trim() || "Untitled entry";
    const section = [`## ${heading}`, `*${formatFullDate(entry.date, timeZone)}*`, entry.content];
    if (entry.transcript) section.push(`### Conversation\n\n${entry.transcript}`);
    parts.push(section.join("\n\n"));
  }
  return `${parts.join("\n\n---\n\n")}\n`;
}
