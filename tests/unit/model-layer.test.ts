import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Models hold the rules and the queries and know nothing of HTTP (docs/architecture.md): no
 * Request, Response, status codes, ApiError or request helpers. Routes and app/services translate.
 */
const modelsDir = path.resolve("app/models");

const HTTP_IN_MODELS = [
  { pattern: /(?<![\w.])Request\b(?!s)/, what: "the Request type" },
  { pattern: /\bnew Response\(|\bResponse\.json\(/, what: "a Response" },
  { pattern: /\bApiError\b/, what: "ApiError" },
  {
    pattern: /from "~\/services\/(api|auth|session|request-[\w-]+)\.server"/,
    what: "a request helper",
  },
  { pattern: /from "@remix-run\//, what: "Remix" },
];

function codeLines(file: string) {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line));
}

describe("models know nothing of HTTP", () => {
  it("no model mentions requests, responses or request helpers", () => {
    const offenders = fs
      .readdirSync(modelsDir)
      .filter((name) => name.endsWith(".ts"))
      .flatMap((name) =>
        codeLines(path.join(modelsDir, name)).flatMap(({ line, number }) =>
          HTTP_IN_MODELS.filter(({ pattern }) => pattern.test(line)).map(
            ({ what }) => `app/models/${name}:${number} uses ${what}`,
          ),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
