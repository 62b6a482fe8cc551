import { sql, type Insertable, type Selectable } from 'kysely';
import { isPostgres } from '~/server/db/dialect';
import type { BlogInput, BlogSummary, BlogView } from '~/domain/blog';
import { newObjectId } from '~/domain/ids';
import type { Db } from '~/server/db/database';
import type { BlogsTable } from '~/server/db/schema';
import { htmlToPlainText } from './plain-text';
import { sanitizeRichText } from './sanitize';

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function toBlogView(row: Selectable<BlogsTable>): BlogView {
  return {
    _id: row.id,
    title: row.title,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    metaTitle: row.meta_title,
    metaKeyword: row.meta_keyword,
    metaDescription: row.meta_description,
    imageUrl: row.image_url,
    thumbImageUrl: row.thumb_image_url,
    author: row.author,
    authorId: row.author_id,
    category: row.category,
    tag: parseTags(row.tags),
    isActive: Boolean(row.is_active),
    schema: row.schema,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const tagsText = (tags: string[]) =>
  tags.length ? `|${tags.map((t) => t.toLowerCase()).join('|')}|` : '';
const likePattern = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stored body and its plain text for the search index, always written together. */
function bodyColumns(html: string) {
  const long_description = sanitizeRichText(html);
  return { long_description, body_text: htmlToPlainText(long_description) };
}

function toColumns(input: Partial<BlogInput>) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.shortDescription !== undefined ? { short_description: input.shortDescription } : {}),
    ...(input.longDescription !== undefined ? bodyColumns(input.longDescription) : {}),
    ...(input.metaTitle !== undefined ? { meta_title: input.metaTitle } : {}),
    ...(input.metaKeyword !== undefined ? { meta_keyword: input.metaKeyword } : {}),
    ...(input.metaDescription !== undefined ? { meta_description: input.metaDescription } : {}),
    ...(input.imageUrl !== undefined ? { image_url: input.imageUrl } : {}),
    ...(input.thumbImageUrl !== undefined ? { thumb_image_url: input.thumbImageUrl } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.tag !== undefined
      ? { tags: JSON.stringify(input.tag), tags_text: tagsText(input.tag) }
      : {}),
    ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
    ...(input.schema !== undefined ? { schema: input.schema.trim() } : {}),
  };
}

