import { ExternalLink, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BlogImage } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { buttonClasses } from '~/components/ui/Button';
import { StatusPill } from '~/components/ui/StatusPill';
import type { BlogRevision } from '~/domain/blog-revision';
import { formatInZone, ownTimeZone } from '~/domain/blog-schedule';
import {
  BLOG_STATUS_LABELS,
  imagesWithoutAlt,
  isPublished,
  readingMinutes,
  type BlogView,
} from '~/domain/blog-view';
import { formatDate } from '~/domain/format';
import { site } from '~/content/site';
import { BlogPreviewLink } from './BlogPreviewLink';
import { BlogRevisions } from './BlogRevisions';
import { PageTitle } from './PageTitle';

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

type BlogPreview = { path: string; url: string; expiresAt: string };

/** Back, the live post when it is published, and its signed preview when there is one. */
function BlogDetailsActions({
  blog: b,
  preview,
  back,
}: {
  blog: BlogView;
  preview: BlogPreview | null;
  back: ReactNode;
}) {
  return (
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
  );
}

/** The thumbnail and the image side by side, the placeholder where one cannot be shown. */
function BlogImages({ blog: b }: { blog: BlogView }) {
  return (
    <div className="grid gap-4 border-b border-line bg-surface p-4 sm:grid-cols-2 sm:p-6">
      <figure>
        <BlogImage
          url={b.thumbImageUrl}
          alt={b.thumbAlt || b.imageAlt}
          className="aspect-video w-full rounded-xl border border-line bg-white object-cover"
        />
        <figcaption className="mt-2 text-sm text-muted">Thumbnail</figcaption>
      </figure>
      <figure>
        <BlogImage
          url={b.imageUrl}
          alt={b.imageAlt}
          className="aspect-video w-full rounded-xl border border-line bg-white object-cover"
        />
        <figcaption className="mt-2 text-sm text-muted">Image</figcaption>
      </figure>
    </div>
  );
}

/**
 * Everything about one post (docs/product.md#dashboard-blog-detail): its links, every field, and
 * its revisions.
 */
export function BlogDetails({
  blog: b,
  revisions,
  preview,
  back,
}: {
  blog: BlogView;
  revisions: BlogRevision[];
  /** A signed preview link for a post that is not published (docs/product.md#blog-preview). */
  preview: BlogPreview | null;
  back: ReactNode;
}) {
  const undescribed = imagesWithoutAlt(b);
  return (
    <>
      <PageTitle
        title="Blog Details"
        action={<BlogDetailsActions blog={b} preview={preview} back={back} />}
      />
      {undescribed.length ? (
        <Alert tone="error" title="No alt text" className="mb-4">
          {`${undescribed.join(' and ')} without a description: people who cannot see ${
            undescribed.length > 1 ? 'them' : 'it'
          } hear nothing. Edit the blog to add alt text.`}
        </Alert>
      ) : null}
      <article className="card overflow-hidden">
        <BlogImages blog={b} />
        <dl className="px-4 sm:px-6">
          <Detail label="Title">
            <h2 className="text-xl">{b.title}</h2>
          </Detail>
          <Detail label="Address">
            <code className="text-sm break-all">/blog/{b.slug}</code>
          </Detail>
          <Detail label="Status">
            <StatusPill tone={b.status === 'published' ? 'success' : 'warning'}>
              {BLOG_STATUS_LABELS[b.status]}
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
              <BlogPreviewLink url={preview.url} expiresAt={preview.expiresAt} />
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
      <BlogRevisions revisions={revisions} />
    </>
  );
}
