import { sql, type Selectable } from 'kysely';
import {
  inboxKinds,
  inboxLabels,
  type EmailState,
  type EmailStatus,
  type InboxCounts,
  type InboxDetailRecords,
  type InboxKind,
  type InboxSummaryRecords,
} from '~/domain/inbox';
import { resourceTitles, type ResourceSlug } from '~/content/catalogue';
import type { Db } from '~/server/db/database';
import type { Database, OutboxEmailsTable } from '~/server/db/schema';
import { selectInvoiceWithOrder, toInvoiceView } from '~/server/invoices/invoice-store';
import { readOrderItems } from '~/server/orders/order-store';

/**
 * The Inbox's reads: each kind of submission, its table, and how a row becomes the list item and
 * the detail record of the inbox contract (domain/inbox.ts): amounts in cents and dates as ISO; the
 * API adds their texts (server/api/inbox-texts.ts, docs/decisions/049-money-model.md).
 */
interface KindSource<K extends InboxKind, T extends keyof Database> {
  table: T;
  /** Newest first by this column. */
  timeColumn: keyof Database[T] & string;
  summary(row: Selectable<Database[T]>): InboxSummaryRecords[K];
  detail(row: Selectable<Database[T]>): InboxDetailRecords[K];
  /** Reads one row with more than its table's columns; by default `select *`. */
  findRow?(db: Db, id: string): Promise<Selectable<Database[T]> | undefined>;
}

/** Where a submission came from: the last fields of every detail view. */
const origin = (row: { ip: string | null; user_agent: string | null }) => ({
  ip: row.ip,
  userAgent: row.user_agent,
});
/** The invoice's people, as the list and the detail both show them. */
const invoiceParties = (invoice: ReturnType<typeof toInvoiceView>) => ({
  clientName: invoice.billedTo.name,
  clientCompany: invoice.billedTo.company,
  clientEmail: invoice.billedTo.email,
  representativeName: invoice.from.name,
  representativeEmail: invoice.from.email,
});
const excerpt = (text: string) => text.slice(0, 140);
const resourceTitle = (slug: string) => resourceTitles[slug as ResourceSlug] ?? slug;
const messages: KindSource<'messages', 'contact_messages'> = {
  table: 'contact_messages',
  timeColumn: 'created_at',
  summary: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan_summary,
    excerpt: excerpt(row.message),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    planId: row.plan_id,
    plan: row.plan_summary,
    ...origin(row),
    createdAt: row.created_at,
  }),
};

const orders: KindSource<'orders', 'orders'> = {
  table: 'orders',
  timeColumn: 'created_at',
  summary: (row) => ({
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    plans: readOrderItems(row.items).map((item) => `${item.title} (${item.planFor})`),
    totalCents: Number(row.total_cents),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    items: readOrderItems(row.items),
    totalCents: Number(row.total_cents),
    currency: row.currency,
    ...origin(row),
    createdAt: row.created_at,
  }),
};

const agreements: KindSource<'agreements', 'agreements'> = {
  table: 'agreements',
  timeColumn: 'signed_at',
  summary: (row) => ({
    _id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.signed_at,
  }),
  detail: (row) => ({
    _id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    email: row.email,
    signature: `data:image/png;base64,${Buffer.from(row.signature_png).toString('base64')}`,
    termsVersion: row.terms_version,
    termsSha256: row.terms_sha256,
    orderNumber: row.order_number,
    ...origin(row),
    createdAt: row.signed_at,
  }),
};

const inquiries: KindSource<'inquiries', 'resource_inquiries'> = {
  table: 'resource_inquiries',
  timeColumn: 'created_at',
  summary: (row) => ({
    _id: row.id,
    resource: resourceTitle(row.resource),
    name: row.name,
    email: row.email,
    company: row.company,
    excerpt: excerpt(row.message),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    resource: resourceTitle(row.resource),
    resourceSlug: row.resource,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    ...origin(row),
    createdAt: row.created_at,
  }),
};

const invoices: KindSource<'invoices', 'invoices'> = {
  table: 'invoices',
  timeColumn: 'created_at',
  // With the number of the order it bills, which the detail links to.
  findRow: (db, id) =>
    selectInvoiceWithOrder(db).where('invoices.id', '=', id).executeTakeFirst(),
  summary: (row) => {
    const invoice = toInvoiceView(row);
    return {
      _id: invoice._id,
      number: invoice.number,
      ...invoiceParties(invoice),
      issuedDate: invoice.issuedDate,
      dueDate: invoice.dueDate,
      totalCents: invoice.totalCents,
      createdAt: invoice.createdAt,
    };
  },
  detail: (row) => {
    const invoice = toInvoiceView(row);
    return {
      ...invoice,
      ...invoiceParties(invoice),
      clientAddress: invoice.billedTo.address,
      representativePhone: invoice.from.phone,
      ...origin(row),
    };
  },
};

