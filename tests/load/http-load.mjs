// npm run test:load (after `npm run build`): the built server on a free 127.0.0.1 port with a
// fresh database, 50 connections for 60 s of mixed reads and writes from 25 people, then:
// 0 errors, 0 5xx, and every acknowledged write is in the database afterwards. See README "Test
// it" and docs/architecture.md#proven-under-load.
//
// Rate limits: nothing is relaxed. On loopback with TRUST_PROXY=0 the client address is unknown,
// so the per-address limits do not apply (decision 005), and the test's 25 sign-ups and 25
// logins stay far below the per-email and site-wide ones (200 registrations an hour, 1,000
// logins in 15 minutes). Plan caps (200 live tasks or habits per person) are respected: each
// connection creates at most 40 tasks and 5 habits and toggles those afterwards.
//
// LOAD_SECONDS, LOAD_CONNECTIONS and LOAD_PEOPLE change the shape (for a quick try).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { requireBuild, signUpAndIn, startApp } from "./server.mjs";

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 50);
const PEOPLE = Number(process.env.LOAD_PEOPLE || 25);
const TASKS_PER_CONNECTION = 40;
const HABITS_PER_CONNECTION = 5;

requireBuild();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "solace-load-"));
const databasePath = path.join(dir, "app.db");
const runId = Date.now().toString(36);
const app = await startApp({ databasePath });
console.log(`[load] server ${app.origin} (pid ${app.pid}), database ${databasePath}`);

let failed = false;
try {
  const people = [];
  for (let n = 0; n < PEOPLE; n++) people.push(await signUpAndIn(app.origin, n, runId));
  console.log(`[load] ${people.length} people signed up and in`);
  const results = await runLoad(app.origin, people);
  report(results);
  const habitStates = await readHabitStates(app.origin, people);
  const stopped = await app.stop();
  if (stopped.code !== 0 && stopped.signal !== "SIGTERM") {
    console.error(`[load] the server stopped with ${JSON.stringify(stopped)}`);
    failed = true;
  }
  const missing = verifyWrites(databasePath, results.acknowledged, habitStates);
  const { errors, serverErrors } = results;
  console.log(
    `[load] errors ${errors.length}, 5xx ${serverErrors}, acknowledged writes ${results.acknowledged.length}, missing afterwards ${missing.length}`,
  );
  for (const line of [...errors.slice(0, 10), ...missing.slice(0, 10)]) console.error(`  ${line}`);
  if (errors.length > 0 || serverErrors > 0 || missing.length > 0) failed = true;
} catch (error) {
  console.error("[load] failed:", error);
  console.error(app.output.slice(-20).join("\n"));
  failed = true;
} finally {
  await app.stop();
  if (!failed) fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failed ? "[load] FAILED" : "[load] passed");
process.exit(failed ? 1 : 0);

