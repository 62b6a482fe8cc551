import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

describe.each(backends)('migration 017-blog-status-only on %s', (backend) => {
  it('folds the active flag into the status, keeping what visitors see, and goes down and up', async () => {
    const { db, migrator } = await databaseBeforeMigration(backend, '017-blog-status-only');

    const flag = (on: boolean) =>
      backend === 'postgres' ? sql.raw(String(on)) : sql.raw(on ? '1' : '0');
    const post = (
      slug: string,
      active: boolean,
      status: string,
      times: { publishAt?: string; publishedAt?: string } = {},
    ) => sql`
      insert into blogs (id, slug, title, short_description, long_description, author, tags,
        tags_text, is_active, status, publish_at, published_at, body_text, created_at, updated_at)
      values (${slug.padEnd(24, '0')}, ${slug}, 'Title', 'Short', '<p>Body</p>', 'Ryan Whitfield',
        '[]', '', ${flag(active)}, ${status}, ${times.publishAt ?? null},
        ${times.publishedAt ?? null}, 'Body', '2026-06-01T09:00:00.000Z', '2026-06-02T09:00:00.000Z')`;
    const live = '2026-06-05T09:00:00.000Z';
    const due = '2026-07-01T09:00:00.000Z';
    await post('a-live', true, 'published', { publishedAt: live }).execute(db);
    await post('b-draft', false, 'draft').execute(db);
    await post('c-scheduled', false, 'scheduled', { publishAt: due }).execute(db);
    await post('d-archived', false, 'archived', { publishedAt: live }).execute(db);
    // Rows where the flag and the status disagree: the flag decided what the public lists showed.
    await post('e-hidden', false, 'published', { publishedAt: live }).execute(db);
    await post('f-shown-draft', true, 'draft').execute(db);
    await post('g-shown-scheduled', true, 'scheduled', { publishAt: due }).execute(db);

    expect((await migrator.migrateTo('017-blog-status-only')).error).toBeUndefined();
    const rows = await sql<{
      slug: string;
      status: string;
      publish_at: string | null;
      published_at: string | null;
    }>`select slug, status, publish_at, published_at from blogs order by slug`.execute(db);
    expect(rows.rows).toEqual([
      { slug: 'a-live', status: 'published', publish_at: null, published_at: live },
      { slug: 'b-draft', status: 'draft', publish_at: null, published_at: null },
      { slug: 'c-scheduled', status: 'scheduled', publish_at: due, published_at: null },
      { slug: 'd-archived', status: 'archived', publish_at: null, published_at: live },
      { slug: 'e-hidden', status: 'draft', publish_at: null, published_at: live },
      {
        slug: 'f-shown-draft',
        status: 'published',
        publish_at: null,
        published_at: '2026-06-01T09:00:00.000Z',
      },
      {
        slug: 'g-shown-scheduled',
        status: 'published',
        publish_at: null,
        published_at: '2026-06-01T09:00:00.000Z',
      },
    ]);
    await expect(sql`select is_active from blogs`.execute(db)).rejects.toThrow(/is_active/);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const flags = await sql<{ slug: string; is_active: number | boolean }>`
      select slug, is_active from blogs order by slug`.execute(db);
    expect(flags.rows.filter((row) => Boolean(row.is_active)).map((row) => row.slug)).toEqual([
      'a-live',
      'f-shown-draft',
      'g-shown-scheduled',
    ]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
