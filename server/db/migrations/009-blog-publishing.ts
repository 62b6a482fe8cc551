import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/*
 * What this migration needs of the application, copied as it was when the migration was written
 * (content/blogs.ts, domain/blog-slug.ts, domain/ids.ts), so it does the same on every new database
 * whatever the live code becomes.
 */

/** The demo articles' image descriptions, by seed key. */
const DEMO_IMAGE_ALTS: Record<string, string> = {
  'custom-software-roi':
    'A code window feeding a rising bar chart with coins and an upward arrow marked ROI +312%',
  'social-media-calendar':
    'A social media content calendar with colour-coded scheduled and posted items beside a phone preview',
  'technical-seo-audit':
    'A web page wireframe under a magnifying glass with an audit checklist, a speed score of 94 and 1,248 pages crawled',
  'hiring-dedicated-developers':
    'Three developer profile cards with skills and ratings, the centre one marked as hired',
  'brand-visibility':
    'A megaphone broadcasting towards a brand badge, with 1.2M impressions and brand searches up 86%',
  'automation-operations':
    'A pipeline of workflow steps from trigger to process, approve and report, with gears and tasks automated',
};

const MAX_GENERATED = 80;

/** "Ship Faster: TypeScript & You!" → "ship-faster-typescript-you"; never empty. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_GENERATED)
    .replace(/-+$/g, '');
  // A slug of 24 hex characters would read as a record id.
  if (/^[0-9a-f]{24}$/.test(slug)) return `${slug}-post`;
  return slug || 'post';
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A time-ordered id: 4 bytes of seconds, then 8 random bytes (hex). */
function newObjectId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = new Uint8Array(8);
  globalThis.crypto.getRandomValues(random);
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

  const alts = new Map(Object.entries(DEMO_IMAGE_ALTS));
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
