import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * The migrations' own copy of the dialect helpers (server/db/dialect.ts as it was when they were
 * written). A migration that has run must do the same thing when it runs again on a new database,
 * so migrations never import the application's code, which goes on changing.
 */

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQLite stores flags as integers; PostgreSQL has a real boolean. */
export function booleanType(db: Kysely<unknown>): 'boolean' | 'integer' {
  return isPostgres(db) ? 'boolean' : 'integer';
}