export interface BlogPage {
  blogs: BlogSummary[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

const SUMMARY_COLUMNS = [
  'blogs.id',
  'blogs.title',
  'blogs.short_description',
  'blogs.image_url',
  'blogs.thumb_image_url',
  'blogs.author',
  'blogs.category',
  'blogs.tags',
  'blogs.created_at',
  'blogs.updated_at',
] as const;

type SummaryRow = Pick<
  Selectable<BlogsTable>,
  | 'id'
  | 'title'
  | 'short_description'
  | 'image_url'
  | 'thumb_image_url'
  | 'author'
  | 'category'
  | 'tags'
  | 'created_at'
  | 'updated_at'
>;

function toBlogSummary(row: SummaryRow): BlogSummary {
  return {
    _id: row.id,
    title: row.title,
    shortDescription: row.short_description,
    imageUrl: row.image_url,
    thumbImageUrl: row.thumb_image_url,
    author: row.author,
    category: row.category,
    tag: parseTags(row.tags),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The words of a search, as letters and digits only: whatever a visitor types can never be a
 * syntax error in either database's query language. At most eight words count.
 */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** FTS5: every word must appear; the last one may be the start of a word (search as you type). */
const ftsQuery = (terms: string[]) =>
  terms.map((term, i) => `"${term}"${i === terms.length - 1 ? ' *' : ''}`).join(' ');
/** PostgreSQL: the same, in to_tsquery syntax (terms are letters and digits only). */
const tsQuery = (terms: string[]) =>
  terms.map((term, i) => `${term}${i === terms.length - 1 ? ':*' : ''}`).join(' & ');

/**
 * Active blogs as summaries (never the body), newest first; with `q`, ranked by full-text search
 * over title, short description, tags and body (SQLite FTS5 or PostgreSQL tsvector); `tag` filters.
 */
export async function listPublicBlogs(
  db: Db,
  query: { q?: string | undefined; tag?: string | undefined; page: number; limit: number },
): Promise<BlogPage> {
  const terms = query.q ? searchTerms(query.q) : [];
  const empty = { blogs: [], total: 0, page: query.page, limit: query.limit, pages: 1 };
  if (query.q && !terms.length) return empty;
  const postgres = isPostgres(db);

  let base = db.selectFrom('blogs').where('blogs.is_active', '=', 1);
  if (query.tag)
    base = base.where(
      'blogs.tags_text',
      'like',
      sql<string>`${likePattern(`|${query.tag}|`)} escape '\\'`,
    );
  if (terms.length) {
    base = postgres
      ? base.where(sql<boolean>`search @@ to_tsquery('english', ${tsQuery(terms)})`)
      : base.where(
          sql<boolean>`blogs.rowid in (select rowid from blogs_fts where blogs_fts match ${ftsQuery(terms)})`,
        );
  }
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const offset = (query.page - 1) * query.limit;
  let rows = base.select(SUMMARY_COLUMNS);
  if (terms.length && postgres) {
    rows = rows.orderBy(
      sql`ts_rank(search_rank, to_tsquery('english', ${tsQuery(terms)}))`,
      'desc',
    );
  } else if (terms.length) {
    // bm25 is lower for better matches; title counts most, then description and tags, then body.
    // Only the best `offset + limit` matches can be shown, plus as many as inactive posts could
    // push out, so FTS5 ranks with a bounded heap instead of sorting every match.
    const { hidden } = await db
      .selectFrom('blogs')
      .select((eb) => eb.fn.countAll().as('hidden'))
      .where('is_active', '=', 0)
      .executeTakeFirstOrThrow();
    // A tag filter can drop any number of matches, so then every match is ranked (-1: no limit).
    const candidates = query.tag ? -1 : offset + query.limit + Number(hidden);
    rows = rows
      .innerJoin(
        sql<{
          rowid: number;
          rank: number;
        }>`(select rowid, bm25(blogs_fts, 10.0, 4.0, 4.0, 1.0) as rank
          from blogs_fts where blogs_fts match ${ftsQuery(terms)} order by rank limit ${candidates})`.as(
          'hits',
        ),
        (join) => join.onRef(sql.ref('hits.rowid'), '=', sql.ref('blogs.rowid')),
      )
      .orderBy(sql`hits.rank`, 'asc');
  }
  const page = await rows
    .orderBy('blogs.created_at', 'desc')
    .orderBy('blogs.id', 'desc')
    .limit(query.limit)
    .offset(offset)
    .execute();
  return {
    blogs: page.map(toBlogSummary),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** Staff see their own blogs; admins see every blog, active or not. */
export async function listUserBlogs(
  db: Db,
  user: { _id: string; isAdmin: boolean },
): Promise<BlogView[]> {
  let query = db
    .selectFrom('blogs')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (!user.isAdmin) query = query.where('author_id', '=', user._id);
  return (await query.execute()).map(toBlogView);
}

export async function findBlog(db: Db, id: string): Promise<BlogView | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toBlogView(row) : undefined;
}

/**
 * The one way a blog row is built, for a post written in the dashboard and for a demo article
 * alike: the same columns, derived search text and tags.
 */
function blogRecord(
  input: BlogInput,
  origin: { author: string; authorId: string | null; seedKey: string | null; createdAt: string },
): Insertable<BlogsTable> {
  return {
    id: newObjectId(new Date(origin.createdAt)),
    title: input.title,
    short_description: input.shortDescription,
    ...bodyColumns(input.longDescription),
    meta_title: input.metaTitle,
    meta_keyword: input.metaKeyword,
    meta_description: input.metaDescription,
    image_url: input.imageUrl,
    thumb_image_url: input.thumbImageUrl,
    author: origin.author,
    author_id: origin.authorId,
    category: input.category,
    tags: JSON.stringify(input.tag),
    tags_text: tagsText(input.tag),
    is_active: input.isActive ? 1 : 0,
    schema: input.schema.trim(),
    seed_key: origin.seedKey,
    created_at: origin.createdAt,
    updated_at: origin.createdAt,
  };
}

export async function createBlog(
  db: Db,
  input: BlogInput,
  author: { _id: string; firstName: string; lastName: string },
): Promise<BlogView> {
  const record = blogRecord(input, {
    author: `${author.firstName} ${author.lastName}`.trim(),
    authorId: author._id,
    seedKey: null,
    createdAt: new Date().toISOString(),
  });
  await db.insertInto('blogs').values(record).execute();
  return (await findBlog(db, record.id))!;
}

export async function updateBlog(db: Db, id: string, input: Partial<BlogInput>): Promise<BlogView> {
  await db
    .updateTable('blogs')
    .set({ ...toColumns(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return (await findBlog(db, id))!;
}

export async function deleteBlog(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface SeedBlog extends BlogInput {
  seedKey: string;
  author: string;
  createdAt: string;
}

/** Inserts demo articles that are not there yet (matched by seed key). */
export async function insertSeedBlogs(db: Db, blogs: SeedBlog[]): Promise<number> {
  let inserted = 0;
  for (const blog of blogs) {
    const exists = await db
      .selectFrom('blogs')
      .select('id')
      .where('seed_key', '=', blog.seedKey)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('blogs')
      .values(
        blogRecord(blog, {
          author: blog.author,
          authorId: null,
          seedKey: blog.seedKey,
          createdAt: blog.createdAt,
        }),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    inserted += 1;
  }
  return inserted;
}
