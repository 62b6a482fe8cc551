// Writes a consistent copy of the SQLite database (safe while the site runs) to
// DATA_DIR/backups/app-<timestamp>.db, or to the path given as the first argument.
import path from 'node:path';
import { loadConfig } from '~/server/config';
import { backupSqlite } from '~/server/db/database';

const config = loadConfig();
if (config.databaseUrl) {
  process.stderr.write('DATABASE_URL points at PostgreSQL; back it up with pg_dump instead.\n');
  process.exit(1);
}
const source = path.join(config.dataDir, 'app.db');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', `app-${stamp}.db`),
);
await backupSqlite(source, target);
process.stdout.write(`Backup written to ${target}\n`);
