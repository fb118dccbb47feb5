import { TZDate } from "@date-fns/tz";
import { addDaysToKey, localDayKey, weekStartKey, type DayKey } from "~/lib/local-day";

/**
 * When notifications are due, in the person's own time zone: the one source of these rules for
 * the scheduler, its tests and the bench (docs/decisions/021-notification-scheduling.md).
 * Pure functions of (preferences, now): no clock of their own.
 */

/** What a notification is about; each maps to the preference switch that turns it off. */
export const NOTIFICATION_KINDS = [
  "journal",
  "goal",
  "streak",
  "digest",
  "summary",
  "support",
  "billing",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The switches of the preferences screen an unsubscribe link can turn off. */
export type PreferenceSwitch =
  "journalReminders" | "goalReminders" | "weeklyDigest" | "emailNotifications";

/**
 * The switch that stops a kind altogether (bell, email and push), or null for product events,
 * which always reach the bell; their email stops with "Email notifications".
 */
export function switchOfKind(
  kind: NotificationKind,
): Exclude<PreferenceSwitch, "emailNotifications"> | null {
  if (kind === "journal") return "journalReminders";
  if (kind === "goal" || kind === "streak") return "goalReminders";
  if (kind === "digest" || kind === "summary") return "weeklyDigest";
  return null;
}

/** The switch an email's unsubscribe link turns off: the kind's own, else email altogether. */
export function unsubscribeSwitchOf(kind: NotificationKind): PreferenceSwitch {
  return switchOfKind(kind) ?? "emailNotifications";
}

/** How an unsubscribe confirmation names what stops. */
export const SWITCH_DESCRIPTIONS: Record<PreferenceSwitch, string> = {
  journalReminders: "journal reminders",
  goalReminders: "goal and habit streak reminders",
  weeklyDigest: "the weekly digest",
  emailNotifications: "notification emails",
};

/** Reminders go out within this long after their time (a one-minute tick lands inside it). */
export const REMINDER_WINDOW_MS = 2 * 60_000;
/** The evening streak nudge, local time. */
export const STREAK_NUDGE_TIME = "20:00";
/** A daily streak at least this long gets the evening nudge when today is not done yet. */
export const STREAK_NUDGE_MIN = 3;
export const STREAK_MILESTONES = [7, 30, 100] as const;
/** The weekly digest (and "last week's insights are ready") go out Monday from this local hour… */
export const DIGEST_FROM_HOUR = 8;
/** …until this one (a pass missed during a restart catches up inside the window). */
export const DIGEST_UNTIL_HOUR = 12;
/** Night, local time: events then reach the bell at once, and their email and push wait for morning. */
export const NIGHT_STARTS_HOUR = 22;
export const MORNING_HOUR = 8;

/** Recurring notifications and their patterns (stored in notifications.recurringPattern). */
export const RECURRING_PATTERNS = { journal: "daily", streak: "daily", digest: "weekly" } as const;

/** "09:00" as minutes after midnight, or null when it is not HH:MM. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The instant of `time` ("HH:MM") on local day `day` in `timeZone`. Where DST skips that time
 * (02:30 on a spring-forward night) it is the instant the clocks jump to; where it repeats
 * (01:30 on a fall-back night) the first of the two.
 */
export function localTimeInstant(day: DayKey, time: string, timeZone: string): Date {
  const minutes = minutesOf(time) ?? 0;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(
    new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime(),
  );
}

/** The next reminder at `time` in `timeZone` strictly after `now` minus the window: today's, else tomorrow's. */
export function nextReminderAt(time: string, timeZone: string, now: Date): Date {
  const today = localDayKey(now, timeZone);
  const todays = localTimeInstant(today, time, timeZone);
  if (now.getTime() - todays.getTime() < REMINDER_WINDOW_MS) return todays;
  return localTimeInstant(addDaysToKey(today, 1), time, timeZone);
}

/** Whether the notification of `time` on today's local day is due at `now` (inside its window). */
export function isDueAt(time: string, timeZone: string, now: Date, windowMs = REMINDER_WINDOW_MS) {
  const instant = localTimeInstant(localDayKey(now, timeZone), time, timeZone);
  const since = now.getTime() - instant.getTime();
  return since >= 0 && since < windowMs;
}

/** The local calendar and clock at `now` in `timeZone`. */
export function localClock(timeZone: string, now: Date) {
  const local = new TZDate(now.getTime(), timeZone);
  const day = localDayKey(now, timeZone);
  return {
    day,
    hour: local.getHours(),
    minute: local.getMinutes(),
    /** 1 = Monday … 7 = Sunday. */
    isoWeekday: ((local.getDay() + 6) % 7) + 1,
    weekStart: weekStartKey(day),
  };
}

export function isNight(timeZone: string, now: Date) {
  const { hour } = localClock(timeZone, now);
  return hour >= NIGHT_STARTS_HOUR || hour < MORNING_HOUR;
}

/** The next local morning (MORNING_HOUR) after `now`: today's when it is before it, else tomorrow's. */
export function nextMorning(timeZone: string, now: Date): Date {
  const { day, hour } = localClock(timeZone, now);
  const morning = `${String(MORNING_HOUR).padStart(2, "0")}:00`;
  return localTimeInstant(hour < MORNING_HOUR ? day : addDaysToKey(day, 1), morning, timeZone);
}

/** Whether the Monday-morning window of the weekly digest is open at `now`. */
export function isDigestWindow(timeZone: string, now: Date) {
  const clock = localClock(timeZone, now);
  return clock.isoWeekday === 1 && clock.hour >= DIGEST_FROM_HOUR && clock.hour < DIGEST_UNTIL_HOUR;
}

/**
 * The ledger keys (notification_sends.dedupe_key): one notification per key per person, ever.
 * Day-scoped kinds carry the local day, so there is at most one of a kind per local day.
 */
export const dedupeKeys = {
  journal: (day: DayKey) => `journal:${day}`,
  goal: (goalId: number, when: "today" | "tomorrow", targetDay: DayKey) =>
    `goal:${goalId}:${when}:${targetDay}`,
  streakNudge: (habitId: number, day: DayKey) => `streak-nudge:${habitId}:${day}`,
  /** `streakStart`: the first day of the run, so a streak rebuilt after a break counts again. */
  streakMilestone: (habitId: number, days: number, streakStart: DayKey) =>
    `streak-milestone:${habitId}:${days}:${streakStart}`,
  digest: (weekStart: DayKey) => `digest:${weekStart}`,
  summary: (weekStart: DayKey) => `summary:${weekStart}`,
  supportReply: (replyId: number) => `support-reply:${replyId}`,
  billing: (eventId: string) => `billing:${eventId}`,
};

/** The start of every ledger key about one goal or one habit (see `dedupeKeys`). */
export const dedupeKeyPrefixes = {
  goal: (goalId: number) => [`goal:${goalId}:`],
  habit: (habitId: number) => [`streak-nudge:${habitId}:`, `streak-milestone:${habitId}:`],
};
