import { dayRange, isDayKey, localDayKey } from "~/lib/local-day";
import type { PlanRuleCode } from "~/lib/plans";

/**
 * What goals, tasks and habits share: the person's time zone, dates read in it, and the error a
 * rule of theirs raises. Models know nothing of HTTP: routes (and the JSON API's
 * `withPlanRules`) turn a PlanRuleError into a form error, a toast or a status.
 */

/**
 * A broken rule: its code (`goal_limit`: the tier's goal cap, `item_cap`: the cap on live items,
 * `invalid`: a field that breaks a rule such as a dependency cycle or someone else's goal), a
 * message people can act on, and the field it belongs to, if any.
 */
export class PlanRuleError extends Error {
  constructor(
    readonly code: PlanRuleCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "PlanRuleError";
  }
}

/** 2026-05-01 is the start of that day in the person's zone; a datetime is that instant. */
export function toInstant(value: string | null, timeZone: string): Date | null {
  if (!value) return null;
  if (isDayKey(value)) return dayRange(value, timeZone).start;
  return new Date(value);
}

/** The local day of a stored date, for date inputs and "overdue"; null stays null. */
export function toDayKey(value: Date | null, timeZone: string) {
  return value ? localDayKey(value, timeZone) : null;
}

/** Route params and query ids are ids only when they are positive whole numbers. */
export function parseId(value: string | null | undefined) {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
