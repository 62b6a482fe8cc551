import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BlogDetails } from '~/components/dashboard/BlogDetails';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { Alert } from '~/components/ui/Alert';
import { buttonClasses } from '~/components/ui/Button';
import { api, ApiError } from '~/lib/api';
import { actionBody, dashboardMeta, load, mutate } from '~/lib/dashboard-data';
import type { BlogRevision } from '~/domain/blog-revision';
import type { BlogView } from '~/domain/blog-view';
import { isObjectId } from '~/domain/ids';
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

interface BlogScreen {
  blog: BlogView;
  revisions: BlogRevision[];
  /** A signed preview link for a draft or scheduled post (docs/product.md#blog-preview). */
  preview: { path: string; url: string; expiresAt: string } | null;
}

async function loadScreen(blogId: string): Promise<BlogScreen> {
  const blog = await loadBlog(blogId);
  const [{ revisions }, preview] = await Promise.all([
    api<{ revisions: BlogRevision[] }>(`/api/blogs/${blogId}/revisions`),
    // A published post is on the site; an archived one has no preview.
    blog.status === 'published' || blog.status === 'archived'
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
      {(blog) =>
        blog.error || !blog.data ? (
          <>
            <PageTitle title="Blog Details" action={back} />
            <Alert
              tone="error"
              title={blog.error === NOT_FOUND ? 'Blog not found' : 'The blog could not be loaded'}
            >
              {blog.error === NOT_FOUND
                ? 'This blog does not exist, was deleted, or is not one you can manage.'
                : blog.error}
            </Alert>
          </>
        ) : (
          <BlogDetails {...blog.data} back={back} />
        )
      }
    </Deferred>
  );
}
