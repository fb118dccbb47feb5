#!/usr/bin/env node
// HTTP throughput of the built app, side by side in one run (docs/architecture.md#performance).
// Builds nothing: run `npm run build` first. Starts server.mjs on a free 127.0.0.1 port with a
// temp database, signs up one person, gives them 3 years of history (entries, moods, weekly
// summaries, chat, goals, tasks, habits, notifications) and loads each row with autocannon over
// loopback: req/s, p50, p99 and the ratio to the static page measured in the same run (the
// machine is shared, so ratios say more than absolute numbers), the page's size, the SQL
// statements one request runs and the server's CPU time per request (requests one at a time).
// Then latency at a steady 50 req/s: an open-loop generator (steady()) sends one request every
// 20 ms whatever the server does and times each from when it was due, not from when it left.
//   npm run bench:http
//   DURATION=10 CONNECTIONS=50 RATE=50 YEARS=3 ONLY=dashboard,insights PROFILE=dir npm run bench:http
// DUMP=<dir> saves each row's answer; SHOW_SQL=1 lists the statements one request runs.
// PROFILE=<dir> starts the server with `node --cpu-prof --cpu-prof-dir=<dir>` (written on exit).
// The server is started by tests/load/server.mjs, like every bench and load script's.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { requireBuild, signUp, startApp } from "../load/server.mjs";
import { seedHistory } from "./seed-history.mjs";

const DURATION = Number(process.env.DURATION) || 10;
const CONNECTIONS = Number(process.env.CONNECTIONS) || 50;
const RATE = Number(process.env.RATE) || 50;
const YEARS = Number(process.env.YEARS) || 3;
const ONLY = process.env.ONLY ? process.env.ONLY.split(",") : null;
const CPU_RUNS = Number(process.env.CPU_RUNS) || 50;
const PROFILE = process.env.PROFILE ? path.resolve(process.env.PROFILE) : undefined;

/**
 * What a browser sends besides the cookie: it always asks for a compressed answer, so every row is
 * compressed as it would be for a person (without this header, nothing was compressed at all).
 */
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };

requireBuild();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "solace-http-"));
const databasePath = path.join(tmp, "app.db");
const statementWaiters = [];
const server = await startApp({
  databasePath,
  nodeArgs: ["--import", path.resolve("tests/bench/count-statements.mjs")],
  profileDir: PROFILE,
  onLine(line) {
    if (line.startsWith("@@statements ")) statementWaiters.shift()?.(JSON.parse(line.slice(13)));
  },
});
const base = server.origin;

/** The statements the server has run so far (count-statements.mjs answers SIGUSR2). */
function statements() {
  return new Promise((resolve) => {
    statementWaiters.push(resolve);
    server.signal("SIGUSR2");
  });
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (PROFILE) console.log(`\nCPU profile in ${PROFILE}`);
  process.exit(code);
}
process.on("SIGINT", () => stop(130));
server.exited.then(({ code }) => {
  if (!stopping) {
    console.error(`server exited with ${code}`);
    process.exit(1);
  }
});

/** Waits (at most 60 s) until the server uses under 5% of a core over one second. */
async function settle() {
  const deadline = Date.now() + 60_000;
  let last = await statements();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await statements();
    const busy = now.cpuMs - last.cpuMs;
    last = now;
    if (busy < 50) return;
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A row's request headers, as a browser on this site sends them. */
function requestHeaders(row, cookie) {
  return { ...BROWSER, ...(row.anonymous ? {} : { Cookie: cookie }), Origin: base, ...row.headers };
}

/** One request on its own: its size and the SQL statements it ran; then its CPU time. */
async function probe(row, cookie) {
  const send = () =>
    fetch(base + row.path, {
      method: row.method ?? "GET",
      headers: requestHeaders(row, cookie),
      body: row.body,
    });
  const before = await statements();
  const response = await send();
  const body = await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`${row.label}: ${response.status}`);
  const after = await statements();
  if (process.env.SHOW_SQL) {
    console.log(`\n${row.label}:`);
    for (const [source, n] of after.sources) console.log(`  ${n} × ${source.slice(0, 150)}`);
  }
  if (process.env.DUMP) {
    fs.mkdirSync(process.env.DUMP, { recursive: true });
    fs.writeFileSync(path.join(process.env.DUMP, `${row.key}.html`), Buffer.from(body));
  }
  // CPU time per request, one at a time (after 10 to warm up).
  for (let i = 0; i < 10; i++) await (await send()).arrayBuffer();
  const start = await statements();
  for (let i = 0; i < CPU_RUNS; i++) await (await send()).arrayBuffer();
  const end = await statements();
  return {
    kb: body.byteLength / 1024,
    sql: after.count - before.count,
    cpuMs: (end.cpuMs - start.cpuMs) / CPU_RUNS,
  };
}

function cannonOptions(row, cookie, extra) {
  return {
    url: base + row.path,
    method: row.method ?? "GET",
    headers: requestHeaders(row, cookie),
    body: row.body,
    duration: DURATION,
    connections: CONNECTIONS,
    ...extra,
  };
}

/**
 * An open-loop load: request i is due at start + i × (1000 / RATE) ms and is sent then, however
 * many earlier requests are still waiting (new keep-alive connections are opened as needed), for
 * DURATION seconds. Each latency is measured from the request's due time to the end of its
 * answer, so a server (or a bench process) that stalls is charged for every request that should
 * have gone out meanwhile (no coordinated omission). autocannon's `overallRate` instead sends
 * from a fixed set of connections in bursts, so a request waits behind others on its connection
 * and the tool, not the rate, sets the tail.
 */
