import { sql, type RawBuilder } from 'kysely';
import {
  clientKey,
  type ClientActivity,
  type ClientFile,
  type ClientSummary,
} from '~/domain/client';
import { resourceTitles, type ResourceSlug } from '~/content/catalogue';
import { messagePlanText } from '~/domain/contact';
import { formatInvoiceNumber, INVOICE_PREFIX, parseInvoiceNumber } from '~/domain/document-numbers';
import { statusesWith } from '~/domain/invoice-status';
import { orderJourney } from '~/domain/order-journey';
import type { Db } from '~/server/db/database';
import { messagePlanOf } from '~/server/contacts/contact-store';

/**
 * The Clients screen's reads (docs/product.md#dashboard-clients). A client is an email address,
 * trimmed and in lower case, wherever it was given: a contact message, an order, a signed
 * agreement, a resource inquiry or an invoice. Nothing is stored for a client: every answer is
 * read off those five tables, so it can never disagree with them.
 */

/**
 * Every record of the five tables as one row: its client, the name and company it gives, its
 * time, its kind, what it adds to the totals and the reference staff may search for (an order or
 * agreement number, an invoice number as printed). Every text column is cast to text, so
 * PostgreSQL unites the branches whatever their declared types.
 */
const activity = sql`
  select lower(trim(email)) as client, cast(name as text) as name, cast('' as text) as company,
    cast(created_at as text) as at, cast('messages' as text) as kind,
    0 as invoiced, 0 as paid, cast('' as text) as ref
  from contact_messages
  union all
  select lower(trim(email)), cast(name as text), cast('' as text),
    cast(created_at as text), cast('orders' as text), 0, 0, cast(order_number as text)
  from orders
  union all
  select lower(trim(email)), cast(name as text), cast('' as text),
    cast(signed_at as text), cast('agreements' as text), 0, 0, cast(reference as text)
  from agreements
  union all
  select lower(trim(email)), cast(name as text), cast(company as text),
    cast(created_at as text), cast('inquiries' as text), 0, 0, cast('' as text)
  from resource_inquiries
  union all
  select lower(trim(client_email)), cast(client_name as text), cast(client_company as text),
    cast(created_at as text), cast('invoices' as text),
    case when status in (${sql.join(statusesWith('billed'))}) then total_cents else 0 end,
    case when status in (${sql.join(statusesWith('paid'))}) then total_cents else 0 end,
    ${sql.lit(INVOICE_PREFIX)} || cast(number as text)
  from invoices`;

/**
 * One row per client: the latest name, the latest company given, the count of each kind, the
 * totals and the latest time. Ties in time are broken by kind and name, so the answer is stable.
 */
const clients = sql`
  ranked as (
    select client, kind, at, invoiced, paid,
      first_value(name) over (partition by client order by at desc, kind, name) as latest_name,
      first_value(company) over (
        partition by client
        order by case when company = '' then 1 else 0 end, at desc, kind, company
      ) as latest_company
    from activity
  ),
  clients as (
    select client,
      max(latest_name) as name,
      max(latest_company) as company,
      sum(case when kind = 'messages' then 1 else 0 end) as messages,
      sum(case when kind = 'orders' then 1 else 0 end) as orders,
      sum(case when kind = 'agreements' then 1 else 0 end) as agreements,
      sum(case when kind = 'inquiries' then 1 else 0 end) as inquiries,
      sum(case when kind = 'invoices' then 1 else 0 end) as invoices,
      sum(invoiced) as invoiced_cents,
      sum(paid) as paid_cents,
      max(at) as latest_at
    from ranked
    group by client
  )`;

/** A row of `clients`; PostgreSQL answers sums as strings (bigint), hence `Number()` below. */
interface ClientRow {
  client: string;
  name: string;
  company: string;
  messages: number | string;
  orders: number | string;
  agreements: number | string;
  inquiries: number | string;
  invoices: number | string;
  invoiced_cents: number | string | null;
  paid_cents: number | string | null;
  latest_at: string;
}

const toSummary = (row: ClientRow): ClientSummary => ({
  email: row.client,
  name: row.name,
  company: row.company,
  counts: {
    messages: Number(row.messages),
    orders: Number(row.orders),
    agreements: Number(row.agreements),
    inquiries: Number(row.inquiries),
    invoices: Number(row.invoices),
  },
  invoicedCents: Number(row.invoiced_cents ?? 0),
  paidCents: Number(row.paid_cents ?? 0),
  latestAt: row.latest_at,
});

/** A search typed into LIKE: lower case, its `%`, `_` and `\` matching themselves. */
const likePattern = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The clients whose records match a search: part of a name, the address or a company, ignoring
 * case; or an order, agreement or invoice number as a whole (an invoice's as `parseInvoiceNumber`
 * reads a search).
 */
function matching(q: string): RawBuilder<boolean> {
  if (!q) return sql<boolean>`1 = 1`;
  const pattern = likePattern(q);
  const number = parseInvoiceNumber(q);
  const references = [q.toLowerCase()];
  if (number !== undefined) references.push(formatInvoiceNumber(number).toLowerCase());
  return sql<boolean>`client in (
    select client from activity
    where lower(name) like ${pattern} escape '\\'
      or client like ${pattern} escape '\\'
      or lower(company) like ${pattern} escape '\\'
      or lower(ref) in (${sql.join(references)})
  )`;
}

