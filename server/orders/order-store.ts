import type { Db } from '~/server/db/database';

/** Whether an order with this number was placed (docs/product.md#agreement-record). */
export async function orderExists(db: Db, orderNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('order_number')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row !== undefined;
}
