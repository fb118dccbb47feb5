import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, db, migrationsApplied, openDatabase } from "#db/client";
import { isPrimary, replayOnPrimary } from "~/services/primary.server";
import { loader as attachmentLoader } from "~/routes/resources.support-attachment.$id";
import { dataDir } from "~/env.server";
import { callRoute, getRequest } from "#tests/utils/http";
import { createWorld } from "#tests/utils/world";
import { startServer } from "~/services/startup.server";

/**
 * LiteFS replicas (docs/architecture.md#replicas): the `.primary` file in the mount marks a
 * replica; a replica never migrates, seeds or sweeps, and waits for the primary's migrations.
 */

const saved = { path: process.env.DATABASE_PATH, litefs: process.env.LITEFS_DIR };
afterEach(() => {
  closeDatabase();
  process.env.DATABASE_PATH = saved.path;
  if (saved.litefs === undefined) delete process.env.LITEFS_DIR;
  else process.env.LITEFS_DIR = saved.litefs;
});

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "solace-primary-"));
const tables = (file: string) => {
  const sqlite = new Database(file, { readonly: true });
  const names = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    .pluck()
    .all() as string[];
  sqlite.close();
  return names;
};

describe("isPrimary", () => {
  it("is true without LiteFS's .primary file and false with it, read on every call", () => {
    const dir = tempDir();
    expect(isPrimary(dir)).toBe(true);
    fs.writeFileSync(path.join(dir, ".primary"), "machine-on-the-other-side\n");
    expect(isPrimary(dir)).toBe(false);
    fs.rmSync(path.join(dir, ".primary"));
    expect(isPrimary(dir)).toBe(true);
  });

  it("looks in the database's folder, or in LITEFS_DIR when set", () => {
    const mount = tempDir();
    const other = tempDir();
    process.env.DATABASE_PATH = path.join(mount, "app.db");
    fs.writeFileSync(path.join(mount, ".primary"), "primary-host");
    expect(isPrimary()).toBe(false);
    process.env.LITEFS_DIR = other;
    expect(isPrimary()).toBe(true);
  });
});

describe("migrations run on the primary only", () => {
  it("db() on a replica opens the file without migrating it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".primary"), "primary-host");
    process.env.DATABASE_PATH = path.join(dir, "app.db");
    db();
    expect(tables(process.env.DATABASE_PATH)).not.toContain("users");
    expect(migrationsApplied(process.env.DATABASE_PATH)).toBe(false);
  });

  it("db() on the primary migrates; migrationsApplied then says so", () => {
    const dir = tempDir();
    process.env.DATABASE_PATH = path.join(dir, "app.db");
    expect(migrationsApplied(process.env.DATABASE_PATH)).toBe(false);
    db();
    expect(tables(process.env.DATABASE_PATH)).toContain("users");
    expect(migrationsApplied(process.env.DATABASE_PATH)).toBe(true);
  });

  it("a replica's start waits for the primary's migrations and seeds nothing", async () => {
    const dir = tempDir();
    const file = path.join(dir, "app.db");
    fs.writeFileSync(path.join(dir, ".primary"), "primary-host");
    process.env.DATABASE_PATH = file;
    let started = false;
    const start = startServer().then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(started).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
    // The primary (another machine: here, another connection) migrates the shared file.
    openDatabase(file).$client.close();
    await start;
    expect(started).toBe(true);
    const sqlite = new Database(file, { readonly: true });
    expect(sqlite.prepare("SELECT count(*) FROM prompts").pluck().get()).toBe(0);
    expect(sqlite.prepare("SELECT count(*) FROM subscription_plans").pluck().get()).toBe(0);
    sqlite.close();
  });
});

describe("a GET only the primary can answer is replayed there", () => {
  it("replayOnPrimary names the primary's machine, and nothing on the primary", () => {
    const dir = tempDir();
    expect(replayOnPrimary(dir)).toBeUndefined();
    fs.writeFileSync(path.join(dir, ".primary"), "3d8d9f1b2c4e89\n");
    const replay = replayOnPrimary(dir)!;
    expect(replay.status).toBe(409);
    expect(replay.headers.get("fly-replay")).toBe("instance=3d8d9f1b2c4e89");
    fs.writeFileSync(path.join(dir, ".primary"), "bad host; x=1");
    expect(replayOnPrimary(dir)).toBeUndefined();
  });

  it("a support upload missing on a replica is fetched from the primary, a 404 on the primary", async () => {
    const world = await createWorld();
    const id = String(world.ids.supportId);
    const stored = db()
      .$client.prepare("SELECT attachment_path FROM support_requests WHERE id = ?")
      .pluck()
      .get(id) as string;
    fs.rmSync(path.join(dataDir(), stored));
    const request = () =>
      getRequest(`/resources/support-attachment/${id}`, { cookie: world.owner.cookie });
    expect((await callRoute(attachmentLoader, request(), { id })).status).toBe(404);
    const mount = tempDir();
    fs.writeFileSync(path.join(mount, ".primary"), "primary-machine");
    process.env.LITEFS_DIR = mount;
    const replayed = await callRoute(attachmentLoader, request(), { id });
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get("fly-replay")).toBe("instance=primary-machine");
  });
});
