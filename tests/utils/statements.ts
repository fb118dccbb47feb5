import { db } from "#db/client";

type StatementMethods = Record<"run" | "get" | "all" | "iterate", (...args: unknown[]) => unknown>;

/**
 * Every SQL statement better-sqlite3 runs while `fn` runs (and what it awaits), by its text.
 * Wraps the statement methods of the driver for that time: a count, not a timing, so tests can
 * say how many reads a request costs without depending on the machine's speed.
 */
export async function recordStatements<T>(fn: () => Promise<T>) {
  const statement = Object.getPrototypeOf(db().$client.prepare("SELECT 1")) as StatementMethods;
  const sources: string[] = [];
  const originals = { ...statement };
  for (const method of ["run", "get", "all", "iterate"] as const) {
    const original = statement[method];
    statement[method] = function recorded(this: { source: string }, ...args: unknown[]) {
      sources.push(this.source);
      return original.apply(this, args);
    };
  }
  try {
    const result = await fn();
    return { result, sources };
  } finally {
    for (const method of ["run", "get", "all", "iterate"] as const) {
      statement[method] = originals[method];
    }
  }
}

/** How many of the recorded statements read from `table` (`from "table"`). */
export function readsOf(sources: string[], table: string) {
  return sources.filter((source) => source.includes(`from "${table}"`)).length;
}
