import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Runs `fn` once in the life of a database: the first caller records `key` in `app_settings`, with
 * the time `now`, and runs `fn` in the same transaction, so the key is kept only if `fn` completed, and what `fn`
 * inserts is kept only with the key. Every later caller finds the key and skips. Two instances
 * starting together on PostgreSQL both insert the key: the second waits on the unique key until
 * the first commits, then finds it taken and skips (or, if the first rolled back, runs `fn`
 * itself). Start-up also holds an advisory lock (server/db/startup-lock.ts); this holds without it.
 *
 * Returns what `fn` returned, or undefined when it had run before.
 */
export async function once<T>(
  db: Db,
  key: string,
  now: Date,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('app_settings')
      .values({ key, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    return claimed ? fn(trx) : undefined;
  });
}

/**
 * `work` in a transaction: the caller's when `db` already is one (provisioning runs in `once`'s),
 * else a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
