import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The migration to integer minor units keeps existing money: a database made by the migrations
 * before it, with float prices and payments in it, comes out with the same amounts in cents.
 */
/** Found by name: merges may renumber it. */
const MIGRATION = "_paypal_subscriptions";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "solace-money-migration-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function migrationsUpTo(folder: string, lastTag: string | null) {
  fs.cpSync(path.resolve("db/migrations"), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  if (lastTag) {
    const end = journal.entries.findIndex((entry) => entry.tag.endsWith(lastTag));
    journal.entries = journal.entries.slice(0, end);
  }
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("money to minor units", () => {
  it("converts plan prices and payment amounts by round(x * 100)", () => {
    const sqlite = new Database(path.join(tmp, "app.db"));
    try {
      const database = drizzle(sqlite);
      migrate(database, { migrationsFolder: migrationsUpTo(path.join(tmp, "before"), MIGRATION) });
      sqlite
        .prepare(
          "INSERT INTO users (name, email, password) VALUES ('Old Payer', 'old@example.com', 'x')",
        )
        .run();
      sqlite
        .prepare(
          "INSERT INTO subscription_plans (name, display_name, price, features) VALUES ('pro', 'Pro', 9.99, '[]'), ('free', 'Free', 0, '[]')",
        )
        .run();
      sqlite
        .prepare(
          "INSERT INTO payments (user_id, amount, currency, status, payment_date, payment_id) VALUES (1, 9.99, 'USD', 'completed', 1, 'a'), (1, 19.9, 'USD', 'completed', 2, 'b'), (1, 0.015, 'USD', 'completed', 3, 'c')",
        )
        .run();

      migrate(database, { migrationsFolder: migrationsUpTo(path.join(tmp, "after"), null) });
      expect(
        sqlite
          .prepare("SELECT name, price_minor, currency FROM subscription_plans ORDER BY name")
          .all(),
      ).toEqual([
        { name: "free", price_minor: 0, currency: "USD" },
        { name: "pro", price_minor: 999, currency: "USD" },
      ]);
      expect(
        sqlite.prepare("SELECT payment_id, amount_minor FROM payments ORDER BY payment_id").all(),
      ).toEqual([
        { payment_id: "a", amount_minor: 999 },
        { payment_id: "b", amount_minor: 1990 },
        { payment_id: "c", amount_minor: 2 },
      ]);
      const columns = (
        sqlite.prepare("PRAGMA table_info(payments)").all() as { name: string }[]
      ).map((column) => column.name);
      expect(columns).not.toContain("amount");
    } finally {
      sqlite.close();
    }
  });
});
