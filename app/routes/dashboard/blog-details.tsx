import { formatDate } from '~/domain/format';
import { ArrowLeft, Copy, ExternalLink, Eye, History, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { STATUS_LABELS } from '~/components/dashboard/BlogFormModal';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { Button, buttonClasses } from '~/components/ui/Button';
import { StatusPill } from '~/components/ui/StatusPill';
import { api, ApiError } from '~/lib/api';
import {
  actionBody,
  dashboardMeta,
  load,
  mutate,
  useDashboardAction,
  type Loaded,
} from '~/lib/dashboard-data';
import {
  diffSnapshots,
  REVISION_REASONS,
  type BlogRevision,
  type DiffPart,
} from '~/domain/blog-revision';
import { formatInZone, ownTimeZone } from '~/domain/blog-schedule';
import {
  imagesWithoutAlt,
  isDisplayableImage,
  isPublished,
  readingMinutes,
  type BlogView,
} from '~/domain/blog-view';
import { isObjectId } from '~/domain/ids';
import { site } from '~/content/site';
import type { Route } from './+types/blog-details';

export const meta = () => dashboardMeta('Blog details | Dashboard | ECS Digital');

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

interface BlogScreen {
  blog: BlogView;
  revisions: BlogRevision[];
  /** A signed preview link for a post that is not published (docs/product.md#blog-preview). */
  preview: { path: string; url: string; expiresAt: string } | null;
}

async function loadScreen(blogId: string): Promise<BlogScreen> {
  const blog = await loadBlog(blogId);
  const [{ revisions }, preview] = await Promise.all([
    api<{ revisions: BlogRevision[] }>(`/api/blogs/${blogId}/revisions`),
    blog.status === 'published'
      ? null
      : api<{ path: string; url: string; expiresAt: string }>(`/api/blogs/${blogId}/preview`, {
          method: 'POST',
        }),
  ]);
  return { blog, revisions, preview };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { blog: load(() => loadScreen(params.blogId)) };
}

/** Restores a revision; React Router then reloads the screen. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { revisionId } = await actionBody<{ revisionId: string }>(request);
  return mutate(() =>
    api<{ message: string }>(
      `/api/blogs/${params.blogId}/revisions/${encodeURIComponent(revisionId)}/restore`,
      { method: 'POST' },
    ),
  );
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

function BlogDetails({ blog, back }: { blog: Loaded<BlogScreen>; back: ReactNode }) {
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

  const { blog: b, revisions, preview } = blog.data;
  const undescribed = imagesWithoutAlt(b);
  return (
    <>
      <PageTitle
        title="Blog Details"
        action={
          <div className="flex flex-wrap gap-2">
            {back}
            {isPublished(b) ? (
              <Link to={`/blog/${b.slug}`} className={buttonClasses('outline', 'sm')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                View on website
              </Link>
            ) : null}
            {preview ? (
              <a
                href={preview.path}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('outline', 'sm')}
              >
                <Eye aria-hidden="true" className="size-4" />
                Preview
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        }
      />
      {undescribed.length ? (
        <Alert tone="error" title="No alt text" className="mb-4">
          {`${undescribed.join(' and ')} without a description: people who cannot see ${
            undescribed.length > 1 ? 'them' : 'it'
          } hear nothing. Edit the blog to add alt text.`}
        </Alert>
      ) : null}
      <article className="card overflow-hidden">
        <div className="grid gap-4 border-b border-line bg-surface p-4 sm:grid-cols-2 sm:p-6">
          <figure>
            <img
              src={isDisplayableImage(b.thumbImageUrl) ? b.thumbImageUrl : BLOG_PLACEHOLDER}
              alt={isDisplayableImage(b.thumbImageUrl) ? b.thumbAlt || b.imageAlt : ''}
              className="aspect-video w-full rounded-xl border border-line bg-white object-cover"
            />
            <figcaption className="mt-2 text-sm text-muted">Thumbnail</figcaption>
          </figure>
          <figure>
            <img
              src={isDisplayableImage(b.imageUrl) ? b.imageUrl : BLOG_PLACEHOLDER}
              alt={isDisplayableImage(b.imageUrl) ? b.imageAlt : ''}
              className="aspect-video w-full rounded-xl border border-line bg-white object-cover"
            />
            <figcaption className="mt-2 text-sm text-muted">Image</figcaption>
          </figure>
        </div>
        <dl className="px-4 sm:px-6">
          <Detail label="Title">
            <h2 className="text-xl">{b.title}</h2>
          </Detail>
          <Detail label="Address">
            <code className="text-sm break-all">/blog/{b.slug}</code>
          </Detail>
          <Detail label="Status">
            <StatusPill tone={b.status === 'published' ? 'success' : 'warning'}>
              {STATUS_LABELS[b.status]}
            </StatusPill>
            {b.status === 'scheduled' && b.publishAt ? (
              <p className="mt-2 text-sm">
                Goes live {formatInZone(b.publishAt)} ({ownTimeZone()})
                <span className="block text-muted">
                  Agency time: {formatInZone(b.publishAt, site.timeZone)}
                </span>
              </p>
            ) : null}
          </Detail>
          {preview ? (
            <Detail label="Preview link">
              <PreviewLink url={preview.url} expiresAt={preview.expiresAt} />
            </Detail>
          ) : null}
          <Detail label="Short description">{b.shortDescription}</Detail>
          <Detail label="Long description">
            {/* Sanitized by the server when it was stored (server/blogs/sanitize.ts). */}
            <div className="prose-body" dangerouslySetInnerHTML={{ __html: b.longDescription }} />
          </Detail>
          <Detail label="Meta title">{orNone(b.metaTitle)}</Detail>
          <Detail label="Meta keyword">{orNone(b.metaKeyword)}</Detail>
          <Detail label="Meta description">{orNone(b.metaDescription)}</Detail>
          <Detail label="Image alt text">{orNone(b.imageAlt)}</Detail>
          <Detail label="Thumbnail alt text">{orNone(b.thumbAlt)}</Detail>
          <Detail label="Reading time">{`${readingMinutes(b.wordCount)} min read`}</Detail>
          <Detail label="Category">{orNone(b.category)}</Detail>
          <Detail label="Author">{orNone(b.author)}</Detail>
          <Detail label="Created">
            <time dateTime={b.createdAt}>{formatDate(b.createdAt, 'short')}</time>
          </Detail>
          <Detail label="Active">
            <span
              className={
                isPublished(b)
                  ? 'rounded-pill bg-success-50 px-2.5 py-0.5 text-sm font-semibold text-success-700'
                  : 'rounded-pill bg-warning-50 px-2.5 py-0.5 text-sm font-semibold text-warning-700'
              }
            >
              {isPublished(b) ? 'Yes' : 'No'}
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
      <Revisions revisions={revisions} />
    </>
  );
}

