import { db, type Db } from "./client";

/**
 * Something built once per connection and kept: a query prepared with drizzle's `.prepare()` and
 * `sql.placeholder` for the reads nearly every request makes (drizzle otherwise builds the SQL
 * text and SQLite prepares it again on every call), or rows that only change when the seed runs
 * before the first request (docs/architecture.md#performance). Built again when the connection
 * changes (each test file opens its own database).
 */
export function oncePerConnection<T>(build: (database: Db) => T): () => T {
  let cached: { database: Db; value: T } | undefined;
  return () => {
    const database = db();
    if (cached?.database !== database) cached = { database, value: build(database) };
    return cached.value;
  };
}

const generationOf = oncePerConnection((database) =>
  database.$client.prepare<[], { changes: number; version: number }>(
    "SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version",
  ),
);

/**
 * A value that changes whenever the database may have changed: any row this connection inserted,
 * updated or deleted (`total_changes()`, rolled back or not), and any commit by another
 * connection or process (`PRAGMA data_version`: a worker thread, a script, a replica's
 * replication). One statement, a few microseconds.
 */
function databaseGeneration() {
  const { changes, version } = generationOf().get()!;
  return `${changes}:${version}`;
}

/**
 * A bounded cache of values derived from the database, each kept only while nothing at all has
 * been written since it was computed (docs/decisions/027-derived-data-caches.md). There is no
 * invalidation to forget: a write anywhere, by any code path, makes every entry stale, so a
 * read after a write always sees it. Keys must name everything else the value depends on (the
 * person, their time zone and day, the options); callers check who is asking before they look.
 */
export function untilDatabaseChanges<V>(max: number) {
  const entries = new Map<string, { database: Db; generation: string; value: V }>();
  return (key: string, compute: () => V): V => {
    const database = db();
    const generation = databaseGeneration();
    const entry = entries.get(key);
    if (entry && entry.database === database && entry.generation === generation) return entry.value;
    const value = compute();
    // Computing may itself write (it should not): then the entry would be stale at once.
    const after = databaseGeneration();
    entries.delete(key);
    if (after === generation) {
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { database, generation, value });
    }
    return value;
  };
}
