#!/usr/bin/env node
// The production server behind `npm start`, the Docker image, the e2e run and every bench: the
// Remix build (`npm run build`) served by Express, as remix-serve did, with three differences
// (docs/architecture.md#performance):
// - no access log unless LOG_REQUESTS=1: remix-serve logged every request (a console write per
//   request, and every email link's token in the path reached the log);
// - public/ is looked up only for the files it held at start: remix-serve asked the disk
//   (stat) about every request's path, pages included, before Remix answered;
// - compression is cheaper per byte: gzip level 4 and brotli quality 3 (remix-serve: 6 and 4),
//   for about the same size (COMPRESSION_LEVEL and BROTLI_QUALITY change them).
// Usage: node server.mjs [build/index.js]; PORT (default 3000), HOST (default all interfaces).
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

process.env.NODE_ENV ??= "production";

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
const build = await import(url.pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const number = (raw, fallback) => (raw && Number.isFinite(Number(raw)) ? Number(raw) : fallback);

/** Every file under `dir` as a URL path ("/favicon.svg"), read once. */
function filesUnder(dir, prefix = "") {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const urlPath = `${prefix}/${entry.name}`;
    return entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), urlPath)
      : [encodeURI(urlPath)];
  });
}

const app = express();
app.disable("x-powered-by");
app.use(
  compression({
    level: number(process.env.COMPRESSION_LEVEL, 4),
    brotli: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: number(process.env.BROTLI_QUALITY, 3) },
    },
  }),
);

// Hashed assets of the build: immutable for a year, as remix-serve served them.
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }),
);

// public/ (favicon, service worker, robots.txt…) is fixed once deployed: its files are listed at
// start, and only their paths are looked up on disk.
const publicDir = path.resolve("public");
const publicFiles = new Set(filesUnder(publicDir));
const servePublic = express.static(publicDir, { maxAge: "1h", index: false, redirect: false });
app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));

if (process.env.LOG_REQUESTS === "1") {
  app.use((req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms} ms`);
    });
    next();
  });
}

app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = number(process.env.PORT, 3000);
const host = process.env.HOST;
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

function onListen() {
  console.log(`[server] http://${host && host !== "0.0.0.0" ? host : "localhost"}:${port}`);
}

// docker stop, Fly and Ctrl-C: stop accepting, let requests in flight finish, then exit.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close((error) => {
      if (error) console.error(error);
      process.exit(error ? 1 : 0);
    });
    server.closeIdleConnections();
    // A client that keeps its connection busy must not keep the machine from stopping.
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
