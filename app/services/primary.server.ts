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

const PRIMARY_FILE = ".primary";

function litefsDir() {
  return path.resolve(
    process.env.LITEFS_DIR || path.dirname(process.env.DATABASE_PATH || "./data/app.db"),
  );
}
