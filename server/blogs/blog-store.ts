import { sql, type Insertable, type Selectable } from 'kysely';
import { isPostgres } from '~/server/db/dialect';
import type { BlogAdminQuery, BlogInput, BlogSummary, BlogView } from '~/domain/blog';
import { slugify, uniqueSlug } from '~/domain/blog-slug';
import {
  snapshotOf,
  type BlogRevision,
  type BlogSnapshot,
  type RevisionReason,
} from '~/domain/blog-revision';
import { isPublished, postDate, type BlogStatus } from '~/domain/blog-view';
import { newObjectId } from '~/domain/ids';
import type { Db } from '~/server/db/database';
import { inTransaction } from '~/server/db/provision';
import type { BlogRevisionsTable, BlogsTable, Database } from '~/server/db/schema';
import type { Kysely } from 'kysely';
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
    slug: row.slug,
    title: row.title,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    metaTitle: row.meta_title,
    metaKeyword: row.meta_keyword,
    metaDescription: row.meta_description,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    thumbImageUrl: row.thumb_image_url,
    thumbAlt: row.thumb_alt,
    author: row.author,
    authorId: row.author_id,
    category: row.category,
    tag: parseTags(row.tags),
    isActive: isPublished(row),
    status: row.status,
    publishAt: row.publish_at ?? '',
    publishedAt: row.published_at ?? '',
    wordCount: Number(row.word_count),
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
  const body_text = htmlToPlainText(long_description);
  return { long_description, body_text, word_count: body_text.split(/\s+/).filter(Boolean).length };
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
    ...(input.imageAlt !== undefined ? { image_alt: input.imageAlt } : {}),
    ...(input.thumbImageUrl !== undefined ? { thumb_image_url: input.thumbImageUrl } : {}),
    ...(input.thumbAlt !== undefined ? { thumb_alt: input.thumbAlt } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.tag !== undefined
      ? { tags: JSON.stringify(input.tag), tags_text: tagsText(input.tag) }
      : {}),
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
  'blogs.slug',
  'blogs.title',
  'blogs.short_description',
  'blogs.image_url',
  'blogs.image_alt',
  'blogs.thumb_image_url',
  'blogs.thumb_alt',
  'blogs.word_count',
  'blogs.author',
  'blogs.category',
  'blogs.tags',
  'blogs.published_at',
  'blogs.created_at',
  'blogs.updated_at',
] as const;

type SummaryRow = Pick<
  Selectable<BlogsTable>,
  | 'id'
  | 'slug'
  | 'title'
  | 'short_description'
  | 'image_url'
  | 'image_alt'
  | 'thumb_image_url'
  | 'thumb_alt'
  | 'word_count'
  | 'author'
  | 'category'
  | 'tags'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
>;

function toBlogSummary(row: SummaryRow): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.short_description,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    thumbImageUrl: row.thumb_image_url,
    thumbAlt: row.thumb_alt,
    wordCount: Number(row.word_count),
    author: row.author,
    category: row.category,
    tag: parseTags(row.tags),
    publishedAt: row.published_at ?? '',
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

/** A field the store refused (a slug already in use): the API answers 400 for that field. */
export class BlogFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'BlogFieldError';
  }
}

export const SLUG_TAKEN = 'This slug is already used by another post';

type Executor = Kysely<Database>;

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

