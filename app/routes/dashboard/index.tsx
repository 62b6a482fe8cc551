import { FileText, MailWarning, MessageSquare, ShoppingBag, Shapes, Users } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { StatCard, type StatCardProps } from '~/components/dashboard/StatCard';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { Alert } from '~/components/ui/Alert';
import { StatusPill } from '~/components/ui/StatusPill';
import { api } from '~/lib/api';
import { formatShortDate } from '~/lib/dates';
import { inboxViews, type InboxItem, type InboxPage } from '~/lib/inbox';
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

interface InboxTotals {
  kinds: { kind: string; total: number }[];
  emails: { pending: number; sent: number; failed: number };
}
/** One call to the inbox overview, shared by the cards that count submissions and emails. */
function inboxTotalsOnce() {
  let pending: Promise<InboxTotals> | undefined;
  return () => (pending ??= api<InboxTotals>('/api/inbox'));
}
/** How many of the latest submissions (of every kind) the index lists. */
const RECENT_SUBMISSIONS = 5;

/** The newest submissions across the inbox, newest first. */
async function loadRecentSubmissions() {
  const pages = await Promise.all(
    Object.keys(inboxViews).map(async (kind) => {
      const page = await api<InboxPage>(`/api/inbox/${kind}?limit=${RECENT_SUBMISSIONS}`);
      return page.items.map((item) => ({ kind, item }));
    }),
  );
  return pages
    .flat()
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt))
    .slice(0, RECENT_SUBMISSIONS);
}

const kindTotal = (totals: InboxTotals, kind: string) =>
  totals.kinds.find((k) => k.kind === kind)?.total ?? 0;

/**
 * The counts on the index. A new count (messages, orders, failed emails, ...) is one more entry
 * with its own loader; `adminOnly` entries call admin endpoints and are left out for staff.
 */
const cards = (
  isAdmin: boolean,
  inbox: () => Promise<InboxTotals>,
): (StatCardProps & { adminOnly?: boolean })[] =>
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
    {
      label: 'Messages',
      detail: 'Sent from the contact forms',
      icon: MessageSquare,
      to: '/dashboard/inbox?kind=messages',
      load: async () => kindTotal(await inbox(), 'messages'),
    },
    {
      label: 'Orders',
      detail: 'Placed at checkout',
      icon: ShoppingBag,
      to: '/dashboard/inbox?kind=orders',
      load: async () => kindTotal(await inbox(), 'orders'),
    },
    {
      label: 'Emails that failed',
      detail: 'Could not be delivered; retry from the inbox',
      icon: MailWarning,
      to: '/dashboard/inbox?kind=emails',
      load: async () => (await inbox()).emails.failed,
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
  const inbox = useMemo(inboxTotalsOnce, []);
  const submissions = useRemote(loadRecentSubmissions);
  const loadSubmissions = submissions.run;
  useEffect(() => {
    void loadSubmissions();
  }, [loadSubmissions]);

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
          {cards(isAdmin, inbox).map(({ adminOnly: _adminOnly, ...card }) => (
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
                  <StatusPill tone={blog.isActive ? 'success' : 'warning'}>
                    {blog.isActive ? 'Active' : 'Inactive'}
                  </StatusPill>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="submissions-heading" className="card mt-8">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <h2 id="submissions-heading" className="text-lg">
            Latest submissions
          </h2>
          <Link
            to="/dashboard/inbox"
            className="text-sm font-semibold text-accent-700 hover:underline"
          >
            Open the inbox
          </Link>
        </div>
        {submissions.error ? (
          <div className="p-5">
            <Alert tone="error">{submissions.error}</Alert>
          </div>
        ) : submissions.data === undefined ? (
          <p className="p-5 text-muted">Loading....</p>
        ) : submissions.data.length === 0 ? (
          <p className="p-5 text-muted">Nothing has been submitted yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {submissions.data.map(({ kind, item }) => (
              <SubmissionRow key={`${kind}-${item._id}`} kind={kind} item={item} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SubmissionRow({ kind, item }: { kind: string; item: InboxItem }) {
  const view = inboxViews[kind]!;
  return (
    <li className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:gap-4">
      <Link
        to={`/dashboard/inbox/${kind}/${item._id}`}
        className="min-w-0 flex-1 font-medium text-navy-900 hover:text-accent-700"
      >
        {view.title(item)}
      </Link>
      <span className="flex shrink-0 items-center gap-3 text-sm text-muted">
        <span className="rounded-pill bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 capitalize">
          {view.noun}
        </span>
        <time dateTime={item.createdAt}>{formatShortDate(item.createdAt)}</time>
      </span>
    </li>
  );
}
