import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from './server';
import { scaled } from './timeouts';

/** Reads the test server's database directly, as an operator would. */
export async function queryDb<T = Record<string, unknown>>(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (server.backend === 'postgres') {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      let index = 0;
      const text = sql.replace(/\?/g, () => `$${++index}`);
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(server.dataDir, 'app.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Changes the database behind the server's back, as an operator would. */
export async function execDb(server: TestServer, sql: string, params: unknown[]): Promise<void> {
  if (server.backend === 'postgres') {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      let index = 0;
      await client.query(
        sql.replace(/\?/g, () => `$${++index}`),
        params,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(path.join(server.dataDir, 'app.db'));
  try {
    db.pragma(`busy_timeout = ${scaled(5000)}`);
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
