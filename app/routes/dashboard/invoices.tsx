import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CrudTable, ViewCell } from '~/components/dashboard/CrudTable';
import {
  ListCount,
  ListPager,
  ListSearch,
  listParams,
  rowsOf,
  StatusFilter,
} from '~/components/dashboard/ListSearch';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { InvoiceStatusPill } from '~/components/invoice/InvoiceStatusPill';
import { ButtonLink } from '~/components/ui/Button';
import { Clip, Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { dashboardMeta, load } from '~/lib/dashboard-data';
import { INVOICE_NUMBER_EXAMPLE } from '~/domain/document-numbers';
import { formatDate, formatDateTime } from '~/domain/format';
import {
  invoiceStatuses,
  invoiceStatusLabels,
  isInvoiceStatus,
  type InvoiceListItem,
  type InvoiceListPage,
} from '~/domain/invoice-status';
import type { Route } from './+types/invoices';

export const meta = () => dashboardMeta('Invoices | Dashboard | ECS Digital');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { q, page } = listParams(params);
  const requested = params.get('status') ?? '';
  const status = isInvoiceStatus(requested) ? requested : '';
  const search = new URLSearchParams({ q, status, page: String(page) });
  const list = load(() => api<InvoiceListPage>(`/api/invoices?${search}`));
  return { q, status, list, rows: rowsOf<InvoiceListItem>(list) };
}

/**
 * Every invoice and where it stands (docs/product.md#dashboard-invoices): searched by number or
 * client, filtered by status, newest first; a row opens the invoice's details in the Inbox, where
 * staff send it, download its PDF and mark it paid or void.
 */
export default function DashboardInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { q, status } = loaderData;
  const filtered = Boolean(q || status);
  return (
    <>
      <PageTitle
        title="Invoices"
        intro="Every invoice, where it stands and when it last changed. Open one to send it, download its PDF or mark it paid."
        action={
          <ButtonLink to="/invoice">
            <Plus aria-hidden="true" className="size-4" />
            New invoice
          </ButtonLink>
        }
      />
      <ListSearch
        // A new search starts again at the first page.
        key={`${q}|${status}`}
        label="Invoices"
        path="/dashboard/invoices"
        q={q}
        filtered={filtered}
        searchLabel="Search by number, client name or email"
        placeholder={`${INVOICE_NUMBER_EXAMPLE}, Northwind, dana@…`}
        gridClassName="sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
      >
        <StatusFilter status={status} statuses={invoiceStatuses} labels={invoiceStatusLabels} />
      </ListSearch>
      <ListCount
        list={loaderData.list}
        count={(total) =>
          (total === 1 ? '1 invoice' : `${total} invoices`) + (filtered ? ' match' : '')
        }
      />
      <CrudTable
        caption="Invoices"
        headers={[
          { label: 'Invoice' },
          { label: 'Client' },
          { label: 'Total', className: 'text-right' },
          { label: 'Status' },
          { label: 'Issued' },
          { label: 'Last change', optional: 'wide' },
          { label: 'Actions', className: 'text-right' },
        ]}
        rows={loaderData.rows}
        emptyText={filtered ? 'No invoices match this search' : 'No invoices yet'}
      >
        {(invoices) =>
          invoices.map((invoice) => (
            <tr key={invoice._id}>
              <Td cell="title" className="font-semibold whitespace-nowrap text-navy-900">
                {invoice.number}
              </Td>
              <Td label="Client" fill className="min-w-44">
                <Clip text={invoice.clientName} className="font-medium text-navy-900" />
                <Clip text={invoice.clientEmail} className="text-xs text-muted" />
                {invoice.orderNumber ? (
                  <Link
                    to={`/dashboard/orders/${encodeURIComponent(invoice.orderNumber)}`}
                    className="mt-0.5 block max-w-fit truncate text-xs font-semibold text-accent-700 hover:underline"
                  >
                    Order {invoice.orderNumber}
                  </Link>
                ) : null}
              </Td>
              <Td label="Total" className="text-right whitespace-nowrap">
                {invoice.total}
              </Td>
              <Td label="Status">
                <InvoiceStatusPill status={invoice.status} />
              </Td>
              <Td label="Issued" className="whitespace-nowrap">
                {formatDate(invoice.issuedDate, 'medium')}
              </Td>
              <Td label="Last change" optional="wide" className="whitespace-nowrap text-muted">
                {formatDateTime(invoice.updatedAt)}
              </Td>
              <ViewCell
                to={`/dashboard/inbox/invoices/${invoice._id}?from=invoices`}
                label={`View details of invoice ${invoice.number}`}
              >
                View Details
              </ViewCell>
            </tr>
          ))
        }
      </CrudTable>
      <ListPager list={loaderData.list} />
    </>
  );
}