async function runLoad(origin, people) {
  const deadline = Date.now() + SECONDS * 1000;
  const latencies = new Map();
  const errors = [];
  const acknowledged = [];
  let serverErrors = 0;
  let requests = 0;
  const started = Date.now();

  async function call(kind, person, method, pathname, body, expected) {
    const headers = { Cookie: person.cookie };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const t0 = performance.now();
    let response;
    try {
      response = await fetch(`${origin}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      });
    } catch (error) {
      errors.push(`${method} ${pathname}: ${error.cause?.code ?? error.message}`);
      return undefined;
    }
    const text = await response.text();
    const ms = performance.now() - t0;
    requests++;
    if (!latencies.has(kind)) latencies.set(kind, []);
    latencies.get(kind).push(ms);
    if (response.status >= 500) serverErrors++;
    if (response.status !== expected) {
      errors.push(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 160)}`);
      return undefined;
    }
    return text && response.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text;
  }

  async function connection(index) {
    const person = people[index % people.length];
    const mine = { tasks: [], habits: [] };
    let moodDay = 0;
    let step = 0;
    while (Date.now() < deadline) {
      step++;
      const roll = Math.random();
      if (roll < 0.12) {
        const content = `Load entry ${runId}/${index}/${step}: a calm walk, then some writing.`;
        const created = await call(
          "POST /api/journal-entries",
          person,
          "POST",
          "/api/journal-entries",
          {
            userId: person.id,
            content,
            date: new Date().toISOString(),
            title: `Entry ${step}`,
          },
          201,
        );
        if (created)
          acknowledged.push({
            table: "journal_entries",
            id: created[0].id,
            userId: person.id,
            content,
          });
      } else if (roll < 0.2) {
        // A day of its own per write (one mood per day: a second one would replace the first).
        const day = index + CONNECTIONS * moodDay++;
        const date = new Date(Date.now() - day * 24 * 3600 * 1000 - 60_000).toISOString();
        const rating = 1 + (step % 5);
        const mood = await call(
          "POST /api/moods",
          person,
          "POST",
          "/api/moods",
          { userId: person.id, rating, date },
          201,
        );
        if (mood) acknowledged.push({ table: "moods", id: mood.id, userId: person.id, rating });
      } else if (roll < 0.28) {
        if (mine.tasks.length < TASKS_PER_CONNECTION) {
          const title = `Task ${runId}/${index}/${step}`;
          const task = await call("POST /api/tasks", person, "POST", "/api/tasks", { title }, 201);
          if (task)
            mine.tasks.push({
              table: "tasks",
              id: task.id,
              userId: person.id,
              title,
              completed: false,
            });
        } else {
          const task = mine.tasks[step % mine.tasks.length];
          const completed = !task.completed;
          const updated = await call(
            "PATCH /api/tasks/{id}",
            person,
            "PATCH",
            `/api/tasks/${task.id}`,
            { completed },
            200,
          );
          if (updated) task.completed = updated.completed;
        }
      } else if (roll < 0.34) {
        if (mine.habits.length < HABITS_PER_CONNECTION) {
          const title = `Habit ${runId}/${index}/${step}`;
          const habit = await call(
            "POST /api/habits",
            person,
            "POST",
            "/api/habits",
            { title, frequency: "daily" },
            201,
          );
          if (habit)
            mine.habits.push({
              table: "habits",
              id: habit.id,
              userId: person.id,
              title,
              completedToday: false,
            });
        } else {
          const habit = mine.habits[step % mine.habits.length];
          const completed = !habit.completedToday;
          const toggled = await call(
            "PATCH /api/habits/{id}/toggle",
            person,
            "PATCH",
            `/api/habits/${habit.id}/toggle`,
            { completed },
            200,
          );
          if (toggled) habit.completedToday = toggled.completedToday;
        }
      } else if (roll < 0.46) {
        await call("GET / (dashboard)", person, "GET", "/", undefined, 200);
      } else if (roll < 0.52) {
        const page = ["/journal", "/habits", "/tasks", "/goals", "/insights", "/notifications"][
          step % 6
        ];
        await call("GET pages", person, "GET", page, undefined, 200);
      } else if (roll < 0.58) {
        await call("GET /about-us (static)", person, "GET", "/about-us", undefined, 200);
      } else {
        const read = [
          "/api/user",
          `/api/journal-entries/${person.id}`,
          `/api/moods/${person.id}`,
          `/api/tasks/${person.id}`,
          `/api/habits/${person.id}`,
          `/api/goals/${person.id}`,
          "/api/notifications",
          "/api/prompts",
        ][step % 8];
        await call("GET /api reads", person, "GET", read, undefined, 200);
      }
    }
    acknowledged.push(...mine.tasks, ...mine.habits);
  }

  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => connection(i)));
  return {
    latencies,
    errors,
    serverErrors,
    requests,
    seconds: (Date.now() - started) / 1000,
    acknowledged,
  };
}

function percentile(sorted, p) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : 0;
}

function report({ latencies, requests, seconds }) {
  console.log(
    `[load] ${requests} requests in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)}/s) over ${CONNECTIONS} connections`,
  );
  const rows = [...latencies].map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `  ${kind.padEnd(32)} ${String(values.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms`;
  });
  console.log(rows.sort().join("\n"));
}

/** Each habit's completedToday as the API answers it after the run (checked against the last toggle). */
async function readHabitStates(origin, people) {
  const states = new Map();
  for (const person of people) {
    const response = await fetch(`${origin}/api/habits/${person.id}`, {
      headers: { Cookie: person.cookie },
    });
    for (const habit of await response.json()) states.set(habit.id, habit.completedToday);
  }
  return states;
}

/** Every acknowledged write, looked up in the SQLite file once the server has stopped. */
function verifyWrites(file, acknowledged, habitStates) {
  const sqlite = new Database(file, { readonly: true });
  const missing = [];
  const integrity = sqlite.pragma("integrity_check", { simple: true });
  if (integrity !== "ok") missing.push(`integrity_check: ${integrity}`);
  const queries = {
    journal_entries: sqlite.prepare(
      "SELECT user_id, content, deleted_at FROM journal_entries WHERE id = ?",
    ),
    moods: sqlite.prepare("SELECT user_id, rating FROM moods WHERE id = ?"),
    tasks: sqlite.prepare("SELECT user_id, title, completed, deleted_at FROM tasks WHERE id = ?"),
    habits: sqlite.prepare("SELECT user_id, title, deleted_at FROM habits WHERE id = ?"),
  };
  for (const write of acknowledged) {
    const row = queries[write.table].get(write.id);
    const describe = `${write.table} #${write.id}`;
    if (!row) missing.push(`${describe} is missing`);
    else if (row.user_id !== write.userId) missing.push(`${describe} belongs to ${row.user_id}`);
    else if (row.deleted_at) missing.push(`${describe} is deleted`);
    else if (write.content !== undefined && row.content !== write.content)
      missing.push(`${describe} has other content`);
    else if (write.rating !== undefined && row.rating !== write.rating)
      missing.push(`${describe} has rating ${row.rating}`);
    else if (write.title !== undefined && row.title !== write.title)
      missing.push(`${describe} has another title`);
    else if (write.table === "tasks" && Boolean(row.completed) !== write.completed)
      missing.push(`${describe}: completed is not the last acknowledged value`);
    else if (write.table === "habits" && habitStates.get(write.id) !== write.completedToday)
      missing.push(`${describe}: done today is not the last acknowledged value`);
  }
  sqlite.close();
  return missing;
}
