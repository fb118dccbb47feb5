import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { goals, users } from "#db/schema";
import { action as createAction, loader as createLoader } from "~/routes/api.goals";
import { action as itemAction, loader as listLoader } from "~/routes/api.goals.$id";
import { action as screenAction, loader as screenLoader } from "~/routes/_app.goals";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

const goalRows = (userId: number) =>
  db().select().from(goals).where(eq(goals.userId, userId)).all();

async function apiCreate(cookie: string, body: unknown) {
  return callRoute(createAction, jsonRequest("/api/goals", body, { cookie }));
}

describe("goals API", () => {
  it("creates a goal with the SPEC §3 defaults and answers 201", async () => {
    const me = await createSignedInUser();
    const res = await apiCreate(me.cookie, { name: "Run 5k", target: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Run 5k",
      category: "Personal",
      unit: "%",
      progress: 0,
      colorScheme: 1,
      status: "in_progress",
      source: "user",
      dependsOn: [],
      percent: 0,
    });
  });

  it("stores in-progress as in_progress and takes datetimes with offsets", async () => {
    const me = await createSignedInUser();
    const res = await apiCreate(me.cookie, {
      name: "Read",
      target: 12,
      status: "in-progress",
      startDate: "2026-01-01T09:00:00+01:00",
      targetDate: "2026-12-31T00:00:00Z",
    });
    expect(res.status).toBe(201);
    const [row] = goalRows(me.user.id);
    expect(row!.status).toBe("in_progress");
    expect(row!.startDate!.toISOString()).toBe("2026-01-01T08:00:00.000Z");
  });

  it("refuses bad input with 400 {message, errors} and writes nothing", async () => {
    const me = await createSignedInUser();
    for (const body of [
      { name: "", target: 5 },
      { name: "x", target: "five" },
      { name: "x", target: 5, colorScheme: 9 },
      { name: "x", target: 5, status: "paused" },
      { name: "x", target: 5, startDate: "yesterday" },
      { name: "x", target: 5, startDate: "2026-05-02", targetDate: "2026-05-01" },
    ]) {
      const res = await apiCreate(me.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect(goalRows(me.user.id)).toHaveLength(0);
    const notJson = await callRoute(
      createAction,
      new Request("http://localhost:3000/api/goals", {
        method: "POST",
        headers: { Cookie: me.cookie, "Content-Type": "text/plain" },
        body: "hi",
      }),
    );
    expect(notJson.status).toBe(415);
  });

  it("needs a session, refuses another userId in the body, and GET /api/goals is 405", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    expect(
      (await callRoute(createAction, jsonRequest("/api/goals", { name: "x", target: 1 }))).status,
    ).toBe(401);
    const res = await apiCreate(me.cookie, { name: "x", target: 1, userId: other.user.id });
    expect(res.status).toBe(403);
    expect(goalRows(other.user.id)).toHaveLength(0);
    expect(
      (await callRoute(createLoader, getRequest("/api/goals", { cookie: me.cookie }))).status,
    ).toBe(405);
  });

  it("enforces the free tier's cap of 3 goals with a clear message; pro has none", async () => {
    const me = await createSignedInUser();
    for (const name of ["One", "Two", "Three"]) {
      expect((await apiCreate(me.cookie, { name, target: 1 })).status).toBe(201);
    }
    const fourth = await apiCreate(me.cookie, { name: "Four", target: 1 });
    expect(fourth.status).toBe(400);
    expect((fourth.body as { message: string }).message).toMatch(/limit of 3 goals/);
    expect(goalRows(me.user.id)).toHaveLength(3);
    db().update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, me.user.id)).run();
    expect((await apiCreate(me.cookie, { name: "Four", target: 1 })).status).toBe(201);
  });

  it("lists only the person's own live goals; another user's list is 403", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await apiCreate(me.cookie, { name: "Mine", target: 10, progress: 15 });
    await apiCreate(other.cookie, { name: "Theirs", target: 1 });
    const mine = await callRoute(
      listLoader,
      getRequest(`/api/goals/${me.user.id}`, { cookie: me.cookie }),
      {
        id: String(me.user.id),
      },
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ name: "Mine", percent: 100 })]);
    const theirs = await callRoute(
      listLoader,
      getRequest(`/api/goals/${other.user.id}`, { cookie: me.cookie }),
      { id: String(other.user.id) },
    );
    expect(theirs.status).toBe(403);
  });

  it("PATCH sets progress; another person's goal is 404; bad progress is 400", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const mine = (await apiCreate(me.cookie, { name: "Walk", target: 4 })).body as { id: number };
    const theirs = (await apiCreate(other.cookie, { name: "Swim", target: 4 })).body as {
      id: number;
    };
    const patch = (id: number | string, body: unknown) =>
      callRoute(
        itemAction,
        jsonRequest(`/api/goals/${id}`, body, { method: "PATCH", cookie: me.cookie }),
        {
          id: String(id),
        },
      );
    const ok = await patch(mine.id, { progress: 3 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ progress: 3, percent: 75 });
    expect((await patch(mine.id, { progress: -1 })).status).toBe(400);
    expect((await patch(mine.id, { progress: "3" })).status).toBe(400);
    expect((await patch(theirs.id, { progress: 2 })).status).toBe(404);
    expect((await patch("abc", { progress: 2 })).status).toBe(404);
    expect(goalRows(other.user.id)[0]!.progress).toBe(0);
    expect(goalRows(me.user.id)[0]!.progress).toBe(3);
  });
});

