import { Inbox, Mail } from 'lucide-react';
import { Suspense } from 'react';
import { Await, Link, useSearchParams } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { Pager } from '~/components/dashboard/Pager';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { EmailDeliveryTable } from '~/components/inbox/EmailDeliveryTable';
import { BreakableAddress } from '~/documents/BreakableAddress';
import { Alert } from '~/components/ui/Alert';
import { EmptyState } from '~/components/ui/EmptyState';
import { Clip, Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { cx } from '~/lib/cx';
import { dashboardMeta, load } from '~/lib/dashboard-data';
import { displayValue, inboxAction, inboxViews, type InboxView } from '~/lib/inbox';
import {
  inboxKinds,
  isInboxKind,
  type InboxCounts,
  type InboxKind,
  type InboxPage,
  type OutboxPage,
} from '~/domain/inbox';
import type { Route } from './+types/inbox';

export const meta = () => dashboardMeta('Inbox | ECS Digital');

const EMAILS_TAB = 'emails';

type Tab = InboxKind | typeof EMAILS_TAB;
type ListData = { tab: typeof EMAILS_TAB; page: OutboxPage } | { tab: InboxKind; page: InboxPage };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get('kind') ?? 'messages';
  const tab: Tab = requested === EMAILS_TAB || isInboxKind(requested) ? requested : 'messages';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    tab,
    counts: load(() => api<InboxCounts>('/api/inbox')),
    list: load(async (): Promise<ListData> =>
      tab === EMAILS_TAB
        ? { tab, page: await api<OutboxPage>(`/api/outbox?page=${page}`) }
        : { tab, page: await api<InboxPage>(`/api/inbox/${tab}?page=${page}`) },
    ),
  };
}

export const clientAction = ({ request }: Route.ClientActionArgs) => inboxAction(request);

/** Contact messages, orders, agreements, inquiries and invoices, and every email's delivery. */
export default function DashboardInboxPage({ loaderData }: Route.ComponentProps) {
  const { tab } = loaderData;
  const [, setParams] = useSearchParams();
  const { isAdmin } = useDashboardUser();
  const goTo = (next: number) => setParams({ kind: tab, page: String(next) });
  const loading = (
    <p role="status" className="text-muted">
      Loading....
    </p>
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl">Inbox</h1>
        <p className="mt-1 text-sm text-muted">
          Everything visitors send through the website, and the delivery of every email.
        </p>
      </div>
      <Suspense fallback={<InboxTabs tab={tab} counts={undefined} />}>
        <Await resolve={loaderData.counts}>
          {(counts) => <InboxTabs tab={tab} counts={counts.data} />}
        </Await>
      </Suspense>
      {/* The list waits for the counts too: on a phone the tabs wrap, and counts arriving after
          the rows would push them down under a finger about to tap one. */}
      <Suspense fallback={loading}>
        <Await resolve={loaderData.counts}>
          {() => (
            <Deferred value={loaderData.list} fallback={loading}>
              {(list) =>
                list.error !== null ? (
                  <Alert tone="error" title={list.error} />
                ) : (
                  <>
                    {list.data.tab === EMAILS_TAB ? (
                      list.data.page.emails.length === 0 ? (
                        <EmptyState
                          icon={Mail}
                          title="No emails yet"
                          text="Every email the site sends is listed here with its delivery state, so a failed one can be sent again."
                        />
                      ) : (
                        <EmailDeliveryTable
                          emails={list.data.page.emails}
                          isAdmin={isAdmin}
                          caption="Emails and their delivery state"
                        />
                      )
                    ) : (
                      <InboxTable kind={list.data.tab} page={list.data.page} />
                    )}
                    <Pager page={list.data.page} goTo={goTo} />
                  </>
                )
              }
            </Deferred>
          )}
        </Await>
      </Suspense>
    </div>
  );
}

