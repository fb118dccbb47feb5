// npm run backup: a consistent copy of the live database into BACKUP_DIR, keeping the newest
// BACKUP_KEEP (db/backup.mjs; README "Backups").
import { backupDatabase, backupSettings } from "../db/backup.mjs";

try {
  const settings = backupSettings();
  const result = await backupDatabase(settings);
  const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `[backup] ${result.file}: integrity ok, ${rows} rows in ${Object.keys(result.tables).length} tables`,
  );
  for (const file of result.removed) console.log(`[backup] removed old backup ${file}`);
} catch (error) {
  console.error(`[backup] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
