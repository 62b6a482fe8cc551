import type { Kysely } from 'kysely';
import { booleanType, isPostgres } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blogs')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('short_description', 'varchar(500)', (c) => c.notNull())
    .addColumn('long_description', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keyword', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('thumb_image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'varchar(130)', (c) => c.notNull())
    .addColumn('author_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('category', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', booleanType(db), (c) =>
      c.notNull().defaultTo(isPostgres(db) ? true : 1),
    )
    .addColumn('schema', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seed_key', 'varchar(80)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_created_at_idx').on('blogs').column('created_at').execute();
  await db.schema.createIndex('blogs_author_id_idx').on('blogs').column('author_id').execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('ext', 'varchar(8)', (c) => c.notNull())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
  await db.schema.dropTable('blogs').execute();
}