describe("goals screen", () => {
  it("creates a goal from the form and redirects with a toast", async () => {
    const me = await createSignedInUser();
    const res = await callRoute(
      screenAction,
      formRequest(
        "/goals",
        {
          intent: "create",
          name: "Sleep by 11",
          target: "30",
          progress: "",
          unit: "nights",
          category: "",
          status: "not_started",
          colorScheme: "3",
          startDate: "2026-03-01",
        },
        { cookie: `${me.cookie}; tz=America%2FNew_York` },
      ),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe("/goals");
    const [row] = goalRows(me.user.id);
    expect(row).toMatchObject({
      name: "Sleep by 11",
      unit: "nights",
      category: "Personal",
      colorScheme: 3,
      status: "not_started",
    });
    // The start day is read in the person's zone (the tz cookie here).
    expect(row!.startDate!.toISOString()).toBe("2026-03-01T05:00:00.000Z");
  });

  it("keeps what was typed and shows the errors on bad input", async () => {
    const me = await createSignedInUser();
    const res = await callRoute(
      screenAction,
      formRequest("/goals", { intent: "create", name: "Kept", target: "0" }, { cookie: me.cookie }),
    );
    expect(res.status).toBe(400);
    const result = (
      res.body as {
        result: { initialValue: Record<string, string>; error: Record<string, string[]> };
      }
    ).result;
    expect(result.initialValue.name).toBe("Kept");
    expect(result.error.target).toEqual(["Target must be at least 1"]);
    expect(goalRows(me.user.id)).toHaveLength(0);
  });

  it("refuses a dependency cycle with a clear message", async () => {
    const me = await createSignedInUser();
    const a = (await apiCreate(me.cookie, { name: "Learn scales", target: 1 })).body as {
      id: number;
    };
    const b = (await apiCreate(me.cookie, { name: "Play a song", target: 1, dependsOn: [a.id] }))
      .body as {
      id: number;
    };
    const res = await callRoute(
      screenAction,
      formRequest(
        "/goals",
        {
          intent: "update",
          id: String(a.id),
          name: "Learn scales",
          target: "1",
          dependsOn: String(b.id),
        },
        { cookie: me.cookie },
      ),
    );
    expect(res.status).toBe(400);
    const result = (res.body as { result: { error: Record<string, string[]> } }).result;
    expect(result.error.dependsOn![0]).toMatch(
      /circle: "Play a song" already depends on this goal/,
    );
    expect(goalRows(me.user.id).find((g) => g.id === a.id)!.dependsOn).toEqual([]);
  });

  it("does not let a goal depend on another person's goal", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const theirs = (await apiCreate(other.cookie, { name: "Theirs", target: 1 })).body as {
      id: number;
    };
    const res = await apiCreate(me.cookie, { name: "Mine", target: 1, dependsOn: [theirs.id] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { dependsOn: ["Choose goals from your own list"] } });
  });

  it("updates progress, soft deletes with undo, and never touches another person's goal", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const mine = (await apiCreate(me.cookie, { name: "Mine", target: 10 })).body as { id: number };
    const theirs = (await apiCreate(other.cookie, { name: "Theirs", target: 10 })).body as {
      id: number;
    };
    const post = (fields: Record<string, string>) =>
      callRoute(screenAction, formRequest("/goals", fields, { cookie: me.cookie }));

    expect((await post({ intent: "progress", id: String(mine.id), progress: "4" })).status).toBe(
      302,
    );
    expect((await post({ intent: "progress", id: String(mine.id), progress: "-4" })).status).toBe(
      400,
    );
    expect((await post({ intent: "progress", id: String(theirs.id), progress: "4" })).status).toBe(
      404,
    );
    expect(goalRows(me.user.id)[0]!.progress).toBe(4);

    const deleted = await post({ intent: "delete", id: String(mine.id) });
    expect(deleted.location).toBe(`/goals?deleted=${mine.id}`);
    expect(goalRows(me.user.id)[0]!.deletedAt).not.toBeNull();
    const page = await callRoute(
      screenLoader,
      getRequest(`/goals?deleted=${mine.id}`, { cookie: me.cookie }),
    );
    expect(page.body).toMatchObject({ goals: [], deleted: { id: mine.id, name: "Mine" } });
    await post({ intent: "restore", id: String(mine.id) });
    expect(goalRows(me.user.id)[0]!.deletedAt).toBeNull();

    await post({ intent: "delete", id: String(theirs.id) });
    expect(goalRows(other.user.id)[0]!.deletedAt).toBeNull();
    const peek = await callRoute(
      screenLoader,
      getRequest(`/goals?deleted=${theirs.id}&edit=${theirs.id}`, { cookie: me.cookie }),
    );
    expect(peek.body).toMatchObject({ deleted: null, editing: null });
  });

  it("shows the cap on the screen once reached", async () => {
    const me = await createSignedInUser();
    for (const name of ["A", "B", "C"]) await apiCreate(me.cookie, { name, target: 1 });
    const page = await callRoute(screenLoader, getRequest("/goals", { cookie: me.cookie }));
    expect(page.body).toMatchObject({ allowance: { max: 3, used: 3, reached: true } });
    const res = await callRoute(
      screenAction,
      formRequest("/goals", { intent: "create", name: "D", target: "1" }, { cookie: me.cookie }),
    );
    expect(res.status).toBe(400);
    expect(
      (res.body as { result: { error: Record<string, string[]> } }).result.error[""]![0],
    ).toMatch(/Upgrade to Pro/);
  });

  it("redirects to /auth without a session", async () => {
    const res = await callRoute(screenLoader, getRequest("/goals"));
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/auth/);
  });
});
