import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Db } from '~/server/db/database';

/**
 * For the unit tests of a store: a migrated SQLite database in a folder of its own for each test
 * of the calling file, removed after it. Returns the current test's database.
 */
export function useScratchDatabase(): () => Db {
  let dataDir: string;
  let database: DatabaseHandle | undefined;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-store-'));
    database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database?.close();
    database = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!database) throw new Error('The scratch database exists only while a test runs');
    return database.db;
  };
}
