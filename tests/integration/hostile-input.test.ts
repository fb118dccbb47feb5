import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, callRoute } from "#tests/utils/http";
import { createWorld, routeFiles, snapshotOf, type World } from "#tests/utils/world";
import { startSession } from "~/services/auth.server";

/**
 * Hostile input: every route module on disk (found, not listed) gets malformed, oversized,
 * wrongly typed and prototype-polluting bodies, headers, cookies, query strings and path
 * parameters, from an anonymous visitor and from a signed-in person who is not the owner of the
 * data the values point at. Nothing may answer 5xx, and the owner's rows must stay as they were.
 * Fixed seed and bounded runs: the same inputs every time, in well under a minute.
 */

const SEED = 20261123;
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS) || 12;

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

const ownerIds = () => Object.values(world.ids).map(String);

/** Values that have broken parsers before: dates, numbers, encodings, sizes. */
const junkText = fc.oneof(
  fc.constantFrom(
    "",
    "%",
    "%E0%A4%A",
    "0000-01-01",
    "9999-99-99",
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "9007199254740993",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\u0000",
    "\uD800",
    "🙂".repeat(50),
    "x".repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** A path parameter: junk, or one of the owner's ids (the attacker aims at someone else's data). */
const paramValue = () => fc.oneof(junkText, fc.constantFrom(...ownerIds()));

const INTENTS = [
  "login",
  "register",
  "forgot",
  "delete",
  "restore",
  "update",
  "create",
  "save",
  "send",
  "clear",
  "new-chat",
  "voice",
  "test",
  "mark-read",
  "record-mood",
  "toggle-task",
  "toggle-habit",
  "accept-suggestion",
  "dismiss-suggestion",
  "suggest",
  "delete-account",
  "export",
];
const FIELD_NAMES = [
  "intent",
  "id",
  "userId",
  "completed",
  "progress",
  "content",
  "title",
  "name",
  "email",
  "password",
  "rating",
  "date",
  "day",
  "status",
  "kind",
  "theme",
  "timezone",
  "reminderTime",
  "redirectTo",
  "respond",
  "history",
  "message",
  "target",
  "frequency",
];

const fieldValue = () =>
  fc.oneof(junkText, fc.constantFrom(...INTENTS), fc.constantFrom(...ownerIds()));

const formFields = () =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
    fieldValue(),
    {
      maxKeys: 8,
    },
  );

/** JSON that is wrong in shape, type or intent. */
const jsonBody = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    formFields().map((fields) => JSON.stringify(fields)),
    fc
      .record({
        userId: fc.oneof(fc.constantFrom(world.owner.user.id), fc.jsonValue()),
        completed: fc.jsonValue(),
        progress: fc.jsonValue(),
        content: fc.jsonValue(),
        rating: fc.jsonValue(),
        date: fc.jsonValue(),
        status: fc.jsonValue(),
      })
      .map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true},"userId":1}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"a":{"__proto__":{"polluted":1}}}',
      "{}",
      "{",
      "[1,2,3]",
      '"text"',
      "null",
      "1e999",
      '{"content":' + '"x"'.repeat(2) + "}",
    ),
  );

type BodySpec = {
  contentType: string | null;
  body: BodyInit | null;
  headers?: Record<string, string>;
};

const body = (): fc.Arbitrary<BodySpec> =>
  fc.oneof(
    jsonBody().map((text) => ({ contentType: "application/json", body: text })),
    formFields().map((fields) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(fields).toString(),
    })),
    formFields().map((fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return { contentType: null, body: form };
    }),
    fc.constantFrom<BodySpec>(
      { contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
      { contentType: "multipart/form-data", body: "no boundary at all" },
      { contentType: "application/x-www-form-urlencoded", body: "%%%=%&a=%E0%A4%A" },
      { contentType: "text/plain", body: "just text" },
      { contentType: "application/json; charset=utf-16", body: "\u0000{" },
      { contentType: "garbage", body: "garbage" },
      { contentType: null, body: null },
      {
        contentType: "application/x-www-form-urlencoded",
        body: "a=1",
        headers: { "Content-Length": String(300 * 1024 * 1024) },
      },
      { contentType: "application/json", body: "x".repeat(1024 * 1024 + 10) },
    ),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      contentType: "application/octet-stream",
      body: bytes,
    })),
  );

