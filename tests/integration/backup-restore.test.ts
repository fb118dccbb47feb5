import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { db, openDatabase } from "#db/client";
import { scheduledBackup } from "~/services/startup.server";
import {
  backupDatabase,
  checkDatabaseFile,
  DatabaseInUseError,
  listBackups,
  restoreDatabase,
} from "#db/backup.mjs";

/**
 * `npm run backup` / `npm run restore` (db/backup.mjs): a copy taken while another
 * process writes is whole and consistent, old copies are pruned, and a restore checks the file,
 * refuses while the database is open and keeps the replaced file aside.
 */

const run = promisify(execFile);
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function freshDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "solace-backup-"));
  const database = path.join(dir, "app.db");
  const db = openDatabase(database);
  db.$client
    .prepare("INSERT INTO users (name, email, password) VALUES ('Writer', 'w@example.com', 'x')")
    .run();
  db.$client.close();
  return { dir, database, backups: path.join(dir, "backups") };
}

/**
 * Another process that inserts one notification per transaction as fast as it can and prints
 * each committed id: the app serving writes while the backup runs.
 */
function startWriter(database: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `
      import Database from "better-sqlite3";
      const db = new Database(process.argv[1]);
      db.pragma("journal_mode = WAL"); db.pragma("busy_timeout = 5000"); db.pragma("synchronous = NORMAL");
      const insert = db.prepare("INSERT INTO notifications (user_id, title, message, type) VALUES (1, 'n', 'm', 'reminder')");
      process.stdout.write("ready\\n");
      for (;;) { const { lastInsertRowid } = insert.run(); process.stdout.write(lastInsertRowid + "\\n"); }
      `,
      database,
    ],
    { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  let acknowledged = 0;
  let buffer = "";
  const ready = new Promise<void>((resolve) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === "ready") resolve();
        else acknowledged = Math.max(acknowledged, Number(line));
      }
    });
  });
  return { child, ready, acknowledged: () => acknowledged };
}

const count = (file: string, table: string) => {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;
  } finally {
    sqlite.close();
  }
};

