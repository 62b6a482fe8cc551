// Applies every pending migration to the configured database, then exits.
import { loadConfig } from '~/server/config';
import { migrateToLatest, openDatabase } from '~/server/db/database';

const config = loadConfig();
const database = openDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  process.stdout.write(
    applied.length ? `Applied: ${applied.join(', ')}\n` : 'Database is up to date.\n',
  );
} finally {
  await database.close();
}
