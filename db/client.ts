import path from "node:path";
import fs from "node:fs";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

const globalForDb = globalThis as unknown as { __db?: { path: string; db: Db } };

/**
 * The one connection of this process. The path is read from DATABASE_PATH when first used,
 * so tests can point each worker at its own file.
 */
export function db(): Db {
  const file = path.resolve(process.env.DATABASE_PATH || "./data/app.db");
  const current = globalForDb.__db;
  if (current && current.path === file) return current.db;
  current?.db.$client.close();
  const opened = openDatabase(file);
  globalForDb.__db = { path: file, db: opened };
  return opened;
}

export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const database = drizzle(sqlite, { schema }) as Db;
  migrate(database, { migrationsFolder: MIGRATIONS_FOLDER });
  return database;
}

export function closeDatabase() {
  globalForDb.__db?.db.$client.close();
  globalForDb.__db = undefined;
}
