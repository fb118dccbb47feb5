import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { aiGoals, aiHabits, aiTasks, goals, users } from "#db/schema";
import { itemCapMessage, PLAN_ITEM_CAP, PLAN_PAGE_SIZE } from "~/lib/plans";
import { action as createAction, loader as createLoader } from "~/routes/api.goals";
import { action as itemAction, loader as listLoader } from "~/routes/api.goals.$id";
import { action as screenAction, loader as screenLoader } from "~/routes/_app.goals";
import { loader as suggestionsLoader } from "~/routes/api.goals.$id.ai-suggestions";
import { loader as tasksScreenLoader } from "~/routes/_app.tasks";
import { loader as habitsScreenLoader } from "~/routes/_app.habits";
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
  it("creates a goal with the docs/product.md#data-model defaults and answers 201", async () => {
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
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({ rule: "goal_limit" });
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
    expect(res.status).toBe(409);
    // The code, not the wording, tells the form to offer "See plans".
    expect(res.body).toMatchObject({ rule: "goal_limit" });
    expect(
      (res.body as { result: { error: Record<string, string[]> } }).result.error[""]![0],
    ).toMatch(/Upgrade to Pro/);
    expect(page.body).toMatchObject({ cap: { code: "goal_limit" } });
  });

  it("redirects to /auth without a session", async () => {
    const res = await callRoute(screenLoader, getRequest("/goals"));
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/auth/);
  });
});

describe("goal status follows progress", () => {
  it("reaches Completed at the target, back to In Progress below it; Cancelled stays", async () => {
    const me = await createSignedInUser();
    db().update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, me.user.id)).run();
    const created = await apiCreate(me.cookie, { name: "Read 10 books", target: 10, progress: 9 });
    const { id } = created.body as { id: number };
    const patch = (progress: number) =>
      callRoute(
        itemAction,
        jsonRequest(`/api/goals/${id}`, { progress }, { method: "PATCH", cookie: me.cookie }),
        { id: String(id) },
      );
    expect((await patch(10)).body).toMatchObject({ percent: 100, status: "completed" });
    expect((await patch(4)).body).toMatchObject({ percent: 40, status: "in_progress" });
    // Created at the target: Completed whatever the form said.
    expect(
      (await apiCreate(me.cookie, { name: "Done", target: 2, progress: 2, status: "not_started" }))
        .body,
    ).toMatchObject({ status: "completed" });
    // Choosing Completed below the target fills the progress up to it.
    expect(
      (await apiCreate(me.cookie, { name: "Marked", target: 8, progress: 3, status: "completed" }))
        .body,
    ).toMatchObject({ status: "completed", progress: 8, percent: 100 });
    const cancelled = await apiCreate(me.cookie, {
      name: "Dropped",
      target: 2,
      progress: 0,
      status: "cancelled",
    });
    const cancelledId = (cancelled.body as { id: number }).id;
    const full = await callRoute(
      itemAction,
      jsonRequest(
        `/api/goals/${cancelledId}`,
        { progress: 2 },
        { method: "PATCH", cookie: me.cookie },
      ),
      { id: String(cancelledId) },
    );
    expect(full.body).toMatchObject({ status: "cancelled" });
  });
});

describe("optional dates", () => {
  it('reads "" as no date in the JSON API and the form', async () => {
    const me = await createSignedInUser();
    const res = await apiCreate(me.cookie, {
      name: "No dates",
      target: 3,
      startDate: "",
      targetDate: "",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ startDate: null, targetDate: null, targetDay: null });
    const form = await callRoute(
      screenAction,
      formRequest(
        "/goals",
        { intent: "create", name: "Form", target: "3", startDate: "", targetDate: "" },
        { cookie: me.cookie },
      ),
    );
    expect(form.status).toBe(302);
    expect(goalRows(me.user.id).map((row) => row.targetDate)).toEqual([null, null]);
  });
});

/** Inserts live goals straight into the table (the cap is what is under test, not creating). */
function insertGoals(userId: number, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    name: `Goal ${index + 1}`,
    target: 10,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    db()
      .insert(goals)
      .values(rows.slice(start, start + 100))
      .run();
  }
}

