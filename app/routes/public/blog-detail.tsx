import { formatDate } from '~/domain/format';
import { ArrowLeft, ArrowRight, Clock, Eye, Tag } from 'lucide-react';
import { UserRound } from '~/components/ui/sprite';
import { data, Link, redirect } from 'react-router';
import { PageHeader } from '~/components/layout/PageHeader';
import { BlogImage, BlogGrid, toCardData, toPostLink } from '~/components/sections/BlogCard';
import { BlogSearch } from '~/components/sections/BlogSearch';
import { ShareLinks } from '~/components/sections/ShareLinks';
import { invariantResponse } from '~/lib/http';
import { originFrom, seo } from '~/lib/seo';
import { blogCategory, isDisplayableImage, postDate, readingMinutes } from '~/domain/blog-view';
import { isObjectId } from '~/domain/ids';
import { site } from '~/content/site';
import {
  adjacentBlogs,
  currentSlugOf,
  findBlog,
  findBlogBySlug,
  listPublicBlogs,
  relatedBlogs,
} from '~/server/blogs/blog-reads';
import { archivedSince } from '~/server/blogs/blog-revisions';
import { verifyPreviewToken } from '~/server/blogs/preview-token';
import type { Route } from './+types/blog-detail';

/** Three recent posts; the tag row shows up to three tags (docs/product.md#blog-detail). */
const RECENT_POSTS = 3;
const TAG_ROW = 3;
const RELATED_POSTS = 3;

/**
 * /blog/{slug} (docs/product.md#blog-slugs): a record id or a former slug answers 308 to the
 * current address. Unpublished posts are shown only with a valid preview link, never cached and
 * never indexed; archived posts not even then (docs/product.md#blog-preview).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, jwtSecret, clock } = context.deps;
  const url = new URL(request.url);
  const blog = await findBlogBySlug(db, params.slug);
  if (!blog) {
    const target = isObjectId(params.slug)
      ? (await findBlog(db, params.slug))?.slug
      : await currentSlugOf(db, params.slug);
    if (target) throw redirect(`/blog/${target}${url.search}`, 308);
  }
  invariantResponse(blog);
  const preview = blog.status !== 'published';
  if (preview) {
    // An archived post has no preview, and a link signed before it was archived stays dead.
    const signedAt = await verifyPreviewToken(
      url.searchParams.get('preview'),
      blog._id,
      jwtSecret,
      clock.now(),
    );
    invariantResponse(
      signedAt && blog.status !== 'archived' && !(await archivedSince(db, blog._id, signedAt)),
    );
  }
  // One more than shown, so the post being read can be left out.
  const [recent, related, adjacent] = await Promise.all([
    listPublicBlogs(db, { page: 1, limit: RECENT_POSTS + 1 }),
    relatedBlogs(db, blog, RELATED_POSTS),
    adjacentBlogs(db, blog),
  ]);
  return data(
    {
      blog,
      preview,
      recent: recent.blogs
        .filter((post) => post._id !== blog._id)
        .slice(0, RECENT_POSTS)
        .map(toPostLink),
      related: related.map(toCardData),
      previous: adjacent.previous ? toPostLink(adjacent.previous) : null,
      next: adjacent.next ? toPostLink(adjacent.next) : null,
    },
    preview
      ? { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } }
      : undefined,
  );
}

/** A preview is one person's view of unpublished work: never stored by a browser or a CDN. */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

function articleJsonLd(
  blog: Route.ComponentProps['loaderData']['blog'],
  origin: string,
): Record<string, unknown> {
  try {
    const parsed: unknown = blog.schema ? JSON.parse(blog.schema) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Fall back to a generated BlogPosting below.
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.shortDescription,
    datePublished: postDate(blog),
    dateModified: blog.updatedAt,
    author: { '@type': 'Person', name: blog.author },
    publisher: { '@type': 'Organization', name: site.name, url: origin },
    keywords: blog.tag.join(', '),
  };
}

export const meta = (args: Route.MetaArgs) => {
  const blog = args.data?.blog;
  if (!blog)
    return seo(args, {
      title: 'Article not found',
      description: 'This article does not exist.',
      noindex: true,
    });
  return seo(args, {
    title: blog.metaTitle || blog.title,
    description: blog.metaDescription || blog.shortDescription,
    keywords: blog.metaKeyword || blog.tag.join(', '),
    type: 'article',
    path: `/blog/${blog.slug}`,
    ...(isDisplayableImage(blog.imageUrl) ? { image: blog.imageUrl, imageAlt: blog.imageAlt } : {}),
    jsonLd: [articleJsonLd(blog, originFrom(args.matches))],
    noindex: args.data?.preview,
  });
};

