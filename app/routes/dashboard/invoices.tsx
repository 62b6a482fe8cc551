import { Eye, Plus, Search } from 'lucide-react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { CrudTable } from '~/components/dashboard/CrudTable';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { Pager } from '~/components/dashboard/Pager';
import { InvoiceStatusPill } from '~/components/invoice/InvoiceStatusPill';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Clip, Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { dashboardMeta, load, type Loaded } from '~/lib/dashboard-data';
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

/** The list's search, status filter and page, as the address says them. */
function listQuery(url: string) {
  const params = new URL(url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const requested = params.get('status') ?? '';
  const status = isInvoiceStatus(requested) ? requested : '';
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  return { q, status, page };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q, status, page } = listQuery(request.url);
  const search = new URLSearchParams({ q, status, page: String(page) });
  const list = load(() => api<InvoiceListPage>(`/api/invoices?${search}`));
  const rows = list.then((loaded): Loaded<InvoiceListItem[]> =>
    loaded.error === null ? { data: loaded.data.items, error: null } : loaded,
  );
  return { q, status, list, rows };
}

/**
 * Every invoice and where it stands (docs/product.md#dashboard-invoices): searched by number or
 * client, filtered by status, newest first; a row opens the invoice's details in the Inbox, where
 * staff send it, download its PDF and mark it paid or void.
 */
export default function DashboardInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { q, status } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/invoices');
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
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
      <Form
        method="get"
        role="search"
        aria-label="Invoices"
        className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
        // A new search starts again at the first page.
        key={`${q}|${status}`}
      >
        <Field label="Search by number, client name or email">
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              placeholder="ECS-1045, Northwind, dana@…"
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <select {...control} name="status" defaultValue={status} className={inputClasses}>
              <option value="">All statuses</option>
              {invoiceStatuses.map((value) => (
                <option key={value} value={value}>
                  {invoiceStatusLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="submit" disabled={searching}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
          {filtered ? (
            <Link to="/dashboard/invoices" className={buttonClasses('outline')}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <Deferred value={loaderData.list} fallback={null}>
        {(list) =>
          list.error === null ? (
            <p role="status" className="mb-3 text-sm text-muted">
              {list.data.total === 1 ? '1 invoice' : `${list.data.total} invoices`}
              {filtered ? ' match' : ''}
            </p>
          ) : null
        }
      </Deferred>
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
              <Td cell="actions">
                <Link
                  to={`/dashboard/inbox/invoices/${invoice._id}?from=invoices`}
                  data-row-link=""
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`View details of invoice ${invoice.number}`}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  View Details
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
