import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { expect, onTestFinished } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '~/server/db/database';
import { migrations } from '~/server/db/migrations/index';
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

/**
 * For the test of one migration: an empty database of its own, migrated up to the migration before
 * `name`, with its migrator and that migration's name (`before`); removed when the test ends.
 */
export async function databaseBeforeMigration(
  backend: Backend,
  name: string,
): Promise<{ db: Db; migrator: Migrator; before: string }> {
  const names = Object.keys(migrations);
  const before = names[names.indexOf(name) - 1];
  if (!names.includes(name) || before === undefined)
    throw new Error(`no migration comes before ${name}`);
  const { handle, cleanup } = await emptyDatabase(backend);
  onTestFinished(cleanup);
  const db = handle.db;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  return { db, migrator, before };
}