export default function BlogDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { blog, recent, related, previous, next, preview } = loaderData;
  const url = `${originFrom(matches)}/blog/${blog.slug}`;
  const [firstTag] = blog.tag;
  const minutes = readingMinutes(blog.wordCount);
  const date = postDate(blog);
  return (
    <>
      <PageHeader title={blog.title} />
      {preview ? (
        <div className="container-page pt-8">
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm text-warning-700"
          >
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Preview.</strong> This {blog.status} post is not published: only people with
              this link can see it, until the link expires.
            </span>
          </p>
        </div>
      ) : null}
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-label={blog.title}>
          <BlogImage
            url={blog.imageUrl}
            alt={blog.imageAlt}
            width={1200}
            height={675}
            fetchPriority="high"
            className="aspect-video w-full rounded-2xl bg-navy-50 object-cover"
          />
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4" />
              By <span className="font-semibold text-navy-900">{blog.author}</span>
            </span>
            {firstTag ? (
              <span className="inline-flex items-center gap-1.5">
                <Tag aria-hidden="true" className="size-4" />
                {firstTag}
              </span>
            ) : null}
            <time dateTime={date}>{formatDate(date, 'short')}</time>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {`${minutes} min read`}
            </span>
            <span className="rounded-pill bg-accent-50 px-2.5 py-0.5 font-medium text-accent-800">
              {blogCategory(blog)}
            </span>
          </p>
          {blog.tag.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
              {blog.tag.slice(0, TAG_ROW).map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="inline-block rounded-pill border border-line px-3 py-1 text-sm hover:bg-navy-50"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div
            className="prose-body mt-8"
            dangerouslySetInnerHTML={{ __html: blog.longDescription }}
          />
          <section aria-labelledby="share-heading" className="mt-12 border-t border-line pt-6">
            <h2 id="share-heading" className="text-lg">
              Share this article
            </h2>
            <div className="mt-3">
              <ShareLinks url={url} title={blog.title} />
            </div>
          </section>
          {previous || next ? (
            <nav
              aria-label="More articles"
              className="mt-10 grid gap-4 border-t border-line pt-6 sm:grid-cols-2"
            >
              {previous ? (
                <Link
                  to={`/blog/${previous.slug}`}
                  rel="prev"
                  className="card flex flex-col gap-1 p-4 hover:border-accent-300"
                >
                  <span className="inline-flex items-center gap-1.5 text-sm text-muted">
                    <ArrowLeft aria-hidden="true" className="size-4" />
                    Previous article
                  </span>
                  <span className="font-semibold text-navy-900">{previous.title}</span>
                </Link>
              ) : (
                <span aria-hidden="true" className="hidden sm:block" />
              )}
              {next ? (
                <Link
                  to={`/blog/${next.slug}`}
                  rel="next"
                  className="card flex flex-col gap-1 p-4 text-right hover:border-accent-300"
                >
                  <span className="inline-flex items-center justify-end gap-1.5 text-sm text-muted">
                    Next article
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                  <span className="font-semibold text-navy-900">{next.title}</span>
                </Link>
              ) : null}
            </nav>
          ) : null}
        </article>
        <aside className="space-y-10" aria-label="More from the blog">
          <section aria-labelledby="search-heading">
            <h2 id="search-heading" className="text-lg">
              Search
            </h2>
            <div className="mt-3">
              <BlogSearch id="sidebar-search" />
            </div>
          </section>
          <section aria-labelledby="recent-heading">
            <h2 id="recent-heading" className="text-lg">
              Recent Posts
            </h2>
            <ul className="mt-4 space-y-4">
              {recent.map((post) => (
                <li key={post._id} className="flex gap-3">
                  <BlogImage
                    url={post.thumbImageUrl}
                    alt={post.alt}
                    width={96}
                    height={64}
                    loading="lazy"
                    className="h-16 w-24 shrink-0 rounded-lg bg-navy-50 object-cover"
                  />
                  <div>
                    <time dateTime={post.date} className="text-xs text-muted">
                      {formatDate(post.date, 'short')}
                    </time>
                    <Link
                      to={`/blog/${post.slug}`}
                      className="mt-1 block text-sm leading-snug font-semibold text-navy-900 hover:text-accent-700"
                    >
                      {post.title}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {blog.tag.length ? (
            <section aria-labelledby="tags-heading">
              <h2 id="tags-heading" className="text-lg">
                Tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {blog.tag.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/blog?tag=${encodeURIComponent(tag)}`}
                      className="inline-block rounded-pill bg-surface px-3 py-1 text-sm hover:bg-navy-50"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      {related.length ? (
        <section aria-labelledby="related-heading" className="section bg-surface">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl sm:text-3xl">
              Related articles
            </h2>
            <div className="mt-8">
              <BlogGrid blogs={related} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
