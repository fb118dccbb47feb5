import path from "node:path";
import fs from "node:fs";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";
import { isPrimary } from "../app/services/primary.server";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

const globalForDb = globalThis as unknown as { __db?: { path: string; db: Db } };

/**
 * The one connection of this process. The path is read from DATABASE_PATH when first used,
 * so tests can point each worker at its own file.
 */
export function db(): Db {
  const file = databasePath();
  const current = globalForDb.__db;
  if (current && current.path === file) return current.db;
  current?.db.$client.close();
  const opened = openDatabase(file, { migrate: isPrimary() });
  globalForDb.__db = { path: file, db: opened };
  return opened;
}

export function databasePath() {
  return path.resolve(process.env.DATABASE_PATH || "./data/app.db");
}

/**
 * Opens `file` with the app's settings: WAL, foreign keys, a 5 s busy timeout and
 * synchronous=NORMAL (a commit survives the process being killed; a power loss may take the last
 * commits, never the file's integrity: docs/architecture.md#data). Migrations run only where
 * writes are allowed (`migrate`: the primary); a replica gets them from the primary.
 */
export function openDatabase(file: string, { migrate: runMigrations = true } = {}): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const database = drizzle(sqlite, { schema }) as Db;
  if (runMigrations) migrate(database, { migrationsFolder: MIGRATIONS_FOLDER });
  return database;
}

/**
 * Whether every migration this build ships has been applied to the database at `file` (read
 * only: a replica asks this while it waits for the primary). A missing file or table is "no".
 */
export function migrationsApplied(file: string) {
  if (!fs.existsSync(file)) return false;
  const newest = Math.max(
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = sqlite
      .prepare("SELECT max(created_at) AS applied FROM __drizzle_migrations")
      .get() as { applied: number | null } | undefined;
    return Number(row?.applied ?? 0) >= newest;
  } catch {
    return false;
  } finally {
    sqlite.close();
  }
}

export function closeDatabase() {
  globalForDb.__db?.db.$client.close();
  globalForDb.__db = undefined;
}
