import { dayRange, isDayKey, localDayKey } from "~/lib/local-day";
import { ApiError } from "~/services/api.server";

/**
 * What goals, tasks and habits share: the person's time zone, dates read in it, and the error a
 * rule of theirs raises (a field and a message people can act on).
 */

/** A broken rule (goal cap, a dependency cycle, someone else's goal): 400 with this message. */
export class PlanRuleError extends Error {
  constructor(
    readonly field: string | null,
    message: string,
    /** Where the person can fix it, e.g. /subscription when the goal cap is reached. */
    readonly link?: { href: string; label: string },
  ) {
    super(message);
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

/** Runs a model call for the JSON API: a broken rule becomes 400 with {message, errors}. */
export function withPlanRules<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof PlanRuleError) {
      throw new ApiError(
        400,
        error.message,
        error.field ? { [error.field]: [error.message] } : undefined,
      );
    }
    throw error;
  }
}

/** Route params are ids only when they are positive whole numbers. */
export function parseId(value: string | undefined) {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}
