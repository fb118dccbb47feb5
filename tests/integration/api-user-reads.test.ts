import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { weeklySummaries } from "#db/schema";
import { currentWeek } from "~/models/summaries.server";
import { loader as journalLoader } from "~/routes/api.journal-entries.$userId";
import { loader as moodsLoader } from "~/routes/api.moods.$userId";
import { loader as summaryLoader } from "~/routes/api.summary.$userId";
import { loader as goalsLoader } from "~/routes/api.goals.$id";
import { loader as tasksLoader } from "~/routes/api.tasks.$id";
import { loader as habitsLoader } from "~/routes/api.habits.$id";
import { callRoute, createSignedInUser, getRequest } from "#tests/utils/http";

type Loader = Parameters<typeof callRoute>[0];

/** Every `/api/…/{userId}` read: the parameter name differs where Remix shares a route. */
const reads: Array<[string, Loader, string]> = [
  ["/api/journal-entries", journalLoader as Loader, "userId"],
  ["/api/moods", moodsLoader as Loader, "userId"],
  ["/api/summary", summaryLoader as Loader, "userId"],
  ["/api/goals", goalsLoader as Loader, "id"],
  ["/api/tasks", tasksLoader as Loader, "id"],
  ["/api/habits", habitsLoader as Loader, "id"],
];

describe("GET /api/…/{userId} answers only the session user's own id", () => {
  it.each(reads)(
    "%s/{userId}: an admin reading someone else gets 403",
    async (path, loader, param) => {
      const person = await createSignedInUser({ verified: true });
      const admin = await createSignedInUser({ admin: true, verified: true });
      const id = String(person.user.id);
      const result = await callRoute(
        loader,
        getRequest(`${path}/${id}`, { cookie: admin.cookie }),
        {
          [param]: id,
        },
      );
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ message: "You can only access your own data" });
    },
  );

  it.each(reads)(
    "%s/{userId}: a member reading someone else gets 403",
    async (path, loader, param) => {
      const person = await createSignedInUser({ verified: true });
      const other = await createSignedInUser({ verified: true });
      const id = String(person.user.id);
      const result = await callRoute(
        loader,
        getRequest(`${path}/${id}`, { cookie: other.cookie }),
        {
          [param]: id,
        },
      );
      expect(result.status).toBe(403);
    },
  );

  it.each(reads)(
    "%s/{userId}: the admin's and member's own id answer 200",
    async (path, loader, param) => {
      for (const overrides of [{ admin: true }, {}]) {
        const me = await createSignedInUser({ verified: true, ...overrides });
        // The summary read answers 404 to a person with no summary yet: give them one.
        db()
          .insert(weeklySummaries)
          .values({
            userId: me.user.id,
            weekStart: currentWeek("UTC").weekStart,
            insights: ["A calm week."],
            inputsFingerprint: "test",
          })
          .run();
        const id = String(me.user.id);
        const result = await callRoute(loader, getRequest(`${path}/${id}`, { cookie: me.cookie }), {
          [param]: id,
        });
        expect(result.status).toBe(200);
      }
    },
  );

  it.each(reads)(
    "%s/{userId}: an id that is not exactly the session's is 403",
    async (path, loader, param) => {
      const me = await createSignedInUser({ admin: true, verified: true });
      for (const id of [`0${me.user.id}`, `${me.user.id}.0`, "abc", ""]) {
        const result = await callRoute(loader, getRequest(`${path}/${id}`, { cookie: me.cookie }), {
          [param]: id,
        });
        expect(result.status).toBe(403);
      }
    },
  );
});
