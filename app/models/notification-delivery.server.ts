import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import { db } from "#db/client";
import {
  goals,
  habits,
  journalEntries,
  moods,
  notificationPreferences,
  notifications,
  notificationSends,
  users,
  weeklySummaries,
  type HeldDelivery,
} from "#db/schema";
import { dedupeKeyPrefixes } from "~/lib/notification-schedule";
import { canonicalTimezone } from "~/lib/timezone";
import type { DayKey } from "~/lib/local-day";

/**
 * The notifications the scheduler and product events create, and their send ledger
 * (docs/decisions/021-notification-scheduling.md). The bell's own reads and the preferences
 * screen live in notifications.server.ts.
 */

/** How long a ledger row is kept (longer than any dedupe key can repeat within). */
export const SEND_LEDGER_DAYS = 60;

export type NewBellNotification = {
  userId: number;
  dedupeKey: string;
  title: string;
  message: string;
  type: "reminder" | "goal" | "streak" | "system";
  metadata: Record<string, unknown>;
  isRecurring?: boolean;
  recurringPattern?: string | null;
  scheduledFor?: Date | null;
  now: Date;
};

/**
 * Claims the ledger key and writes the bell row in one transaction. Returns the notification's id,
 * or null when this key was already sent to this person (a restart, a second replica that briefly
 * thought it was primary, an event replayed): then nothing is written.
 */
export function recordNotification(input: NewBellNotification): number | null {
  return db().transaction((tx) => {
    const claimed = tx
      .insert(notificationSends)
      .values({ userId: input.userId, dedupeKey: input.dedupeKey, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: notificationSends.id })
      .all();
    if (claimed.length === 0) return null;
    const row = tx
      .insert(notifications)
      .values({
        userId: input.userId,
        title: input.title,
        message: input.message,
        type: input.type,
        metadata: input.metadata,
        isRecurring: input.isRecurring ?? false,
        recurringPattern: input.recurringPattern ?? null,
        scheduledFor: input.scheduledFor ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: notifications.id })
      .get();
    return row.id;
  });
}

/** Whether a ledger key was already sent to this person. */
export function wasSent(userId: number, dedupeKey: string) {
  return Boolean(
    db()
      .select({ id: notificationSends.id })
      .from(notificationSends)
      .where(and(eq(notificationSends.userId, userId), eq(notificationSends.dedupeKey, dedupeKey)))
      .get(),
  );
}

/** Keeps an email/push of an already recorded notification back until `until` (the person's morning). */
export function holdDelivery(userId: number, dedupeKey: string, until: Date, held: HeldDelivery) {
  db()
    .update(notificationSends)
    .set({ heldUntil: until, held })
    .where(and(eq(notificationSends.userId, userId), eq(notificationSends.dedupeKey, dedupeKey)))
    .run();
}

/** Takes the held deliveries whose time has come (each is returned once: it is cleared here). */
export function takeDueHeldDeliveries(now: Date) {
  return db().transaction((tx) => {
    const due = tx
      .select({
        id: notificationSends.id,
        userId: notificationSends.userId,
        dedupeKey: notificationSends.dedupeKey,
        held: notificationSends.held,
      })
      .from(notificationSends)
      .where(and(isNotNull(notificationSends.heldUntil), lte(notificationSends.heldUntil, now)))
      .all();
    if (due.length === 0) return [];
    tx.update(notificationSends)
      .set({ heldUntil: null, held: null })
      .where(
        inArray(
          notificationSends.id,
          due.map((row) => row.id),
        ),
      )
      .run();
    return due.flatMap((row) => (row.held ? [{ ...row, held: row.held }] : []));
  });
}

/**
 * When a person deletes a goal or a habit, its reminders go with it: the bell rows that name it
 * and any email or push still held back for the morning. The ledger keys stay, so restoring it
 * does not send the same reminder twice.
 */
export function forgetRemindersAbout(
  userId: number,
  about: { goalId: number } | { habitId: number },
) {
  const [field, id, keyPrefixes] =
    "goalId" in about
      ? (["goalId", about.goalId, dedupeKeyPrefixes.goal(about.goalId)] as const)
      : (["habitId", about.habitId, dedupeKeyPrefixes.habit(about.habitId)] as const);
  db()
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`json_extract(${notifications.metadata}, ${`$.${field}`}) = ${id}`,
      ),
    )
    .run();
  db()
    .update(notificationSends)
    .set({ heldUntil: null, held: null })
    .where(
      and(
        eq(notificationSends.userId, userId),
        isNotNull(notificationSends.heldUntil),
        or(...keyPrefixes.map((prefix) => like(notificationSends.dedupeKey, `${prefix}%`))),
      ),
    )
    .run();
}

/** Drops ledger rows older than SEND_LEDGER_DAYS (the hourly sweep); held ones stay until sent. */
export function pruneNotificationSends(now = new Date()) {
  const before = new Date(now.getTime() - SEND_LEDGER_DAYS * 86_400_000);
  return db()
    .delete(notificationSends)
    .where(and(lt(notificationSends.createdAt, before), isNull(notificationSends.heldUntil)))
    .run().changes;
}

