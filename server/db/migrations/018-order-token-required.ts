import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Every order has the secret of its private page (migration 016 gave one to every order, and every
 * order placed since is written with one), but the column was added without `not null`: nothing
 * stopped a row without one. PostgreSQL now refuses it. SQLite cannot add the constraint to an
 * existing column without rebuilding the table, so there the application's inserts and the unique
 * index are the guard (tests/api/schema-types.test.ts lists it among SQLite's exceptions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // A row written outside the application since 016 gets its secret now, as 016 gave them.
  const { rows } = await sql<{ id: string }>`select id from orders where token is null`.execute(db);
  for (const row of rows) {
    const token = randomBytes(24).toString('base64url');
    await sql`update orders set token = ${token} where id = ${row.id}`.execute(db);
  }
  await sql`alter table orders alter column token set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table orders alter column token drop not null`.execute(db);
}
