import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

describe('the SQLite database', () => {
  let handle: DatabaseHandle | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const open = (onQuery?: (seconds: number, outcome: 'ok' | 'error') => void) => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-sqlite-'));
    handle = openDatabase({ dataDir, onQuery });
    return handle.db;
  };

  it('fails a transaction on a full disk with the full disk, not with the rollback after it', async () => {
    const db = open();
    await sql`create table big (data blob)`.execute(db);
    // SQLite answers SQLITE_FULL once the file would grow past max_page_count, as it does when the
    // disk is full; the transaction is rolled back by SQLite itself.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 2}`).execute(db);
    const transaction = db.transaction().execute(async (trx) => {
      for (let i = 0; i < 20; i++)
        await sql`insert into big (data) values (${Buffer.alloc(64 * 1024)})`.execute(trx);
    });
    await expect(transaction).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    // And the connection is usable after it.
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows[0]?.one).toBe(1);
  });

  it('tells onQuery the time of every query, and whether it failed', async () => {
    const times: [number, string][] = [];
    const db = open((seconds, outcome) => times.push([seconds, outcome]));
    await sql`select 1`.execute(db);
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow();
    expect(times.map(([, outcome]) => outcome)).toEqual(['ok', 'error']);
    expect(times.every(([seconds]) => Number.isFinite(seconds) && seconds >= 0)).toBe(true);
  });
});
