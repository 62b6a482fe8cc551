import type { Kysely } from 'kysely';

/**
 * Each service's plans (docs/product.md#prices), and the order an agreement is signed for
 * (docs/product.md#agreement).
 *
 * Plans are managed by admins and read by every page that sells. Ids stay small integers, allocated from the `plan_id` counter, so carts kept in browsers
 * and links to a plan keep working; the catalogue in content/ is inserted on start
 * (server/services/plan-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('service_id', 'varchar(24)', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('prev_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('billing', 'varchar(10)', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plans_service_idx')
    .on('plans')
    .columns(['service_id', 'sort_order'])
    .execute();
  // The order an agreement was signed for, when the visitor came from their order confirmation.
  await db.schema.alterTable('agreements').addColumn('order_number', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agreements').dropColumn('order_number').execute();
  await db.schema.dropTable('plans').execute();
}