const cookieJunk = fc.constantFrom(
  "",
  "tz=%",
  "tz=Not%2FA%2FZone",
  "theme=%",
  "theme=neon",
  "__session=garbage",
  "__session=%",
  "__session=eyJub3QiOiJzaWduZWQifQ%3D%3D.bogus",
  "toast=%",
  ";;;==;",
);

const headerJunk = fc.dictionary(
  fc.constantFrom(
    "Accept",
    "Origin",
    "X-Forwarded-Host",
    "X-Forwarded-For",
    "Sec-Fetch-Dest",
    "Referer",
  ),
  fc.constantFrom(
    "",
    "null",
    "garbage",
    "http://localhost:3000",
    "https://evil.example",
    "%",
    "a, b, c",
  ),
  { maxKeys: 3 },
);

const QUERY_KEYS = [
  "edit",
  "sort",
  "checkIn",
  "page",
  "q",
  "tab",
  "filter",
  "emotion",
  "redirectTo",
  "day",
  "week",
  "month",
  "year",
  "sent",
  "error",
  "id",
  "index",
];
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
  junkText,
  { maxKeys: 4 },
);

const PARAM_NAMES = new Set(["id", "userId", "token", "habitId", "provider", "slug", "*"]);

/**
 * `api.habits.$habitId.toggle.ts` → ["habitId"]; `$.tsx` → ["*"]; a trailing "_" (out of the
 * parent's layout, `auth_.oidc.$provider_.callback.tsx`) is not part of the name.
 */
function paramsOf(file: string) {
  return file
    .replace(/\.(ts|tsx)$/, "")
    .split(".")
    .filter((segment) => segment.startsWith("$"))
    .map((segment) => (segment === "$" ? "*" : segment.slice(1).replace(/_$/, "")));
}

/** A URL for the route with the given params, so loaders that read the URL see them too. */
function urlFor(file: string, params: Record<string, string>, search: Record<string, string>) {
  const segments = file
    .replace(/\.(ts|tsx)$/, "")
    .split(".")
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) => segment.replace(/(.)_$/, "$1"))
    .map((segment) =>
      segment.startsWith("$")
        ? encodeURIComponent(params[segment === "$" ? "*" : segment.slice(1)] ?? "")
        : segment,
    );
  const query = new URLSearchParams(search).toString();
  return `${BASE_URL}/${segments.join("/")}${query ? `?${query}` : ""}`;
}

const modules = routeFiles();

/** Lone surrogates replaced, as String.prototype.toWellFormed does. */
function wellFormed(value: string) {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "\uFFFD",
  );
}

/** Values every query key and path parameter gets in the fixed pass. */
const FIXED_VALUES = ["0000-01-01", "%", "-1", "1e309", "x".repeat(5000), "__proto__"];

/** Bodies every action gets in the fixed pass, signed in and not. */
const FIXED_BODIES: BodySpec[] = [
  { contentType: "application/json", body: "{}" },
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: '{"__proto__":{"isAdmin":true}}' },
  { contentType: "application/json", body: '{"constructor":{"prototype":{"x":1}}}' },
  { contentType: "application/x-www-form-urlencoded", body: "" },
  { contentType: "application/x-www-form-urlencoded", body: "%%%=%" },
  { contentType: "application/x-www-form-urlencoded", body: "intent=__proto__&id=__proto__" },
  { contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
  { contentType: "text/plain", body: "text" },
  { contentType: null, body: null },
];

