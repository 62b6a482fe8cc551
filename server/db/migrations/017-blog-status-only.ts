import { sql, type Kysely } from 'kysely';
import { booleanType, isPostgres } from './dialect';

/**
 * A post's status is its one publishing state (docs/product.md#blog-publishing): `is_active`, the
 * original "shown on the website" flag, goes. Every write since migration 009 kept it equal to
 * `status = 'published'`; a row where the two disagree could only come from an edit outside the
 * application, and there the flag decided what visitors found (every public list, the home page,
 * search, the sitemap and the feed read it), so the flag wins: a hidden post that said published
 * becomes a draft, a shown post of another status is published (dated when it was written, unless it
 * had been live before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update blogs set status = 'draft'
    where status = 'published' and not is_active`.execute(db);
  await sql`update blogs set status = 'published', publish_at = null,
      published_at = coalesce(published_at, created_at)
    where status <> 'published' and is_active`.execute(db);
  // The public lists: published posts, newest first by the time each went live.
  await db.schema
    .createIndex('blogs_status_published_idx')
    .on('blogs')
    .columns(['status', 'published_at', 'id'])
    .execute();
  // SQLite drops a column only once no index names it.
  await db.schema.dropIndex('blogs_active_published_idx').execute();
  await db.schema.alterTable('blogs').dropColumn('is_active').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('is_active', booleanType(db), (c) =>
      c.notNull().defaultTo(isPostgres(db) ? true : 1),
    )
    .execute();
  await sql`update blogs set is_active = (status = 'published')`.execute(db);
  await db.schema
    .createIndex('blogs_active_published_idx')
    .on('blogs')
    .columns(['is_active', 'published_at', 'id'])
    .execute();
  await db.schema.dropIndex('blogs_status_published_idx').execute();
}
