// The built app (`npm run build`) started on a free 127.0.0.1 port with its own database, for the
// load and crash tests. remix-serve's entry is run by node directly, so the pid is the server's
// and SIGKILL really kills it.
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
 * kept (the last lines are printed when it fails to start); `stop()` sends SIGTERM and waits,
 * `kill()` sends SIGKILL and waits.
 */
export async function startApp({ databasePath, port, env = {} }) {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
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
  child.stdout.on("data", keep);
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
  };
}

/** The `name=value` of each Set-Cookie, ready for a Cookie header. */
export function cookieFrom(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
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
