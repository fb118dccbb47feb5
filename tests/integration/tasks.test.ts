import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { tasks } from "#db/schema";
import { action as createAction } from "~/routes/api.tasks";
import { action as itemAction, loader as listLoader } from "~/routes/api.tasks.$id";
import { action as goalCreate } from "~/routes/api.goals";
import { action as screenAction, loader as screenLoader } from "~/routes/_app.tasks";
import { action as buttonsAction } from "~/routes/resources.plans";
import { getPlansCard } from "~/models/plans-card.server";
import { listTasks } from "~/models/tasks.server";
import { itemCapMessage, PLAN_ITEM_CAP } from "~/lib/plans";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

const taskRows = (userId: number) =>
  db().select().from(tasks).where(eq(tasks.userId, userId)).all();

const apiCreate = (cookie: string, body: unknown) =>
  callRoute(createAction, jsonRequest("/api/tasks", body, { cookie }));

describe("tasks API", () => {
  it("creates a task with defaults and links only the person's own goal", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const goal = (
      await callRoute(
        goalCreate,
        jsonRequest("/api/goals", { name: "G", target: 1 }, { cookie: me.cookie }),
      )
    ).body as { id: number };
    const theirGoal = (
      await callRoute(
        goalCreate,
        jsonRequest("/api/goals", { name: "T", target: 1 }, { cookie: other.cookie }),
      )
    ).body as { id: number };

    const res = await apiCreate(me.cookie, { title: "Call mum", goalId: goal.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Call mum",
      priority: "medium",
      completed: false,
      status: "pending",
      goalId: goal.id,
      goalName: "G",
    });
    const bad = await apiCreate(me.cookie, { title: "Sneaky", goalId: theirGoal.id });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { goalId: ["Choose one of your own goals"] } });
    expect(taskRows(me.user.id)).toHaveLength(1);
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const me = await createSignedInUser();
    for (const body of [
      {},
      { title: "   " },
      { title: "x", priority: "urgent" },
      { title: "x", dueDate: "tomorrow" },
      { title: "x", goalId: "one" },
    ]) {
      const res = await apiCreate(me.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
    expect(taskRows(me.user.id)).toHaveLength(0);
  });

  it("lists own tasks (403 for another user's), PATCH completes and uncompletes", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const mine = (await apiCreate(me.cookie, { title: "Mine" })).body as { id: number };
    const theirs = (await apiCreate(other.cookie, { title: "Theirs" })).body as { id: number };
    const list = await callRoute(
      listLoader,
      getRequest(`/api/tasks/${me.user.id}`, { cookie: me.cookie }),
      {
        id: String(me.user.id),
      },
    );
    expect(list.body).toEqual([expect.objectContaining({ title: "Mine" })]);
    expect(
      (
        await callRoute(
          listLoader,
          getRequest(`/api/tasks/${other.user.id}`, { cookie: me.cookie }),
          {
            id: String(other.user.id),
          },
        )
      ).status,
    ).toBe(403);

    const patch = (id: number, body: unknown) =>
      callRoute(
        itemAction,
        jsonRequest(`/api/tasks/${id}`, body, { method: "PATCH", cookie: me.cookie }),
        {
          id: String(id),
        },
      );
    const done = await patch(mine.id, { completed: true });
    expect(done.body).toMatchObject({
      completed: true,
      status: "completed",
      completedAt: expect.any(String),
    });
    const undone = await patch(mine.id, { completed: false });
    expect(undone.body).toMatchObject({ completed: false, status: "pending", completedAt: null });
    expect((await patch(mine.id, { completed: "yes" })).status).toBe(400);
    expect((await patch(theirs.id, { completed: true })).status).toBe(404);
    expect(taskRows(other.user.id)[0]!.completed).toBe(false);
  });
});

describe("overdue tasks", () => {
  it("are due before the person's local today and not done", async () => {
    const me = await createSignedInUser();
    await apiCreate(me.cookie, { title: "Yesterday", dueDate: "2026-03-09" });
    await apiCreate(me.cookie, { title: "Today", dueDate: "2026-03-10" });
    // 2026-03-10T03:00Z is still 9 March in New York but 10 March in London.
    const now = new Date("2026-03-10T03:00:00Z");
    const inLondon = listTasks(me.user.id, "Europe/London", now);
    expect(inLondon.find((t) => t.title === "Yesterday")!.overdue).toBe(true);
    expect(inLondon.find((t) => t.title === "Today")!.overdue).toBe(false);
  });
});

