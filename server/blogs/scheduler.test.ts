import { describe, expect, it } from 'vitest';
import { blogInputSchema } from '~/domain/blog';
import { createUser } from '~/server/auth/user-store';
import { createLogger } from '~/server/logger';
import { manualClock } from '~/tests/support/clock';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import { findBlog } from './blog-reads';
import { createBlog } from './blog-writes';
import { BlogScheduler } from './scheduler';

describe('BlogScheduler', () => {
  const db = useScratchDatabase();

  it('publishes a scheduled post once its time has come on the clock, and only once', async () => {
    const publishAt = '2026-05-04T09:00:00.000Z';
    // The post is written an hour before its time.
    const clock = manualClock('2026-05-04T08:00:00.000Z');
    const author = await createUser(
      db(),
      {
        email: 'ada@example.com',
        password: 'a-long-password-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      clock.now(),
    );
    let changes = 0;
    const contentVersion = { changed: async () => (changes += 1) };
    const blog = await createBlog(
      { db: db(), clock, contentVersion },
      blogInputSchema.parse({
        title: 'Launch notes',
        shortDescription: 'What ships next week.',
        longDescription: '<p>Release notes.</p>',
        status: 'scheduled',
        publishAt,
      }),
      { _id: author.id, firstName: 'Ada', lastName: 'Lovelace' },
    );
    changes = 0;
    const scheduler = new BlogScheduler({
      db: db(),
      clock,
      contentVersion,
      logger: createLogger('silent'),
      pollMs: 60_000,
    });

    expect(await scheduler.runOnce()).toBe(0);
    clock.advance(3_600_000 - 1000);
    expect(await scheduler.runOnce()).toBe(0);
    expect((await findBlog(db(), blog._id))?.status).toBe('scheduled');

    clock.advance(1000);
    expect(await scheduler.runOnce()).toBe(1);
    expect(await findBlog(db(), blog._id)).toMatchObject({
      status: 'published',
      publishedAt: publishAt,
      updatedAt: publishAt,
    });
    expect(changes).toBe(1);
    expect(await scheduler.runOnce()).toBe(0);
  });
});
