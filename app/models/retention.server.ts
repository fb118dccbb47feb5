import { and, isNotNull, lte } from "drizzle-orm";
import { db } from "#db/client";
import { goals, habits, journalEntries, supportRequests, tasks } from "#db/schema";
import { sweepIdempotencyKeys } from "~/models/idempotency.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The privacy policy's promises: deleted items are erased within 30 days, support requests kept two years. */
export const DELETED_CONTENT_RETENTION_MS = 30 * DAY_MS;
export const SUPPORT_REQUEST_RETENTION_MS = 2 * 365 * DAY_MS;

/**
 * Hard-deletes soft-deleted rows older than the retention period and old support requests.
 * Idempotency keys older than a day go too (not counted: they are bookkeeping, not content).
 */
export function purgeExpiredContent(now = Date.now()) {
  const deletedBefore = new Date(now - DELETED_CONTENT_RETENTION_MS);
  const database = db();
  sweepIdempotencyKeys(now);
  return database.transaction((tx) => {
    let removed = 0;
    for (const table of [journalEntries, goals, tasks, habits]) {
      removed += tx
        .delete(table)
        .where(and(isNotNull(table.deletedAt), lte(table.deletedAt, deletedBefore)))
        .run().changes;
    }
    removed += tx
      .delete(supportRequests)
      .where(lte(supportRequests.createdAt, new Date(now - SUPPORT_REQUEST_RETENTION_MS)))
      .run().changes;
    return removed;
  });
}
