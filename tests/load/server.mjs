// The built app (`npm run build`) started on a free 127.0.0.1 port with its own database: the one
// way every bench and load script starts a server (tests/load/*.mjs, tests/bench/*.mjs).
// server.mjs (what `npm start` runs) is run by node directly, so the pid is the server's and
// SIGKILL really kills it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export function requireBuild() {
  if (!fs.existsSync(path.resolve("build/index.js"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(2);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `databasePath` and resolves once /healthcheck answers 200. Its output is
 * kept (the last lines are printed when it fails to start) and each line of its standard output
 * is passed to `onLine` (the bench's preloads answer signals there); `nodeArgs` go to node
 * (`--import` a preload, `--expose-gc`); `profileDir` records a CPU profile there (`--cpu-prof`,
 * written when the server stops). `stop()` sends SIGTERM and waits, `kill()` sends SIGKILL and
 * waits, `signal(name)` sends a signal.
 */
export async function startApp({
  databasePath,
  port,
  env = {},
  nodeArgs = [],
  onLine,
  profileDir,
}) {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const profiling = profileDir
    ? [
        "--cpu-prof",
        `--cpu-prof-dir=${profileDir}`,
        // The server's SIGTERM lets requests in flight finish; the profile is written when the
        // process exits, so it exits at once.
        "--import",
        "data:text/javascript,process.once('SIGTERM',()=>process.exit(0))",
      ]
    : [];
  const child = spawn(
    process.execPath,
    [...profiling, ...nodeArgs, "server.mjs", "build/index.js"],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: databasePath,
        SESSION_SECRET: "load-test-session-secret-0123456789",
        APP_URL: origin,
        SMTP_URL: "",
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
        TRUST_PROXY: "0",
        FLY_APP_NAME: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  let partial = "";
  child.stdout.on("data", (chunk) => {
    keep(chunk);
    if (!onLine) return;
    partial += chunk.toString();
    let index;
    while ((index = partial.indexOf("\n")) >= 0) {
      onLine(partial.slice(0, index));
      partial = partial.slice(index + 1);
    }
  });
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output.slice(-20).join("\n")}`);
    }
    try {
      const response = await fetch(`${origin}/healthcheck`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `the server did not answer /healthcheck within 60 s:\n${output.slice(-20).join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    port,
    pid: child.pid,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    async kill() {
      child.kill("SIGKILL");
      return exited;
    },
    signal(name) {
      child.kill(name);
    },
    exited,
  };
}

/** The `name=value` of each Set-Cookie, ready for a Cookie header. */
export function cookieFrom(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Signs a new person up through the JSON API (a session cookie comes with the answer) and returns
 * the cookie and the person's id: the benches' one person.
 */
export async function signUp(origin, { name = "Bench Person", email = "bench@example.com" } = {}) {
  const response = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, password: "Quiet-Lake-4821" }),
  });
  if (response.status !== 201) {
    throw new Error(`register: ${response.status} ${await response.text()}`);
  }
  const user = await response.json();
  return { cookie: cookieFrom(response), userId: user.id };
}

/** Signs a new person up through the JSON API, then in (a second session), and returns it. */
export async function signUpAndIn(origin, n, runId) {
  const email = `load-${runId}-${n}@example.com`;
  const password = `load-pass-${runId}-${n}`;
  const json = { "Content-Type": "application/json" };
  const registered = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: `Load Person ${n}`, email, password }),
  });
  if (registered.status !== 201) {
    throw new Error(`register ${email}: ${registered.status} ${await registered.text()}`);
  }
  const user = await registered.json();
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200)
    throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  await login.arrayBuffer();
  return { id: user.id, email, cookie: cookieFrom(login) };
}
