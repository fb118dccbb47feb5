import { TZDate } from "@date-fns/tz";
import { Cron } from "croner";
import type { HeldDelivery } from "#db/schema";
import {
  isDigestWindow,
  isDueAt,
  localClock,
  minutesOf,
  STREAK_NUDGE_TIME,
} from "~/lib/notification-schedule";
import { canonicalTimezone } from "~/lib/timezone";
import {
  listSchedulingCandidates,
  takeDueHeldDeliveries,
} from "~/models/notification-delivery.server";
import { deliverHeld, type NotifyResult } from "~/services/notifications/deliver.server";
import {
  goalReminders,
  journalReminder,
  mondayMorning,
  streakNudges,
} from "~/services/notifications/scheduled.server";
import { isPrimary } from "~/services/primary.server";

/**
 * The notification scheduler (docs/decisions/021-notification-scheduling.md): a croner job every
 * `tickSeconds` (60 by default, aligned on the minute) runs one pass. A pass reads every saved
 * preference with a time zone once, works out per zone what is due at `now` (reminder time,
 * the evening streak nudge, Monday morning), and notifies the people concerned; the send ledger
 * makes each notification at most once, so passes may repeat, overlap a restart or run on a
 * machine that just lost the primary lease without sending anything twice. It runs only on the
 * primary (checked on every tick: the lease can move). `now` is injected for tests and the bench.
 */

export type PassReport = {
  candidates: number;
  notified: number;
  skipped: number;
  emailsFailed: number;
  held: number;
  failures: number;
  ms: number;
};

type Options = {
  /** The clock: tests and the bench pass their own. */
  now?: () => Date;
  tickSeconds?: number;
  /** Whether this machine may write; the primary check by default. */
  isPrimary?: () => boolean;
};

export function createScheduler(options: Options = {}) {
  const clock = options.now ?? (() => new Date());
  const primary = options.isPrimary ?? (() => isPrimary());
  let job: Cron | undefined;
  const memory = createSchedulerMemory();
  let running: Promise<PassReport | undefined> | undefined;

  /** One pass, unless one is still running (a slow mail server): then that one's promise. */
  function tick() {
    if (running) return running;
    running = (async () => {
      if (!primary()) return undefined;
      return runSchedulerPass(clock(), memory);
    })()
      .catch((error: unknown) => {
        console.error("[notifications] scheduler pass failed", error);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Starts ticking and runs a first pass at once (a reminder due during a restart still goes). */
    start() {
      if (job) return;
      const seconds = options.tickSeconds ?? 60;
      const pattern = seconds >= 60 ? "0 * * * * *" : `*/${seconds} * * * * *`;
      job = new Cron(pattern, { unref: true, protect: true, name: "notifications" }, () => {
        void tick();
      });
      void tick();
    },
    stop() {
      job?.stop();
      job = undefined;
    },
    tick,
    /** Resolves when the pass under way (if any) has finished. */
    async idle() {
      await running;
    },
  };
}

const globalForScheduler = globalThis as unknown as {
  __notificationScheduler?: ReturnType<typeof createScheduler>;
};

/** Started once per process from app/services/startup.server.ts. */
export function startNotificationScheduler(tickSeconds: number) {
  globalForScheduler.__notificationScheduler ??= createScheduler({ tickSeconds });
  globalForScheduler.__notificationScheduler.start();
}

/**
 * Per pass: each zone's local clock and which times are due there, computed once. The exact
 * check (isDueAt, a few date-fns calls) runs only for reminder times within a few minutes of the
 * zone's clock, or for every time on a day the zone's offset changed (a DST night can move a
 * skipped time later): with 10,000 people it would otherwise dominate the pass.
 */
function zoneCache(now: Date) {
  const zones = new Map<string, ReturnType<typeof zoneAt>>();
  return (timeZone: string) => {
    let zone = zones.get(timeZone);
    if (!zone) {
      zone = zoneAt(timeZone, now);
      zones.set(timeZone, zone);
    }
    return zone;
  };
}

function zoneAt(timeZone: string, now: Date) {
  const clock = localClock(timeZone, now);
  const nowMinute = clock.hour * 60 + clock.minute;
  const offsetChanged =
    new TZDate(now.getTime(), timeZone).getTimezoneOffset() !==
    new TZDate(now.getTime() - 86_400_000, timeZone).getTimezoneOffset();
  const due = new Map<string, boolean>();
  return {
    clock,
    nudge: isDueAt(STREAK_NUDGE_TIME, timeZone, now),
    monday: isDigestWindow(timeZone, now),
    isReminderDue(time: string) {
      if (!offsetChanged) {
        const minutes = minutesOf(time);
        if (minutes === null || (nowMinute - minutes + 1440) % 1440 > 2) return false;
      }
      let value = due.get(time);
      if (value === undefined) {
        value = isDueAt(time, timeZone, now);
        due.set(time, value);
      }
      return value;
    },
  };
}

/**
 * What one process remembers between passes: the people whose Monday morning was already looked
 * at this week (most have nothing to get, and looking costs several queries each). Only an
 * optimisation: after a restart each is looked at once more, and the ledger still decides.
 */
export function createSchedulerMemory() {
  return { mondayChecked: new Set<string>() };
}

/** One scheduler pass at `now`. Exported for tests and the bench; the job calls it through tick(). */
export async function runSchedulerPass(
  now: Date,
  memory = createSchedulerMemory(),
): Promise<PassReport> {
  const started = performance.now();
  const report: PassReport = {
    candidates: 0,
    notified: 0,
    skipped: 0,
    emailsFailed: 0,
    held: 0,
    failures: 0,
    ms: 0,
  };
  const count = (result: NotifyResult | undefined) => {
    if (!result) return;
    if (result.status === "skipped") report.skipped += 1;
    else {
      report.notified += 1;
      if (result.email === "failed") report.emailsFailed += 1;
    }
  };

  for (const row of takeDueHeldDeliveries(now)) {
    report.held += 1;
    await guarded(row.userId, () => deliverHeld(row.userId, row.held as HeldDelivery), report);
  }

  const zoneAt = zoneCache(now);
  const candidates = listSchedulingCandidates();
  report.candidates = candidates.length;
  for (const person of candidates) {
    const timeZone = canonicalTimezone(person.timezone);
    if (!timeZone) continue;
    const zone = zoneAt(timeZone);
    const reminderDue = zone.isReminderDue(person.reminderTime);
    const mondayKey = `${person.userId}:${zone.clock.weekStart}`;
    const monday = zone.monday && person.weeklyDigest && !memory.mondayChecked.has(mondayKey);
    if (!reminderDue && !zone.nudge && !monday) continue;
    const due = { person, timeZone, clock: zone.clock, now };
    await guarded(
      person.userId,
      async () => {
        if (reminderDue && person.journalReminders) count(await journalReminder(due));
        if (reminderDue && person.goalReminders) (await goalReminders(due)).forEach(count);
        if (zone.nudge && person.goalReminders) (await streakNudges(due)).forEach(count);
        if (monday) {
          count(await mondayMorning(due));
          memory.mondayChecked.add(mondayKey);
        }
      },
      report,
    );
  }
  if (memory.mondayChecked.size > candidates.length * 2) memory.mondayChecked.clear();
  report.ms = performance.now() - started;
  return report;
}

/** One person's work: a failure is logged and counted, and the pass goes on with the others. */
async function guarded(userId: number, work: () => Promise<unknown>, report: PassReport) {
  try {
    await work();
  } catch (error) {
    report.failures += 1;
    console.error(`[notifications] scheduling for person ${userId} failed`, error);
  }
}
