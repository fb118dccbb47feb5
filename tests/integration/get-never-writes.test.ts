import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { databasePath, db, type Db } from "#db/client";
import * as schema from "#db/schema";
import { BASE_URL, callRoute, createSignedInUser, jsonRequest } from "#tests/utils/http";
import { clearOutbox, lastLinkToken, readOutbox } from "#tests/utils/outbox";
import { createWorld, routeFiles, type World } from "#tests/utils/world";
import { action as apiLoginAction } from "~/routes/api.login";
import { action as forgotAction } from "~/routes/api.forgot-password";
import { settleQueuedEmail } from "~/services/email/mailer.server";

/**
 * GET requests never write (docs/architecture.md#replicas): a LiteFS replica refuses writes, so a
 * loader that writes would fail there. Every loader on disk (and the root's) is called with GET,
 * as a visitor, another person, the owner of the data its path names and an admin, with real ids
 * and live email-link tokens, while the app's connection is swapped for a read-only one that
 * records each statement it runs. Any statement that is not a read fails the test, even one whose
 * error the app caught, and so does any 5xx.
 */

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;
type RouteModule = { loader?: Handler };

const globalForDb = globalThis as unknown as { __db?: { path: string; db: Db } };

let world: World;
let tokens: Record<string, string>;
let roles: Array<[string, string]>;

beforeAll(async () => {
  world = await createWorld();
  const pending = await createSignedInUser({ name: "Pending Person" });
  clearOutbox();
  await callRoute(forgotAction, jsonRequest("/api/forgot-password", { email: pending.user.email }));
  // Ten wrong passwords lock the owner's email and mail them an unlock link.
  for (let i = 0; i < 11; i++) {
    await callRoute(
      apiLoginAction,
      jsonRequest("/api/login", { email: world.owner.user.email, password: `wrong-${i}-pass` }),
    );
  }
  await settleQueuedEmail();
  const unlockMail = readOutbox()
    .filter((mail) => mail.includes(world.owner.user.email))
    .at(-1)
    ?.replace(/=\r?\n/g, "");
  tokens = {
    verification: pending.verificationToken,
    reset: lastLinkToken(pending.user.email, "/reset-password/")!,
    unlock: /\/unlock\/([A-Za-z0-9_.-]+)/.exec(unlockMail ?? "")![1]!,
  };
  expect(Object.values(tokens).every(Boolean)).toBe(true);
  roles = [
    ["visitor", ""],
    ["other", world.other.cookie],
    ["owner", world.owner.cookie],
    ["admin", world.admin.cookie],
    ["pending", pending.cookie],
  ];
});

/** Statements run on the read-only connection while it was the app's. */
let statements: string[] = [];

