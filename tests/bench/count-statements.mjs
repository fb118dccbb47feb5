// Preloaded into the server by http.mjs (node --import): counts every SQL statement better-sqlite3
// runs (run, get, all, iterate) and, on SIGUSR2, prints one line with the count so far and the
// statements by text, and the CPU time the process has used, so the bench can show how many
// statements and how much CPU one request costs (CPU time is steadier than wall time on a busy
// machine).
import Database from "better-sqlite3";

const probe = new Database(":memory:");
const Statement = Object.getPrototypeOf(probe.prepare("SELECT 1"));
probe.close();

// Counted by statement object: reading a statement's `source` copies its SQL text out of SQLite
// on every call, which made the counting itself a visible share of a request with many
// statements (it ran under every row's load, so it weighed on the dashboard, not the static page).
let count = 0;
let byStatement = new Map();
for (const method of ["run", "get", "all", "iterate"]) {
  const original = Statement[method];
  Statement[method] = function counted(...args) {
    count += 1;
    byStatement.set(this, (byStatement.get(this) ?? 0) + 1);
    return original.apply(this, args);
  };
}

process.on("SIGUSR2", () => {
  const { user, system } = process.cpuUsage();
  const cpuMs = (user + system) / 1000;
  const bySource = new Map();
  for (const [statement, times] of byStatement) {
    bySource.set(statement.source, (bySource.get(statement.source) ?? 0) + times);
  }
  byStatement = new Map();
  process.stdout.write(
    `@@statements ${JSON.stringify({ count, cpuMs, sources: [...bySource] })}\n`,
  );
});
