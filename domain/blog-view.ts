/**
 * The blog as pages show it, and the display rules. Its shape comes from the schema of the fields
 * staff write (domain/blog.ts) as types only: no schema library here, so cards stay light.
 */
import type { BlogFields, BlogStatus } from './blog';

/**
 * A stored post: the fields staff write (the readable address `slug`, /blog/{slug},
 * docs/product.md#blog-slugs; `publishAt`, when a scheduled post goes live, UTC, or '') and what
 * the server adds.
 */
export interface BlogView extends BlogFields {
  _id: string;
  author: string;
  authorId: string | null;
  /** True exactly when the status is published (the original API's flag). */
  isActive: boolean;
  /** When the post first went live (UTC), or ''. */
  publishedAt: string;
  /** Words in the body, for the reading time. */
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What lists and cards show of a blog: never the body, the meta fields or the schema. */
export type BlogSummary = Pick<
  BlogView,
  | '_id'
  | 'slug'
  | 'title'
  | 'shortDescription'
  | 'imageUrl'
  | 'imageAlt'
  | 'thumbImageUrl'
  | 'thumbAlt'
  | 'wordCount'
  | 'author'
  | 'category'
  | 'tag'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** How the dashboard names each status. */
export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

/** A published post is the only kind visitors see (docs/product.md#blog-publishing). */
export function isPublished(blog: Pick<BlogView, 'status'>): boolean {
  return blog.status === 'published';
}

/** http(s) URLs and the site's own root-relative images are shown; anything else is not (docs/product.md#thumbnails). */
export function isDisplayableImage(url: string | null | undefined): url is string {
  return (
    typeof url === 'string' && (/^https?:\/\//i.test(url) || /^\/(uploads|images)\//.test(url))
  );
}

/**
 * The date a post shows and sorts by: when it went live (docs/product.md#blog-publishing). A post
 * not live yet (seen through a preview link) shows when it is due, else when it was written.
 */
export function postDate(
  blog: Pick<BlogView, 'publishedAt' | 'createdAt'> & { publishAt?: string },
): string {
  return blog.publishedAt || blog.publishAt || blog.createdAt;
}

/** When a published post last changed for a reader: it went live, or was edited after that. */
export function lastModified(blog: Pick<BlogView, 'publishedAt' | 'createdAt' | 'updatedAt'>) {
  const live = postDate(blog);
  return blog.updatedAt > live ? blog.updatedAt : live;
}

/** Category, else the first tag, else "General" (docs/product.md#blog-card). */
export function blogCategory(blog: Pick<BlogView, 'category' | 'tag'>): string {
  return blog.category.trim() || blog.tag[0]?.trim() || 'General';
}

/** Words read per minute for the reading time (docs/product.md#reading-time). */
export const WORDS_PER_MINUTE = 230;

/** "4 min read": at least one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** The text alternative of a card's picture: the thumbnail's, else the featured image's. */
export function thumbnailAlt(blog: Pick<BlogView, 'thumbImageUrl' | 'thumbAlt' | 'imageAlt'>) {
  return blog.thumbAlt || blog.imageAlt;
}

/**
 * The images of a post that visitors see without a description (docs/product.md#blog-images):
 * the featured image without its alt text, the thumbnail without its own or the image's. The API
 * accepts such a post; the dashboard flags it.
 */
export function imagesWithoutAlt(
  blog: Pick<BlogView, 'imageUrl' | 'imageAlt' | 'thumbImageUrl' | 'thumbAlt'>,
): ('Image' | 'Thumbnail')[] {
  const missing: ('Image' | 'Thumbnail')[] = [];
  if (blog.imageUrl && !blog.imageAlt.trim()) missing.push('Image');
  if (blog.thumbImageUrl && !thumbnailAlt(blog).trim()) missing.push('Thumbnail');
  return missing;
}