export async function findBlog(db: Executor, id: string): Promise<BlogView | undefined> {
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

export const SLUG_RESERVED =
  'This slug is reserved: it was the address of another post, and old links lead there';

/**
 * Slugs starting with `base` that another post holds: its current slug, or a former one that its
 * old links still redirect from (docs/product.md#blog-slugs). `reserved` are the former ones.
 */
async function takenSlugs(db: Executor, base: string, exceptId: string | null) {
  const prefix = sql<string>`${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
  let current = db.selectFrom('blogs').select('slug').where('slug', 'like', prefix);
  let former = db.selectFrom('blog_slugs').select('slug').where('slug', 'like', prefix);
  if (exceptId) {
    current = current.where('id', '!=', exceptId);
    former = former.where('blog_id', '!=', exceptId);
  }
  const inUse = (await current.execute()).map((row) => row.slug);
  const reserved = new Set((await former.execute()).map((row) => row.slug));
  return { all: new Set([...inUse, ...reserved]), reserved };
}

/**
 * A slug typed by staff must be free: neither another post's address nor one of its former
 * addresses. An empty one is made from the title, stepping over both.
 */
async function chooseSlug(
  db: Executor,
  wanted: string | undefined,
  title: string,
  exceptId: string | null,
): Promise<string> {
  if (wanted) {
    const taken = await takenSlugs(db, wanted, exceptId);
    if (taken.reserved.has(wanted)) throw new BlogFieldError('slug', SLUG_RESERVED);
    if (taken.all.has(wanted)) throw new BlogFieldError('slug', SLUG_TAKEN);
    return wanted;
  }
  const base = slugify(title);
  return uniqueSlug(base, (await takenSlugs(db, base, exceptId)).all);
}

/**
 * The status a write leaves a post in: the status sent, else the original API's active flag
 * (active publishes; inactive takes a published post back to draft), else the current status.
 */
function nextStatus(
  input: Partial<Pick<BlogInput, 'status' | 'isActive'>>,
  current: BlogStatus | undefined,
): BlogStatus {
  if (input.status) return input.status;
  if (input.isActive === true) return 'published';
  if (input.isActive === false) return !current || current === 'published' ? 'draft' : current;
  return current ?? 'published';
}

function statusColumns(
  status: BlogStatus,
  publishAt: string | undefined,
  current: { publish_at: string | null; published_at: string | null } | undefined,
  now: string,
) {
  return {
    status,
    publish_at:
      status === 'scheduled'
        ? publishAt
          ? new Date(publishAt).toISOString()
          : (current?.publish_at ?? null)
        : null,
    published_at:
      status === 'published' ? (current?.published_at ?? now) : (current?.published_at ?? null),
  };
}

async function addRevision(
  db: Executor,
  blog: BlogView,
  reason: RevisionReason,
  editor: { _id: string | null; name: string },
  at: string,
) {
  const row: BlogRevisionsTable = {
    id: newObjectId(new Date(at)),
    blog_id: blog._id,
    reason,
    author_id: editor._id,
    author: editor.name,
    snapshot: JSON.stringify(snapshotOf(blog)),
    created_at: at,
  };
  await db.insertInto('blog_revisions').values(row).execute();
}

/**
 * The one way a blog row is built, for a post written in the dashboard and for a demo article
 * alike: the same columns, derived search text and tags.
 */
function blogRecord(
  input: BlogInput,
  origin: {
    author: string;
    authorId: string | null;
    seedKey: string | null;
    createdAt: string;
    slug: string;
  },
): Insertable<BlogsTable> {
  return {
    id: newObjectId(new Date(origin.createdAt)),
    slug: origin.slug,
    title: input.title,
    short_description: input.shortDescription,
    ...bodyColumns(input.longDescription),
    meta_title: input.metaTitle,
    meta_keyword: input.metaKeyword,
    meta_description: input.metaDescription,
    image_url: input.imageUrl,
    image_alt: input.imageAlt,
    thumb_image_url: input.thumbImageUrl,
    thumb_alt: input.thumbAlt,
    author: origin.author,
    author_id: origin.authorId,
    category: input.category,
    tags: JSON.stringify(input.tag),
    tags_text: tagsText(input.tag),
    ...statusColumns(nextStatus(input, undefined), input.publishAt, undefined, origin.createdAt),
    schema: input.schema.trim(),
    seed_key: origin.seedKey,
    created_at: origin.createdAt,
    updated_at: origin.createdAt,
  };
}

export interface Editor {
  _id: string;
  firstName: string;
  lastName: string;
}
const editorOf = (user: Editor) => ({
  _id: user._id,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

export async function createBlog(db: Db, input: BlogInput, author: Editor): Promise<BlogView> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const record = blogRecord(input, {
      author: editorOf(author).name,
      authorId: author._id,
      seedKey: null,
      createdAt: now,
      slug: await chooseSlug(trx, input.slug, input.title, null),
    });
    await trx.insertInto('blogs').values(record).execute();
    const blog = (await findBlog(trx, record.id))!;
    await addRevision(trx, blog, 'created', editorOf(author), now);
    return blog;
  });
}

/** Applies a change, keeps a former slug for redirects and records the result as a revision. */
export async function updateBlog(
  db: Db,
  id: string,
  input: Partial<BlogInput>,
  editor: Editor,
  reason: RevisionReason = 'edited',
): Promise<BlogView> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const current = await trx
      .selectFrom('blogs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const slug =
      input.slug !== undefined && input.slug !== current.slug
        ? await chooseSlug(trx, input.slug, input.title ?? current.title, id)
        : current.slug;
    if (slug !== current.slug) {
      // The old address keeps working as a redirect; a slug this post takes back is no longer one.
      await trx.deleteFrom('blog_slugs').where('slug', 'in', [slug, current.slug]).execute();
      await trx
        .insertInto('blog_slugs')
        .values({ slug: current.slug, blog_id: id, created_at: now })
        .execute();
    }
    const status = nextStatus(input, current.status);
    await trx
      .updateTable('blogs')
      .set({
        ...toColumns(input),
        slug,
        ...statusColumns(status, input.publishAt, current, now),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const blog = (await findBlog(trx, id))!;
    await addRevision(trx, blog, reason, editorOf(editor), now);
    return blog;
  });
}

export async function deleteBlog(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every saved version of a post, newest first. */
export async function listRevisions(db: Db, blogId: string): Promise<BlogRevision[]> {
  const rows = await db
    .selectFrom('blog_revisions')
    .selectAll()
    .where('blog_id', '=', blogId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    blogId: row.blog_id,
    reason: row.reason,
    author: row.author,
    createdAt: row.created_at,
    snapshot: JSON.parse(row.snapshot) as BlogSnapshot,
  }));
}

/**
 * Puts a saved version's content back (docs/product.md#blog-revisions): every field it kept but
 * the status, which stays as it is now, so restoring never publishes or hides a post by surprise.
 * The restore is a revision of its own.
 */
export async function restoreRevision(
  db: Db,
  blogId: string,
  revisionId: string,
  editor: Editor,
): Promise<BlogView | undefined> {
  const row = await db
    .selectFrom('blog_revisions')
    .select('snapshot')
    .where('id', '=', revisionId)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    status: _status,
    publishAt: _publishAt,
    ...content
  } = JSON.parse(row.snapshot) as BlogSnapshot;
  const current = await findBlog(db, blogId);
  // A slug another post has taken since is left as it is now.
  const slugFree =
    content.slug === current?.slug ||
    !(await takenSlugs(db, content.slug, blogId)).all.has(content.slug);
  return updateBlog(
    db,
    blogId,
    { ...content, ...(slugFree ? {} : { slug: current?.slug ?? '' }) },
    editor,
    'restored',
  );
}

/**
 * Publishes scheduled posts whose time has come (docs/product.md#blog-schedule). Each post is
 * claimed by a conditional UPDATE that only one instance can win, in the same transaction as its
 * revision, so a post goes live exactly once however many instances run this. Returns how many
 * this call published.
 */
export async function publishDueBlogs(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('blogs')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', at)
    .orderBy('publish_at')
    .limit(100)
    .execute();
  let published = 0;
  for (const { id } of due) {
    const won = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('blogs')
        .set({
          status: 'published',
          // It goes live now, at the time staff chose, even if it had been live once before.
          published_at: sql<string>`publish_at`,
          publish_at: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const blog = (await findBlog(trx, id))!;
      await addRevision(trx, blog, 'published', { _id: null, name: 'Scheduler' }, at);
      return true;
    });
    if (won) published += 1;
  }
  return published;
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
  const base = db.selectFrom('blogs').select(SUMMARY_COLUMNS).where('blogs.status', '=', 'published');
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

export interface SeedBlog extends BlogInput {
  seedKey: string;
  author: string;
  createdAt: string;
}

/** Inserts demo articles that are not there yet (matched by seed key), each with a first revision. */
export async function insertSeedBlogs(db: Db, blogs: SeedBlog[]): Promise<number> {
  let inserted = 0;
  for (const blog of blogs) {
    const exists = await db
      .selectFrom('blogs')
      .select('id')
      .where('seed_key', '=', blog.seedKey)
      .executeTakeFirst();
    if (exists) continue;
    await inTransaction(db, async (trx) => {
      const record = blogRecord(blog, {
        author: blog.author,
        authorId: null,
        seedKey: blog.seedKey,
        createdAt: blog.createdAt,
        slug: await chooseSlug(trx, blog.slug, blog.title, null),
      });
      await trx.insertInto('blogs').values(record).execute();
      await addRevision(
        trx,
        (await findBlog(trx, record.id))!,
        'created',
        { _id: null, name: blog.author },
        blog.createdAt,
      );
    });
    inserted += 1;
  }
  return inserted;
}
