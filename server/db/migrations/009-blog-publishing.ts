import { sql, type Kysely } from 'kysely';
import { demoBlogs } from '~/content/blogs';
import { slugify, uniqueSlug } from '~/domain/blog-slug';
import { newObjectId } from '~/domain/ids';
import { isPostgres } from '~/server/db/dialect';

interface OldBlog {
  id: string;
  title: string;
  short_description: string;
  long_description: string;
  meta_title: string;
  meta_keyword: string;
  meta_description: string;
  image_url: string;
  thumb_image_url: string;
  author: string;
  author_id: string | null;
  category: string;
  tags: string;
  is_active: number | boolean;
  schema: string;
  body_text: string;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Publishing like a CMS (docs/product.md#blog-publishing): every post gets a readable slug made
 * from its title (unique), a status (active posts are published, the others drafts), alt text for
 * its images, a word count for the reading time and a first revision; former slugs are kept in
 * blog_slugs so old links redirect, and every save is kept in blog_revisions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('slug', 'varchar(100)').execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'scheduled', 'published', 'archived')`),
    )
    .execute();
  for (const column of ['publish_at', 'published_at'])
    await db.schema.alterTable('blogs').addColumn(column, 'varchar(32)').execute();
  for (const column of ['image_alt', 'thumb_alt'])
    await db.schema
      .alterTable('blogs')
      .addColumn(column, 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('blog_slugs')
    .addColumn('slug', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('blog_id', 'varchar(24)', (c) =>
      c.notNull().references('blogs.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_slugs_blog_idx').on('blog_slugs').column('blog_id').execute();

  await db.schema
    .createTable('blog_revisions')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('blog_id', 'varchar(24)', (c) =>
      c.notNull().references('blogs.id').onDelete('cascade'),
    )
    .addColumn('reason', 'varchar(20)', (c) =>
      c.notNull().check(sql`reason in ('created', 'edited', 'restored', 'published', 'imported')`),
    )
    .addColumn('author_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author', 'varchar(130)', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_revisions_blog_idx')
    .on('blog_revisions')
    .columns(['blog_id', 'created_at'])
    .execute();

  const alts = new Map(demoBlogs.map((blog) => [blog.slug, blog.imageAlt]));
  const rows = await sql<OldBlog>`select * from blogs order by created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    const slug = uniqueSlug(slugify(row.title), taken);
    taken.add(slug);
    const published = Boolean(row.is_active);
    const status = published ? 'published' : 'draft';
    const alt = (row.seed_key && alts.get(row.seed_key)) || '';
    await sql`update blogs set slug = ${slug}, status = ${status},
        published_at = ${published ? row.created_at : null},
        image_alt = ${row.image_url ? alt : ''}, thumb_alt = ${row.thumb_image_url ? alt : ''},
        word_count = ${words(row.body_text)}
      where id = ${row.id}`.execute(db);
    let tags: unknown = [];
    try {
      tags = JSON.parse(row.tags);
    } catch {
      tags = [];
    }
    const snapshot = {
      title: row.title,
      slug,
      shortDescription: row.short_description,
      longDescription: row.long_description,
      metaTitle: row.meta_title,
      metaKeyword: row.meta_keyword,
      metaDescription: row.meta_description,
      imageUrl: row.image_url,
      imageAlt: row.image_url ? alt : '',
      thumbImageUrl: row.thumb_image_url,
      thumbAlt: row.thumb_image_url ? alt : '',
      category: row.category,
      tag: Array.isArray(tags) ? tags : [],
      schema: row.schema,
      status,
      publishAt: '',
    };
    await sql`insert into blog_revisions (id, blog_id, reason, author_id, author, snapshot, created_at)
      values (${newObjectId(new Date(row.updated_at))}, ${row.id}, 'imported', ${row.author_id},
        ${row.author}, ${JSON.stringify(snapshot)}, ${row.updated_at})`.execute(db);
  }
  if (isPostgres(db)) await sql`alter table blogs alter column slug set not null`.execute(db);
  await db.schema.createIndex('blogs_slug_idx').unique().on('blogs').column('slug').execute();
  // The scheduler's look-up: scheduled posts whose time has come.
  await db.schema
    .createIndex('blogs_status_publish_at_idx')
    .on('blogs')
    .columns(['status', 'publish_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blogs_status_publish_at_idx').execute();
  await db.schema.dropIndex('blogs_slug_idx').execute();
  await db.schema.dropTable('blog_revisions').execute();
  await db.schema.dropTable('blog_slugs').execute();
  for (const column of [
    'word_count',
    'thumb_alt',
    'image_alt',
    'published_at',
    'publish_at',
    'status',
    'slug',
  ])
    await db.schema.alterTable('blogs').dropColumn(column).execute();
}
