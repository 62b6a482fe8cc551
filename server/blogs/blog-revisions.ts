import type { BlogView } from '~/domain/blog';
import {
  snapshotOf,
  type BlogRevision,
  type BlogSnapshot,
  type RevisionReason,
} from '~/domain/blog-revision';
import { newObjectId } from '~/domain/ids';
import type { Db } from '~/server/db/database';
import type { BlogRevisionsTable } from '~/server/db/schema';

/* Every save of a post, kept (docs/product.md#blog-revisions). */

/** Keeps the post as it now is, with who saved it and why. */
export async function addRevision(
  db: Db,
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
 * Whether the post was archived at `since` or later: a preview link signed before that stays dead,
 * even once the post is a draft again (docs/product.md#blog-preview). Every change of status is a
 * revision, whose snapshot keeps the status.
 */
export async function archivedSince(db: Db, blogId: string, since: Date): Promise<boolean> {
  const rows = await db
    .selectFrom('blog_revisions')
    .select('snapshot')
    .where('blog_id', '=', blogId)
    .where('created_at', '>=', since.toISOString())
    .execute();
  return rows.some((row) => (JSON.parse(row.snapshot) as BlogSnapshot).status === 'archived');
}
