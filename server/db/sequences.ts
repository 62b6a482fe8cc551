import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/** Next value of a named sequence, inside the caller's transaction (no gaps on rollback). */
export async function nextSequence(trx: Transaction<Database>, name: string): Promise<number> {
  await trx
    .insertInto('counters')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('counters')
    .set({ value: sql`value + 1` })
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