function InboxTabs({ tab, counts }: { tab: Tab; counts: InboxCounts | undefined }) {
  const tabs = [
    ...inboxKinds.map((kind) => ({
      kind: kind as Tab,
      label: inboxViews[kind].label,
      total: counts?.kinds.find((c) => c.kind === kind)?.total,
      alert: undefined as string | undefined,
    })),
    {
      kind: EMAILS_TAB as Tab,
      label: 'Emails',
      total: undefined,
      alert: counts?.emails.failed ? `${counts.emails.failed} failed` : undefined,
    },
  ];
  // Every tab stays in view at every width: on a phone the row wraps instead of scrolling.
  return (
    <nav aria-label="Inbox sections">
      <ul className="flex flex-wrap gap-x-1 border-b border-line">
        {tabs.map((item) => (
          <li key={item.kind}>
            <Link
              to={`?kind=${item.kind}`}
              aria-current={tab === item.kind ? 'page' : undefined}
              className={cx(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
                tab === item.kind
                  ? 'border-accent-600 text-accent-700'
                  : 'border-transparent text-muted hover:text-navy-900',
              )}
            >
              {item.label}
              {item.total !== undefined ? (
                <span className="rounded-pill bg-navy-50 px-2 py-0.5 text-xs text-navy-900">
                  {item.total}
                </span>
              ) : null}
              {item.alert ? (
                <span className="rounded-pill bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
                  {item.alert}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function InboxTable<K extends InboxKind>({ kind, page }: { kind: K; page: InboxPage<K> }) {
  const view: InboxView<K> = inboxViews[kind];
  if (page.items.length === 0)
    return (
      <EmptyState
        icon={Inbox}
        title={`No ${view.label.toLowerCase()} yet`}
        text={view.empty.text}
        link={view.empty.link}
      />
    );
  // A message takes the width the other columns leave, cut short; names and addresses wrap.
  const fill = view.columns.some((column) => column.field === 'excerpt') ? 'excerpt' : undefined;
  return (
    <Table caption={view.label} cards>
      <THead>
        <tr>
          {view.columns.map((column) => (
            <Th
              key={column.field}
              optional={optionalColumns.has(column.field) ? 'wide' : undefined}
            >
              {column.label}
            </Th>
          ))}
          <Th className="text-right">Actions</Th>
        </tr>
      </THead>
      <TBody>
        {page.items.map((item) => (
          <tr key={item._id}>
            {view.columns.map((column, index) => {
              const text = displayValue(column.field, item[column.field]);
              return (
                <Td
                  key={column.field}
                  {...(index === 0 ? { cell: 'title' as const } : { label: column.label })}
                  fill={column.field === fill}
                  optional={optionalColumns.has(column.field) ? 'wide' : undefined}
                  className={cx(
                    index === 0 && 'font-medium text-navy-900',
                    nowrapColumns.has(column.field) && 'whitespace-nowrap',
                  )}
                >
                  <InboxCell field={column.field} text={text} fill={column.field === fill} />
                </Td>
              );
            })}
            <Td cell="actions">
              <Link
                to={`/dashboard/inbox/${kind}/${item._id}`}
                data-row-link=""
                className="font-semibold text-accent-700 hover:underline"
                aria-label={`View details of ${view.title(item)}`}
              >
                View Details
              </Link>
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

/**
 * One value in a row: a message cut short with its whole text as the tooltip, a time on one or two
 * lines, an address that wraps at its dots, other text wrapping between words.
 */
function InboxCell({ field, text, fill }: { field: string; text: string; fill: boolean }) {
  if (nowrapColumns.has(field)) return text;
  // A date and its time each read whole; the line may break between them.
  const [date, time] = field === 'createdAt' ? text.split(', ') : [];
  if (date && time)
    return (
      <>
        <span className="whitespace-nowrap">{date},</span>{' '}
        <span className="whitespace-nowrap">{time}</span>
      </>
    );
  if (fill) return <Clip text={text} />;
  // No overflow-wrap in a table: its column is then at least as wide as the longest word or
  // piece of an address, so none is split (a card breaks what does not fit, app/app.css).
  if (addressColumns.has(field)) return <BreakableAddress address={text} />;
  return text;
}

/** Email addresses, which wrap after their `@` and dots. */
const addressColumns = new Set(['email', 'clientEmail']);
/** Short values that read whole or not at all: numbers, money. */
const nowrapColumns = new Set(['orderNumber', 'reference', 'number', 'total', 'phone']);
/** Columns a table between 768 and 1024 px wide leaves to the record's own screen. */
const optionalColumns = new Set(['plan', 'phone', 'company']);
