import { CrudTable, ViewCell } from '~/components/dashboard/CrudTable';
import {
  ListCount,
  ListPager,
  ListSearch,
  listParams,
  rowsOf,
} from '~/components/dashboard/ListSearch';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { Clip, Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { clientCountsText } from '~/lib/clients';
import { dashboardMeta, load } from '~/lib/dashboard-data';
import { clientPath, type ClientListPage, type ClientSummary } from '~/domain/client';
import { INVOICE_NUMBER_EXAMPLE } from '~/domain/document-numbers';
import { formatDateTime, formatMoney } from '~/domain/format';
import type { Route } from './+types/clients';

export const meta = () => dashboardMeta('Clients | Dashboard | ECS Digital');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q, page } = listParams(new URL(request.url).searchParams);
  const search = new URLSearchParams({ q, page: String(page) });
  const list = load(() => api<ClientListPage>(`/api/clients?${search}`));
  return { q, list, rows: rowsOf<ClientSummary>(list) };
}

/**
 * Everyone who has written, ordered, signed or been invoiced, one row per email address
 * (docs/product.md#dashboard-clients): latest activity first, searched on the server; a row opens
 * everything from that client.
 */
export default function DashboardClientsPage({ loaderData }: Route.ComponentProps) {
  const { q } = loaderData;
  const filtered = Boolean(q);
  return (
    <>
      <PageTitle
        title="Clients"
        intro="Everyone who has written, ordered, signed or been invoiced, with what they were invoiced and paid. Open one to see everything from them."
      />
      <ListSearch
        // A new search starts again at the first page.
        key={q}
        label="Clients"
        path="/dashboard/clients"
        q={q}
        filtered={filtered}
        searchLabel="Search by name, email, company or number"
        placeholder={`Dana, northwind, ${INVOICE_NUMBER_EXAMPLE}…`}
      />
      <ListCount
        list={loaderData.list}
        count={(total) =>
          (total === 1 ? '1 client' : `${total} clients`) +
          (filtered ? (total === 1 ? ' matches' : ' match') : '')
        }
      />
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
              <ViewCell to={clientPath(client.email)} label={`View client ${client.email}`}>
                View Client
              </ViewCell>
            </tr>
          ))
        }
      </CrudTable>
      <ListPager list={loaderData.list} />
    </>
  );
}
