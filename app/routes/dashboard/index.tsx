import { FileText, Shapes, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { StatCard, type StatCardProps } from '~/components/dashboard/StatCard';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { Alert } from '~/components/ui/Alert';
import { api } from '~/lib/api';
import { formatShortDate } from '~/lib/dates';
import { useRemote } from '~/lib/use-remote';
import type { PublicUser } from '../../../domain/auth';
import type { BlogView } from '../../../domain/blog-view';
import type { ServiceView } from '../../../domain/service';

export const meta = () => [{ title: 'Dashboard | ECS Digital' }];

/** How many of the latest blogs the index lists. */
const RECENT_BLOGS = 5;

const loadUserBlogs = async () => (await api<{ blogs: BlogView[] }>('/api/blogs/userBlogs')).blogs;
const countUserBlogs = async () => (await loadUserBlogs()).length;
const countActiveServices = async () =>
  (await api<{ services: ServiceView[] }>('/api/services')).services.filter((s) => s.isActive)
    .length;
const countActiveStaff = async () =>
  (await api<{ users: PublicUser[] }>('/api/users')).users.filter((u) => !u.disabled).length;

/**
 * The counts on the index. A new count (messages, orders, failed emails, ...) is one more entry
 * with its own loader; `adminOnly` entries call admin endpoints and are left out for staff.
 */
const cards = (isAdmin: boolean): (StatCardProps & { adminOnly?: boolean })[] =>
  [
    {
      label: isAdmin ? 'All blogs' : 'Your blogs',
      detail: 'Active and inactive',
      icon: FileText,
      to: '/dashboard/blogs',
      load: countUserBlogs,
    },
    {
      label: 'Active services',
      detail: 'Listed on /services',
      icon: Shapes,
      to: isAdmin ? '/dashboard/services' : '/services',
      load: countActiveServices,
    },
    {
      label: 'Staff accounts',
      detail: 'Enabled accounts',
      icon: Users,
      to: '/dashboard/settings',
      load: countActiveStaff,
      adminOnly: true,
    },
  ].filter((card) => isAdmin || !card.adminOnly);

export default function DashboardIndexPage() {
  const { firstName, isAdmin } = useDashboardUser();
  const recent = useRemote(loadUserBlogs);
  const { run } = recent;
  useEffect(() => {
    void run();
  }, [run]);
  const latest = (recent.data ?? []).slice(0, RECENT_BLOGS);

  return (
    <>
      <PageTitle
        title="Dashboard"
        intro={`Welcome back${firstName ? `, ${firstName}` : ''}. Here is what is on the site right now.`}
      />
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="sr-only">
          At a glance
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards(isAdmin).map(({ adminOnly: _adminOnly, ...card }) => (
            <StatCard key={card.label} {...card} />
          ))}
        </div>
      </section>
      <section aria-labelledby="recent-heading" className="card mt-8">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <h2 id="recent-heading" className="text-lg">
            {isAdmin ? 'Recent blogs' : 'Your recent blogs'}
          </h2>
          <Link
            to="/dashboard/blogs"
            className="text-sm font-semibold text-accent-700 hover:underline"
          >
            Manage blogs
          </Link>
        </div>
        {recent.error ? (
          <div className="p-5">
            <Alert tone="error">{recent.error}</Alert>
          </div>
        ) : recent.data === undefined ? (
          <p className="p-5 text-muted">Loading....</p>
        ) : latest.length === 0 ? (
          <p className="p-5 text-muted">
            No blogs yet.{' '}
            <Link to="/dashboard/blogs" className="font-semibold text-accent-700 underline">
              Write the first one
            </Link>
            .
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {latest.map((blog) => (
              <li
                key={blog._id}
                className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <Link
                  to={`/dashboard/blog-details/${blog._id}`}
                  className="min-w-0 flex-1 font-medium text-navy-900 hover:text-accent-700"
                >
                  {blog.title}
                </Link>
                <div className="flex shrink-0 flex-wrap items-center gap-3">
                  <span className="text-sm text-muted">
                    {blog.author || 'Unknown author'} ·{' '}
                    <time dateTime={blog.createdAt}>{formatShortDate(blog.createdAt)}</time>
                  </span>
                  <span
                    className={
                      blog.isActive
                        ? 'rounded-pill bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700'
                        : 'rounded-pill bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-700'
                    }
                  >
                    {blog.isActive ? 'Active' : 'Inactive'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