describe("hostile input", () => {
  it("every path parameter of every route has a generator", () => {
    const unknown = modules.flatMap((file) =>
      paramsOf(file).filter((name) => !PARAM_NAMES.has(name)),
    );
    expect(unknown).toEqual([]);
  });

  it.each(modules)("%s: fixed hostile cases never answer 5xx", async (file) => {
    const module = (await import(path.resolve("app/routes", file))) as RouteModule;
    const cookie = (await startSession(world.other.user.id)).split(";")[0]!;
    const before = snapshotOf(world.owner.user.id);
    const failures: string[] = [];
    const attempt = async (method: string, value: string, spec: BodySpec | null, who: string) => {
      const names = paramsOf(file);
      const params = Object.fromEntries(names.map((name) => [name, value]));
      const search = Object.fromEntries(QUERY_KEYS.map((key) => [key, value]));
      const headers = new Headers({ Cookie: `${who}; tz=%; theme=%` });
      if (spec?.contentType) headers.set("Content-Type", spec.contentType);
      const request = new Request(urlFor(file, params, search), {
        method,
        headers,
        body: spec?.body ?? undefined,
      });
      const handler = method === "GET" ? module.loader : module.action;
      if (!handler) return;
      try {
        const { status } = await callRoute(handler, request, params);
        if (status >= 500)
          failures.push(`${method} ${request.url.slice(0, 200)} answered ${status}`);
      } catch (error) {
        failures.push(`${method} ${request.url.slice(0, 200)} threw ${String(error)}`);
      }
    };
    for (const who of ["", cookie]) {
      for (const value of FIXED_VALUES) await attempt("GET", value, null, who);
      for (const spec of FIXED_BODIES) await attempt("POST", "1", spec, who);
      await attempt("PATCH", "1", FIXED_BODIES[0]!, who);
      await attempt("DELETE", "1", FIXED_BODIES[0]!, who);
    }
    expect(failures).toEqual([]);
    expect(snapshotOf(world.owner.user.id)).toEqual(before);
  });

  it.each(modules)(
    "%s: random hostile input never answers 5xx, the owner's rows unchanged",
    async (file) => {
      const module = (await import(path.resolve("app/routes", file))) as RouteModule;
      if (!module.loader && !module.action) return;
      const attackerCookie = (await startSession(world.other.user.id)).split(";")[0]!;
      const before = snapshotOf(world.owner.user.id);
      const names = paramsOf(file);
      const failures: string[] = [];

      await fc
        .assert(
          fc.asyncProperty(
            fc.boolean(),
            fc.constantFrom(
              ...(module.action ? ["GET", "POST", "PATCH", "PUT", "DELETE"] : ["GET"]),
            ),
            fc.tuple(...names.map(() => paramValue())),
            query,
            body(),
            cookieJunk,
            headerJunk,
            async (signedIn, method, paramValues, search, spec, cookie, extraHeaders) => {
              // A URL cannot carry a lone surrogate: the router would hand over its replacement.
              const params = Object.fromEntries(
                names.map((name, i) => [name, wellFormed(paramValues[i]!)]),
              );
              const headers = new Headers();
              for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
              headers.set(
                "Cookie",
                [signedIn ? attackerCookie : "", cookie].filter(Boolean).join("; "),
              );
              const hasBody = method !== "GET" && spec.body !== null;
              if (hasBody && spec.contentType) headers.set("Content-Type", spec.contentType);
              for (const [name, value] of Object.entries(hasBody ? (spec.headers ?? {}) : {})) {
                headers.set(name, value);
              }
              const request = new Request(urlFor(file, params, search), {
                method,
                headers,
                body: hasBody ? spec.body : undefined,
              });
              const handler = method === "GET" ? module.loader : module.action;
              if (!handler) return;
              let status: number;
              try {
                status = (await callRoute(handler, request, params)).status;
              } catch (error) {
                status = 500;
                failures.push(`${method} ${request.url} threw ${String(error)}`);
              }
              if (status >= 500) {
                failures.push(`${method} ${request.url} (${spec.contentType}) answered ${status}`);
              }
              return status < 500;
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(String(error).split("\n").slice(0, 6).join("\n"));
        });

      expect(failures).toEqual([]);
      expect(snapshotOf(world.owner.user.id)).toEqual(before);
    },
  );
});
