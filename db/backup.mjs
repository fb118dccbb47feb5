// Backups of the SQLite database with SQLite's online backup API, and a checked restore
// (docs/architecture.md#backups). Plain JavaScript on purpose: the production image runs these
// with `node` and has no TypeScript tooling. `npm run backup` and `npm run restore` are the
// command lines (scripts/backup.mjs, scripts/restore.mjs).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** The settings the commands read from the environment, with their defaults. */
export function backupSettings(env = process.env) {
  const database = path.resolve(env.DATABASE_PATH || "./data/app.db");
  const keep = Number(env.BACKUP_KEEP || 7);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error("BACKUP_KEEP must be a whole number ≥ 1");
  return {
    database,
    dir: path.resolve(env.BACKUP_DIR || path.join(path.dirname(database), "backups")),
    keep,
  };
}

/** `app-2026-11-23T04-10-00-123Z.db`: sorts by time, safe in every file system. */
function backupName(database, now) {
  const base = path.basename(database).replace(/\.(db|sqlite3?)$/, "");
  return `${base}-${now.toISOString().replace(/[:.]/g, "-")}.db`;
}

function backupPattern(database) {
  const base = path.basename(database).replace(/\.(db|sqlite3?)$/, "");
  return new RegExp(
    `^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z\\.db$`,
  );
}

/** The backups in `dir` for this database, oldest first. */
export function listBackups({ database, dir }) {
  if (!fs.existsSync(dir)) return [];
  const pattern = backupPattern(database);
  return fs
    .readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Copies the live database into `dir` while the app keeps serving: the backup API reads pages
 * under SQLite's own locks and starts over when another process writes in between, and the last
 * pass copies every page in one step, so the copy is one consistent moment. The copy is written
 * beside its final name, checked (integrity_check), then renamed into place; only the newest
 * `keep` backups stay. The copy is a single file in rollback-journal mode, nothing beside it.
 */
export async function backupDatabase({ database, dir, keep }, now = new Date()) {
  if (!fs.existsSync(database)) throw new Error(`No database at ${database}`);
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, backupName(database, now));
  const partial = `${target}.partial`;
  const source = new Database(database, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(partial, { progress: ({ totalPages }) => totalPages });
  } finally {
    source.close();
  }
  // One self-contained file: the copy leaves WAL mode (the app turns it back on when it opens it).
  const copy = new Database(partial, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const check = checkDatabaseFile(partial);
  if (!check.ok) {
    fs.rmSync(partial, { force: true });
    throw new Error(`The copy failed its check: ${check.problem}`);
  }
  fs.renameSync(partial, target);
  const removed = listBackups({ database, dir }).slice(0, -keep);
  for (const file of removed) fs.rmSync(file, { force: true });
  return { file: target, tables: check.tables, removed };
}

/**
 * Whether `file` is a whole database of this app: `PRAGMA integrity_check` answers ok and the
 * migrations table is there, with no migration newer than this build knows (the app would not
 * understand its schema). Read only. `tables` counts the rows of every table.
 */
export function checkDatabaseFile(file, { migrationsFolder = path.resolve("db/migrations") } = {}) {
  if (!fs.existsSync(file)) return { ok: false, problem: `no file at ${file}` };
  let sqlite;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = sqlite.pragma("integrity_check", { simple: false });
    const messages = integrity.map((row) => Object.values(row)[0]);
    if (messages.length !== 1 || messages[0] !== "ok") {
      return { ok: false, problem: `integrity_check: ${messages.slice(0, 5).join("; ")}` };
    }
    const names = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all();
    if (!names.includes("__drizzle_migrations")) {
      return {
        ok: false,
        problem: "no migrations table (__drizzle_migrations): not this app's database",
      };
    }
    const applied = Number(
      sqlite.prepare("SELECT max(created_at) FROM __drizzle_migrations").pluck().get() ?? 0,
    );
    const known = newestMigration(migrationsFolder);
    if (known !== undefined && applied > known) {
      return {
        ok: false,
        problem: "it holds migrations newer than this build: deploy that version first",
      };
    }
    const tables = Object.fromEntries(
      names
        .filter((name) => !name.includes("_fts_") && name !== "__drizzle_migrations")
        .map((name) => [name, sqlite.prepare(`SELECT count(*) FROM "${name}"`).pluck().get()]),
    );
    return { ok: true, tables };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    sqlite?.close();
  }
}

function newestMigration(folder) {
  const journal = path.join(folder, "meta", "_journal.json");
  if (!fs.existsSync(journal)) return undefined;
  const entries = JSON.parse(fs.readFileSync(journal, "utf8")).entries ?? [];
  return entries.length ? Math.max(...entries.map((entry) => entry.when)) : undefined;
}

export class DatabaseInUseError extends Error {
  constructor(database) {
    super(
      `${database} is open in another process (is the app running?). Stop the app, then restore: ` +
        "restoring under a running app would leave it with stale caches and half-known data.",
    );
  }
}

/**
 * Puts `backup` in place of the live database after checking it. Refuses while any process has
 * the database open: an exclusive lock is asked for without waiting, and a running app's
 * connection holds a shared one. The live file is checkpointed and kept aside as
 * `<name>.replaced-<time>`; the backup is copied beside the live file and renamed over it.
 */
export function restoreDatabase({ database }, backup, now = new Date()) {
  const check = checkDatabaseFile(backup);
  if (!check.ok) throw new Error(`Refusing to restore ${backup}: ${check.problem}`);
  let replaced = null;
  if (fs.existsSync(database)) {
    const live = new Database(database, { fileMustExist: true, timeout: 0 });
    try {
      live.pragma("locking_mode = EXCLUSIVE");
      try {
        live.exec("BEGIN EXCLUSIVE; COMMIT;");
      } catch (error) {
        if (error && typeof error === "object" && String(error.code).startsWith("SQLITE_BUSY")) {
          throw new DatabaseInUseError(database);
        }
        throw error;
      }
      live.pragma("wal_checkpoint(TRUNCATE)");
    } finally {
      live.close();
    }
    replaced = `${database}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(database, replaced);
    for (const suffix of ["-wal", "-shm"]) {
      if (fs.existsSync(database + suffix)) fs.renameSync(database + suffix, replaced + suffix);
    }
  }
  fs.mkdirSync(path.dirname(database), { recursive: true });
  const incoming = `${database}.restoring`;
  fs.copyFileSync(backup, incoming);
  fs.renameSync(incoming, database);
  return { database, replaced, tables: check.tables };
}
