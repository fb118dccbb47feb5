// npm run restore -- <backup file>: checks the file, then puts it in place of DATABASE_PATH with
// the app stopped (it refuses while the database is open), keeping the replaced file aside.
// npm run restore -- --check <file> only checks. npm run restore -- --list lists the backups.
import { backupSettings, checkDatabaseFile, listBackups, restoreDatabase } from "../db/backup.mjs";

const args = process.argv.slice(2);
const settings = backupSettings();

function fail(message, code = 1) {
  console.error(`[restore] ${message}`);
  process.exit(code);
}

if (args[0] === "--list") {
  const backups = listBackups(settings);
  if (backups.length === 0) console.log(`[restore] no backups in ${settings.dir}`);
  for (const file of backups) console.log(file);
} else if (args[0] === "--check") {
  if (!args[1]) fail("usage: npm run restore -- --check <backup file>", 64);
  const check = checkDatabaseFile(args[1]);
  if (!check.ok) fail(`${args[1]} is not usable: ${check.problem}`);
  console.log(`[restore] ${args[1]}: integrity ok, migrations table present`);
} else {
  if (!args[0] || args[0].startsWith("-")) {
    fail("usage: npm run restore -- <backup file>   (or --check <file>, or --list)", 64);
  }
  if (process.env.LITEFS_DIR) {
    fail(
      "the database is in a LiteFS mount: check the file with `npm run restore -- --check <file>`, " +
        'then on the primary run `litefs import -name app.db <file>` (README "Backups").',
      2,
    );
  }
  try {
    const result = restoreDatabase(settings, args[0]);
    console.log(`[restore] ${args[0]} is now ${result.database}`);
    if (result.replaced)
      console.log(`[restore] the previous database was kept as ${result.replaced}`);
    console.log("[restore] start the app again.");
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), 2);
  }
}
