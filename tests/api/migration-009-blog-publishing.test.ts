import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '~/tests/support/server';
import { databaseBeforeMigration } from '~/tests/support/database';

describe.each(backends)('migration 009-blog-publishing on %s', (backend) => {
  it('carries existing posts over with unique slugs, a status, alt text and a first revision', async () => {
    const { db, migrator, before } = await databaseBeforeMigration(backend, '009-blog-publishing');

    const active = backend === 'postgres' ? sql`true` : sql`1`;
    const inactive = backend === 'postgres' ? sql`false` : sql`0`;
    const blog = (
      id: string,
      title: string,
      isActive: typeof active,
      seedKey: string | null,
      at: string,
    ) => sql`
      insert into blogs (id, title, short_description, long_description, image_url,
        thumb_image_url, author, tags, tags_text, is_active, body_text, seed_key, created_at,
        updated_at)
      values (${id}, ${title}, 'Short', '<p>Four words of body</p>', '/images/blog/x.svg',
        '/images/blog/x.svg', 'Ryan Whitfield', '["SEO","Audit"]', '|seo|audit|', ${isActive},
        'Four words of body', ${seedKey}, ${at}, ${at})`;
    await blog(
      'a'.repeat(24),
      'What a Technical SEO Audit Checks',
      active,
      'technical-seo-audit',
      '2026-06-01T09:00:00.000Z',
    ).execute(db);
    await blog(
      'b'.repeat(24),
      'What a Technical SEO Audit Checks',
      inactive,
      null,
      '2026-06-02T09:00:00.000Z',
    ).execute(db);
    await blog('c'.repeat(24), 'Café & Crème!', active, null, '2026-06-03T09:00:00.000Z').execute(
      db,
    );

    expect((await migrator.migrateTo('009-blog-publishing')).error).toBeUndefined();
    // Raw SQL: the column is_active is gone from today's schema (migration 017).
    const { rows } = await sql<{
      id: string;
      slug: string;
      status: string;
      is_active: number | boolean;
      published_at: string | null;
      image_alt: string;
      thumb_alt: string;
      word_count: number;
    }>`select id, slug, status, is_active, published_at, image_alt, thumb_alt, word_count
      from blogs order by id`.execute(db);
    // The description the migration carries for this demo article, whatever the demo content says now.
    const seo = {
      imageAlt:
        'A web page wireframe under a magnifying glass with an audit checklist, a speed score of 94 and 1,248 pages crawled',
    };
    expect(
      rows.map((row) => ({
        ...row,
        is_active: Boolean(row.is_active),
        word_count: Number(row.word_count),
      })),
    ).toEqual([
      {
        id: 'a'.repeat(24),
        slug: 'what-a-technical-seo-audit-checks',
        status: 'published',
        is_active: true,
        published_at: '2026-06-01T09:00:00.000Z',
        image_alt: seo.imageAlt,
        thumb_alt: seo.imageAlt,
        word_count: 4,
      },
      {
        id: 'b'.repeat(24),
        slug: 'what-a-technical-seo-audit-checks-2',
        status: 'draft',
        is_active: false,
        published_at: null,
        image_alt: '',
        thumb_alt: '',
        word_count: 4,
      },
      {
        id: 'c'.repeat(24),
        slug: 'cafe-and-creme',
        status: 'published',
        is_active: true,
        published_at: '2026-06-03T09:00:00.000Z',
        image_alt: '',
        thumb_alt: '',
        word_count: 4,
      },
    ]);

    const revisions = await db
      .selectFrom('blog_revisions')
      .select(['blog_id', 'reason', 'author', 'snapshot', 'created_at'])
      .orderBy('blog_id')
      .execute();
    expect(revisions.map((r) => [r.blog_id, r.reason, r.author])).toEqual([
      ['a'.repeat(24), 'imported', 'Ryan Whitfield'],
      ['b'.repeat(24), 'imported', 'Ryan Whitfield'],
      ['c'.repeat(24), 'imported', 'Ryan Whitfield'],
    ]);
    expect(JSON.parse(revisions[1]!.snapshot)).toMatchObject({
      title: 'What a Technical SEO Audit Checks',
      slug: 'what-a-technical-seo-audit-checks-2',
      status: 'draft',
      tag: ['SEO', 'Audit'],
      longDescription: '<p>Four words of body</p>',
    });
    expect(revisions[0]!.created_at).toBe('2026-06-01T09:00:00.000Z');

    // Slugs are unique and the status is one of the four.
    await expect(
      sql`update blogs set slug = 'cafe-and-creme' where id = ${'a'.repeat(24)}`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`update blogs set status = 'lost' where id = ${'a'.repeat(24)}`.execute(db),
    ).rejects.toThrow();

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
