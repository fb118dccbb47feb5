import fs from "node:fs";
import path from "node:path";
import { db } from "#db/client";
import { notifications } from "#db/schema";
import { createJournalEntry } from "~/models/journal.server";
import { saveCommunityProfile } from "~/models/community/members.server";
import { createCommunityPost, getCircleBySlug } from "~/models/community/posts.server";
import { action as supportAction } from "~/routes/_app.support";
import { action as createGoalAction } from "~/routes/api.goals";
import { action as createHabitAction } from "~/routes/api.habits";
import { action as createTaskAction } from "~/routes/api.tasks";
import { action as createMoodAction } from "~/routes/api.moods";
import { BASE_URL, callRoute, createSignedInUser, jsonRequest } from "#tests/utils/http";

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

async function created(result: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await result;
  if (status !== 201 && status !== 200)
    throw new Error(`setup failed: ${status} ${JSON.stringify(body)}`);
  return (body as { id: number }).id;
}

/**
 * Three people and the owner's data: an entry, a mood, a goal, a task, a habit, a notification
 * and a support request with an attachment. Tests act as each person on the owner's things.
 */
export async function createWorld() {
  const owner = await createSignedInUser({ verified: true, name: "Owner Person" });
  const other = await createSignedInUser({ verified: true, name: "Other Person" });
  const admin = await createSignedInUser({ admin: true, verified: true, name: "Admin Person" });
  const cookie = owner.cookie;
  const { entry } = await createJournalEntry(owner.user.id, {
    content: "A quiet day by the lake.",
    date: new Date(),
    title: "Lake",
    isJournal: true,
  });
  const goalId = await created(
    callRoute(
      createGoalAction,
      jsonRequest("/api/goals", { name: "Run 5k", target: 5 }, { cookie }),
    ),
  );
  const taskId = await created(
    callRoute(createTaskAction, jsonRequest("/api/tasks", { title: "Call mum" }, { cookie })),
  );
  const habitId = await created(
    callRoute(
      createHabitAction,
      jsonRequest("/api/habits", { title: "Stretch", frequency: "daily" }, { cookie }),
    ),
  );
  await created(
    callRoute(
      createMoodAction,
      jsonRequest(
        "/api/moods",
        { userId: owner.user.id, rating: 4, date: new Date().toISOString() },
        { cookie },
      ),
    ),
  );
  const [notification] = db()
    .insert(notifications)
    .values({ userId: owner.user.id, title: "Hello", message: "Time to journal", type: "reminder" })
    .returning({ id: notifications.id })
    .all();
  const form = new FormData();
  form.append("name", "Owner Person");
  form.append("email", "owner@example.com");
  form.append("subject", "A question");
  form.append("message", "How do I export my journal?");
  form.append("attachment", new File([PNG_BYTES], "chart.png", { type: "image/png" }));
  await callRoute(
    supportAction,
    new Request(`${BASE_URL}/support`, { method: "POST", body: form, headers: { Cookie: cookie } }),
  );
  const supportId = (
    db()
      .$client.prepare("SELECT id FROM support_requests WHERE user_id = ?")
      .get(owner.user.id) as {
      id: number;
    }
  ).id;
  // The owner joined the community and posted (the other person and the admin have no name there).
  saveCommunityProfile(owner.user.id, {
    communityName: `Owner ${owner.user.id}`,
    showDisplayName: false,
  });
  const { post: communityPost } = await createCommunityPost(owner.user.id, {
    circleId: getCircleBySlug("anxiety")!.id,
    body: "Breathing slowly helps me.",
  });
  return {
    owner,
    other,
    admin,
    ids: {
      communityPostId: communityPost.id,
      entryId: entry.id,
      goalId,
      taskId,
      habitId,
      notificationId: notification!.id,
      supportId,
    },
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/** Tables whose rows change on every request (a session's last use, rate-limit counters). */
const VOLATILE_TABLES = new Set(["sessions", "rate_limits"]);

/** Every row that belongs to a person, across every table with a user_id, and their user row. */
export function snapshotOf(userId: number) {
  const sqlite = db().$client;
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>;
  const snapshot: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    const columns = sqlite.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string }>;
    if (name === "users") {
      snapshot[name] = sqlite.prepare(`SELECT * FROM users WHERE id = ?`).all(userId);
    } else if (columns.some((column) => column.name === "user_id")) {
      snapshot[name] = sqlite
        .prepare(`SELECT * FROM "${name}" WHERE user_id = ? ORDER BY rowid`)
        .all(userId);
    }
  }
  return snapshot;
}

/** The route modules on disk, by file name. */
export function routeFiles() {
  return fs.readdirSync(path.resolve("app/routes")).filter((file) => /\.(ts|tsx)$/.test(file));
}
