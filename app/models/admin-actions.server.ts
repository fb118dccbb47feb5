import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { db } from "#db/client";
import { adminActions } from "#db/schema";

/**
 * The admin action log: who changed what, when and from where (docs/product.md, admin). Details
 * describe the change (field names, new non-secret values, ids), never a secret's value and never
 * anyone's journal, mood or plan.
 */
export type AdminActionInput = {
  admin: { id: number; email: string };
  action: string;
  target?: string | null;
  details?: Record<string, unknown> | null;
  ipAddress?: string | null;
};

export function recordAdminAction(input: AdminActionInput) {
  return db()
    .insert(adminActions)
    .values({
      adminId: input.admin.id,
      adminEmail: input.admin.email,
      action: input.action,
      target: input.target ?? null,
      details: input.details ?? null,
      ipAddress: input.ipAddress ?? null,
    })
    .returning()
    .get();
}

export type AdminActionFilters = {
  /** An action name or its prefix before the dot ("user" matches "user.disable"). */
  action?: string;
  adminId?: number;
  /** Only actions at or after this time. */
  since?: Date;
  /** Only actions before this time. */
  before?: Date;
};

export const ADMIN_ACTIONS_PAGE_SIZE = 50;

export function listAdminActions(filters: AdminActionFilters = {}, page = 1) {
  const conditions: SQL[] = [];
  if (filters.action) {
    if (filters.action.includes(".")) {
      conditions.push(eq(adminActions.action, filters.action));
    } else {
      // "user" matches "user.*": the names between "user." and "user/" ('/' follows '.').
      conditions.push(gte(adminActions.action, `${filters.action}.`));
      conditions.push(lt(adminActions.action, `${filters.action}/`));
    }
  }
  if (filters.adminId) conditions.push(eq(adminActions.adminId, filters.adminId));
  if (filters.since) conditions.push(gte(adminActions.createdAt, filters.since));
  if (filters.before) conditions.push(lt(adminActions.createdAt, filters.before));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = db()
    .select()
    .from(adminActions)
    .where(where)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(ADMIN_ACTIONS_PAGE_SIZE + 1)
    .offset((Math.max(1, page) - 1) * ADMIN_ACTIONS_PAGE_SIZE)
    .all();
  return {
    actions: rows.slice(0, ADMIN_ACTIONS_PAGE_SIZE),
    hasMore: rows.length > ADMIN_ACTIONS_PAGE_SIZE,
  };
}

/** The distinct action names recorded so far, for the log's filter. */
export function adminActionNames() {
  return db()
    .selectDistinct({ action: adminActions.action })
    .from(adminActions)
    .orderBy(sql`1`)
    .all()
    .map((row) => row.action);
}

/** The admins who appear in the log (by their id and the email they had then), for its filter. */
export function adminActionAdmins() {
  return db()
    .selectDistinct({ id: adminActions.adminId, email: adminActions.adminEmail })
    .from(adminActions)
    .where(isNotNull(adminActions.adminId))
    .orderBy(adminActions.adminEmail)
    .all()
    .filter((row): row is { id: number; email: string } => row.id !== null);
}
