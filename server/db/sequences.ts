import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** The one numbering scheme for orders, agreements, invoices and plan ids (docs/decisions/051-numbering.md). */
export interface SequenceOptions {
  /** Where a sequence that has no row yet starts: its first number is `after + 1` (default 0). */
  after?: number;
  /** A number something else already holds (a number staff typed): the sequence moves past it. */
  taken?: (value: number, trx: Transaction<Database>) => Promise<boolean>;
}

async function ensureCounter(trx: Transaction<Database>, name: string, after: number) {
  await trx
    .insertInto('counters')
    .values({ name, value: after })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Next value of a named sequence, inside the caller's transaction (no gaps on rollback). The
 * update locks the counter's row on PostgreSQL until the transaction ends, so two transactions
 * never receive the same value; SQLite runs one writing transaction at a time.
 */
export async function nextSequence(
  trx: Transaction<Database>,
  name: string,
  { after = 0, taken }: SequenceOptions = {},
): Promise<number> {
  await ensureCounter(trx, name, after);
  for (;;) {
    const row = await trx
      .updateTable('counters')
      .set({ value: sql`value + 1` })
      .where('name', '=', name)
      .returning('value')
      .executeTakeFirstOrThrow();
    const value = Number(row.value);
    if (!taken || !(await taken(value, trx))) return value;
  }
}

/**
 * The last value a sequence handed out, with its row locked until the caller's transaction ends
 * (PostgreSQL), so no other transaction takes a number meanwhile.
 */
export async function lastSequence(
  trx: Transaction<Database>,
  name: string,
  { after = 0 }: Pick<SequenceOptions, 'after'> = {},
): Promise<number> {
  await ensureCounter(trx, name, after);
  const row = await trx
    .updateTable('counters')
    .set({ value: sql`value` })
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * A number reserved in its own short transaction, for work that must happen between choosing the
 * number and storing the record (drawing an invoice's PDF, which never runs inside a transaction).
 * A number whose later step fails is not handed out again: the sequence has a gap there.
 */
export function reserveNumber(
  db: Db,
  name: string,
  options: SequenceOptions = {},
): Promise<number> {
  return db.transaction().execute((trx) => nextSequence(trx, name, options));
}
