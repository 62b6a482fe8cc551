import { Router, type Request, type Response } from 'express';
import {
  blogAdminQuerySchema,
  blogCreateBody,
  blogListQuerySchema,
  blogUpdateBody,
} from '~/domain/blog';
import { isObjectId } from '~/domain/ids';
import { authenticate, requireUser, type AuthUser } from '~/server/auth/sessions';
import { findBlog, listPublicBlogs, listUserBlogs } from '~/server/blogs/blog-reads';
import { listRevisions } from '~/server/blogs/blog-revisions';
import { createBlog, deleteBlog, restoreRevision, updateBlog } from '~/server/blogs/blog-writes';
import { signPreviewToken } from '~/server/blogs/preview-token';
import type { AppDeps } from '~/server/context';
import { FieldRefused, NotAllowed, NotFound, parseOrRefuse, StateConflict } from '~/server/errors';
import { withOwnImagePaths } from '~/server/http/own-images';
import { sanitizeRichText } from '~/server/blogs/sanitize';

/** Image fields that name this site's own images. */
const BLOG_IMAGES = ['imageUrl', 'thumbImageUrl'] as const;
/** The body, whose pictures must be this site's own too. */
const RICH_TEXT = ['longDescription'] as const;

/** The body must still say something once unsafe markup is removed. */
function requireReadableBody(html: string | undefined) {
  if (
    html !== undefined &&
    sanitizeRichText(html)
      .replace(/<[^>]*>/g, '')
      .trim() === ''
  ) {
    throw new FieldRefused('longDescription', 'Long description is required');
  }
}

/** A scheduled time must still be ahead of `now` when it is set. */
function requireFuturePublishAt(input: { status?: string; publishAt?: string }, now: Date) {
  if (
    input.status === 'scheduled' &&
    input.publishAt &&
    Date.parse(input.publishAt) <= now.getTime()
  )
    throw new FieldRefused('publishAt', 'Choose a time in the future');
}

const canEdit = (user: AuthUser, blog: { authorId: string | null }) =>
  user.isAdmin || blog.authorId === user._id;

export function blogsRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseOrRefuse(blogListQuerySchema, req.query, 'Invalid search');
    const page = await listPublicBlogs(db, query);
    res.json({ status: 200, message: 'OK', ...page });
  });

  router.get('/userBlogs', async (req, res) => {
    const user = await requireUser(deps, req);
    const query = parseOrRefuse(blogAdminQuerySchema, req.query, 'Invalid search');
    res.json({ status: 200, message: 'OK', ...(await listUserBlogs(db, user, query)) });
  });

  const loadBlog = async (rawId: unknown) => {
    const id = String(rawId);
    const blog = isObjectId(id) ? await findBlog(db, id) : undefined;
    if (!blog) throw new NotFound('Blog not found');
    return blog;
  };

  router.get('/:id', async (req, res) => {
    const blog = await loadBlog(req.params.id);
    if (blog.status !== 'published') {
      // Unpublished blogs are visible only to the people who may edit them.
      const user = await authenticate(deps, req);
      if (!user || !canEdit(user, blog)) throw new NotFound('Blog not found');
    }
    res.json({ status: 200, message: 'OK', blog });
  });

  router.post('/', async (req, res) => {
    const user = await requireUser(deps, req);
    const input = parseOrRefuse(
      blogCreateBody,
      withOwnImagePaths(deps, req, BLOG_IMAGES, RICH_TEXT),
    );
    requireReadableBody(input.longDescription);
    requireFuturePublishAt(input, deps.clock.now());
    // A slug in use is a BlogFieldError: a 400 for its field (toHttp).
    const blog = await createBlog(deps, input, user);
    res.status(201).json({ status: 201, message: 'Blog created', blog });
  });

  const update = async (req: Request, res: Response) => {
    const user = await requireUser(deps, req);
    const existing = await loadBlog(req.params.id);
    if (!canEdit(user, existing)) throw new NotAllowed('You can only edit your own blogs');
    const input = parseOrRefuse(
      blogUpdateBody,
      withOwnImagePaths(deps, req, BLOG_IMAGES, RICH_TEXT),
    );
    requireReadableBody(input.longDescription);
    requireFuturePublishAt(input, deps.clock.now());
    const blog = await updateBlog(deps, existing._id, input, user);
    res.json({ status: 200, message: 'Blog updated', blog });
  };
  router.patch('/:id', update);
  router.put('/:id', update);

  router.delete('/:id', async (req, res) => {
    const user = await requireUser(deps, req);
    const existing = await loadBlog(req.params.id);
    if (!canEdit(user, existing)) throw new NotAllowed('You can only delete your own blogs');
    await deleteBlog(deps, existing._id);
    res.json({ status: 200, message: 'Blog deleted' });
  });

  const loadEditable = async (req: Request) => {
    const user = await requireUser(deps, req);
    const blog = await loadBlog(req.params.id);
    if (!canEdit(user, blog)) throw new NotFound('Blog not found');
    return { user, blog };
  };

  /** A signed link that shows the post as published, for a day (docs/product.md#blog-preview). */
  router.post('/:id/preview', async (req, res) => {
    const { blog } = await loadEditable(req);
    // Archiving takes a post off the site for everyone, preview links included.
    if (blog.status === 'archived') throw new StateConflict('An archived post has no preview link');
    const { token, expiresAt } = await signPreviewToken(blog._id, deps.jwtSecret, deps.clock.now());
    const path = `/blog/${blog.slug}?preview=${token}`;
    res.json({
      status: 200,
      message: 'OK',
      token,
      expiresAt,
      path,
      url: `${deps.publicUrl}${path}`,
    });
  });

  router.get('/:id/revisions', async (req, res) => {
    const { blog } = await loadEditable(req);
    res.json({ status: 200, message: 'OK', revisions: await listRevisions(db, blog._id) });
  });

  router.post('/:id/revisions/:revisionId/restore', async (req, res) => {
    const { user, blog } = await loadEditable(req);
    const revisionId = String(req.params.revisionId);
    const restored = isObjectId(revisionId)
      ? await restoreRevision(deps, blog._id, revisionId, user)
      : undefined;
    if (!restored) throw new NotFound('Revision not found');
    res.json({ status: 200, message: 'Revision restored', blog: restored });
  });

  return router;
}
