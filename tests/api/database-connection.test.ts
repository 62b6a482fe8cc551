import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '~/server/db/database';
import { createTestDatabase } from '~/tests/support/server';

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a PostgreSQL connection closed by the server',
  () => {
    it('is logged and replaced: the process lives and the next query works', async () => {
      const database = await createTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-connection-'));
      const warnings: unknown[] = [];
      const handle = openDatabase({
        dataDir,
        databaseUrl: database.url,
        logger: { warn: (...args: unknown[]) => void warnings.push(args) },
      });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          handle.db,
        );
        const pid = rows[0]?.pid;
        // What a restart, a failover or DROP DATABASE … WITH (FORCE) does to an idle connection.
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        await expect.poll(() => warnings.length).toBe(1);
        const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        await handle.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('is heard while checked out between two statements of a transaction: the transaction fails, the process lives', async () => {
      const database = await createTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-connection-'));
      const warnings: unknown[] = [];
      const handle = openDatabase({
        dataDir,
        databaseUrl: database.url,
        logger: { warn: (...args: unknown[]) => void warnings.push(args) },
      });
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        // The terminated backend's error reaches its client while the transaction holds it and no
        // query runs: the moment the pool's own listener does not cover.
        const transaction = handle.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await expect.poll(() => warnings.length).toBe(1);
          await sql`select 1`.execute(trx);
        });
        await expect(transaction).rejects.toThrow();
        const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        await admin.end();
        await handle.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
