import fs from "node:fs";
import path from "node:path";

/**
 * Whether this machine may write to the database (docs/architecture.md#replicas). LiteFS keeps a
 * `.primary` file in its mount on replicas only (it holds the primary's host name) and removes it
 * on the primary, so the file's absence means "primary". Without LiteFS there is no such file and
 * the single machine is the primary. The mount is the database's folder unless LITEFS_DIR says
 * otherwise. Checked on every call: the lease can move to another machine at any time.
 */
export function isPrimary(dir = litefsDir()) {
  return !fs.existsSync(path.join(dir, PRIMARY_FILE));
}

/**
 * On a replica, a response asking Fly's proxy to replay this request on the primary machine
 * (`fly-replay: instance=<id>`; LiteFS writes the primary's host name, the Fly machine id, into
 * `.primary`). Undefined on the primary or when the primary is not known. For the few GETs that
 * need something only the primary's volume has (support uploads).
 */
export function replayOnPrimary(dir = litefsDir()) {
  let host: string;
  try {
    host = fs.readFileSync(path.join(dir, PRIMARY_FILE), "utf8").trim();
  } catch {
    return undefined;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(host)) return undefined;
  return new Response("Replaying on the primary", {
    status: 409,
    headers: { "fly-replay": `instance=${host}`, "Cache-Control": "private, no-store" },
  });
}

const PRIMARY_FILE = ".primary";

function litefsDir() {
  return path.resolve(
    process.env.LITEFS_DIR || path.dirname(process.env.DATABASE_PATH || "./data/app.db"),
  );
}
