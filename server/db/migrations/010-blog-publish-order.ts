import { sql, type Kysely } from 'kysely';

/**
 * Public blog lists are ordered by the time each post went live (docs/product.md#blog-publishing),
 * not by when it was written: the list's index follows. Every published post has its publish time
 * (set when it is published at once, or by the scheduler at its scheduled time); one that somehow
 * lacks it takes the time it was written, so the two databases (which sort a missing value at
 * opposite ends) agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update blogs set published_at = created_at
    where status = 'published' and published_at is null`.execute(db);
  await db.schema
    .createIndex('blogs_active_published_idx')
    .on('blogs')
    .columns(['is_active', 'published_at', 'id'])
    .execute();
  await db.schema.dropIndex('blogs_active_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('blogs_active_created_idx')
    .on('blogs')
    .columns(['is_active', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('blogs_active_published_idx').execute();
}
