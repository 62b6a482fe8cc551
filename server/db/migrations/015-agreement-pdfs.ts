import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Each signed agreement's PDF (docs/product.md#agreement-pdf), drawn once when it is signed and
 * never again: the file attached to its emails is the file staff download. `sha256` is the digest
 * of the bytes, the ETag. Agreements signed before this table existed get theirs when first asked
 * for; nothing is backfilled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agreement_pdfs')
    .addColumn('agreement_id', 'varchar(24)', (c) =>
      c.primaryKey().references('agreements.id').onDelete('cascade'),
    )
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agreement_pdfs').execute();
}
