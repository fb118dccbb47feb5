import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformWithEsbuild } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { resolveSessionSecret } from "~/env.server";

/**
 * The session secret with nothing configured: generated once into the data folder (0600), logged
 * once, reused by later starts and by processes starting at the same moment; required on Fly.
 */
const folders: string[] = [];
function dataFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "solace-secret-"));
  folders.push(dir);
  return path.join(dir, "data");
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("session secret", () => {
  it("uses SESSION_SECRET when it is set, and writes nothing", () => {
    const data = dataFolder();
    const logs: string[] = [];
    const secret = resolveSessionSecret(
      {
        SESSION_SECRET: "a-configured-secret-0123456789",
        DATABASE_PATH: path.join(data, "app.db"),
      },
      (line) => logs.push(line),
    );
    expect(secret).toBe("a-configured-secret-0123456789");
    expect(fs.existsSync(data)).toBe(false);
    expect(logs).toEqual([]);
  });

  it("with nothing set, generates a private file in the data folder, logs once, reuses it", () => {
    const data = dataFolder();
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);
    const settings = { DATABASE_PATH: path.join(data, "app.db") };

    const first = resolveSessionSecret(settings, log);
    const file = path.join(data, ".session-secret");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(file);
    expect(fs.readdirSync(data)).toEqual([".session-secret"]);

    // A second start (a fresh process reads the file again) gets the same secret, silently.
    expect(resolveSessionSecret(settings, log)).toBe(first);
    expect(logs).toHaveLength(1);
  });

  it("on Fly, a missing SESSION_SECRET is an error and nothing is generated", () => {
    const data = dataFolder();
    expect(() =>
      resolveSessionSecret({ DATABASE_PATH: path.join(data, "app.db"), FLY_APP_NAME: "solace" }),
    ).toThrow(/SESSION_SECRET must be set on Fly/);
    expect(fs.existsSync(path.join(data, ".session-secret"))).toBe(false);
  });

  it("refuses a secret file that holds no usable secret instead of signing with it", () => {
    const data = dataFolder();
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(path.join(data, ".session-secret"), "\n");
    expect(() => resolveSessionSecret({ DATABASE_PATH: path.join(data, "app.db") })).toThrow(
      /does not hold a session secret/,
    );
  });

  it("processes starting together on an empty folder all end up with one secret", async () => {
    // Real processes racing on the real file system: env.server.ts compiled to plain JavaScript
    // inside the repository (so `zod` resolves from node_modules), imported by each of them.
    const tmp = path.resolve("tests/.tmp");
    fs.mkdirSync(tmp, { recursive: true });
    const compiled = fs.mkdtempSync(path.join(tmp, "env-"));
    folders.push(compiled);
    const source = fs.readFileSync(path.resolve("app/env.server.ts"), "utf8");
    const { code } = await transformWithEsbuild(source, "env.server.ts", { format: "esm" });
    const modulePath = path.join(compiled, "env.server.mjs");
    fs.writeFileSync(modulePath, code);

    const data = dataFolder();
    const script = `
      const { resolveSessionSecret } = await import(${JSON.stringify(modulePath)});
      const secret = resolveSessionSecret({ DATABASE_PATH: process.argv[1] }, () => console.error("generated"));
      console.log(secret);`;
    const runs = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ["--input-type=module", "-e", script, path.join(data, "app.db")]),
      ),
    );

    for (const result of runs) expect(result.code, result.stderr).toBe(0);
    const secrets = new Set(runs.map((result) => result.stdout.trim()));
    expect(secrets.size).toBe(1);
    const [secret] = secrets;
    expect(fs.readFileSync(path.join(data, ".session-secret"), "utf8").trim()).toBe(secret);
    expect(runs.filter((result) => result.stderr.includes("generated"))).toHaveLength(1);
    expect(fs.readdirSync(data)).toEqual([".session-secret"]);
  });
});

function run(command: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
