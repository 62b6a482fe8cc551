import type { Kysely } from 'kysely';
import { booleanType, isPostgres } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(160)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('long_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('thumb_image_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(40)', (c) => c.notNull().defaultTo('Sparkles'))
    .addColumn('price', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
    .addColumn('cta', 'varchar(40)', (c) => c.notNull().defaultTo('Learn More'))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_active', booleanType(db), (c) =>
      c.notNull().defaultTo(isPostgres(db) ? true : 1),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('services').execute();
}