const DEFAULTS = {
  journalReminders: true,
  goalReminders: true,
  weeklyDigest: true,
  emailNotifications: true,
  browserNotifications: true,
  reminderTime: "09:00",
};

/** Who a notification goes to and how: preferences (defaults when none are saved) and address. */
export function notificationRecipient(userId: number) {
  const row = db()
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      displayName: users.displayName,
      disabledAt: users.disabledAt,
      journalReminders: notificationPreferences.journalReminders,
      goalReminders: notificationPreferences.goalReminders,
      weeklyDigest: notificationPreferences.weeklyDigest,
      emailNotifications: notificationPreferences.emailNotifications,
      browserNotifications: notificationPreferences.browserNotifications,
      reminderTime: notificationPreferences.reminderTime,
      timezone: notificationPreferences.timezone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.displayName || row.name,
    disabled: row.disabledAt !== null,
    journalReminders: row.journalReminders ?? DEFAULTS.journalReminders,
    goalReminders: row.goalReminders ?? DEFAULTS.goalReminders,
    weeklyDigest: row.weeklyDigest ?? DEFAULTS.weeklyDigest,
    emailNotifications: row.emailNotifications ?? DEFAULTS.emailNotifications,
    browserNotifications: row.browserNotifications ?? DEFAULTS.browserNotifications,
    reminderTime: row.reminderTime ?? DEFAULTS.reminderTime,
    timezone: canonicalTimezone(row.timezone),
  };
}

export type NotificationRecipient = NonNullable<ReturnType<typeof notificationRecipient>>;

/**
 * Everyone the scheduler looks at on a pass: saved preferences with a time zone (without one we
 * cannot know when someone's morning or reminder time is), accounts not disabled. One query.
 */
export function listSchedulingCandidates() {
  return db()
    .select({
      userId: notificationPreferences.userId,
      journalReminders: notificationPreferences.journalReminders,
      goalReminders: notificationPreferences.goalReminders,
      weeklyDigest: notificationPreferences.weeklyDigest,
      emailNotifications: notificationPreferences.emailNotifications,
      reminderTime: notificationPreferences.reminderTime,
      timezone: notificationPreferences.timezone,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(and(isNotNull(notificationPreferences.timezone), isNull(users.disabledAt)))
    .all();
}

export type SchedulingCandidate = ReturnType<typeof listSchedulingCandidates>[number];

/** Whether the person wrote (or dated) a journal entry inside [start, end). */
export function wroteJournalEntryBetween(userId: number, start: Date, end: Date) {
  const inDay = (column: typeof journalEntries.date | typeof journalEntries.createdAt) =>
    and(gte(column, start), lt(column, end));
  return Boolean(
    db()
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          isNull(journalEntries.deletedAt),
          eq(journalEntries.isAiResponse, false),
          or(inDay(journalEntries.date), inDay(journalEntries.createdAt)),
        ),
      )
      .limit(1)
      .get(),
  );
}

/** Live, unfinished goals whose target date falls inside [start, end). */
export function goalsWithTargetBetween(userId: number, start: Date, end: Date) {
  return db()
    .select({ id: goals.id, name: goals.name, targetDate: goals.targetDate })
    .from(goals)
    .where(
      and(
        eq(goals.userId, userId),
        isNull(goals.deletedAt),
        ne(goals.status, "completed"),
        gte(goals.targetDate, start),
        lt(goals.targetDate, end),
      ),
    )
    .orderBy(asc(goals.targetDate), asc(goals.id))
    .all();
}

/** The person's live, active habits with their completion history (streaks are computed from it). */
export function activeHabits(userId: number) {
  return db()
    .select({
      id: habits.id,
      title: habits.title,
      frequency: habits.frequency,
      completionHistory: habits.completionHistory,
    })
    .from(habits)
    .where(and(eq(habits.userId, userId), isNull(habits.deletedAt), eq(habits.status, "active")))
    .orderBy(asc(habits.id))
    .all();
}

/** What the weekly digest shows of one local week [start, end): counts and moods, never the text. */
export function weekActivity(userId: number, weekStart: DayKey, start: Date, end: Date) {
  const entries =
    db()
      .select({ value: count() })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          isNull(journalEntries.deletedAt),
          eq(journalEntries.isAiResponse, false),
          gte(journalEntries.date, start),
          lt(journalEntries.date, end),
        ),
      )
      .get()?.value ?? 0;
  const moodRows = db()
    .select({ rating: moods.rating, date: moods.date })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.date, start), lt(moods.date, end)))
    .orderBy(asc(moods.date))
    .all();
  const summary = db()
    .select({
      topEmotions: weeklySummaries.topEmotions,
      commonThemes: weeklySummaries.commonThemes,
      insights: weeklySummaries.insights,
    })
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
    .get();
  return { entries, moods: moodRows, summary: summary ?? null };
}
