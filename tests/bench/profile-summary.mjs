#!/usr/bin/env node
// Where the server's time went, from a `.cpuprofile` (`PROFILE=dir npm run bench:http` writes one
// per thread; the main thread's is the largest). Prints the share of busy time (all samples but
// idle) by area (React rendering, turbo-stream, Express, our loaders…), by package or file, and
// the functions with the most self time and the most total time (self plus callees).
//   node tests/bench/profile-summary.mjs <file.cpuprofile | dir> [top=25]
import fs from "node:fs";
import path from "node:path";

const [target, topArg] = process.argv.slice(2);
if (!target) {
  console.error("usage: node tests/bench/profile-summary.mjs <file.cpuprofile | dir> [top]");
  process.exit(2);
}
const top = Number(topArg) || 25;
let file = target;
if (fs.statSync(target).isDirectory()) {
  // The main thread's profile is the largest one in the folder.
  file = fs
    .readdirSync(target)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(target, name))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
}
const profile = JSON.parse(fs.readFileSync(file, "utf8"));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

// Time per sample: the delta that follows it.
const selfMs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  selfMs.set(profile.samples[i], (selfMs.get(profile.samples[i]) ?? 0) + ms);
}

/** Package or file a frame belongs to (node_modules package, app file, node internals). */
function where(frame) {
  const url = frame.url || "";
  if (!url) return frame.functionName.startsWith("(") ? frame.functionName : "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return url;
  if (url.includes("/build/")) return "build/index.js (our server code)";
  return path.relative(process.cwd(), url.replace("file://", ""));
}

/** Coarse area of a package, to read the profile at a glance. */
function area(place) {
  if (["(idle)", "(program)", "(garbage collector)"].includes(place)) return place;
  if (place === "react-dom" || place === "react") return "React rendering";
  if (place === "turbo-stream") return "turbo-stream (loader data)";
  if (
    /^(express|compression|serve-static|send|morgan|on-finished|finalhandler|body-parser|router|etag|fresh|debug|accepts|negotiator|mime|parseurl|path-to-regexp)$/.test(
      place,
    )
  )
    return "Express and its middleware";
  if (place.startsWith("@remix-run/")) return "Remix (request handling, routing)";
  if (place === "drizzle-orm" || place === "better-sqlite3") return "SQL (drizzle, better-sqlite3)";
  if (place.startsWith("node:")) return "Node internals (http, streams, zlib)";
  if (place === "build/index.js (our server code)") return "our server code (loaders, components)";
  return "other packages / native";
}

const byPlace = new Map();
const byArea = new Map();
const byFunction = new Map();
let total = 0;
let idle = 0;
for (const [id, ms] of selfMs) {
  const frame = nodes.get(id).callFrame;
  total += ms;
  const place = where(frame);
  if (place === "(idle)") idle += ms;
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  byArea.set(area(place), (byArea.get(area(place)) ?? 0) + ms);
  const key = `${frame.functionName || "(anonymous)"}  ${place}:${frame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
}

// Total time: each sample counts once for every distinct function on its stack.
const totalByFunction = new Map();
for (const [id, ms] of selfMs) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at).callFrame;
    const key = `${frame.functionName || "(anonymous)"}  ${where(frame)}:${frame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    totalByFunction.set(key, (totalByFunction.get(key) ?? 0) + ms);
  }
}

const busy = total - idle;
const pct = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)}%`;
const list = (map, n, skip = () => false) =>
  [...map]
    .filter(([key]) => !skip(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${pct(ms)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${key}`)
    .join("\n");

console.log(`${file}`);
console.log(
  `${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)}%); shares are of busy time.\n`,
);
console.log(`By area:\n${list(byArea, 20, (key) => key === "(idle)")}\n`);
console.log(`By package or file:\n${list(byPlace, top, (key) => key === "(idle)")}\n`);
console.log(
  `Self time by function:\n${list(byFunction, top, (key) => key.startsWith("(idle)"))}\n`,
);
console.log(
  `Total time by function:\n${list(totalByFunction, top, (key) => /^\((idle|root|program)\)/.test(key))}`,
);
