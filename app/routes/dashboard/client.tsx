import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { InvoiceStatusPill } from '~/components/invoice/InvoiceStatusPill';
import { Alert } from '~/components/ui/Alert';
import { StatusPill } from '~/components/ui/StatusPill';
import { api } from '~/lib/api';
import { clientCountsText } from '~/lib/clients';
import { dashboardMeta, load } from '~/lib/dashboard-data';
import type { ClientActivity, ClientFile } from '~/domain/client';
import { formatDateTime, formatMoney } from '~/domain/format';
import { unreachable } from '~/domain/exhaustive';
import { orderStageLabels, type OrderStage } from '~/domain/order-journey';
import type { Route } from './+types/client';

export const meta = () => dashboardMeta('Client | Dashboard | ECS Digital');

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    client: load(() =>
      api<{ client: ClientFile }>(`/api/clients/${encodeURIComponent(params.email)}`).then(
        (answer) => answer.client,
      ),
    ),
  };
}

/**
 * Everything from one client (docs/product.md#dashboard-clients): what they were invoiced and
 * paid, then every message, order, agreement, inquiry and invoice, newest first, each linking to
 * its details.
 */
export default function DashboardClientPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <Link
        to="/dashboard/clients"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Clients
      </Link>
      <Deferred
        value={loaderData.client}
        fallback={
          <p role="status" className="text-muted">
            Loading the client...
          </p>
        }
      >
        {(client) =>
          client.error !== null ? (
            <Alert tone="error" title={client.error} />
          ) : (
            <ClientDetails client={client.data} />
          )
        }
      </Deferred>
    </div>
  );
}

function ClientDetails({ client }: { client: ClientFile }) {
  const totals: [label: string, value: string][] = [
    ['Invoiced', formatMoney(client.invoicedCents, { cents: 'always' })],
    ['Paid', formatMoney(client.paidCents, { cents: 'always' })],
    ['Still due', formatMoney(client.invoicedCents - client.paidCents, { cents: 'always' })],
  ];
  return (
    <>
      <header className="min-w-0">
        <h1 tabIndex={-1} className="text-2xl break-words focus:outline-none sm:text-3xl">
          {client.name}
        </h1>
        <p className="mt-1 text-muted [overflow-wrap:anywhere]">
          <a className="underline [overflow-wrap:anywhere]" href={`mailto:${client.email}`}>
            {client.email}
          </a>
          {client.company ? ` · ${client.company}` : ''}
        </p>
        <p className="mt-1 text-sm text-muted">
          {clientCountsText(client.counts)} · latest {formatDateTime(client.latestAt)}
        </p>
      </header>

      <section aria-labelledby="client-totals" className="card p-6">
        <h2 id="client-totals" className="text-lg">
          Totals
        </h2>
        <p className="mt-1 text-sm text-muted">
          Invoiced counts invoices sent to the client, viewed or paid; drafts and void invoices are
          left out.
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {totals.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-surface p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold whitespace-nowrap text-navy-900 tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="client-activity" className="card p-6">
        <h2 id="client-activity" className="text-lg">
          Everything from {client.name}
        </h2>
        <ol className="mt-4 divide-y divide-line">
          {client.activity.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="-mx-3 rounded-lg px-3 py-4 first:pt-0 last:pb-0 hover:bg-surface"
            >
              <ActivityItem item={item} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

const linkClasses = 'font-semibold text-accent-700 hover:underline';
/** The record's own link: it opens the record from anywhere on its entry. */
const rowLink = { 'data-row-link': '' };
const inboxPath = (item: ClientActivity) => `/dashboard/inbox/${item.kind}/${item.id}`;
const orderPath = (orderNumber: string) => `/dashboard/orders/${encodeURIComponent(orderNumber)}`;

/** How an order's stage is coloured: a cancelled order stands out, every other stage is news. */
const stageTones: Record<OrderStage, ComponentProps<typeof StatusPill>['tone']> = {
  received: 'info',
  signed: 'info',
  invoiced: 'info',
  paid: 'info',
  cancelled: 'danger',
};

/** One record: what it is, when, its figures and where to open it. */
function ActivityItem({ item }: { item: ClientActivity }) {
  const when = formatDateTime(item.at);
  let title: ReactNode;
  let details: ReactNode = null;
  let badge: ReactNode = null;
  switch (item.kind) {
    case 'messages':
      title = (
        <Link
          to={inboxPath(item)}
          {...rowLink}
          className={linkClasses}
          aria-label={`Message of ${when}`}
        >
          Message
        </Link>
      );
      details = (
        <>
          {item.plan ? <span className="block">About {item.plan}</span> : null}
          <span className="block break-words">{item.excerpt}</span>
        </>
      );
      break;
    case 'orders':
      title = (
        <Link to={orderPath(item.orderNumber)} {...rowLink} className={linkClasses}>
          Order {item.orderNumber}
        </Link>
      );
      badge = <StatusPill tone={stageTones[item.stage]}>{orderStageLabels[item.stage]}</StatusPill>;
      details = formatMoney(item.totalCents, { cents: 'always' });
      break;
    case 'agreements':
      title = (
        <Link to={inboxPath(item)} {...rowLink} className={linkClasses}>
          Agreement {item.reference}
        </Link>
      );
      details = item.orderNumber ? (
        <>
          Signed for{' '}
          <Link to={orderPath(item.orderNumber)} className={linkClasses}>
            order {item.orderNumber}
          </Link>
        </>
      ) : (
        'Signed without an order'
      );
      break;
    case 'inquiries':
      title = (
        <Link to={inboxPath(item)} {...rowLink} className={linkClasses}>
          Inquiry: {item.resource}
        </Link>
      );
      details = (
        <>
          {item.company ? <span className="block">{item.company}</span> : null}
          <span className="block break-words">{item.excerpt}</span>
        </>
      );
      break;
    case 'invoices':
      title = (
        <Link to={inboxPath(item)} {...rowLink} className={linkClasses}>
          Invoice {item.number}
        </Link>
      );
      badge = <InvoiceStatusPill status={item.status} />;
      details = (
        <>
          {formatMoney(item.totalCents, { cents: 'always' })}
          {item.orderNumber ? (
            <>
              {' · for '}
              <Link to={orderPath(item.orderNumber)} className={linkClasses}>
                order {item.orderNumber}
              </Link>
            </>
          ) : null}
        </>
      );
      break;
    default:
      return unreachable(item);
  }
  return (
    <article className="min-w-0 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-base">{title}</h3>
        {badge}
        <span className="text-muted">{when}</span>
      </div>
      <div className="mt-1 text-muted">
        {item.name ? <span className="block text-ink">{item.name}</span> : null}
        {details}
      </div>
    </article>
  );
}
