import { Link } from 'react-router';
import { heroArt, PageHero } from '~/components/sections/PageHero';
import { BlogGrid, toCardData } from '~/components/sections/BlogCard';
import { BlogSearch } from '~/components/sections/BlogSearch';
import { buttonClasses } from '~/components/ui/Button';
import { seo } from '~/lib/seo';
import { blogListQuerySchema } from '~/domain/blog';
import { blogSection } from '~/content/home';
import { listPublicBlogs } from '~/server/blogs/blog-reads';
import type { Route } from './+types/blog';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = blogListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1, limit: 9 };
  const result = await listPublicBlogs(context.deps.db, query);
  return { ...result, blogs: result.blogs.map(toCardData), q: query.q ?? '', tag: query.tag ?? '' };
}

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Blog',
    description: blogSection.intro,
    // Search and filter result pages are not separate documents for search engines.
    noindex: Boolean(args.data?.q || args.data?.tag || (args.data?.page ?? 1) > 1),
    path: '/blog',
  });

function pageLink(page: number, q: string, tag: string) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blogs, total, page, pages, q, tag } = loaderData;
  const filtered = Boolean(q || tag);
  // An address past the last page (an old link, a typed number) has nothing to show.
  const pastTheEnd = page > pages;
  return (
    <>
      <PageHero heading="Blog" subheading={blogSection.intro} image={heroArt('blog')} breadcrumbs />
      <section className="section" aria-labelledby="articles-heading">
        <div className="container-page">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="articles-heading" className="text-2xl sm:text-3xl" aria-live="polite">
              {filtered
                ? `${total} ${total === 1 ? 'article' : 'articles'} ${q ? `for “${q}”` : ''}${tag ? ` tagged “${tag}”` : ''}`
                : blogSection.heading}
            </h2>
            <div className="w-full sm:max-w-sm">
              <BlogSearch defaultValue={q} />
            </div>
          </div>
          {filtered ? (
            <p className="mt-3">
              <Link to="/blog" className="font-semibold text-accent-700 hover:underline">
                Show all articles
              </Link>
            </p>
          ) : null}
          <div className="mt-10">
            {blogs.length ? (
              <BlogGrid blogs={blogs} />
            ) : (
              <p className="card px-6 py-12 text-center text-lg text-muted">
                {pastTheEnd ? (
                  <>
                    There are no more articles.{' '}
                    <Link
                      to={pageLink(1, q, tag)}
                      className="font-semibold text-accent-700 hover:underline"
                    >
                      Go to the first page
                    </Link>
                  </>
                ) : filtered ? (
                  'No articles match your search. Try another word or browse all articles.'
                ) : (
                  'There are no articles yet.'
                )}
              </p>
            )}
          </div>
          {pages > 1 && !pastTheEnd ? (
            <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-3">
              {page > 1 ? (
                <Link
                  to={pageLink(page - 1, q, tag)}
                  className={buttonClasses('outline')}
                  rel="prev"
                >
                  Previous
                </Link>
              ) : null}
              <p className="text-sm text-muted">
                Page {page} of {pages}
              </p>
              {page < pages ? (
                <Link
                  to={pageLink(page + 1, q, tag)}
                  className={buttonClasses('outline')}
                  rel="next"
                >
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    </>
  );
}
