// npm run test:crash (after `npm run build`): writers post journal entries, moods and tasks
// continuously; the server is killed with SIGKILL mid-write, then the database file is opened as
// the restarted app would find it: `PRAGMA integrity_check` must be ok and every write the server
// acknowledged (2xx with the created id) must be there; the restarted server must serve those
// rows and take new writes. Three rounds on one database. What this proves and what it does not
// (a power loss is not a process kill): docs/architecture.md#durability.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { requireBuild, signUpAndIn, startApp } from "./server.mjs";

const ROUNDS = Number(process.env.CRASH_ROUNDS || 3);
const WRITERS = 8;
const MIN_WRITES = 20;

requireBuild();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "solace-crash-"));
const databasePath = path.join(dir, "app.db");
const runId = Date.now().toString(36);
const acknowledged = [];
const problems = [];
let app = await startApp({ databasePath });
const people = [];
for (let n = 0; n < 4; n++) people.push(await signUpAndIn(app.origin, n, runId));

try {
  for (let round = 1; round <= ROUNDS; round++) {
    const before = acknowledged.length;
    const stopWriting = { now: false };
    const writers = Array.from({ length: WRITERS }, (_, i) =>
      writer(app.origin, people[i % people.length], i, round, stopWriting),
    );
    // Kill once writes are flowing (at least MIN_WRITES acknowledged this round), at a moment
    // nobody chose: up to a second later.
    const waitUntil = Date.now() + 60_000;
    while (acknowledged.length - before < MIN_WRITES && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
    const killedAt = Date.now();
    const { signal } = await app.kill();
    stopWriting.now = true;
    await Promise.all(writers);
    const written = acknowledged.length - before;
    if (signal !== "SIGKILL") problems.push(`round ${round}: the server ended with ${signal}`);
    if (written < MIN_WRITES) problems.push(`round ${round}: only ${written} writes in 60 s`);

    // The file as the next start finds it (SQLite replays the WAL on open).
    const missing = checkFile(databasePath);
    console.log(
      `[crash] round ${round}: SIGKILL after ${written} acknowledged writes (${acknowledged.length} in all), ` +
        `integrity ${missing.integrity}, missing ${missing.rows.length}`,
    );
    if (missing.integrity !== "ok")
      problems.push(`round ${round}: integrity_check ${missing.integrity}`);
    problems.push(...missing.rows.map((row) => `round ${round}: ${row}`));

    app = await startApp({ databasePath });
    const served = await servedEntries(app.origin, people);
    for (const write of acknowledged.filter((w) => w.table === "journal_entries")) {
      if (!served.has(write.id))
        problems.push(`round ${round}: entry #${write.id} not served after restart`);
    }
    console.log(
      `[crash] round ${round}: restarted in ${Date.now() - killedAt} ms, serving every entry`,
    );
  }
  const last = await fetch(`${app.origin}/api/tasks`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: people[0].cookie },
    body: JSON.stringify({ title: "After the crashes" }),
  });
  if (last.status !== 201) problems.push(`a write after the last restart answered ${last.status}`);
} catch (error) {
  problems.push(String(error?.stack ?? error));
} finally {
  await app.stop();
}

for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
if (problems.length === 0) fs.rmSync(dir, { recursive: true, force: true });
console.log(problems.length ? `[crash] FAILED (${problems.length} problems)` : "[crash] passed");
process.exit(problems.length ? 1 : 0);

async function writer(origin, person, index, round, stop) {
  let step = 0;
  while (!stop.now) {
    step++;
    const kind = step % 3;
    let pathname;
    let body;
    if (kind === 0) {
      pathname = "/api/journal-entries";
      body = {
        userId: person.id,
        content: `Crash round ${round}, writer ${index}, step ${step}`,
        date: new Date().toISOString(),
      };
    } else if (kind === 1) {
      pathname = "/api/tasks";
      body = { title: `Crash task ${round}/${index}/${step}` };
    } else {
      pathname = "/api/moods";
      const day = (round * 1000 + index * 100 + step) % 3000;
      body = {
        userId: person.id,
        rating: 1 + (step % 5),
        date: new Date(Date.now() - day * 86_400_000 - 60_000).toISOString(),
      };
    }
    let response;
    try {
      response = await fetch(`${origin}${pathname}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: person.cookie },
        body: JSON.stringify(body),
      });
    } catch {
      return; // the server is gone: this write was never acknowledged
    }
    let created;
    try {
      created = await response.json();
    } catch {
      return; // cut off mid-answer: not acknowledged either
    }
    if (response.status !== 201) {
      problems.push(
        `${pathname} answered ${response.status} before the kill: ${JSON.stringify(created).slice(0, 120)}`,
      );
      continue;
    }
    if (pathname === "/api/journal-entries") {
      acknowledged.push({
        table: "journal_entries",
        id: created[0].id,
        userId: person.id,
        text: body.content,
      });
    } else if (pathname === "/api/tasks") {
      acknowledged.push({ table: "tasks", id: created.id, userId: person.id, text: body.title });
    } else {
      acknowledged.push({
        table: "moods",
        id: created.id,
        userId: person.id,
        rating: body.rating,
        day: body.date,
      });
    }
  }
}

function checkFile(file) {
  const sqlite = new Database(file);
  try {
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    const mode = sqlite.pragma("journal_mode", { simple: true });
    const rows = [];
    if (mode !== "wal") rows.push(`journal_mode is ${mode}`);
    const get = {
      journal_entries: sqlite.prepare(
        "SELECT user_id, content AS text FROM journal_entries WHERE id = ?",
      ),
      tasks: sqlite.prepare("SELECT user_id, title AS text FROM tasks WHERE id = ?"),
      moods: sqlite.prepare("SELECT user_id, rating FROM moods WHERE id = ?"),
    };
    for (const write of acknowledged) {
      const row = get[write.table].get(write.id);
      if (!row) rows.push(`${write.table} #${write.id} is missing`);
      else if (row.user_id !== write.userId) rows.push(`${write.table} #${write.id} changed owner`);
      else if (write.text !== undefined && row.text !== write.text)
        rows.push(`${write.table} #${write.id} changed`);
      else if (write.rating !== undefined && row.rating !== write.rating) {
        // Another writer's mood on the same person and day would replace it: the days are distinct.
        rows.push(`${write.table} #${write.id} has rating ${row.rating}, not ${write.rating}`);
      }
    }
    return { integrity, rows };
  } finally {
    sqlite.close();
  }
}

async function servedEntries(origin, people) {
  const ids = new Set();
  for (const person of people) {
    const response = await fetch(`${origin}/api/journal-entries/${person.id}`, {
      headers: { Cookie: person.cookie },
    });
    if (response.status !== 200)
      throw new Error(`reading entries after restart answered ${response.status}`);
    for (const entry of await response.json()) ids.add(entry.id);
  }
  return ids;
}
