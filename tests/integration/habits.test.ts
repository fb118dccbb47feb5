import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { habits } from "#db/schema";
import { listHabitCards, listHabits, setHabitDoneToday } from "~/models/habits.server";
import { loader as dashboardLoader } from "~/routes/_index";
import { action as createAction } from "~/routes/api.habits";
import { action as listAction, loader as listLoader } from "~/routes/api.habits.$id";
import { action as toggleAction } from "~/routes/api.habits.$habitId.toggle";
import { action as screenAction, loader as screenLoader } from "~/routes/_app.habits";
import { itemCapMessage, PLAN_ITEM_CAP } from "~/lib/plans";
import { action as buttonsAction } from "~/routes/resources.plans";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
} from "#tests/utils/http";

const habitRows = (userId: number) =>
  db().select().from(habits).where(eq(habits.userId, userId)).all();

const apiCreate = (cookie: string, body: unknown) =>
  callRoute(createAction, jsonRequest("/api/habits", body, { cookie }));

const toggle = (cookie: string, id: number | string, body: unknown) =>
  callRoute(
    toggleAction,
    jsonRequest(`/api/habits/${id}/toggle`, body, { method: "PATCH", cookie }),
    { habitId: String(id) },
  );

describe("habits API", () => {
  it("creates a daily habit by default; bad input is 400 and writes nothing", async () => {
    const me = await createSignedInUser();
    const res = await apiCreate(me.cookie, { title: "Meditate" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Meditate",
      frequency: "daily",
      streak: 0,
      completedToday: false,
      status: "active",
      source: "user",
    });
    expect((res.body as { calendar: unknown[] }).calendar).toHaveLength(14);
    for (const body of [{}, { title: "x", frequency: "yearly" }, { title: "x", colorScheme: 0 }]) {
      expect((await apiCreate(me.cookie, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(habitRows(me.user.id)).toHaveLength(1);
  });

  it("toggles today either way, computing streak and completedToday", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const mine = (await apiCreate(me.cookie, { title: "Walk" })).body as { id: number };
    const theirs = (await apiCreate(other.cookie, { title: "Swim" })).body as { id: number };
    const on = await toggle(me.cookie, mine.id, { completed: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ completedToday: true, streak: 1 });
    const today = Object.keys(habitRows(me.user.id)[0]!.completionHistory);
    expect(today).toHaveLength(1);
    const off = await toggle(me.cookie, mine.id, { completed: false });
    expect(off.body).toMatchObject({ completedToday: false, streak: 0 });
    expect(habitRows(me.user.id)[0]!.completionHistory).toEqual({});

    expect((await toggle(me.cookie, mine.id, { completed: "yes" })).status).toBe(400);
    expect((await toggle(me.cookie, mine.id, {})).status).toBe(400);
    expect((await toggle(me.cookie, theirs.id, { completed: true })).status).toBe(404);
    expect((await toggle(me.cookie, "x", { completed: true })).status).toBe(404);
    expect(habitRows(other.user.id)[0]!.completionHistory).toEqual({});
  });

  it("lists own habits only; another user's list is 403; writes to the list path are 405", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await apiCreate(me.cookie, { title: "Mine" });
    const list = await callRoute(
      listLoader,
      getRequest(`/api/habits/${me.user.id}`, { cookie: me.cookie }),
      { id: String(me.user.id) },
    );
    expect(list.body).toEqual([expect.objectContaining({ title: "Mine" })]);
    const theirs = await callRoute(
      listLoader,
      getRequest(`/api/habits/${other.user.id}`, { cookie: me.cookie }),
      { id: String(other.user.id) },
    );
    expect(theirs.status).toBe(403);
    const write = await callRoute(
      listAction,
      jsonRequest(`/api/habits/${me.user.id}`, {}, { method: "PUT", cookie: me.cookie }),
      { id: String(me.user.id) },
    );
    expect(write.status).toBe(405);
  });
});

describe("habit days", () => {
  it("completedToday is true only on the local day it was done", async () => {
    const me = await createSignedInUser();
    const { id } = (await apiCreate(me.cookie, { title: "Stretch" })).body as { id: number };
    // 23:30 on 8 March in Los Angeles.
    const evening = new Date("2026-03-09T06:30:00Z");
    setHabitDoneToday(me.user.id, id, true, "America/Los_Angeles", evening);
    expect(habitRows(me.user.id)[0]!.completionHistory).toEqual({ "2026-03-08": true });
    const sameNight = listHabits(me.user.id, "America/Los_Angeles", evening)[0]!;
    expect(sameNight).toMatchObject({ completedToday: true, streak: 1 });
    // An hour later it is 9 March there: not done today (the stored flag is stale), streak kept.
    const nextDay = listHabits(
      me.user.id,
      "America/Los_Angeles",
      new Date("2026-03-09T07:30:00Z"),
    )[0]!;
    expect(nextDay).toMatchObject({ completedToday: false, streak: 1 });
    expect(nextDay.calendar.at(-1)).toEqual({ day: "2026-03-09", done: false });
    expect(nextDay.calendar.at(-2)).toEqual({ day: "2026-03-08", done: true });
    // Two days later the missed day has broken the streak.
    const later = listHabits(
      me.user.id,
      "America/Los_Angeles",
      new Date("2026-03-11T07:30:00Z"),
    )[0]!;
    expect(later.streak).toBe(0);
  });
});

describe("the dashboard's habits (cached per stored history and day)", () => {
  const dashboardHabits = async (cookie: string) => {
    const res = await callRoute(dashboardLoader, getRequest("/", { cookie }));
    return (
      res.body as {
        dashboard: {
          cards: { plans: { habits: { id: number; completedToday: boolean; streak: number }[] } };
        };
      }
    ).dashboard.cards.plans.habits;
  };

  it("shows every toggle at the next read, and each person only their own", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const { id } = (await apiCreate(me.cookie, { title: "Read" })).body as { id: number };
    await apiCreate(other.cookie, { title: "Run" });
    for (const completed of [true, false, true]) {
      expect((await toggle(me.cookie, id, { completed })).status).toBe(200);
      expect(await dashboardHabits(me.cookie)).toMatchObject([
        { id, completedToday: completed, streak: completed ? 1 : 0 },
      ]);
    }
    expect((await dashboardHabits(other.cookie)).map((habit) => habit.id)).not.toContain(id);
    // A write that does not go through the model (an import, an admin's repair) is seen too.
    db().update(habits).set({ completionHistory: {} }).where(eq(habits.id, id)).run();
    expect(await dashboardHabits(me.cookie)).toMatchObject([{ id, completedToday: false }]);
  });

  it("agrees with the full habit list, day after day, whatever the history", async () => {
    const me = await createSignedInUser();
    const ids: number[] = [];
    for (const frequency of ["daily", "weekly", "monthly"]) {
      ids.push(
        ((await apiCreate(me.cookie, { title: frequency, frequency })).body as { id: number }).id,
      );
    }
    const history: Record<string, boolean> = {};
    for (let day = 1; day <= 28; day += day % 3 === 0 ? 2 : 1) {
      history[`2026-02-${String(day).padStart(2, "0")}`] = true;
    }
    db()
      .update(habits)
      .set({ completionHistory: history })
      .where(eq(habits.userId, me.user.id))
      .run();
    for (let day = 20; day <= 31; day++) {
      const now = new Date(`2026-03-${String(day).padStart(2, "0")}T03:00:00Z`);
      const pick = ({
        id,
        streak,
        completedToday,
        doneEarlierThisPeriod,
        calendar,
      }: {
        id: number;
        streak: number;
        completedToday: boolean;
        doneEarlierThisPeriod: boolean;
        calendar: { day: string; done: boolean }[];
      }) => ({
        id,
        streak,
        completedToday,
        doneEarlierThisPeriod,
        calendar,
      });
      for (const zone of ["UTC", "America/Los_Angeles"]) {
        const full = listHabits(me.user.id, zone, now).map(pick);
        expect(listHabitCards(me.user.id, zone, now).map(pick)).toEqual(full);
      }
      now.setUTCDate(now.getUTCDate() - 40);
      expect(listHabitCards(me.user.id, "UTC", now).map(pick)).toEqual(
        listHabits(me.user.id, "UTC", now).map(pick),
      );
    }
  });
});

describe("habits screen and dashboard button", () => {
  it("creates from the form and toggles today from the dashboard without JS", async () => {
    const me = await createSignedInUser();
    const created = await callRoute(
      screenAction,
      formRequest(
        "/habits",
        { intent: "create", title: "Gratitude", frequency: "weekly", colorScheme: "2" },
        { cookie: me.cookie },
      ),
    );
    expect(created.status).toBe(302);
    const [row] = habitRows(me.user.id);
    expect(row).toMatchObject({ title: "Gratitude", frequency: "weekly", colorScheme: 2 });
    const bad = await callRoute(
      screenAction,
      formRequest(
        "/habits",
        { intent: "create", title: "x", frequency: "hourly" },
        { cookie: me.cookie },
      ),
    );
    expect(bad.status).toBe(400);

    const res = await callRoute(
      buttonsAction,
      formRequest(
        "/resources/plans",
        {
          intent: "toggle-habit",
          id: String(row!.id),
          completed: "true",
          redirectTo: "/?plans=habits#plans",
        },
        { cookie: me.cookie },
      ),
    );
    expect(res.location).toBe("/?plans=habits#plans");
    expect(Object.values(habitRows(me.user.id)[0]!.completionHistory)).toEqual([true]);
  });
});

describe("monthly habits and the cap", () => {
  it("accepts frequency monthly from the API and the form; the streak counts months", async () => {
    const me = await createSignedInUser();
    const res = await apiCreate(me.cookie, { title: "Call grandma", frequency: "monthly" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ frequency: "monthly", streak: 0 });
    const form = await callRoute(
      screenAction,
      formRequest(
        "/habits",
        { intent: "create", title: "Budget review", frequency: "monthly" },
        { cookie: me.cookie },
      ),
    );
    expect(form.status).toBe(302);
    expect(habitRows(me.user.id).map((row) => row.frequency)).toEqual(["monthly", "monthly"]);

    // Done in January and February (local days), then on 3 March: three months.
    const id = (res.body as { id: number }).id;
    db()
      .update(habits)
      .set({ completionHistory: { "2026-01-15": true, "2026-02-27": true } })
      .where(eq(habits.id, id))
      .run();
    const now = new Date("2026-03-03T12:00:00Z");
    const toggled = setHabitDoneToday(me.user.id, id, true, "Europe/Paris", now)!;
    expect(toggled).toMatchObject({ streak: 3, completedToday: true });
    const [listed] = listHabits(me.user.id, "Europe/Paris", new Date("2026-03-20T12:00:00Z"));
    expect(listed).toMatchObject({ streak: 3, completedToday: false, doneEarlierThisPeriod: true });
  });

  it("refuses a habit past PLAN_ITEM_CAP with 409 and the message, on the screen too", async () => {
    const me = await createSignedInUser();
    const rows = Array.from({ length: PLAN_ITEM_CAP }, (_, index) => ({
      userId: me.user.id,
      title: `Habit ${index}`,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      db()
        .insert(habits)
        .values(rows.slice(start, start + 100))
        .run();
    }
    const res = await apiCreate(me.cookie, { title: "One more" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: itemCapMessage("habit") });
    const form = await callRoute(
      screenAction,
      formRequest("/habits", { intent: "create", title: "One more" }, { cookie: me.cookie }),
    );
    expect(form.status).toBe(409);
    expect(form.body).toMatchObject({ rule: "item_cap" });
    const screen = await callRoute(
      screenLoader,
      getRequest("/habits?page=4", { cookie: me.cookie }),
    );
    expect(screen.body).toMatchObject({ cap: { code: "item_cap" }, page: 4, pageCount: 4 });
    expect((screen.body as { habits: unknown[] }).habits).toHaveLength(50);
    expect(habitRows(me.user.id)).toHaveLength(PLAN_ITEM_CAP);
  });

  it("the /habits screen sends streaks and calendars, not the stored history", async () => {
    const me = await createSignedInUser();
    const history = Object.fromEntries(
      Array.from({ length: 400 }, (_, day) => [
        new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10),
        true,
      ]),
    );
    db()
      .insert(habits)
      .values({ userId: me.user.id, title: "Walk", completionHistory: history })
      .run();
    const screen = await callRoute(screenLoader, getRequest("/habits", { cookie: me.cookie }));
    expect(screen.status).toBe(200);
    const [walk] = (screen.body as { habits: Record<string, unknown>[] }).habits;
    expect(walk).toMatchObject({ title: "Walk" });
    expect(walk).toHaveProperty("calendar");
    expect(walk).not.toHaveProperty("completionHistory");
    expect(JSON.stringify(screen.body)).not.toContain("2025-01-01");
  });
});
