import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blogInputSchema } from '~/domain/blog';
import { createUser } from '~/server/auth/user-store';
import type { Clock } from '~/server/clock';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '~/server/db/database';
import { createLogger } from '~/server/logger';
import { findBlog } from './blog-reads';
import { createBlog } from './blog-writes';
import { BlogScheduler } from './scheduler';

/** A clock the test moves by hand. */
function manualClock(start: string): Clock & { advance(ms: number): void } {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

describe('BlogScheduler', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-scheduler-'));
    database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes a scheduled post once its time has come on the clock, and only once', async () => {
    const author = await createUser(
      database.db,
      {
        email: 'ada@example.com',
        password: 'a-long-password-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      new Date(),
    );
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    let changes = 0;
    const contentVersion = { changed: async () => (changes += 1) };
    const blog = await createBlog(
      { db: database.db, contentVersion },
      blogInputSchema.parse({
        title: 'Launch notes',
        shortDescription: 'What ships next week.',
        longDescription: '<p>Release notes.</p>',
        status: 'scheduled',
        publishAt,
      }),
      { _id: author.id, firstName: 'Ada', lastName: 'Lovelace' },
    );
    // An hour before the post's time, whatever the real time is by now.
    const clock = manualClock(new Date(Date.parse(publishAt) - 3_600_000).toISOString());
    changes = 0;
    const scheduler = new BlogScheduler({
      db: database.db,
      clock,
      contentVersion,
      logger: createLogger('silent'),
      pollMs: 60_000,
    });

    expect(await scheduler.runOnce()).toBe(0);
    clock.advance(3_600_000 - 1000);
    expect(await scheduler.runOnce()).toBe(0);
    expect((await findBlog(database.db, blog._id))?.status).toBe('scheduled');

    clock.advance(1000);
    expect(await scheduler.runOnce()).toBe(1);
    expect(await findBlog(database.db, blog._id)).toMatchObject({
      status: 'published',
      publishedAt: publishAt,
    });
    expect(changes).toBe(1);
    expect(await scheduler.runOnce()).toBe(0);
  });
});
