import { formatDate } from '~/domain/format';
import { FileText, MailWarning, MessageSquare, ShoppingBag, Shapes, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { StatCard, type StatCardProps } from '~/components/dashboard/StatCard';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { Alert } from '~/components/ui/Alert';
import { StatusPill } from '~/components/ui/StatusPill';
import { api } from '~/lib/api';
import { dashboardMeta, load } from '~/lib/dashboard-data';
import { inboxViews, type InboxView } from '~/lib/inbox';
import { decodeToken, readStoredToken } from '~/lib/token';
import {
  inboxKinds,
  type InboxCounts,
  type InboxKind,
  type InboxPage,
  type InboxSummaries,
} from '~/domain/inbox';
import type { PublicUser } from '~/domain/auth';
import { isPublished, type BlogView } from '~/domain/blog-view';
import type { ServiceView } from '~/domain/service';
import type { Route } from './+types/index';

export const meta = () => dashboardMeta('Dashboard | ECS Digital');

/** How many of the latest blogs the index lists. */
const RECENT_BLOGS = 5;

const loadUserBlogs = async () => (await api<{ blogs: BlogView[] }>('/api/blogs/userBlogs')).blogs;
const countActiveServices = async () =>
  (await api<{ services: ServiceView[] }>('/api/services')).services.filter((s) => s.isActive)
    .length;
const countActiveStaff = async () =>
  (await api<{ users: PublicUser[] }>('/api/users')).users.filter((u) => !u.disabled).length;

/** How many of the latest submissions (of every kind) the index lists. */
const RECENT_SUBMISSIONS = 5;

/** The newest submissions across the inbox, newest first. */
async function loadRecentSubmissions() {
  const pages = await Promise.all(
    inboxKinds.map(async (kind) => {
      const page = await api<InboxPage>(`/api/inbox/${kind}?limit=${RECENT_SUBMISSIONS}`);
      return page.items.map((item) => ({ kind, item }));
    }),
  );
  return pages
    .flat()
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt))
    .slice(0, RECENT_SUBMISSIONS);
}

const kindTotal = (totals: InboxCounts, kind: InboxKind) =>
  totals.kinds.find((k) => k.kind === kind)?.total ?? 0;

/** A call made the first time it is asked for, then shared. */
function once<T>(call: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= call());
}

export async function clientLoader() {
  // Which cards to load; the API checks the role again on every call.
  const isAdmin = Boolean(decodeToken(readStoredToken())?.isAdmin);
  // One call for the blog list and its count, and one to the inbox overview shared by the cards
  // that count submissions and emails; made on first use, so never without a session.
  const userBlogs = once(loadUserBlogs);
  const inbox = once(() => api<InboxCounts>('/api/inbox'));
  return {
    blogs: load(userBlogs),
    submissions: load(loadRecentSubmissions),
    counts: {
      blogs: load(async () => (await userBlogs()).length),
      services: load(countActiveServices),
      staff: isAdmin ? load(countActiveStaff) : undefined,
      messages: load(async () => kindTotal(await inbox(), 'messages')),
      orders: load(async () => kindTotal(await inbox(), 'orders')),
      failedEmails: load(async () => (await inbox()).emails.failed),
    },
  };
}

type Counts = Awaited<ReturnType<typeof clientLoader>>['counts'];

/**
 * The counts on the index. A new count (messages, orders, failed emails, ...) is one more entry
 * here and one in the loader's `counts`; admin-only counts are loaded for admins only.
 */
const cards = (isAdmin: boolean, counts: Counts): StatCardProps[] =>
  [
    {
      label: isAdmin ? 'All blogs' : 'Your blogs',
      detail: 'Active and inactive',
      icon: FileText,
      to: '/dashboard/blogs',
      value: counts.blogs,
    },
    {
      label: 'Active services',
      detail: 'Listed on /services',
      icon: Shapes,
      to: isAdmin ? '/dashboard/services' : '/services',
      value: counts.services,
    },
    counts.staff && {
      label: 'Staff accounts',
      detail: 'Enabled accounts',
      icon: Users,
      to: '/dashboard/settings',
      value: counts.staff,
    },
    {
      label: 'Messages',
      detail: 'Sent from the contact forms',
      icon: MessageSquare,
      to: '/dashboard/inbox?kind=messages',
      value: counts.messages,
    },
    {
      label: 'Orders',
      detail: 'Placed at checkout',
      icon: ShoppingBag,
      to: '/dashboard/inbox?kind=orders',
      value: counts.orders,
    },
    {
      label: 'Emails that failed',
      detail: 'Could not be delivered; retry from the inbox',
      icon: MailWarning,
      to: '/dashboard/inbox?kind=emails',
      value: counts.failedEmails,
    },
  ].filter((card) => card !== undefined);

export default function DashboardIndexPage({ loaderData }: Route.ComponentProps) {
  const { firstName, isAdmin } = useDashboardUser();

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
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
          {cards(isAdmin, loaderData.counts).map((card) => (
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
        <Deferred value={loaderData.blogs} fallback={<p className="p-5 text-muted">Loading....</p>}>
          {(recent) =>
            recent.error !== null ? (
              <div className="p-5">
                <Alert tone="error">{recent.error}</Alert>
              </div>
            ) : recent.data.length === 0 ? (
              <p className="p-5 text-muted">
                No blogs yet.{' '}
                <Link to="/dashboard/blogs" className="font-semibold text-accent-700 underline">
                  Write the first one
                </Link>
                .
              </p>
            ) : (
              <ul className="divide-y divide-line">
                {recent.data.slice(0, RECENT_BLOGS).map((blog) => (
                  <RecentBlog key={blog._id} blog={blog} />
                ))}
              </ul>
            )
          }
        </Deferred>
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
        <Deferred
          value={loaderData.submissions}
          fallback={<p className="p-5 text-muted">Loading....</p>}
        >
          {(submissions) =>
            submissions.error !== null ? (
              <div className="p-5">
                <Alert tone="error">{submissions.error}</Alert>
              </div>
            ) : submissions.data.length === 0 ? (
              <p className="p-5 text-muted">Nothing has been submitted yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {submissions.data.map(({ kind, item }) => (
                  <SubmissionRow key={`${kind}-${item._id}`} kind={kind} item={item} />
                ))}
              </ul>
            )
          }
        </Deferred>
      </section>
    </>
  );
}

function RecentBlog({ blog }: { blog: BlogView }) {
  return (
    <li className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:gap-4">
      <Link
        to={`/dashboard/blog-details/${blog._id}`}
        className="min-w-0 flex-1 font-medium text-navy-900 hover:text-accent-700"
      >
        {blog.title}
      </Link>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <span className="text-sm text-muted">
          {blog.author || 'Unknown author'} ·{' '}
          <time dateTime={blog.createdAt}>{formatDate(blog.createdAt, 'short')}</time>
        </span>
        <StatusPill tone={isPublished(blog) ? 'success' : 'warning'}>
          {isPublished(blog) ? 'Active' : 'Inactive'}
        </StatusPill>
      </div>
    </li>
  );
}

function SubmissionRow<K extends InboxKind>({ kind, item }: { kind: K; item: InboxSummaries[K] }) {
  const view: InboxView<K> = inboxViews[kind];
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
        <time dateTime={item.createdAt}>{formatDate(item.createdAt, 'short')}</time>
      </span>
    </li>
  );
}
