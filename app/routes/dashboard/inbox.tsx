import { useCallback, useEffect } from 'react';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { EmailDeliveryTable } from '~/components/inbox/EmailDeliveryTable';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { cx } from '~/lib/cx';
import { displayValue, inboxViews, type EmailState, type InboxPage } from '~/lib/inbox';
import { useRemote } from '~/lib/use-remote';

export const meta = () => [
  { title: 'Inbox | ECS Digital' },
  { name: 'robots', content: 'noindex' },
];

const EMAILS_TAB = 'emails';

type ListData =
  | ({ kind: string } & InboxPage)
  | { kind: string; emails: EmailState[]; total: number; page: number; pages: number };

interface KindCount {
  kind: string;
  label: string;
  total: number;
}

/** PRODUCT.md 15: contact messages, orders, agreements and inquiries, and every email's delivery. */
export default function DashboardInboxPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind') ?? 'messages';
  const tab = requested === EMAILS_TAB || requested in inboxViews ? requested : 'messages';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const layout = useRouteLoaderData('routes/dashboard/layout') as { isAdmin?: boolean } | undefined;
  const isAdmin = Boolean(layout?.isAdmin);

  const counts = useRemote(
    useCallback(
      () =>
        api<{ kinds: KindCount[]; emails: { pending: number; sent: number; failed: number } }>(
          '/api/inbox',
        ),
      [],
    ),
  );
  const list = useRemote(
    useCallback(
      (kind: string, pageNumber: number): Promise<ListData> =>
        kind === EMAILS_TAB
          ? api<{ emails: EmailState[]; total: number; page: number; pages: number }>(
              `/api/outbox?page=${pageNumber}`,
            ).then((a) => ({
              kind,
              emails: a.emails,
              page: a.page,
              pages: a.pages,
              total: a.total,
            }))
          : api<InboxPage>(`/api/inbox/${kind}?page=${pageNumber}`).then((a) => ({ kind, ...a })),
      [],
    ),
  );
  const { run: loadCounts } = counts;
  const { run: loadList } = list;
  useEffect(() => {
    void loadCounts();
  }, [loadCounts]);
  useEffect(() => {
    void loadList(tab, page);
  }, [loadList, tab, page]);

  const tabs = [
    ...Object.entries(inboxViews).map(([kind, view]) => ({
      kind,
      label: view.label,
      total: counts.data?.kinds.find((c) => c.kind === kind)?.total,
      alert: undefined as string | undefined,
    })),
    {
      kind: EMAILS_TAB,
      label: 'Emails',
      total: undefined,
      alert: counts.data?.emails.failed ? `${counts.data.emails.failed} failed` : undefined,
    },
  ];
  const data = list.data?.kind === tab ? list.data : undefined;
  const goTo = (next: number) => setParams({ kind: tab, page: String(next) });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl">Inbox</h1>
        <p className="mt-1 text-sm text-muted">
          Everything visitors send through the website, and the delivery of every email.
        </p>
      </div>
      <nav aria-label="Inbox sections" className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-line">
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
      {list.error ? <Alert tone="error" title={list.error} /> : null}
      {!data ? (
        list.loading ? (
          <p role="status" className="text-muted">
            Loading....
          </p>
        ) : null
      ) : 'emails' in data ? (
        data.emails.length === 0 ? (
          <p className="text-muted">No emails yet</p>
        ) : (
          <EmailDeliveryTable
            emails={data.emails}
            isAdmin={isAdmin}
            caption="Emails and their delivery state"
            onRetried={() => {
              void loadList(tab, page);
              void loadCounts();
            }}
          />
        )
      ) : (
        <InboxTable kind={tab} page={data} />
      )}
      {data && data.pages > 1 ? (
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => goTo(data.page - 1)}
          >
            Previous
          </Button>
          <p className="text-sm text-muted">
            Page {data.page} of {data.pages}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= data.pages}
            onClick={() => goTo(data.page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function InboxTable({ kind, page }: { kind: string; page: InboxPage }) {
  const view = inboxViews[kind]!;
  if (page.items.length === 0)
    return <p className="text-muted">No {view.label.toLowerCase()} yet</p>;
  return (
    <Table caption={view.label}>
      <THead>
        <tr>
          {view.columns.map((column) => (
            <Th key={column.field}>{column.label}</Th>
          ))}
          <Th>Actions</Th>
        </tr>
      </THead>
      <TBody>
        {page.items.map((item) => (
          <tr key={item._id}>
            {view.columns.map((column) => (
              <Td
                key={column.field}
                className={cx(
                  column.field === 'excerpt' && 'max-w-xs truncate',
                  column.field === 'createdAt' && 'whitespace-nowrap',
                )}
              >
                {displayValue(column.field, item[column.field])}
              </Td>
            ))}
            <Td>
              <Link
                to={`/dashboard/inbox/${kind}/${item._id}`}
                className="font-semibold whitespace-nowrap text-accent-700 hover:underline"
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
