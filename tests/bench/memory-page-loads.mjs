#!/usr/bin/env node
// Memory after many page loads (issue #9: "memory grew and did not come back"). Builds nothing:
// run `npm run build` first. Starts server.mjs on 127.0.0.1 with a temp database, signs up one
// person with as many habits as the app allows (up to 200), loads /habits 1,000 times and prints
// the server's RSS and heap (after a forced GC) after the first 100 loads and after all 1,000.
// Memory after 1,000 must be within 20% of memory after 100.
//   npm run bench:memory            (LOADS=1000 WARMUP=100 HABITS=200 PAGE=/habits to change)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requireBuild, signUp, startApp } from "../load/server.mjs";

const LOADS = Number(process.env.LOADS) || 1000;
const WARMUP = Number(process.env.WARMUP) || 100;
const HABITS = Number(process.env.HABITS) || 200;
const PAGE = process.env.PAGE || "/habits";
const TOLERANCE = 0.2;

requireBuild();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "solace-memory-"));
const memoryWaiters = [];
const server = await startApp({
  databasePath: path.join(tmp, "app.db"),
  nodeArgs: ["--expose-gc", "--import", path.resolve("tests/bench/gc-on-signal.mjs")],
  onLine(line) {
    if (line.startsWith("@@memory ")) memoryWaiters.shift()?.(JSON.parse(line.slice(9)));
  },
});
const base = server.origin;

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGINT", () => stop(130));
server.exited.then(({ code }) => {
  if (!stopping) {
    console.error(`server exited with ${code}`);
    process.exit(1);
  }
});

function measure() {
  return new Promise((resolve) => {
    memoryWaiters.push(resolve);
    server.signal("SIGUSR2");
  });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const { cookie } = await signUp(base);

  let habits = 0;
  for (; habits < HABITS; habits += 1) {
    const response = await fetch(`${base}/api/habits`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        title: `Habit number ${habits + 1}`,
        frequency: habits % 3 ? "daily" : "weekly",
      }),
    });
    if (response.status !== 201) break; // the cap: as many as allowed
  }
  console.log(`${habits} habits; loading ${PAGE} ${LOADS} times`);

  let pageBytes = 0;
  const load = async () => {
    const response = await fetch(`${base}${PAGE}`, { headers: { Cookie: cookie } });
    pageBytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${PAGE}: ${response.status}`);
  };

  const started = Date.now();
  let afterWarmup;
  for (let index = 1; index <= LOADS; index += 1) {
    await load();
    if (index === WARMUP) afterWarmup = await measure();
  }
  const afterAll = await measure();
  const seconds = (Date.now() - started) / 1000;
  console.log(`page: ${(pageBytes / 1024).toFixed(0)} KB`);

  const growth = (key) => (afterAll[key] - afterWarmup[key]) / afterWarmup[key];
  const show = (label, m) =>
    console.log(
      `${label}: rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}, external ${mb(m.external)}, ` +
        `array buffers ${mb(m.arrayBuffers)}`,
    );
  show(`after ${WARMUP} loads`, afterWarmup);
  show(`after ${LOADS} loads`, afterAll);
  console.log(
    `growth: rss ${(growth("rss") * 100).toFixed(1)}%, heap ${(growth("heapUsed") * 100).toFixed(1)}% ` +
      `(${(LOADS / seconds).toFixed(1)} loads/s)`,
  );
  const within = growth("rss") <= TOLERANCE && growth("heapUsed") <= TOLERANCE;
  console.log(within ? "OK: within 20%" : "FAIL: memory grew more than 20%");
  await stop(within ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop(1);
}
