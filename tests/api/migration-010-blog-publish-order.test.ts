import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

describe.each(backends)('migration 010-blog-publish-order on %s', (backend) => {
  it('gives a published post without a publish time the time it was written, and goes down and up', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, '010-blog-publish-order');

    const active = backend === 'postgres' ? sql`true` : sql`1`;
    const post = (id: string, slug: string, status: string, publishedAt: string | null) => sql`
      insert into blogs (id, slug, title, short_description, long_description, author, tags,
        tags_text, is_active, status, published_at, body_text, created_at, updated_at)
      values (${id}, ${slug}, 'Title', 'Short', '<p>Body</p>', 'Ryan Whitfield', '[]', '',
        ${active}, ${status}, ${publishedAt}, 'Body', '2026-06-01T09:00:00.000Z',
        '2026-06-02T09:00:00.000Z')`;
    await post('a'.repeat(24), 'without-time', 'published', null).execute(db);
    await post('b'.repeat(24), 'with-time', 'published', '2026-06-05T09:00:00.000Z').execute(db);

    expect((await migrator.migrateTo('010-blog-publish-order')).error).toBeUndefined();
    const rows = await sql<{ slug: string; published_at: string }>`
      select slug, published_at from blogs order by slug`.execute(db);
    expect(rows.rows).toEqual([
      { slug: 'with-time', published_at: '2026-06-05T09:00:00.000Z' },
      { slug: 'without-time', published_at: '2026-06-01T09:00:00.000Z' },
    ]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
