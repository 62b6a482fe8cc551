import { describe, expect, it } from 'vitest';
import { ContentVersion } from '~/server/cache/content-version';
import { publishDueBlogs } from '~/server/blogs/publish-due-blogs';
import { insertSeedBlogs } from '~/server/blogs/blog-writes';
import { migrateToLatest } from '~/server/db/database';
import { createLogger } from '~/server/logger';
import { manualClock } from '~/tests/support/clock';
import { emptyDatabase } from '~/tests/support/database';
import { blogInput, unique } from '~/tests/support/factories';
import { backends } from '~/tests/support/server';

/**
 * docs/architecture.md#background-work: however many instances look for due posts at once, each
 * post is published once, and the content version moves once for it.
 */
describe.each(backends)('the blog scheduler on %s', (backend) => {
  it('bumps the content version exactly once per post it publishes, across instances', async () => {
    const { handle, cleanup } = await emptyDatabase(backend);
    try {
      const db = handle.db;
      await migrateToLatest(db);
      const logger = createLogger('silent');
      // The instances share one clock, as they share the real time.
      const clock = manualClock('2026-01-01T09:00:00.000Z');
      const instances = [1, 2, 3].map(() => ({
        db,
        clock,
        contentVersion: new ContentVersion({ db, logger }),
      }));
      const post = (publishAt: string) => ({
        ...blogInput({ status: 'scheduled', publishAt }),
        seedKey: unique('due'),
        author: 'Ryan Whitfield',
        createdAt: '2026-01-01T09:00:00.000Z',
      });
      const early = '2026-01-05T09:00:00.000Z';
      const late = '2026-01-10T09:00:00.000Z';
      await insertSeedBlogs(db, [post(early), post(early), post(late), post(late), post(late)]);
      const reader = instances[0]!.contentVersion;
      const before = await reader.refresh();

      // One instance, two posts due: two bumps, not one per round.
      clock.set('2026-01-06T00:00:00.000Z');
      expect(await publishDueBlogs(instances[0]!)).toBe(2);
      expect((await reader.refresh()) - before).toBe(2);

      // Three instances at once, three posts due: each post is published and counted once.
      clock.set('2026-01-11T00:00:00.000Z');
      const counts = await Promise.all(instances.map((store) => publishDueBlogs(store)));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
      expect((await reader.refresh()) - before).toBe(5);

      clock.set('2026-01-12T00:00:00.000Z');
      expect(await publishDueBlogs(instances[1]!)).toBe(0);
      expect((await reader.refresh()) - before).toBe(5);
      const published = await db
        .selectFrom('blog_revisions')
        .select('blog_id')
        .where('reason', '=', 'published')
        .execute();
      expect(published).toHaveLength(5);
    } finally {
      await cleanup();
    }
  });
});
