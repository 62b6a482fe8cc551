import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQLite stores flags as integers; PostgreSQL has a real boolean. */
export function booleanType(db: Kysely<unknown>): 'boolean' | 'integer' {
  return isPostgres(db) ? 'boolean' : 'integer';
}
