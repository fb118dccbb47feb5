import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      "~": path.join(root, "app"),
      "#db": path.join(root, "db"),
      "#tests": path.join(root, "tests"),
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup/database.ts"],
    environment: "node",
    globals: false,
    pool: "forks",
    testTimeout: 20_000,
    // The outbox logs every email it writes; in tests that is noise.
    onConsoleLog: (log) => !log.startsWith("[email]"),
  },
});
