import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Each invoice's PDF as last drawn (docs/decisions/048-pdf-worker-pool.md): the bytes of its
 * latest version, so the hosted link and staff downloads hand out the same file without drawing
 * it again, on every instance. Nothing is backfilled: a PDF is drawn when first asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_pdfs')
    .addColumn('invoice_id', 'varchar(24)', (c) =>
      c.primaryKey().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_pdfs').execute();
}
