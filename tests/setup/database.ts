import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { closeDatabase, db } from "#db/client";
import { seedDatabase } from "#db/seed";

/**
 * Every test file gets its own folder with a fresh SQLite file (built from the committed
 * migrations on first use) and its own email outbox.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "solace-test-"));
// The model workers (sentence model, crisis model) are started only by the files that test them
// (one per process, lazily).
process.env.SEMANTIC_MEMORY ??= "off";
process.env.CRISIS_MODEL ??= "off";
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
delete process.env.SMTP_URL;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;

// Production seeds at start (prompts, plans, feature limits); so does every test database.
beforeAll(() => seedDatabase(db()));

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});
