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
