import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { goals, habits, journalEntries, supportRequests, tasks } from "#db/schema";
import {
  DELETED_CONTENT_RETENTION_MS,
  purgeExpiredContent,
  SUPPORT_REQUEST_RETENTION_MS,
} from "~/models/retention.server";
import { createSignedInUser } from "#tests/utils/http";

describe("retention", () => {
  it("erases soft-deleted content after 30 days and keeps the rest", async () => {
    const { user } = await createSignedInUser();
    const now = Date.now();
    const old = new Date(now - DELETED_CONTENT_RETENTION_MS - 1000);
    const recent = new Date(now - 1000);
    const entry = (deletedAt: Date | null, content: string) => ({
      userId: user.id,
      content,
      date: new Date(now),
      deletedAt,
    });
    db()
      .insert(journalEntries)
      .values([entry(old, "old"), entry(recent, "recent"), entry(null, "live")])
      .run();
    db()
      .insert(goals)
      .values([
        { userId: user.id, name: "old", target: 1, deletedAt: old },
        { userId: user.id, name: "live", target: 1 },
      ])
      .run();
    db()
      .insert(tasks)
      .values([{ userId: user.id, title: "old", deletedAt: old }])
      .run();
    db()
      .insert(habits)
      .values([
        { userId: user.id, title: "old", deletedAt: old },
        { userId: user.id, title: "recent", deletedAt: recent },
      ])
      .run();
    db()
      .insert(supportRequests)
      .values([
        {
          name: "A",
          email: "a@example.com",
          subject: "Old",
          message: "m",
          createdAt: new Date(now - SUPPORT_REQUEST_RETENTION_MS - 1000),
        },
        { name: "B", email: "b@example.com", subject: "New", message: "m" },
      ])
      .run();

    expect(purgeExpiredContent(now)).toBe(5);

    expect(
      db()
        .select()
        .from(journalEntries)
        .all()
        .map((e) => e.content)
        .sort(),
    ).toEqual(["live", "recent"]);
    expect(
      db()
        .select()
        .from(goals)
        .all()
        .map((g) => g.name),
    ).toEqual(["live"]);
    expect(db().select().from(tasks).all()).toEqual([]);
    expect(
      db()
        .select()
        .from(habits)
        .all()
        .map((h) => h.title),
    ).toEqual(["recent"]);
    expect(
      db()
        .select()
        .from(supportRequests)
        .all()
        .map((s) => s.subject),
    ).toEqual(["New"]);
    expect(purgeExpiredContent(now)).toBe(0);
  });
});
