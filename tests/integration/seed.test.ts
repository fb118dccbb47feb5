import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { featureLimits, prompts, subscriptionPlans, users } from "#db/schema";
import { journalPrompts } from "#db/seed-data/prompts";
import { verifyLogin } from "~/models/users.server";
import { createSignedInUser, uniqueEmail } from "#tests/utils/http";

const countOf = (
  table: typeof prompts | typeof subscriptionPlans | typeof featureLimits | typeof users,
) => db().select({ n: count() }).from(table).get()!.n;

describe("seed", () => {
  it("holds 300+ distinct prompts in several categories, as the landing page claims", () => {
    const texts = journalPrompts.map((p) => p.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(journalPrompts.map((p) => p.category)).size).toBeGreaterThanOrEqual(10);
  });

  it("is idempotent: a second run adds nothing", async () => {
    await seedDatabase(db());
    const first = [countOf(prompts), countOf(subscriptionPlans), countOf(featureLimits)];
    await seedDatabase(db());
    expect([countOf(prompts), countOf(subscriptionPlans), countOf(featureLimits)]).toEqual(first);
    expect(first[0]).toBe(journalPrompts.length);
  });

  it("creates the free and pro plans and a feature_limits row for each tier", async () => {
    await seedDatabase(db());
    const plans = db().select().from(subscriptionPlans).all();
    expect(plans.map((p) => p.name).sort()).toEqual(["free", "pro"]);
    const pro = plans.find((p) => p.name === "pro")!;
    expect(pro.priceMinor).toBe(999);
    expect(Number.isInteger(pro.priceMinor)).toBe(true);
    expect(pro.interval).toBe("month");
    expect(pro.features.length).toBeGreaterThan(0);
    const limits = db().select().from(featureLimits).all();
    expect(limits.map((l) => l.subscriptionTier).sort()).toEqual(["free", "pro"]);
    expect(limits.find((l) => l.subscriptionTier === "free")!.maxGoals).toBe(3);
    expect(limits.find((l) => l.subscriptionTier === "pro")!.maxGoals).toBeNull();
  });

  it("writes a release's limits over the rows an older release seeded", async () => {
    // As the previous release left it: no entry cap, 20 replies, export gated.
    db()
      .update(featureLimits)
      .set({ maxJournalEntries: null, aiResponsesPerDay: 20, exportAccess: true })
      .where(eq(featureLimits.subscriptionTier, "free"))
      .run();
    await seedDatabase(db());
    const free = db()
      .select()
      .from(featureLimits)
      .where(eq(featureLimits.subscriptionTier, "free"))
      .get()!;
    expect(free).toMatchObject({
      maxJournalEntries: 1000,
      aiResponsesPerDay: 30,
      exportAccess: false,
    });
  });

  it("creates the ADMIN_EMAIL account once, verified and admin", async () => {
    const email = uniqueEmail("admin");
    await seedDatabase(db(), { email, password: "admin-password" });
    await seedDatabase(db(), { email, password: "admin-password" });
    const admins = db().select().from(users).where(eq(users.email, email)).all();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ isAdmin: true, isVerified: true });
    expect(await verifyLogin(email, "admin-password")).toBeTruthy();
  });

  it("promotes an existing account without touching its password", async () => {
    const { user, password } = await createSignedInUser();
    await seedDatabase(db(), { email: user.email.toUpperCase(), password: "ignored-password" });
    expect(db().select().from(users).where(eq(users.id, user.id)).get()!.isAdmin).toBe(true);
    expect(await verifyLogin(user.email, password)).toBeTruthy();
  });
});

describe("journal full-text index", () => {
  it("follows inserts, updates and deletes of journal entries", async () => {
    const { user } = await createSignedInUser();
    const sqlite = db().$client;
    const insert = sqlite.prepare(
      "insert into journal_entries (user_id, content, date) values (?, ?, ?) returning id",
    );
    const { id } = insert.get(user.id, "Walked by the river and felt calm", Date.now()) as {
      id: number;
    };
    const search = (q: string) =>
      sqlite
        .prepare("select rowid from journal_entries_fts where journal_entries_fts match ?")
        .all(q) as Array<{ rowid: number }>;
    expect(search("river").map((r) => r.rowid)).toEqual([id]);
    expect(search("walking").map((r) => r.rowid)).toEqual([id]);
    sqlite
      .prepare("update journal_entries set content = ? where id = ?")
      .run("Baked bread with my sister", id);
    expect(search("river")).toEqual([]);
    expect(search("bread").map((r) => r.rowid)).toEqual([id]);
    sqlite.prepare("delete from journal_entries where id = ?").run(id);
    expect(search("bread")).toEqual([]);
  });
});
