import { backupDatabase, backupSettings } from "#db/backup.mjs";
import { databasePath, db, migrationsApplied } from "#db/client";
import { seedDatabase } from "#db/seed";
import { env } from "~/env.server";
import { sweepExpiredLinkTokens } from "~/models/identities.server";
import { pruneNotificationSends } from "~/models/notification-delivery.server";
import { purgeExpiredContent } from "~/models/retention.server";
import { nudgeSemanticBackfill } from "~/models/semantic-memory.server";
import { nudgeReanalysis } from "~/models/reanalysis.server";
import { sweepExpiredSessions } from "~/models/sessions.server";
import { lapseEnded } from "~/services/paypal/billing.server";
import { sweepOrphanedAttachments } from "~/models/support.server";
import { sweepExpiredTokens } from "~/models/users.server";
import { startNotificationScheduler } from "~/services/notifications/scheduler.server";
import { isPrimary } from "~/services/primary.server";
import { sweepRateLimits } from "~/services/rate-limit.server";
import { prepareCrisisBank } from "~/services/safety/crisis-tiers.server";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const globalForStartup = globalThis as unknown as { __startup?: Promise<void> };

/** How often a replica looks again whether the primary has migrated the database. */
const REPLICA_POLL_MS = 1000;

/**
 * Runs once per process when the server module loads. On the primary (app/services/primary.server.ts):
 * migrate (db() does it when it opens), seed, start the semantic memory's background embedding,
 * then every hour sweep expired sessions, tokens and rate-limit windows, and purge content past
 * its retention, and prune the notification send ledger. The notification scheduler runs on
 * every machine but acts only on the primary. A replica writes nothing: it waits until the primary has applied every migration
 * this build ships, and skips seeding, embedding and sweeps (the timer asks again each hour,
 * since the primary can move).
 */
export function startServer() {
  globalForStartup.__startup ??= (async () => {
    if (isPrimary()) {
      const settings = env();
      await seedDatabase(db(), { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
    } else {
      await waitForPrimaryMigrations();
    }
    sweep();
    setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    const backupHours = env().BACKUP_EVERY_HOURS;
    if (backupHours) setInterval(scheduledBackup, backupHours * 60 * 60 * 1000).unref();
    // Loads the sentence model in its worker and embeds any entry not yet embedded by it (new
    // since the last run, or all of them after a model upgrade), in the background; it writes, so
    // only on the primary.
    if (isPrimary()) nudgeSemanticBackfill();
    // Reminders, digests and held emails (docs/decisions/021-notification-scheduling.md). Started
    // on every machine, it works only while this one is the primary (checked on each tick).
    startNotificationScheduler(env().NOTIFICATION_TICK_SECONDS);
    // Entries read by an older local analyser are read again, in the background, once.
    if (isPrimary()) nudgeReanalysis();
    void prepareCrisisBank();
  })();
  return globalForStartup.__startup;
}

async function waitForPrimaryMigrations() {
  const file = databasePath();
  let logged = false;
  while (!migrationsApplied(file)) {
    if (!logged) console.log(`[startup] replica: waiting for the primary to migrate ${file}`);
    logged = true;
    await new Promise((resolve) => setTimeout(resolve, REPLICA_POLL_MS));
  }
}

function sweep() {
  if (!isPrimary()) return;
  try {
    sweepExpiredSessions();
    sweepExpiredTokens();
    sweepExpiredLinkTokens();
    sweepRateLimits();
    purgeExpiredContent();
    pruneNotificationSends();
  } catch (error) {
    console.error("[sweep] failed", error);
  }
  sweepOrphanedAttachments().catch((error) => console.error("[sweep] attachments failed", error));
  // Cancellations whose period has ended become Free (nothing is deleted); until the sweep runs,
  // effectiveTier already reads them as Free.
  lapseEnded().catch((error) => console.error("[sweep] subscription lapses failed", error));
}

/**
 * `npm run backup` on a timer (BACKUP_EVERY_HOURS), on the primary only: the same online copy
 * into BACKUP_DIR, keeping BACKUP_KEEP (docs/decisions/018-replicas-and-backups.md).
 */
export async function scheduledBackup() {
  if (!isPrimary()) return undefined;
  try {
    const result = await backupDatabase(backupSettings());
    console.log(`[backup] ${result.file}`);
    return result.file;
  } catch (error) {
    console.error("[backup] failed", error);
    return undefined;
  }
}
