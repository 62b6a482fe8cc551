import { formatDate } from '~/domain/format';
import { Tag } from 'lucide-react';
import { UserRound } from '~/components/ui/sprite';
import { Link } from 'react-router';
import { PageHeader } from '~/components/layout/PageHeader';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { BlogSearch } from '~/components/sections/BlogSearch';
import { ShareLinks } from '~/components/sections/ShareLinks';
import { invariantResponse } from '~/lib/http';
import { originFrom, seo } from '~/lib/seo';
import { blogCategory, isDisplayableImage } from '~/domain/blog-view';
import { isObjectId } from '~/domain/ids';
import { site } from '~/content/site';
import { findBlog, listPublicBlogs } from '~/server/blogs/blog-store';
import type { Route } from './+types/blog-detail';

/** Three recent posts; the tag row shows up to three tags (docs/product.md#blog-detail). */
const RECENT_POSTS = 3;
const TAG_ROW = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const blog = isObjectId(params.blogId) ? await findBlog(db, params.blogId) : undefined;
  invariantResponse(blog?.isActive);
  // One more than shown, so the post being read can be left out.
  const recent = await listPublicBlogs(db, { page: 1, limit: RECENT_POSTS + 1 });
  return {
    blog,
    recent: recent.blogs
      .filter((post) => post._id !== blog._id)
      .slice(0, RECENT_POSTS)
      .map(({ _id, title, thumbImageUrl, createdAt }) => ({
        _id,
        title,
        thumbImageUrl,
        createdAt,
      })),
  };
}

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
    datePublished: blog.createdAt,
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
    ...(isDisplayableImage(blog.imageUrl) ? { image: blog.imageUrl } : {}),
    jsonLd: [articleJsonLd(blog, originFrom(args.matches))],
  });
};

export default function BlogDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { blog, recent } = loaderData;
  const url = `${originFrom(matches)}/blog/${blog._id}`;
  const [firstTag] = blog.tag;
  return (
    <>
      <PageHeader title={blog.title} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-label={blog.title}>
          <img
            src={isDisplayableImage(blog.imageUrl) ? blog.imageUrl : BLOG_PLACEHOLDER}
            alt=""
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
            <time dateTime={blog.createdAt}>{formatDate(blog.createdAt, 'short')}</time>
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
                  <img
                    src={
                      isDisplayableImage(post.thumbImageUrl) ? post.thumbImageUrl : BLOG_PLACEHOLDER
                    }
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    className="h-16 w-24 shrink-0 rounded-lg bg-navy-50 object-cover"
                  />
                  <div>
                    <time dateTime={post.createdAt} className="text-xs text-muted">
                      {formatDate(post.createdAt, 'short')}
                    </time>
                    <Link
                      to={`/blog/${post._id}`}
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
    </>
  );
}