describe("backup", () => {
  it("copies a consistent database while another process keeps writing", async () => {
    const { database, backups } = freshDatabase();
    const writer = startWriter(database);
    await writer.ready;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = writer.acknowledged();
    const result = await backupDatabase({ database, dir: backups, keep: 3 });
    writer.child.kill("SIGKILL");
    await new Promise((resolve) => writer.child.once("exit", resolve));
    // Acknowledgements travel by IPC and may lag the commits: the bound above is what the live
    // database holds once the writer is stopped.
    const live = new Database(database, { readonly: true });
    const after = (live.prepare("SELECT count(*) AS n FROM notifications").get() as { n: number })
      .n;
    live.close();
    expect(before).toBeGreaterThan(10);

    expect(checkDatabaseFile(result.file)).toMatchObject({ ok: true });
    const copy = new Database(result.file, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const { n, max } = copy
      .prepare("SELECT count(*) AS n, max(id) AS max FROM notifications")
      .get() as { n: number; max: number };
    copy.close();
    // One moment of the database: every row up to some commit, none missing in between.
    expect(n).toBe(max);
    expect(n).toBeGreaterThanOrEqual(before);
    expect(n).toBeLessThanOrEqual(after);
    expect(result.tables.notifications).toBe(n);
    expect(result.tables.users).toBe(1);
    expect(fs.readdirSync(backups).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("names copies by time and keeps only the newest N", async () => {
    const { database, backups } = freshDatabase();
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const now = new Date(Date.UTC(2026, 10, 20 + i, 3, 0, 0));
      made.push((await backupDatabase({ database, dir: backups, keep: 2 }, now)).file);
    }
    expect(path.basename(made[0]!)).toBe("app-2026-11-20T03-00-00-000Z.db");
    expect(listBackups({ database, dir: backups })).toEqual(made.slice(2));
    // Files that are not this database's backups are left alone.
    fs.writeFileSync(path.join(backups, "notes.txt"), "mine");
    await backupDatabase({ database, dir: backups, keep: 1 }, new Date(Date.UTC(2026, 11, 1)));
    expect(fs.readdirSync(backups).sort()).toEqual([
      "app-2026-12-01T00-00-00-000Z.db",
      "notes.txt",
    ]);
  });

  it("npm run backup and restore --check work from the command line", async () => {
    const { database, backups } = freshDatabase();
    const env = { ...process.env, DATABASE_PATH: database, BACKUP_DIR: backups, BACKUP_KEEP: "2" };
    const { stdout } = await run(process.execPath, ["scripts/backup.mjs"], { env });
    expect(stdout).toMatch(/\[backup\] .*app-.*\.db: integrity ok/);
    const [file] = listBackups({ database, dir: backups });
    const checked = await run(process.execPath, ["scripts/restore.mjs", "--check", file!], { env });
    expect(checked.stdout).toContain("integrity ok");
    const missing = await run(process.execPath, ["scripts/backup.mjs"], {
      env: { ...env, DATABASE_PATH: path.join(backups, "none.db") },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining("No database") });
  });
});

describe("restore", () => {
  it("refuses while the database is open, then restores and keeps the replaced file", async () => {
    const { database, backups } = freshDatabase();
    const { file } = await backupDatabase({ database, dir: backups, keep: 3 });
    const writer = startWriter(database);
    await writer.ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() => restoreDatabase({ database }, file)).toThrow(DatabaseInUseError);
    writer.child.kill("SIGKILL");
    await new Promise((resolve) => writer.child.once("exit", resolve));
    const written = count(database, "notifications");
    expect(written).toBeGreaterThan(0);

    const result = restoreDatabase({ database }, file, new Date(Date.UTC(2026, 10, 23, 5)));
    expect(result.replaced).toBe(`${database}.replaced-2026-11-23T05-00-00-000Z`);
    expect(count(database, "notifications")).toBe(0);
    expect(count(result.replaced!, "notifications")).toBe(written);
    expect(checkDatabaseFile(database)).toMatchObject({ ok: true });
    // The app opens it as usual.
    const reopened = openDatabase(database);
    expect(reopened.$client.prepare("SELECT count(*) FROM users").pluck().get()).toBe(1);
    reopened.$client.close();
  });

  it("refuses a damaged file and a database that is not this app's, changing nothing", async () => {
    const { dir, database, backups } = freshDatabase();
    const { file } = await backupDatabase({ database, dir: backups, keep: 3 });
    const damaged = path.join(dir, "damaged.db");
    const bytes = fs.readFileSync(file);
    bytes.fill(0x41, 4096, bytes.length - 4096);
    fs.writeFileSync(damaged, bytes);
    const foreign = path.join(dir, "foreign.db");
    const other = new Database(foreign);
    other.exec("CREATE TABLE things (id INTEGER PRIMARY KEY)");
    other.close();
    const original = fs.readFileSync(database);

    expect(() => restoreDatabase({ database }, damaged)).toThrow(/Refusing to restore/);
    expect(() => restoreDatabase({ database }, foreign)).toThrow(/no migrations table/);
    expect(() => restoreDatabase({ database }, path.join(dir, "none.db"))).toThrow(/no file/);
    expect(fs.readFileSync(database).equals(original)).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.includes("replaced"))).toEqual([]);
  });

  it("refuses a backup holding migrations newer than this build", async () => {
    const { database, backups } = freshDatabase();
    const { file } = await backupDatabase({ database, dir: backups, keep: 3 });
    const future = new Database(file);
    future
      .prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', ?)")
      .run(Date.now() + 10 * 365 * 24 * 3600 * 1000);
    future.close();
    expect(checkDatabaseFile(file)).toMatchObject({ ok: false, problem: /newer than this build/ });
  });
});

describe("scheduled backups (BACKUP_EVERY_HOURS)", () => {
  it("the primary copies its live database into BACKUP_DIR; a replica does nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "solace-scheduled-"));
    process.env.BACKUP_DIR = path.join(dir, "backups");
    try {
      db(); // the app's connection is open, as in a running server
      const file = await scheduledBackup();
      expect(file).toBeDefined();
      expect(path.dirname(file!)).toBe(process.env.BACKUP_DIR);
      expect(checkDatabaseFile(file!)).toMatchObject({ ok: true });
      expect(count(file!, "prompts")).toBe(
        db().$client.prepare("SELECT count(*) FROM prompts").pluck().get(),
      );

      process.env.LITEFS_DIR = dir;
      fs.writeFileSync(path.join(dir, ".primary"), "primary-machine");
      expect(await scheduledBackup()).toBeUndefined();
      expect(fs.readdirSync(process.env.BACKUP_DIR)).toHaveLength(1);
    } finally {
      delete process.env.BACKUP_DIR;
      delete process.env.LITEFS_DIR;
    }
  });
});
