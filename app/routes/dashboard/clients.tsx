import { Eye, Search } from 'lucide-react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { CrudTable } from '~/components/dashboard/CrudTable';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { Pager } from '~/components/dashboard/Pager';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Clip, Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { clientCountsText } from '~/lib/clients';
import { dashboardMeta, load, type Loaded } from '~/lib/dashboard-data';
import { clientPath, type ClientListPage, type ClientSummary } from '~/domain/client';
import { formatDateTime, formatMoney } from '~/domain/format';
import type { Route } from './+types/clients';

export const meta = () => dashboardMeta('Clients | Dashboard | ECS Digital');

/** The list's search and page, as the address says them. */
function listQuery(url: string) {
  const params = new URL(url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  return { q, page };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q, page } = listQuery(request.url);
  const search = new URLSearchParams({ q, page: String(page) });
  const list = load(() => api<ClientListPage>(`/api/clients?${search}`));
  const rows = list.then((loaded): Loaded<ClientSummary[]> =>
    loaded.error === null ? { data: loaded.data.items, error: null } : loaded,
  );
  return { q, list, rows };
}

/**
 * Everyone who has written, ordered, signed or been invoiced, one row per email address
 * (docs/product.md#dashboard-clients): latest activity first, searched on the server; a row opens
 * everything from that client.
 */
export default function DashboardClientsPage({ loaderData }: Route.ComponentProps) {
  const { q } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/clients');
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const filtered = Boolean(q);
  return (
    <>
      <PageTitle
        title="Clients"
        intro="Everyone who has written, ordered, signed or been invoiced, with what they were invoiced and paid. Open one to see everything from them."
      />
      <Form
        method="get"
        role="search"
        aria-label="Clients"
        className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
        // A new search starts again at the first page.
        key={q}
      >
        <Field label="Search by name, email, company or number">
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              placeholder="Dana, northwind, ECS-1045…"
              className={inputClasses}
            />
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="submit" disabled={searching}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
          {filtered ? (
            <Link to="/dashboard/clients" className={buttonClasses('outline')}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <Deferred value={loaderData.list} fallback={null}>
        {(list) =>
          list.error === null ? (
            <p role="status" className="mb-3 text-sm text-muted">
              {list.data.total === 1 ? '1 client' : `${list.data.total} clients`}
              {filtered ? (list.data.total === 1 ? ' matches' : ' match') : ''}
            </p>
          ) : null
        }
      </Deferred>
      <CrudTable
        caption="Clients"
        headers={[
          { label: 'Client' },
          { label: 'Records' },
          { label: 'Invoiced', className: 'text-right' },
          { label: 'Paid', className: 'text-right' },
          { label: 'Latest activity', optional: 'wide' },
          { label: 'Actions', className: 'text-right' },
        ]}
        rows={loaderData.rows}
        emptyText={filtered ? 'No clients match this search' : 'No clients yet'}
      >
        {(clients) =>
          clients.map((client) => (
            <tr key={client.email}>
              <Td cell="title" fill className="min-w-44">
                <Clip text={client.name} className="font-semibold text-navy-900" />
                <Clip text={client.email} className="text-xs text-muted" />
                {client.company ? (
                  <Clip text={client.company} className="text-xs text-muted" />
                ) : null}
              </Td>
              <Td label="Records" className="min-w-36 text-muted">
                {clientCountsText(client.counts)}
              </Td>
              <Td label="Invoiced" className="text-right whitespace-nowrap">
                {formatMoney(client.invoicedCents, { cents: 'always' })}
              </Td>
              <Td label="Paid" className="text-right whitespace-nowrap">
                {formatMoney(client.paidCents, { cents: 'always' })}
              </Td>
              <Td label="Latest activity" optional="wide" className="whitespace-nowrap text-muted">
                {formatDateTime(client.latestAt)}
              </Td>
              <Td cell="actions">
                <Link
                  to={clientPath(client.email)}
                  data-row-link=""
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`View client ${client.email}`}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  View Client
                </Link>
              </Td>
            </tr>
          ))
        }
      </CrudTable>
      <div className="mt-4">
        <Deferred value={loaderData.list} fallback={null}>
          {(list) => (list.error === null ? <Pager page={list.data} goTo={goTo} /> : null)}
        </Deferred>
      </div>
    </>
  );
}