/** The Clients screen: newest activity first, optionally matching a search. */
export async function listClients(
  db: Db,
  query: { q: string; page: number; limit: number },
): Promise<{ items: ClientSummary[]; total: number }> {
  const where = matching(query.q);
  // One pass over the five tables: the page and, alongside each of its rows, how many match.
  const { rows } = await sql<ClientRow & { total: number | string }>`
    with activity as (${activity}), ${clients}
    select clients.*, count(*) over () as total from clients
    where ${where}
    order by latest_at desc, client
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(db);
  if (rows.length > 0 || query.page === 1)
    return { items: rows.map(toSummary), total: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the count.
  const counted = await sql<{ n: number | string }>`
    with activity as (${activity}), ${clients}
    select count(*) as n from clients where ${where}`.execute(db);
  return { items: [], total: Number(counted.rows[0]?.n ?? 0) };
}

const byAddress = (column: string, email: string) =>
  sql<boolean>`lower(trim(${sql.ref(column)})) = ${email}`;
const excerpt = (text: string) => text.slice(0, 140);
const resourceTitle = (slug: string) => resourceTitles[slug as ResourceSlug] ?? slug;

/**
 * Everything from one client, newest first, with its totals; undefined when no record carries the
 * address. Each order says where it stands, read from every agreement and invoice tied to it.
 */
export async function findClient(db: Db, address: string): Promise<ClientFile | undefined> {
  const email = clientKey(address);
  const { rows } = await sql<ClientRow>`
    with activity as (${activity}), ${clients}
    select * from clients where client = ${email}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;

  const [messages, orders, agreements, inquiries, invoices] = await Promise.all([
    db.selectFrom('contact_messages').selectAll().where(byAddress('email', email)).execute(),
    db.selectFrom('orders').selectAll().where(byAddress('email', email)).execute(),
    db
      .selectFrom('agreements')
      .select(['id', 'reference', 'name', 'order_number', 'signed_at'])
      .where(byAddress('email', email))
      .execute(),
    db.selectFrom('resource_inquiries').selectAll().where(byAddress('email', email)).execute(),
    db
      .selectFrom('invoices')
      .leftJoin('orders', 'orders.id', 'invoices.order_id')
      .select([
        'invoices.id',
        'invoices.number',
        'invoices.client_name',
        'invoices.status',
        'invoices.total_cents',
        'invoices.created_at',
        'orders.order_number',
      ])
      .where(byAddress('invoices.client_email', email))
      .execute(),
  ]);

  // The stage of each order, from all its agreements and invoices, whoever they name.
  const orderNumbers = orders.map((order) => order.order_number);
  const orderIds = orders.map((order) => order.id);
  const [orderAgreements, orderInvoices] = orders.length
    ? await Promise.all([
        db
          .selectFrom('agreements')
          .select(['order_number', 'signed_at'])
          .where('order_number', 'in', orderNumbers)
          .execute(),
        db
          .selectFrom('invoices')
          .select(['order_id', 'status', 'sent_at', 'paid_at'])
          .where('order_id', 'in', orderIds)
          .execute(),
      ])
    : [[], []];

  const items: ClientActivity[] = [
    ...messages.map((m): ClientActivity => {
      const plan = messagePlanOf(m);
      return {
        kind: 'messages',
        id: m.id,
        at: m.created_at,
        name: m.name,
        excerpt: excerpt(m.message),
        plan: plan && messagePlanText(plan),
      };
    }),
    ...orders.map((o): ClientActivity => ({
      kind: 'orders',
      id: o.id,
      at: o.created_at,
      name: o.name,
      orderNumber: o.order_number,
      totalCents: Number(o.total_cents),
      stage: orderJourney({
        placedAt: o.created_at,
        cancelledAt: o.cancelled_at,
        agreements: orderAgreements
          .filter((a) => a.order_number === o.order_number)
          .map((a) => ({ signedAt: a.signed_at })),
        invoices: orderInvoices
          .filter((i) => i.order_id === o.id)
          .map((i) => ({ status: i.status, sentAt: i.sent_at, paidAt: i.paid_at })),
      }).stage,
    })),
    ...agreements.map((a): ClientActivity => ({
      kind: 'agreements',
      id: a.id,
      at: a.signed_at,
      name: a.name,
      reference: a.reference,
      orderNumber: a.order_number,
    })),
    ...inquiries.map((i): ClientActivity => ({
      kind: 'inquiries',
      id: i.id,
      at: i.created_at,
      name: i.name,
      resource: resourceTitle(i.resource),
      company: i.company,
      excerpt: excerpt(i.message),
    })),
    ...invoices.map((i): ClientActivity => ({
      kind: 'invoices',
      id: i.id,
      at: i.created_at,
      name: i.client_name,
      number: formatInvoiceNumber(i.number),
      status: i.status,
      totalCents: Number(i.total_cents),
      orderNumber: i.order_number,
    })),
  ];
  items.sort((a, b) =>
    a.at === b.at ? a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id) : a.at < b.at ? 1 : -1,
  );
  return { ...toSummary(row), activity: items };
}
