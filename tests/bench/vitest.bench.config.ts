import { defineConfig } from "vitest/config";
import base from "../../vitest.config";

/**
 * Server-side latency benchmarks (docs/architecture.md#tests-and-ci: measured, never asserted). Each `*.bench.ts` file is
 * a plain vitest file that times real code against a fresh SQLite file and prints median and p99:
 *   npm run bench                       # all of them
 *   npm run bench -- local-engine       # one
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/bench/**/*.bench.ts"],
    testTimeout: 600_000,
    onConsoleLog: () => true,
  },
});
