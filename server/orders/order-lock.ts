import type { Transaction } from 'kysely';
import { isPostgres } from '~/server/db/dialect';
import type { Database } from '~/server/db/schema';

/** What a write tied to an order checks, read with the order's row locked. */
export interface LockedOrder {
  orderNumber: string;
  cancelledAt: string | null;
}

/**
 * Reads an order with its row locked until the caller's transaction ends; undefined when it is
 * gone. Whatever ties something to an order (an invoice, a signed agreement) checks the order
 * through this, inside the transaction that stores it, never before: a cancellation that commits
 * while an invoice's PDF is drawn must still stop the invoice (docs/decisions/059-state-changes-under-concurrency.md).
 *
 * On PostgreSQL it is `FOR NO KEY UPDATE`, the lock the cancellation's own `UPDATE orders` takes:
 * the two wait for each other, and whichever comes second reads what the first committed. It leaves
 * the foreign-key checks of other writes to the order's invoices and audit trail free to proceed
 * (they take the weaker `KEY SHARE`), so nothing here can deadlock with them. SQLite runs one
 * writing transaction at a time, so the read inside the transaction is current already.
 */
export async function lockOrder(
  trx: Transaction<Database>,
  orderId: string,
): Promise<LockedOrder | undefined> {
  let query = trx
    .selectFrom('orders')
    .select(['order_number', 'cancelled_at'])
    .where('id', '=', orderId);
  if (isPostgres<Database>(trx)) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  return row && { orderNumber: row.order_number, cancelledAt: row.cancelled_at };
}
