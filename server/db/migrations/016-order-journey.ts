import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The order as the one reference of a client's journey (docs/product.md#order-page):
 * - every order gets the secret of its private page (`orders.token`, 192 random bits, the same
 *   strength as an invoice's hosted link); orders placed before are given one here;
 * - an order can be cancelled by staff, with a reason, and stays cancelled;
 * - an invoice may be raised for an order (`invoices.order_id`); removing the order later leaves
 *   the invoice, untied;
 * - `order_events` is the audit trail of what was done to an order, its agreement and its
 *   invoices, and by whom.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('token', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  const { rows } = await sql<{ id: string }>`select id from orders`.execute(db);
  for (const row of rows) {
    const token = randomBytes(24).toString('base64url');
    await sql`update orders set token = ${token} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('orders_token').unique().on('orders').column('token').execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('order_id', 'varchar(24)', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('invoices_order').on('invoices').column('order_id').execute();
  await db.schema.createIndex('agreements_order').on('agreements').column('order_number').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(24)', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'text')
    /** The staff account that acted; null for the client or the system. */
    .addColumn('actor_id', 'varchar(24)')
    /** Who acted, as shown then: a staff name, "Client" or "System". */
    .addColumn('actor_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order')
    .on('order_events')
    .columns(['order_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('agreements_order').execute();
  await db.schema.dropIndex('invoices_order').execute();
  await db.schema.alterTable('invoices').dropColumn('order_id').execute();
  await db.schema.dropIndex('orders_token').execute();
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('orders').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('orders').dropColumn('token').execute();
}