async function steady(row, cookie) {
  const url = new URL(base + row.path);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const interval = 1000 / RATE;
  const count = Math.round(DURATION * RATE);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const send = (due) =>
    new Promise((resolve) => {
      const request = http.request(
        url,
        {
          agent,
          method: row.method ?? "GET",
          headers: requestHeaders(row, cookie),
          timeout: 10_000,
        },
        (response) => {
          response.on("data", () => {});
          response.on("end", () => {
            latencies.push(performance.now() - due);
            if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        errors += 1;
        resolve();
      });
      request.end(row.body);
    });
  const pending = [];
  const start = performance.now() + 50;
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: at(1), total: count, non2xx, errors };
}

const pad = (value, width) => String(value).padStart(width);

try {
  const { cookie, userId } = await signUp(base);
  const started = Date.now();
  const { counts, taskId, habitId } = seedHistory(databasePath, userId, YEARS);
  console.log(
    `Seeded in ${Date.now() - started} ms: ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")}.`,
  );
  const json = { "Content-Type": "application/json" };
  const rows = [
    {
      key: "static",
      label: "static page (/about-us, signed out)",
      path: "/about-us",
      anonymous: true,
    },
    { key: "dashboard", label: "dashboard (/)", path: "/" },
    { key: "insights", label: "/insights", path: "/insights" },
    { key: "journal", label: "/journal", path: "/journal" },
    { key: "landing", label: "landing (/, signed out)", path: "/", anonymous: true },
    { key: "api-user", label: "GET /api/user", path: "/api/user" },
    {
      key: "api-entries",
      label: "GET /api/journal-entries/:id",
      path: `/api/journal-entries/${userId}`,
    },
    { key: "api-moods", label: "GET /api/moods/:id", path: `/api/moods/${userId}` },
    { key: "api-summary", label: "GET /api/summary/:id", path: `/api/summary/${userId}` },
    { key: "api-notifications", label: "GET /api/notifications", path: "/api/notifications" },
    {
      key: "api-mood-write",
      label: "POST /api/moods",
      path: "/api/moods",
      method: "POST",
      headers: json,
      body: JSON.stringify({ userId, rating: 4, date: new Date().toISOString() }),
    },
    {
      key: "api-task-write",
      label: "PATCH /api/tasks/:id",
      path: `/api/tasks/${taskId}`,
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ completed: true }),
    },
    {
      key: "api-habit-write",
      label: "PATCH /api/habits/:id/toggle",
      path: `/api/habits/${habitId}/toggle`,
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ completed: true }),
    },
  ].filter((row) => row.key === "static" || !ONLY || ONLY.includes(row.key));

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, loopback; ratio = req/s ÷ the static page's.\n`,
  );
  console.log(
    `${"".padEnd(34)} ${pad("req/s", 7)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("ratio", 6)} ${pad("KB", 6)} ${pad("SQL", 4)} ${pad("CPU ms", 7)}  non-2xx/timeouts`,
  );
  // The server does work of its own after it starts (the local AI engine loads its model in a
  // worker): wait until it is idle, or the first row's CPU time and throughput would include it.
  await settle();
  // Sizes and statement counts first, one request at a time, before any load.
  const probes = [];
  for (const row of rows) probes.push(await probe(row, cookie));
  let staticRate = 0;
  let failures = 0;
  for (const [index, row] of rows.entries()) {
    const { kb, sql, cpuMs } = probes[index];
    // autocannon stops sending at the deadline, but the server still owes the requests already
    // queued on 50 connections (a second or more of pages): each row starts on an idle server,
    // or it would be charged the previous row's backlog.
    await settle();
    const result = await run(cannonOptions(row, cookie));
    const rate = result.requests.average;
    if (row.key === "static") staticRate = rate;
    const bad = `${result.non2xx}/${result.errors + result.timeouts}`;
    failures += result.non2xx + result.errors + result.timeouts;
    console.log(
      `${row.label.padEnd(34)} ${pad(rate.toFixed(0), 7)} ${pad(result.latency.p50, 7)} ${pad(result.latency.p99, 7)} ${pad((rate / staticRate).toFixed(2), 6)} ${pad(kb.toFixed(1), 6)} ${pad(sql, 4)} ${pad(cpuMs.toFixed(2), 7)}  ${bad}`,
    );
  }

  console.log(
    `\nSteady ${RATE} req/s for ${DURATION} s (open loop: one request every ${(1000 / RATE).toFixed(0)} ms, latency from its due time):\n`,
  );
  for (const row of rows.filter((r) => ["static", "dashboard", "insights"].includes(r.key))) {
    await settle();
    const result = await steady(row, cookie);
    failures += result.non2xx + result.errors;
    console.log(
      `${row.label.padEnd(34)} p50 ${pad(result.p50, 4)} ms  p99 ${pad(result.p99, 4)} ms  max ${pad(result.max, 4)} ms  (${result.total} requests, non-2xx/errors ${result.non2xx}/${result.errors})`,
    );
  }
  // Timeouts (10 s, autocannon's default) mean the machine could not keep up, not a failure.
  if (failures) console.log(`\n${failures} requests timed out or answered outside 2xx.`);
  await stop(failures ? 1 : 0);
} catch (error) {
  console.error(error);
  await stop(1);
}
