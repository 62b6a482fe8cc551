import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  type KyselyConfig,
  Migrator,
  sql,
  PostgresDialect,
  SqliteDialect,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';
import type { Logger } from '~/server/logger';
import { makePrivate, PRIVATE_DIR_MODE } from '~/server/private-files';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'sqlite' | 'postgres';
  /** Path of the SQLite file; undefined on PostgreSQL. */
  file: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Told when PostgreSQL closes an idle connection (a restart, a failover, an administrator). */
  logger?: Pick<Logger, 'warn'>;
  /** What the connections call themselves on PostgreSQL: `ecs-site` unless told. */
  applicationName?: string;
  /** Told of every query once it is answered or has failed: its time (server/metrics.ts). */
  onQuery?: (seconds: number, outcome: 'ok' | 'error') => void;
}

/** Kysely's `log` hook, for the time of every query; none without `onQuery`. */
function queryTimes(onQuery: DatabaseOptions['onQuery']): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event) =>
    onQuery(event.queryDurationMillis / 1000, event.level === 'error' ? 'error' : 'ok');
}

export function openDatabase({
  dataDir,
  databaseUrl,
  logger,
  applicationName = 'ecs-site',
  onQuery,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    // The name PostgreSQL shows for each connection (pg_stat_activity): `db:restore` tells the
    // site's instances from its own.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      application_name: applicationName,
    });
    // A connection the server closes (a restart, a failover, an administrator) emits 'error' on its
    // client, idle in the pool or checked out between two statements of a transaction; unheard, it
    // would end the process. Every client gets a listener of its own when it connects, for its
    // whole life: the query in flight fails (its request with it), and the pool drops the broken
    // client when it comes back (`_queryable` is false) and opens another for the next query.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        logger?.warn(
          { err: error },
          'a database connection was closed; the next query opens another',
        );
      });
    });
    // The pool repeats an idle client's error on itself, and would throw it unheard; the client's
    // own listener above has logged it already.
    pool.on('error', () => {});
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: queryTimes(onQuery),
    });
    return { db, kind: 'postgres', file: undefined, close: () => db.destroy() };
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(dataDir, 'app.db');
  // A database made before files were kept private is made so now, with the copies SQLite keeps
  // beside it (they take its mode).
  for (const suffix of ['', '-wal', '-shm'])
    makePrivate(`${file}${suffix}`, (error) =>
      logger?.warn({ err: error, file: `${file}${suffix}` }, 'could not make the file private'),
    );
  const sqlite = new SQLite(file);
  // WAL lets readers work during a write; FULL sync makes a committed submission survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: queryTimes(onQuery),
  });
  return { db, kind: 'sqlite', file, close: () => db.destroy() };
}

/**
 * The `rollback` of a transaction SQLite has already rolled back by itself: it does so when a
 * statement fails with a full disk (`SQLITE_FULL`), an I/O error or too little memory, and a
 * second `rollback` would fail with "cannot rollback - no transaction is active", an error Kysely
 * would throw in place of the one that explains what happened.
 */
const NOTHING_TO_ROLL_BACK = {
  reader: false,
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
} as unknown as SQLite.Statement;

/**
 * The SQLite handle Kysely queries through, with its prepared statements kept by their SQL: Kysely
 * prepares every query again, and compiling a statement costs more than running a small one (a
 * hosted invoice's lookup spent half its database time there). A statement can be kept because
 * every query runs to completion before the next (nothing streams), and SQLite recompiles one by
 * itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    prepare(source) {
      if (source === 'rollback' && !sqlite.inTransaction) return NOTHING_TO_ROLL_BACK;
      let statement = statements.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        statements.set(source, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Every migration, in order (read by the migrator and by `npm run db:status`). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The names of the migrations applied to the database, known to this build or not (Kysely's own
 * table; none on a database never migrated). A build that lacks one refuses to start on it.
 */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** A consistent copy of the SQLite file, taken with SQLite's online backup while the app runs. */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(targetFile), { recursive: true, mode: PRIVATE_DIR_MODE });
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(targetFile);
  } finally {
    source.close();
  }
}
