#!/usr/bin/env node
// Gzipped client JavaScript each screen ships (entry + every route module on its path + their
// imports), read from the classic compiler's manifest. Run after `npm run build`:
//   node tests/bench/client-bundle-size.mjs
// Budgets (docs/architecture.md#performance): no screen over 150 KB gzipped; the light pages a
// signed-out visitor lands on (the landing page and /auth) at most 100 KB. Exits 1 when a budget
// is broken: byte sizes from a build are deterministic, so this is a check, not a measurement.
// Code loaded later with import() (the toast region after hydration) is not counted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 150;
const LIGHT_BUDGET_KB = 100;
const LIGHT_PAGES = new Set(["routes/_index", "routes/auth"]);
const budgetOf = (route) => (LIGHT_PAGES.has(route) ? LIGHT_BUDGET_KB : BUDGET_KB);
const buildDir = path.resolve("public/build");
const manifestFile = fs.readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error("No manifest in public/build: run `npm run build` first.");
  process.exit(1);
}
const source = fs.readFileSync(path.join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));

const gzipCache = new Map();
function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const file = path.join("public", url);
    gzipCache.set(url, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(url);
}

function routeChain(id) {
  const chain = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId])
    chain.unshift(route);
  return chain;
}

const rows = [];
for (const id of Object.keys(manifest.routes)) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routeChain(id)) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push({ route: id, kb: bytes / 1024 });
}
rows.sort((a, b) => b.kb - a.kb);
for (const row of rows) {
  const flag = row.kb > budgetOf(row.route) ? `  OVER BUDGET (${budgetOf(row.route)} KB)` : "";
  console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.route}${flag}`);
}
const over = rows.filter((row) => row.kb > budgetOf(row.route));
console.log(
  `\n${rows.length} routes; largest ${rows[0].kb.toFixed(1)} KB; budget ${BUDGET_KB} KB ` +
    `(${LIGHT_BUDGET_KB} KB for ${[...LIGHT_PAGES].join(", ")}); ${over.length} over.`,
);
process.exitCode = over.length ? 1 : 0;
