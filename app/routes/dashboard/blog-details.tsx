import { formatDate } from '~/domain/format';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { buttonClasses } from '~/components/ui/Button';
import { api, ApiError } from '~/lib/api';
import { load, type Loaded } from '~/lib/dashboard-data';
import { isDisplayableImage, type BlogView } from '~/domain/blog-view';
import { isObjectId } from '~/domain/ids';
import type { Route } from './+types/blog-details';

export const meta = () => [{ title: 'Blog details | Dashboard | ECS Digital' }];

const NOT_FOUND = 'not-found';

const loadBlog = async (blogId: string) => {
  if (!isObjectId(blogId)) throw new Error(NOT_FOUND);
  try {
    return (await api<{ blog: BlogView }>(`/api/blogs/${blogId}`)).blog;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Error(NOT_FOUND);
    throw error;
  }
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}

const orNone = (text: string) => text || <span className="text-muted">Not set</span>;

/** Pretty-prints stored JSON-LD; shows the text as stored if it is not JSON. */
function formatSchema(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { blog: load(() => loadBlog(params.blogId)) };
}

export default function DashboardBlogDetailsPage({ loaderData }: Route.ComponentProps) {
  const back = (
    <Link to="/dashboard/blogs" className={buttonClasses('outline', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to blogs
    </Link>
  );
  return (
    <Deferred
      value={loaderData.blog}
      fallback={
        <>
          <PageTitle title="Blog Details" action={back} />
          <p role="status" className="card p-8 text-center text-muted">
            Loading details...
          </p>
        </>
      }
    >
      {(blog) => <BlogDetails blog={blog} back={back} />}
    </Deferred>
  );
}

function BlogDetails({ blog, back }: { blog: Loaded<BlogView>; back: ReactNode }) {
  if (blog.error || !blog.data) {
    const notFound = blog.error === NOT_FOUND;
    return (
      <>
        <PageTitle title="Blog Details" action={back} />
        <Alert tone="error" title={notFound ? 'Blog not found' : 'The blog could not be loaded'}>
          {notFound
            ? 'This blog does not exist, was deleted, or is not one you can manage.'
            : blog.error}
        </Alert>
      </>
    );
  }

  const b = blog.data;
  return (
    <>
      <PageTitle
        title="Blog Details"
        action={
          <div className="flex flex-wrap gap-2">
            {back}
            {b.isActive ? (
              <Link to={`/blog/${b._id}`} className={buttonClasses('outline', 'sm')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                View on website
              </Link>
            ) : null}
          </div>
        }
      />
      <article className="card overflow-hidden">
        <div className="grid gap-4 border-b border-line bg-surface p-4 sm:grid-cols-2 sm:p-6">
          <figure>
            <img
              src={isDisplayableImage(b.thumbImageUrl) ? b.thumbImageUrl : BLOG_PLACEHOLDER}
              alt="Thumbnail"
              className="aspect-video w-full rounded-xl border border-line bg-white object-cover"
            />
            <figcaption className="mt-2 text-sm text-muted">Thumbnail</figcaption>
          </figure>
          <figure>
            <img
              src={isDisplayableImage(b.imageUrl) ? b.imageUrl : BLOG_PLACEHOLDER}
              alt="Main visual"
              className="aspect-video w-full rounded-xl border border-line bg-white object-cover"
            />
            <figcaption className="mt-2 text-sm text-muted">Image</figcaption>
          </figure>
        </div>
        <dl className="px-4 sm:px-6">
          <Detail label="Title">
            <h2 className="text-xl">{b.title}</h2>
          </Detail>
          <Detail label="Short description">{b.shortDescription}</Detail>
          <Detail label="Long description">
            {/* Sanitized by the server when it was stored (server/blogs/sanitize.ts). */}
            <div className="prose-body" dangerouslySetInnerHTML={{ __html: b.longDescription }} />
          </Detail>
          <Detail label="Meta title">{orNone(b.metaTitle)}</Detail>
          <Detail label="Meta keyword">{orNone(b.metaKeyword)}</Detail>
          <Detail label="Meta description">{orNone(b.metaDescription)}</Detail>
          <Detail label="Category">{orNone(b.category)}</Detail>
          <Detail label="Author">{orNone(b.author)}</Detail>
          <Detail label="Created">
            <time dateTime={b.createdAt}>{formatDate(b.createdAt, 'short')}</time>
          </Detail>
          <Detail label="Active">
            <span
              className={
                b.isActive
                  ? 'rounded-pill bg-success-50 px-2.5 py-0.5 text-sm font-semibold text-success-700'
                  : 'rounded-pill bg-warning-50 px-2.5 py-0.5 text-sm font-semibold text-warning-700'
              }
            >
              {b.isActive ? 'Yes' : 'No'}
            </span>
          </Detail>
          <Detail label="Tags">
            {b.tag.length ? (
              <ul className="flex flex-wrap gap-2">
                {b.tag.map((t) => (
                  <li
                    key={t}
                    className="rounded-pill bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800"
                  >
                    {t}
                  </li>
                ))}
              </ul>
            ) : (
              orNone('')
            )}
          </Detail>
          <Detail label="Schema">
            {b.schema ? (
              <pre
                // Long JSON scrolls; keyboard users can focus it to scroll.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className="max-h-80 overflow-auto rounded-xl bg-navy-950 p-4 text-xs text-navy-50"
              >
                <code>{formatSchema(b.schema)}</code>
              </pre>
            ) : (
              orNone('')
            )}
          </Detail>
        </dl>
      </article>
    </>
  );
}