describe("tasks screen and dashboard buttons", () => {
  it("creates from the form; bad input keeps what was typed", async () => {
    const me = await createSignedInUser();
    const ok = await callRoute(
      screenAction,
      formRequest(
        "/tasks",
        { intent: "create", title: "Write", priority: "high", dueDate: "2026-04-01", goalId: "" },
        { cookie: me.cookie },
      ),
    );
    expect(ok.status).toBe(302);
    expect(taskRows(me.user.id)[0]).toMatchObject({ title: "Write", priority: "high" });
    const bad = await callRoute(
      screenAction,
      formRequest(
        "/tasks",
        { intent: "create", title: "", description: "kept" },
        { cookie: me.cookie },
      ),
    );
    expect(bad.status).toBe(400);
    expect(
      (bad.body as { result: { initialValue: Record<string, string> } }).result.initialValue
        .description,
    ).toBe("kept");
  });

  it("toggles a task by form with a redirect back, or data for the fetcher", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const mine = (await apiCreate(me.cookie, { title: "Mine" })).body as { id: number };
    const theirs = (await apiCreate(other.cookie, { title: "Theirs" })).body as { id: number };
    const noJs = await callRoute(
      buttonsAction,
      formRequest(
        "/resources/plans",
        {
          intent: "toggle-task",
          id: String(mine.id),
          completed: "true",
          redirectTo: "/?plans=tasks#plans",
        },
        { cookie: me.cookie },
      ),
    );
    expect(noJs.status).toBe(302);
    expect(noJs.location).toBe("/?plans=tasks#plans");
    expect(taskRows(me.user.id)[0]!.completed).toBe(true);

    const withJs = await callRoute(
      buttonsAction,
      formRequest(
        "/resources/plans",
        {
          intent: "toggle-task",
          id: String(mine.id),
          completed: "false",
          redirectTo: "/",
          respond: "data",
        },
        { cookie: me.cookie },
      ),
    );
    expect(withJs.status).toBe(200);
    expect(taskRows(me.user.id)[0]!.completed).toBe(false);

    const evil = await callRoute(
      buttonsAction,
      formRequest(
        "/resources/plans",
        {
          intent: "toggle-task",
          id: String(theirs.id),
          completed: "true",
          redirectTo: "https://evil.example/",
        },
        { cookie: me.cookie },
      ),
    );
    expect(evil.location).toBe("/");
    expect(taskRows(other.user.id)[0]!.completed).toBe(false);
    const junk = await callRoute(
      buttonsAction,
      formRequest("/resources/plans", { intent: "toggle-task", id: "x" }, { cookie: me.cookie }),
    );
    expect(junk.status).toBe(302);
  });

  it("the dashboard card lists active tasks and at most 3 completed", async () => {
    const me = await createSignedInUser();
    const ids: number[] = [];
    for (const title of ["a", "b", "c", "d", "e"]) {
      ids.push(((await apiCreate(me.cookie, { title })).body as { id: number }).id);
    }
    for (const id of ids.slice(0, 4)) {
      await callRoute(
        itemAction,
        jsonRequest(
          `/api/tasks/${id}`,
          { completed: true },
          { method: "PATCH", cookie: me.cookie },
        ),
        { id: String(id) },
      );
    }
    const card = getPlansCard(me.user.id, "UTC");
    expect(card.activeTasks.map((t) => t.title)).toEqual(["e"]);
    expect(card.completedTasks).toHaveLength(3);
  });

  it("soft deletes with undo", async () => {
    const me = await createSignedInUser();
    const mine = (await apiCreate(me.cookie, { title: "Mine" })).body as { id: number };
    const del = await callRoute(
      screenAction,
      formRequest("/tasks", { intent: "delete", id: String(mine.id) }, { cookie: me.cookie }),
    );
    expect(del.location).toBe(`/tasks?deleted=${mine.id}`);
    const page = await callRoute(screenLoader, getRequest(del.location!, { cookie: me.cookie }));
    expect(page.body).toMatchObject({ tasks: [], deleted: { id: mine.id, name: "Mine" } });
    await callRoute(
      screenAction,
      formRequest("/tasks", { intent: "restore", id: String(mine.id) }, { cookie: me.cookie }),
    );
    expect(taskRows(me.user.id)[0]!.deletedAt).toBeNull();
  });
});

describe("bounded tasks and optional due dates", () => {
  it('reads dueDate "" as no due date', async () => {
    const me = await createSignedInUser();
    const res = await apiCreate(me.cookie, { title: "Someday", dueDate: "" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dueDate: null, dueDay: null, overdue: false });
  });

  it("refuses a task past PLAN_ITEM_CAP with 409; the screen pages them 50 at a time", async () => {
    const me = await createSignedInUser();
    const rows = Array.from({ length: PLAN_ITEM_CAP - 1 }, (_, index) => ({
      userId: me.user.id,
      title: `Task ${index}`,
      completed: index % 2 === 0,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      db()
        .insert(tasks)
        .values(rows.slice(start, start + 100))
        .run();
    }
    expect((await apiCreate(me.cookie, { title: "Last" })).status).toBe(201);
    const refused = await apiCreate(me.cookie, { title: "Too many" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: itemCapMessage("task") });
    const form = await callRoute(
      screenAction,
      formRequest("/tasks", { intent: "create", title: "Too many" }, { cookie: me.cookie }),
    );
    expect(form.status).toBe(409);
    expect(taskRows(me.user.id)).toHaveLength(PLAN_ITEM_CAP);

    const page = async (query: string) =>
      (await callRoute(screenLoader, getRequest(`/tasks${query}`, { cookie: me.cookie }))).body as {
        tasks: { completed: boolean }[];
        page: number;
        activeCount: number;
      };
    const first = await page("");
    expect(first.tasks).toHaveLength(50);
    expect(first.tasks.every((task) => !task.completed)).toBe(true);
    expect(first.activeCount).toBe(100);
    const last = await page("?page=4");
    expect(last.tasks).toHaveLength(50);
    expect(last.tasks.every((task) => task.completed)).toBe(true);
  });
});