describe("bounded goals", () => {
  it("caps live goals at PLAN_ITEM_CAP, on the screen and in the API, with a clear message", async () => {
    const me = await createSignedInUser();
    db().update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, me.user.id)).run();
    insertGoals(me.user.id, PLAN_ITEM_CAP - 1);
    expect((await apiCreate(me.cookie, { name: "Last one", target: 1 })).status).toBe(201);

    const refused = await apiCreate(me.cookie, { name: "One too many", target: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: itemCapMessage("goal") });

    const screen = await callRoute(screenLoader, getRequest("/goals", { cookie: me.cookie }));
    expect(screen.body).toMatchObject({ cap: { code: "item_cap" } });
    const form = await callRoute(
      screenAction,
      formRequest("/goals", { intent: "create", name: "Form", target: "1" }, { cookie: me.cookie }),
    );
    expect(form.status).toBe(409);
    expect(form.body).toMatchObject({ rule: "item_cap" });
    expect(goalRows(me.user.id)).toHaveLength(PLAN_ITEM_CAP);

    // Deleting one makes room; a second deleted goal cannot come back past the cap.
    const [first, second] = goalRows(me.user.id);
    const post = (fields: Record<string, string>) =>
      callRoute(screenAction, formRequest("/goals", fields, { cookie: me.cookie }));
    await post({ intent: "delete", id: String(first!.id) });
    await post({ intent: "delete", id: String(second!.id) });
    expect((await apiCreate(me.cookie, { name: "Room again", target: 1 })).status).toBe(201);
    const restore = await post({ intent: "restore", id: String(first!.id) });
    expect(restore.location).toBe("/goals");
    expect(goalRows(me.user.id).filter((row) => row.deletedAt === null)).toHaveLength(
      PLAN_ITEM_CAP,
    );
  });

  it("shows 50 goals a page; ?page= out of range or malformed never fails", async () => {
    const me = await createSignedInUser();
    insertGoals(me.user.id, 120);
    const load = async (query: string) => {
      const res = await callRoute(
        screenLoader,
        getRequest(`/goals${query}`, { cookie: me.cookie }),
      );
      expect(res.status, query).toBe(200);
      return res.body as {
        goals: { name: string }[];
        names: unknown[];
        page: number;
        pageCount: number;
        editing: { id: number } | null;
      };
    };
    const first = await load("");
    expect(first).toMatchObject({ page: 1, pageCount: 3 });
    expect(first.goals).toHaveLength(PLAN_PAGE_SIZE);
    expect(first.names).toHaveLength(120);
    const third = await load("?page=3");
    expect(third.goals.map((goal) => goal.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Goal ${101 + index}`),
    );
    expect((await load("?page=99")).page).toBe(3);
    for (const query of ["?page=abc", "?page=0", "?page=-2", "?page=1.5", "?page=1e2", "?page="]) {
      expect((await load(query)).page, query).toBe(1);
    }
    // Editing a goal opens the page it is on.
    const seventyFifth = goalRows(me.user.id)[74]!;
    const editing = await load(`?edit=${seventyFifth.id}`);
    expect(editing).toMatchObject({ page: 2, editing: { id: seventyFifth.id } });
  });
});

describe("malformed query parameters on the plan screens", () => {
  it.each([
    "?edit=0000-01-01",
    "?edit=abc",
    "?edit=-1",
    "?edit=0",
    "?edit=1.5",
    "?edit=1e3",
    "?edit=99999999999999999999999",
    "?edit=%00",
    "?edit=1&edit=2",
    "?deleted=0000-01-01",
    "?deleted=abc",
    "?page=abc",
    "?page=-1",
    "?page=99999999999",
    "?page=%F0%9F%92%A5",
  ])("%s is ignored on /goals, /tasks and /habits", async (query) => {
    const me = await createSignedInUser();
    await apiCreate(me.cookie, { name: "One", target: 1 });
    for (const [path, loader] of [
      ["/goals", screenLoader],
      ["/tasks", tasksScreenLoader],
      ["/habits", habitsScreenLoader],
    ] as const) {
      const res = await callRoute(loader, getRequest(`${path}${query}`, { cookie: me.cookie }));
      expect(res.status, `${path}${query}`).toBe(200);
      expect(res.body, `${path}${query}`).toMatchObject({ editing: null, deleted: null, page: 1 });
    }
  });
});

describe("GET /api/goals/{userId}/ai-suggestions", () => {
  const read = (userId: number | string, cookie?: string) =>
    callRoute(
      suggestionsLoader,
      getRequest(`/api/goals/${userId}/ai-suggestions`, { cookie: cookie ?? null }),
      { id: String(userId) },
    );

  it("answers the person's own pending suggestions as { goals, tasks, habits }", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    db()
      .insert(aiGoals)
      .values({ userId: me.user.id, name: "Sleep by 11", explanation: "e" })
      .run();
    db()
      .insert(aiGoals)
      .values({ userId: me.user.id, name: "Dismissed one", status: "dismissed" })
      .run();
    db().insert(aiTasks).values({ userId: me.user.id, title: "Book a walk" }).run();
    db()
      .insert(aiHabits)
      .values({ userId: me.user.id, title: "Stretch", frequency: "monthly" })
      .run();
    db().insert(aiGoals).values({ userId: other.user.id, name: "Theirs" }).run();

    const res = await read(me.user.id, me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.body).toEqual({
      goals: [expect.objectContaining({ name: "Sleep by 11", explanation: "e" })],
      tasks: [expect.objectContaining({ name: "Book a walk" })],
      habits: [expect.objectContaining({ name: "Stretch", frequency: "monthly" })],
    });
    const empty = await read(other.user.id, other.cookie);
    expect(empty.body).toMatchObject({ goals: [{ name: "Theirs" }], tasks: [], habits: [] });
  });

  it("is 401 signed out and 403 for another person's id, admins included", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const admin = await createSignedInUser({ admin: true });
    db().insert(aiGoals).values({ userId: me.user.id, name: "Private" }).run();
    expect((await read(me.user.id)).status).toBe(401);
    for (const cookie of [other.cookie, admin.cookie]) {
      const res = await read(me.user.id, cookie);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("Private");
    }
    expect((await read("abc", me.cookie)).status).toBe(403);
  });
});
