import type { KnipConfig } from "knip";

/**
 * `npm run check:unused`: unused files, dependencies and exports. Knip's Remix plugin already
 * takes app/root.tsx, app/entry.*.tsx and app/routes/** as entries, and exports of entry files
 * (loader, action, meta, links, headers, handle, ErrorBoundary, default…) are never reported,
 * since Remix uses them by convention. Its Vitest and Drizzle plugins read vitest.config.ts (and
 * the bench config named in package.json) and drizzle.config.ts.
 */
const config: KnipConfig = {
  entry: [
    // Run with `node` after a build, never imported.
    "tests/bench/client-bundle-size.mjs",
    // Preloaded into the server by the memory bench (node --import), never imported.
    "tests/bench/gc-on-signal.mjs",
    // Preloaded into the server by the HTTP bench (node --import), never imported.
    "tests/bench/count-statements.mjs",
    // Run with `node` on the HTTP bench's CPU profile (PROFILE=dir), never imported.
    "tests/bench/profile-summary.mjs",
    // `npm run audit` starts it with a node flag, which hides it from knip's script parser.
    "tests/bench/lighthouse-audit.mjs",
    // Run with `node` to compare sentence-embedding models (docs/decisions/019), never imported.
    "tests/bench/embedding-models.mjs",
    // Started as a child process by tests/bench/crisis-models.bench.ts (decision 031), never imported.
    "tests/bench/crisis-models-embed.mjs",
    "playwright.config.ts",
  ],
  project: ["app/**/*.{ts,tsx,css}", "db/**/*.ts", "tests/**/*.{ts,tsx,mjs}", "*.{js,ts}"],
  // playwright.config.ts refuses to load before `remix build` and this check runs before the
  // build, so its entries are listed here instead of read from it.
  playwright: {
    config: [],
    entry: ["tests/e2e/**/*.spec.ts", "tests/e2e/global-setup.ts"],
  },
  // An export used in its own file is not dead code: only exports used nowhere are reported.
  ignoreExportsUsedInFile: true,
};

export default config;