/** One kind, with its table hidden: what the API asks of it. */
interface InboxSource<K extends InboxKind> {
  count(db: Db): Promise<number>;
  list(db: Db, page: { limit: number; offset: number }): Promise<InboxSummaryRecords[K][]>;
  find(db: Db, id: string): Promise<InboxDetailRecords[K] | undefined>;
}

function source<K extends InboxKind, T extends keyof Database>(
  kind: KindSource<K, T>,
): InboxSource<K> {
  // The table is chosen at run time, which Kysely's builder cannot type; this SQL names it as an
  // identifier, and the row type follows from the kind's table.
  const table = sql.table(kind.table);
  return {
    count: (db) => countRows(db, kind.table),
    async list(db, { limit, offset }) {
      const { rows } = await sql<Selectable<Database[T]>>`
        select * from ${table} order by ${sql.ref(kind.timeColumn)} desc, id desc
        limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => kind.summary(row));
    },
    async find(db, id) {
      if (kind.findRow) {
        const row = await kind.findRow(db, id);
        return row ? kind.detail(row) : undefined;
      }
      const { rows } = await sql<Selectable<Database[T]>>`
        select * from ${table} where id = ${id}`.execute(db);
      return rows[0] ? kind.detail(rows[0]) : undefined;
    },
  };
}

/** The inbox kinds, in the order the dashboard shows them. */
const sources: { [K in InboxKind]: InboxSource<K> } = {
  messages: source(messages),
  orders: source(orders),
  agreements: source(agreements),
  inquiries: source(inquiries),
  invoices: source(invoices),
};

async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function listInbox<K extends InboxKind>(
  db: Db,
  kind: K,
  page: { limit: number; offset: number },
): Promise<InboxSummaryRecords[K][]> {
  return sources[kind].list(db, page);
}

export function countInbox(db: Db, kind: InboxKind): Promise<number> {
  return sources[kind].count(db);
}

export function findInboxEntry<K extends InboxKind>(
  db: Db,
  kind: K,
  id: string,
): Promise<InboxDetailRecords[K] | undefined> {
  return sources[kind].find(db, id);
}

/** How many submissions each kind holds and how the emails stand. */
export async function inboxCounts(db: Db): Promise<InboxCounts> {
  const kinds = await Promise.all(
    inboxKinds.map(async (kind) => ({
      kind,
      label: inboxLabels[kind],
      total: await sources[kind].count(db),
    })),
  );
  const states = await db
    .selectFrom('outbox_emails')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const emails: Record<EmailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of states) emails[row.status] = Number(row.n);
  return { kinds, emails };
}

// ---------------------------------------------------------------------------------------------
// The outbox as staff see it

const emailStateColumns = [
  'id',
  'kind',
  'submission_id',
  'to_addresses',
  'reply_to',
  'subject',
  'message_id',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'sent_at',
  'created_at',
] as const;

function toEmailState(
  row: Omit<OutboxEmailsTable, 'text_body' | 'html_body' | 'request_id'>,
): EmailState {
  return {
    _id: row.id,
    kind: row.kind,
    submissionId: row.submission_id,
    to: JSON.parse(row.to_addresses) as string[],
    replyTo: row.reply_to,
    subject: row.subject,
    messageId: row.message_id,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  };
}

/** Every email of one submission with its delivery state, oldest first. */
export async function emailsOf(db: Db, submissionId: string): Promise<EmailState[]> {
  const rows = await db
    .selectFrom('outbox_emails')
    .select(emailStateColumns)
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEmailState);
}

export async function findEmailState(db: Db, id: string): Promise<EmailState | undefined> {
  const row = await db
    .selectFrom('outbox_emails')
    .select(emailStateColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEmailState(row) : undefined;
}

/** The outbox, newest first, optionally of one delivery state. */
export async function listEmails(
  db: Db,
  { status, limit, offset }: { status: EmailStatus | undefined; limit: number; offset: number },
): Promise<{ emails: EmailState[]; total: number }> {
  let query = db.selectFrom('outbox_emails');
  if (status) query = query.where('status', '=', status);
  const rows = await query
    .select(emailStateColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  return { emails: rows.map(toEmailState), total };
}