/** The shareable preview address and a button that copies it. */
function PreviewLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <p className="text-sm break-all">
        <code>{url}</code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <span role="status" className="text-sm text-muted">
          {copied
            ? 'Link copied'
            : `Works for anyone with the link until ${formatInZone(expiresAt)}.`}
        </span>
      </div>
    </div>
  );
}

function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="rounded bg-danger-50 text-danger-700">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="rounded bg-success-50 text-success-700">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

/** Every saved version, what each changed, and Restore (docs/product.md#blog-revisions). */
function Revisions({ revisions }: { revisions: BlogRevision[] }) {
  const action = useDashboardAction<{ message: string }>();
  const result = action.result;
  return (
    <section aria-labelledby="revisions-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="revisions-heading" className="flex items-center gap-2 text-xl">
        <History aria-hidden="true" className="size-5" />
        Revisions
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every save is kept. Restoring brings back a version's content as a new revision; the status
        stays as it is.
      </p>
      {result ? (
        <div className="mt-4">
          <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert>
        </div>
      ) : null}
      <ol className="mt-4 space-y-3">
        {revisions.map((revision, index) => {
          const older = revisions[index + 1];
          const changes = diffSnapshots(older?.snapshot ?? null, revision.snapshot);
          return (
            <li key={revision._id} className="rounded-xl border border-line">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-3 hover:bg-surface">
                  <span className="font-semibold text-navy-900">
                    {REVISION_REASONS[revision.reason]}
                  </span>
                  <span className="text-sm text-muted">
                    {revision.author ? `by ${revision.author}, ` : ''}
                    <time dateTime={revision.createdAt}>{formatInZone(revision.createdAt)}</time>
                  </span>
                  <span className="text-sm">“{revision.snapshot.title}”</span>
                  {index === 0 ? <StatusPill tone="info">Current version</StatusPill> : null}
                </summary>
                <div className="space-y-4 border-t border-line p-3">
                  {older ? (
                    changes.length ? (
                      <dl className="space-y-3">
                        {changes.map((change) => (
                          <div key={change.field}>
                            <dt className="text-sm font-medium text-muted">{change.label}</dt>
                            <dd>
                              <DiffText parts={change.parts} />
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : (
                      <p className="text-sm text-muted">No changes from the version before.</p>
                    )
                  ) : (
                    <p className="text-sm text-muted">The first saved version.</p>
                  )}
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={action.busy}
                      onClick={() => void action.run({ revisionId: revision._id })}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Restore this version
                    </Button>
                  ) : null}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
