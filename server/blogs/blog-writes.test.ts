import { describe, expect, it } from 'vitest';
import { blogInputSchema } from '~/domain/blog';
import { createUser } from '~/server/auth/user-store';
import { manualClock } from '~/tests/support/clock';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import { listRevisions } from './blog-revisions';
import { createBlog, updateBlog } from './blog-writes';

describe('blog writes on the clock', () => {
  const db = useScratchDatabase();

  it("stamp a post's creation, edits, first publication and revisions with the clock's time", async () => {
    const clock = manualClock('2026-02-10T10:00:00.000Z');
    const store = { db: db(), clock, contentVersion: { changed: async () => 0 } };
    const account = { email: 'ada@example.com', password: 'a-long-password-1' };
    const user = await createUser(
      db(),
      { ...account, firstName: 'Ada', lastName: 'Lovelace' },
      clock.now(),
    );
    const editor = { _id: user.id, firstName: 'Ada', lastName: 'Lovelace' };
    const draft = await createBlog(
      store,
      blogInputSchema.parse({
        title: 'Notes from the road',
        shortDescription: 'Where we went.',
        longDescription: '<p>Everywhere.</p>',
        status: 'draft',
      }),
      editor,
    );
    expect(draft).toMatchObject({
      createdAt: '2026-02-10T10:00:00.000Z',
      updatedAt: '2026-02-10T10:00:00.000Z',
      publishedAt: '',
    });

    clock.advance(3_600_000);
    const live = await updateBlog(store, draft._id, { status: 'published' }, editor);
    expect(live).toMatchObject({
      createdAt: '2026-02-10T10:00:00.000Z',
      updatedAt: '2026-02-10T11:00:00.000Z',
      publishedAt: '2026-02-10T11:00:00.000Z',
    });

    // A later edit moves the update time; the post went live when it first did.
    clock.advance(24 * 3_600_000);
    const edited = await updateBlog(store, draft._id, { title: 'Notes from the coast' }, editor);
    expect(edited).toMatchObject({
      updatedAt: '2026-02-11T11:00:00.000Z',
      publishedAt: '2026-02-10T11:00:00.000Z',
    });
    const revisions = await listRevisions(db(), draft._id);
    expect(revisions.map((revision) => revision.createdAt)).toEqual([
      '2026-02-11T11:00:00.000Z',
      '2026-02-10T11:00:00.000Z',
      '2026-02-10T10:00:00.000Z',
    ]);
  });
});
