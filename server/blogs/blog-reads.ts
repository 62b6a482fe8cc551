import { sql } from 'kysely';
import type { BlogAdminQuery, BlogSummary, BlogView } from '~/domain/blog';
import { postDate } from '~/domain/blog-view';
import type { Db } from '~/server/db/database';
import { isPostgres } from '~/server/db/dialect';
import {
  likePattern,
  parseTags,
  SUMMARY_COLUMNS,
  toBlogSummary,
  toBlogView,
  type SummaryRow,
} from './blog-rows';

/* Reading blogs: the public lists and search, one post, its neighbours, the dashboard's list. */

export interface BlogPage {
  blogs: BlogSummary[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/**
 * The words of a search, as letters and digits only: whatever a visitor types can never be a
 * syntax error in either database's query language. At most eight words count.
 */
function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** FTS5: every word must appear; the last one may be the start of a word (search as you type). */
const ftsQuery = (terms: string[]) =>
  terms.map((term, i) => `"${term}"${i === terms.length - 1 ? ' *' : ''}`).join(' ');
/** PostgreSQL: the same, in to_tsquery syntax (terms are letters and digits only). */
const tsQuery = (terms: string[]) =>
  terms.map((term, i) => `${term}${i === terms.length - 1 ? ':*' : ''}`).join(' & ');

/**
 * Published blogs as summaries (never the body), newest first by publish time; with `q`, ranked by full-text search
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

  let base = db.selectFrom('blogs').where('blogs.status', '=', 'published');
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
    // Only the best `offset + limit` matches can be shown, plus as many as unpublished posts could
    // push out, so FTS5 ranks with a bounded heap instead of sorting every match.
    const { hidden } = await db
      .selectFrom('blogs')
      .select((eb) => eb.fn.countAll().as('hidden'))
      .where('status', '!=', 'published')
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
  // Newest first by the time each post went live, not when it was written (a post scheduled for
  // next week is next week's news).
  const page = await rows
    .orderBy('blogs.published_at', 'desc')
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

export interface AdminBlogList {
  blogs: BlogView[];
  /** Every author with a post the user may see, for the author filter. */
  authors: string[];
}

/**
 * The dashboard's list (docs/product.md#dashboard-blogs): staff see their own blogs, admins every
 * blog, of every status; filtered by status, author, tag and search words, sorted by date.
 */
export async function listUserBlogs(
  db: Db,
  user: { _id: string; isAdmin: boolean },
  query: Partial<BlogAdminQuery> = {},
): Promise<AdminBlogList> {
  let base = db.selectFrom('blogs');
  if (!user.isAdmin) base = base.where('author_id', '=', user._id);
  const authors = (await base.select('author').distinct().orderBy('author').execute()).map(
    (row) => row.author,
  );
  if (query.status) base = base.where('status', '=', query.status);
  if (query.author) base = base.where(sql<string>`lower(author)`, '=', query.author.toLowerCase());
  if (query.tag)
    base = base.where(
      'blogs.tags_text',
      'like',
      sql<string>`${likePattern(`|${query.tag}|`)} escape '\\'`,
    );
  if (query.q) {
    const terms = searchTerms(query.q);
    if (!terms.length) return { blogs: [], authors };
    const slugLike = sql<string>`${likePattern(query.q.trim())} escape '\\'`;
    base = isPostgres(db)
      ? base.where((eb) =>
          eb.or([
            sql<boolean>`search @@ to_tsquery('english', ${tsQuery(terms)})`,
            eb('slug', 'like', slugLike),
          ]),
        )
      : base.where((eb) =>
          eb.or([
            sql<boolean>`blogs.rowid in (select rowid from blogs_fts where blogs_fts match ${ftsQuery(terms)})`,
            eb('slug', 'like', slugLike),
          ]),
        );
  }
  let rows = base.selectAll('blogs');
  rows =
    query.sort === 'oldest'
      ? rows.orderBy('created_at', 'asc').orderBy('id', 'asc')
      : query.sort === 'updated'
        ? rows.orderBy('updated_at', 'desc').orderBy('id', 'desc')
        : rows.orderBy('created_at', 'desc').orderBy('id', 'desc');
  return { blogs: (await rows.execute()).map(toBlogView), authors };
}

export async function findBlog(db: Db, id: string): Promise<BlogView | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toBlogView(row) : undefined;
}

export async function findBlogBySlug(db: Db, slug: string): Promise<BlogView | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toBlogView(row) : undefined;
}

/** The current slug of the post that once had `slug`, if any. */
export async function currentSlugOf(db: Db, formerSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('blog_slugs')
    .innerJoin('blogs', 'blogs.id', 'blog_slugs.blog_id')
    .select('blogs.slug')
    .where('blog_slugs.slug', '=', formerSlug)
    .executeTakeFirst();
  return row?.slug;
}

/** Up to `limit` published posts sharing the most tags with `blog`, then the most recent. */
export async function relatedBlogs(db: Db, blog: BlogView, limit = 3): Promise<BlogSummary[]> {
  const tags = blog.tag.map((t) => t.toLowerCase());
  const published = () =>
    db
      .selectFrom('blogs')
      .select(SUMMARY_COLUMNS)
      .where('blogs.status', '=', 'published')
      .where('blogs.id', '!=', blog._id)
      .orderBy('blogs.published_at', 'desc')
      .orderBy('blogs.id', 'desc');
  const candidates = tags.length
    ? await published()
        .where((eb) =>
          eb.or(
            tags.map((tag) =>
              eb('blogs.tags_text', 'like', sql<string>`${likePattern(`|${tag}|`)} escape '\\'`),
            ),
          ),
        )
        .limit(50)
        .execute()
    : [];
  const shared = (row: SummaryRow) =>
    parseTags(row.tags).filter((t) => tags.includes(t.toLowerCase())).length;
  const ranked = candidates
    .map((row, index) => ({ row, score: shared(row), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ row }) => row)
    .slice(0, limit);
  if (ranked.length < limit) {
    const seen = new Set(ranked.map((row) => row.id));
    for (const row of await published()
      .limit(limit * 2)
      .execute()) {
      if (ranked.length >= limit) break;
      if (!seen.has(row.id)) ranked.push(row);
    }
  }
  return ranked.map(toBlogSummary);
}

/** The published posts just before and after `blog` in the order they went live. */
export async function adjacentBlogs(
  db: Db,
  blog: BlogView,
): Promise<{ previous: BlogSummary | undefined; next: BlogSummary | undefined }> {
  const base = db
    .selectFrom('blogs')
    .select(SUMMARY_COLUMNS)
    .where('blogs.status', '=', 'published');
  // A post seen through a preview link sits where it would go live.
  const at = postDate(blog);
  const previous = await base
    .where((eb) =>
      eb.or([
        eb('blogs.published_at', '<', at),
        eb.and([eb('blogs.published_at', '=', at), eb('blogs.id', '<', blog._id)]),
      ]),
    )
    .orderBy('blogs.published_at', 'desc')
    .orderBy('blogs.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const next = await base
    .where((eb) =>
      eb.or([
        eb('blogs.published_at', '>', at),
        eb.and([eb('blogs.published_at', '=', at), eb('blogs.id', '>', blog._id)]),
      ]),
    )
    .orderBy('blogs.published_at', 'asc')
    .orderBy('blogs.id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return {
    previous: previous ? toBlogSummary(previous) : undefined,
    next: next ? toBlogSummary(next) : undefined,
  };
}
