import { sql, type Kysely } from 'kysely';

/**
 * The agency's bank account for payments by transfer (docs/product.md#bank-transfer): one row or
 * none, written by an admin in Settings. `id` is always 1, so a second account cannot be stored by
 * accident; the check holds on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_details')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(34)', (c) => c.notNull())
    .addColumn('routing_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('swift', 'varchar(11)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('instructions', 'varchar(300)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(24)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_details').execute();
}