/** Makes db() answer a read-only connection to the same file until the returned function runs. */
function readOnlyConnection() {
  const saved = globalForDb.__db;
  const file = databasePath();
  const sqlite = new Database(file, {
    readonly: true,
    fileMustExist: true,
    verbose: (sql) => statements.push(String(sql)),
  });
  sqlite.pragma("busy_timeout = 5000");
  globalForDb.__db = { path: file, db: drizzle(sqlite, { schema }) as Db };
  return () => {
    sqlite.close();
    globalForDb.__db = saved;
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const READ = /^\s*(SELECT|WITH\s[\s\S]*?\bSELECT\b|PRAGMA\s+\w+\s*(\(\s*[\w"]+\s*\))?\s*;?\s*$)/i;
const isWrite = (sql: string) =>
  !READ.test(sql) || /^\s*WITH[\s\S]*\b(INSERT|UPDATE|DELETE)\b/i.test(sql);

/** Path parameters every route gets, from the world: the owner's rows and live tokens. */
function paramSets(file: string): Array<Record<string, string>> {
  const names = file
    .replace(/\.(ts|tsx)$/, "")
    .split(".")
    .filter((segment) => segment.startsWith("$"))
    .map((segment) => (segment === "$" ? "*" : segment.slice(1)));
  if (names.length === 0) return [{}];
  const ids = world.ids;
  const valuesFor = (name: string): string[] => {
    if (name === "token") return [tokens.verification!, tokens.reset!, tokens.unlock!, "bogus"];
    if (name === "userId") return [String(world.owner.user.id)];
    if (name === "habitId") return [String(ids.habitId)];
    if (name === "*") return ["no-such-page", "api/no-such-thing"];
    if (file.includes("goals")) return [String(ids.goalId), String(world.owner.user.id)];
    if (file.includes("tasks")) return [String(ids.taskId), String(world.owner.user.id)];
    if (file.includes("habits")) return [String(ids.habitId), String(world.owner.user.id)];
    if (file.includes("notifications")) return [String(ids.notificationId)];
    if (file.includes("support")) return [String(ids.supportId)];
    if (file.includes("journal")) return [String(ids.entryId), String(world.owner.user.id)];
    return [String(ids.entryId)];
  };
  return names.reduce<Array<Record<string, string>>>(
    (sets, name) =>
      sets.flatMap((set) => valuesFor(name).map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}

function urlFor(file: string, params: Record<string, string>, search = "") {
  const segments = file
    .replace(/\.(ts|tsx)$/, "")
    .split(".")
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) =>
      segment.startsWith("$") ? (params[segment === "$" ? "*" : segment.slice(1)] ?? "") : segment,
    );
  return `${BASE_URL}/${segments.join("/")}${search}`;
}

/** Query strings the screens understand: pages, edits, tabs, filters, periods. */
const SEARCHES = ["", "?page=2&edit=1&tab=register&deleted=1&q=lake&week=1&month=1&day=1"];

const loaderFiles = [
  ["root.tsx", path.resolve("app/root.tsx")] as const,
  ...routeFiles().map((file) => [file, path.resolve("app/routes", file)] as const),
];

describe("GET requests never write", () => {
  it("the write detector sees a write, even one the app caught", async () => {
    restore = readOnlyConnection();
    statements = [];
    const caught = () => {
      try {
        db().update(schema.sessions).set({ userAgent: "x" }).run();
      } catch {
        // swallowed, as a careless loader might
      }
    };
    caught();
    expect(statements.filter(isWrite)).toEqual([expect.stringMatching(/^update "sessions"/)]);
    expect(() => db().$client.prepare("DELETE FROM users WHERE id = -1").run()).toThrow(/readonly/);
    expect(isWrite("INSERT INTO x VALUES (1)")).toBe(true);
    expect(isWrite("WITH a AS (SELECT 1) DELETE FROM x")).toBe(true);
    expect(isWrite("PRAGMA journal_mode = DELETE")).toBe(true);
    expect(isWrite('select "id" from "users" where "id" = ?')).toBe(false);
    expect(isWrite("PRAGMA table_info(users)")).toBe(false);
  });

  it.each(loaderFiles)("%s", async (file, modulePath) => {
    const module = (await import(modulePath)) as RouteModule;
    if (!module.loader) return;
    const failures: string[] = [];
    restore = readOnlyConnection();
    for (const params of paramSets(file)) {
      for (const search of SEARCHES) {
        for (const [role, cookie] of roles) {
          statements = [];
          const url = file === "root.tsx" ? `${BASE_URL}/${search}` : urlFor(file, params, search);
          const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
          let status: number;
          try {
            status = (await callRoute(module.loader, request, params)).status;
          } catch (error) {
            status = 500;
            failures.push(`${role} GET ${url} threw ${String(error)}`);
          }
          if (status >= 500) failures.push(`${role} GET ${url} answered ${status}`);
          const writes = statements.filter(isWrite);
          if (writes.length > 0)
            failures.push(
              `${role} GET ${url} wrote: ${writes.map((sql) => sql.slice(0, 120)).join(" | ")}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
