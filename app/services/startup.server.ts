import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { env } from "~/env.server";
import { purgeExpiredContent } from "~/models/retention.server";
import { nudgeSemanticBackfill } from "~/models/semantic-memory.server";
import { sweepExpiredSessions } from "~/models/sessions.server";
import { sweepOrphanedAttachments } from "~/models/support.server";
import { sweepExpiredTokens } from "~/models/users.server";
import { sweepRateLimits } from "~/services/rate-limit.server";
import { prepareCrisisBank } from "~/services/safety/crisis-tiers.server";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const globalForStartup = globalThis as unknown as { __startup?: Promise<void> };

/**
 * Runs once per process when the server module loads: migrate, seed, start the semantic memory's
 * background embedding, then every hour sweep expired sessions, tokens and rate-limit windows, and
 * purge content past its retention.
 */
export function startServer() {
  globalForStartup.__startup ??= (async () => {
    const settings = env();
    await seedDatabase(db(), { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
    sweep();
    setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    // Loads the sentence model in its worker and embeds any entry not yet embedded by it (new
    // since the last run, or all of them after a model upgrade), in the background.
    nudgeSemanticBackfill();
    void prepareCrisisBank();
  })();
  return globalForStartup.__startup;
}

function sweep() {
  try {
    sweepExpiredSessions();
    sweepExpiredTokens();
    sweepRateLimits();
    purgeExpiredContent();
  } catch (error) {
    console.error("[sweep] failed", error);
  }
  sweepOrphanedAttachments().catch((error) => console.error("[sweep] attachments failed", error));
}
