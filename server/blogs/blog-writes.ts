import type { Insertable } from 'kysely';
import type { BlogInput, BlogView } from '~/domain/blog';
import type { BlogSnapshot, RevisionReason } from '~/domain/blog-revision';
import type { BlogStatus } from '~/domain/blog';
import { newObjectId } from '~/domain/ids';
import type { ContentStore } from '~/server/cache/content-version';
import type { Db } from '~/server/db/database';
import { isPostgres } from '~/server/db/dialect';
import { inTransaction } from '~/server/db/provision';
import { uniqueViolation } from '~/server/db/unique-violation';
import type { BlogsTable, Database } from '~/server/db/schema';
import { findBlog } from './blog-reads';
import { addRevision } from './blog-revisions';
import { bodyColumns, tagsText, toColumns } from './blog-rows';
import { BlogFieldError, chooseSlug, SLUG_TAKEN, takenSlugs } from './blog-slugs';

/*
 * Writing blogs: create, edit, delete, restore a revision, seed the demo articles. Every write
 * that changes what visitors may see bumps the content version once it has committed.
 */

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

/**
 * Runs a write that gives a post a slug. Two posts given one slug at once can both find it free;
 * the second then meets the first on the unique index. A slug staff typed is refused as taken, as
 * the check before the write would have; one made from the title is chosen again, stepping over
 * the first.
 */
async function savingSlug<T>(typed: boolean, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error)?.key !== 'blogs.slug') throw error;
      if (typed || attempt === 3) throw new BlogFieldError('slug', SLUG_TAKEN);
    }
  }
}

export async function createBlog(
  store: ContentStore,
  input: BlogInput,
  author: Editor,
): Promise<BlogView> {
  const write = () =>
    store.db.transaction().execute(async (trx) => {
      const now = store.clock.now().toISOString();
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
  const blog = await savingSlug(Boolean(input.slug), write);
  await store.contentVersion.changed();
  return blog;
}

/** Applies a change, keeps a former slug for redirects and records the result as a revision. */
export async function updateBlog(
  store: ContentStore,
  id: string,
  input: Partial<BlogInput>,
  editor: Editor,
  reason: RevisionReason = 'edited',
): Promise<BlogView> {
  const write = () =>
    store.db.transaction().execute(async (trx) => {
      const now = store.clock.now().toISOString();
      // Two edits of one post at once take turns (PostgreSQL; SQLite writes one at a time): the
      // second reads what the first saved, so a slug changed twice keeps both former addresses.
      let read = trx.selectFrom('blogs').selectAll().where('id', '=', id);
      if (isPostgres<Database>(trx)) read = read.forUpdate();
      const current = await read.executeTakeFirstOrThrow();
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
  const blog = await savingSlug(Boolean(input.slug), write);
  await store.contentVersion.changed();
  return blog;
}

export async function deleteBlog(store: ContentStore, id: string): Promise<boolean> {
  const result = await store.db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await store.contentVersion.changed();
  return deleted;
}

/**
 * Puts a saved version's content back (docs/product.md#blog-revisions): every field it kept but
 * the status, which stays as it is now, so restoring never publishes or hides a post by surprise.
 * The restore is a revision of its own.
 */
export async function restoreRevision(
  store: ContentStore,
  blogId: string,
  revisionId: string,
  editor: Editor,
): Promise<BlogView | undefined> {
  const { db } = store;
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
    store,
    blogId,
    { ...content, ...(slugFree ? {} : { slug: current?.slug ?? '' }) },
    editor,
    'restored',
  );
}

export interface SeedBlog extends BlogInput {
  seedKey: string;
  author: string;
  createdAt: string;
}

/**
 * Inserts demo articles that are not there yet (matched by seed key), each with a first revision.
 * It runs while the database is prepared, before anything is served or cached, so it leaves the
 * content version alone.
 */
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
