import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '~/server/db/database';
import { createTestDatabase, type Backend } from './server';

/**
 * An empty database of its own, with no migration run (for migration tests), and the clean-up that
 * closes it and removes it: its data directory and, on PostgreSQL, the database itself.
 */
export async function emptyDatabase(
  backend: Backend,
): Promise<{ handle: DatabaseHandle; cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-migration-'));
  const database = backend === 'postgres' ? await createTestDatabase() : undefined;
  const handle = openDatabase({ dataDir, databaseUrl: database?.url });
  return {
    handle,
    async cleanup() {
      await handle.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
