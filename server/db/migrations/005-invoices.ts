import type { Kysely } from 'kysely';

/** Invoices sent from /invoice: the number is unique, the priced lines are kept as JSON. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('issued_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('representative_name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('representative_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('representative_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('client_company', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_created_at_idx')
    .on('invoices')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
}
