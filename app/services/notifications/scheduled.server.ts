import { addDaysToKey, dayRange, localDayKey } from "~/lib/local-day";
import {
  dedupeKeys,
  localTimeInstant,
  RECURRING_PATTERNS,
  STREAK_NUDGE_MIN,
  type localClock,
} from "~/lib/notification-schedule";
import { computeStreak, isDoneOn, normaliseHabitFrequency, streakUnit } from "~/lib/streaks";
import { digestContent } from "~/lib/weekly-digest";
import { hasFeature } from "~/models/limits.server";
import {
  activeHabits,
  goalsWithTargetBetween,
  wasSent,
  weekActivity,
  wroteJournalEntryBetween,
  type SchedulingCandidate,
} from "~/models/notification-delivery.server";
import { notify, type NotifyResult } from "~/services/notifications/deliver.server";

/**
 * What the scheduler creates for one person once something is due (scheduler.server.ts decides
 * when). Each goes through notify(), whose ledger makes it at most once.
 */

type Due = {
  person: SchedulingCandidate;
  timeZone: string;
  clock: ReturnType<typeof localClock>;
  now: Date;
};

/** The journal reminder at the person's reminder time, unless they wrote today. */
export function journalReminder({ person, timeZone, clock, now }: Due) {
  // Cheap checks first: a pass inside the window after the one that sent it finds the key.
  if (wasSent(person.userId, dedupeKeys.journal(clock.day))) return undefined;
  const { start, end } = dayRange(clock.day, timeZone);
  if (wroteJournalEntryBetween(person.userId, start, end)) return undefined;
  return notify({
    userId: person.userId,
    kind: "journal",
    dedupeKey: dedupeKeys.journal(clock.day),
    type: "reminder",
    title: "Time for your journal",
    message: "A few lines about today? Your journal is ready when you are.",
    link: "/journal/new",
    scheduled: true,
    recurringPattern: RECURRING_PATTERNS.journal,
    scheduledFor: localTimeInstant(clock.day, person.reminderTime, timeZone),
    email: {
      subject: "Time for your journal",
      heading: "Time for your journal",
      paragraphs: [
        "This is the reminder you asked for. A few lines about today are enough; your journal is ready when you are.",
      ],
      actionLabel: "Write today's entry",
    },
    now,
  });
}

/** Goals whose target date is tomorrow or today: one reminder each, at the reminder time. */
export async function goalReminders({ person, timeZone, clock, now }: Due) {
  const tomorrow = addDaysToKey(clock.day, 1);
  const from = dayRange(clock.day, timeZone).start;
  const to = dayRange(tomorrow, timeZone).end;
  const results: NotifyResult[] = [];
  for (const goal of goalsWithTargetBetween(person.userId, from, to)) {
    const targetDay = localDayKey(goal.targetDate!, timeZone);
    const when = targetDay === clock.day ? "today" : "tomorrow";
    results.push(
      await notify({
        userId: person.userId,
        kind: "goal",
        dedupeKey: dedupeKeys.goal(goal.id, when, targetDay),
        type: "goal",
        title: when === "today" ? "A goal is due today" : "A goal is due tomorrow",
        message: `"${goal.name}" reaches its target date ${when}.`,
        link: "/goals",
        scheduled: true,
        metadata: { goalId: goal.id },
        now,
      }),
    );
  }
  return results;
}

/** The evening nudge: a daily habit on a streak of 3+ days, not done yet today. */
export async function streakNudges({ person, clock, now }: Due) {
  const results: NotifyResult[] = [];
  for (const habit of activeHabits(person.userId)) {
    if (normaliseHabitFrequency(habit.frequency) !== "daily") continue;
    if (isDoneOn(habit.completionHistory, clock.day)) continue;
    const streak = computeStreak(habit.completionHistory, "daily", clock.day);
    if (streak < STREAK_NUDGE_MIN) continue;
    if (wasSent(person.userId, dedupeKeys.streakNudge(habit.id, clock.day))) continue;
    results.push(
      await notify({
        userId: person.userId,
        kind: "streak",
        dedupeKey: dedupeKeys.streakNudge(habit.id, clock.day),
        type: "streak",
        title: `Keep your streak: ${habit.title}`,
        message: `You are on a ${streak}-day streak. Mark "${habit.title}" done today to keep it going.`,
        link: "/habits",
        recurringPattern: RECURRING_PATTERNS.streak,
        metadata: { habitId: habit.id, streak },
        now,
      }),
    );
  }
  return results;
}

/**
 * Monday morning: the weekly digest (email and bell) for those with the digest and email on and a
 * plan with the digest; for the others with weekly insights, a bell note that last week's are ready.
 */
export async function mondayMorning({ person, timeZone, clock, now }: Due) {
  const lastWeek = addDaysToKey(clock.weekStart, -7);
  const digestKey = dedupeKeys.digest(lastWeek);
  const summaryKey = dedupeKeys.summary(lastWeek);
  if (
    !person.weeklyDigest ||
    wasSent(person.userId, digestKey) ||
    wasSent(person.userId, summaryKey)
  ) {
    return undefined;
  }
  const start = dayRange(lastWeek, timeZone).start;
  const end = dayRange(clock.weekStart, timeZone).start;
  const activity = weekActivity(person.userId, lastWeek, start, end);
  const wantsDigest =
    person.emailNotifications && hasFeature(person.userId, "weeklyDigestAccess", now);
  if (wantsDigest) {
    const content = digestContent({
      weekStart: lastWeek,
      weekEnd: addDaysToKey(lastWeek, 6),
      entries: activity.entries,
      moodRatings: activity.moods.map((mood) => mood.rating),
      streaks: habitStreaks(person.userId, addDaysToKey(lastWeek, 6)),
      summary: activity.summary,
    });
    return notify({
      userId: person.userId,
      kind: "digest",
      dedupeKey: digestKey,
      type: "system",
      title: content.title,
      message: content.message,
      link: "/insights",
      recurringPattern: RECURRING_PATTERNS.digest,
      email: {
        subject: content.subject,
        heading: content.heading,
        paragraphs: content.paragraphs,
        actionLabel: "See your insights",
      },
      now,
    });
  }
  const summary = activity.summary;
  const hasInsights =
    summary &&
    (summary.insights.length > 0 ||
      summary.topEmotions.length > 0 ||
      summary.commonThemes.length > 0);
  if (!hasInsights || !hasFeature(person.userId, "insightsAccess", now)) return undefined;
  return notify({
    userId: person.userId,
    kind: "summary",
    dedupeKey: summaryKey,
    type: "system",
    title: "Last week's insights are ready",
    message: "Your weekly summary of last week is complete. See what stood out.",
    link: "/insights",
    // The email digest is a plan feature: this one stays in the app.
    skipEmail: true,
    now,
  });
}

/** Streaks as they stood at the end of `day` (the digest's Sunday), longest first. */
function habitStreaks(userId: number, day: string) {
  return activeHabits(userId)
    .map((habit) => {
      const frequency = normaliseHabitFrequency(habit.frequency);
      const streak = computeStreak(habit.completionHistory, frequency, day);
      return {
        title: habit.title,
        count: streak,
        streak: `${streak} ${streakUnit(frequency, streak)}`,
      };
    })
    .filter((habit) => habit.count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ title, streak }) => ({ title, streak }));
}
