import { sql } from 'kysely';
import type { ContentStore } from '~/server/cache/content-version';
import { findBlog } from './blog-reads';
import { addRevision } from './blog-revisions';

/**
 * Publishes scheduled posts whose time has come (docs/product.md#blog-schedule). Each post is
 * claimed by a conditional UPDATE that only one instance can win, in the same transaction as its
 * revision, so a post goes live exactly once however many instances run this; the instance that
 * published it bumps the content version once for it, after the commit. "Due" is measured against
 * the store's clock. Returns how many this call published.
 */
export async function publishDueBlogs(store: ContentStore): Promise<number> {
  const { db } = store;
  const at = store.clock.now().toISOString();
  const due = await db
    .selectFrom('blogs')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', at)
    .orderBy('publish_at')
    .limit(100)
    .execute();
  let published = 0;
  for (const { id } of due) {
    const won = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('blogs')
        .set({
          status: 'published',
          // It goes live now, at the time staff chose, even if it had been live once before.
          published_at: sql<string>`publish_at`,
          publish_at: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const blog = (await findBlog(trx, id))!;
      await addRevision(trx, blog, 'published', { _id: null, name: 'Scheduler' }, at);
      return true;
    });
    if (!won) continue;
    published += 1;
    await store.contentVersion.changed();
  }
  return published;
}
