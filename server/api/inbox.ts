import { Router } from 'express';
import { isObjectId } from '../../domain/ids';
import type { OrderItem } from '../../domain/order';
import { formatCents } from '../../domain/order';
import { resourceTitles, type ResourceSlug } from '../../content/catalogue';
import { requireAdmin, requireUser } from '../auth/sessions';
import type { AppServices } from '../context';
import type { Db } from '../db/database';
import type { Database, OutboxEmailsTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { enqueueEmails, retryEmail, wakeOutbox } from '../mail/outbox';
import { formatInvoiceDate } from '../../domain/invoice';
import { toInvoiceView } from '../invoices/invoice-store';
import type { InvoicesTable } from '../db/schema';

type Row = Record<string, unknown>;

/**
 * One kind of submission the inbox shows. Adding a kind (e.g. invoices) is one entry here: its
 * table, the column that orders it, and how a row looks in the list and in the detail view.
 */
export interface InboxKind {
  label: string;
  table: keyof Database;
  /** Newest first by this column. */
  timeColumn: string;
  summary(row: Row): Row;
  detail(row: Row): Row;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const messages: InboxKind = {
  label: 'Messages',
  table: 'contact_messages',
  timeColumn: 'created_at',
  summary: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan_summary ?? null,
    excerpt: text(row.message).slice(0, 140),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    planId: row.plan_id ?? null,
    plan: row.plan_summary ?? null,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }),
};

const orderItems = (row: Row) => JSON.parse(text(row.items) || '[]') as OrderItem[];

const orders: InboxKind = {
  label: 'Orders',
  table: 'orders',
  timeColumn: 'created_at',
  summary: (row) => ({
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    plans: orderItems(row).map((item) => `${item.title} (${item.planFor})`),
    totalCents: Number(row.total_cents),
    total: formatCents(Number(row.total_cents)),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    items: orderItems(row).map((item) => ({ ...item, price: formatCents(item.priceCents) })),
    totalCents: Number(row.total_cents),
    total: formatCents(Number(row.total_cents)),
    currency: row.currency,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }),
};

const agreements: InboxKind = {
  label: 'Agreements',
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
    // Served only to signed-in staff, inside this JSON; never at a public URL.
    signature: `data:image/png;base64,${Buffer.from(row.signature_png as Uint8Array).toString('base64')}`,
    termsVersion: row.terms_version,
    termsSha256: row.terms_sha256,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.signed_at,
  }),
};

const inquiries: InboxKind = {
  label: 'Inquiries',
  table: 'resource_inquiries',
  timeColumn: 'created_at',
  summary: (row) => ({
    _id: row.id,
    resource: resourceTitles[row.resource as ResourceSlug] ?? row.resource,
    name: row.name,
    email: row.email,
    company: row.company,
    excerpt: text(row.message).slice(0, 140),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    resource: resourceTitles[row.resource as ResourceSlug] ?? row.resource,
    resourceSlug: row.resource,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }),
};

const invoiceOf = (row: Row) => toInvoiceView(row as unknown as InvoicesTable);

const invoices: InboxKind = {
  label: 'Invoices',
  table: 'invoices',
  timeColumn: 'created_at',
  summary: (row) => {
    const invoice = invoiceOf(row);
    return {
      _id: invoice._id,
      number: invoice.number,
      clientName: invoice.billedTo.name,
      clientCompany: invoice.billedTo.company,
      clientEmail: invoice.billedTo.email,
      representativeName: invoice.from.name,
      representativeEmail: invoice.from.email,
      issuedDate: invoice.issuedDate,
      dueDate: invoice.dueDate,
      totalCents: invoice.totalCents,
      total: formatCents(invoice.totalCents),
      createdAt: invoice.createdAt,
    };
  },
  detail: (row) => {
    const invoice = invoiceOf(row);
    return {
      ...invoice,
      // Flat fields for the detail list; the nested invoice renders the document itself.
      issued: formatInvoiceDate(invoice.issuedDate),
      due: formatInvoiceDate(invoice.dueDate),
      clientName: invoice.billedTo.name,
      clientCompany: invoice.billedTo.company,
      clientAddress: invoice.billedTo.address,
      clientEmail: invoice.billedTo.email,
      representativeName: invoice.from.name,
      representativeEmail: invoice.from.email,
      representativePhone: invoice.from.phone,
      services: invoice.lines
        .map(
          (line) =>
            `${line.serviceTitle}${line.plan ? `, ${line.plan}` : ''}: ${formatCents(line.priceCents)}` +
            ` less ${line.discountPercent}% (${formatCents(line.discountCents)}) = ${formatCents(line.amountCents)}`,
        )
        .join('\n'),
      lines: invoice.lines.map((line) => ({
        ...line,
        price: formatCents(line.priceCents),
        discount: formatCents(line.discountCents),
        amount: formatCents(line.amountCents),
      })),
      subtotal: formatCents(invoice.subtotalCents),
      totalDiscount: formatCents(invoice.discountCents),
      total: formatCents(invoice.totalCents),
      ip: row.ip,
      userAgent: row.user_agent,
    };
  },
};

/** The inbox kinds, in the order the dashboard shows them. */
export const inboxKinds: Record<string, InboxKind> = {
  messages,
  orders,
  agreements,
  inquiries,
  invoices,
};

export function toEmailState(row: Omit<OutboxEmailsTable, 'text_body' | 'html_body'>) {
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

/** Every email of one submission with its delivery state, oldest first. */
async function emailsOf(db: Db, submissionId: string) {
  const rows = await db
    .selectFrom('outbox_emails')
    .select(emailStateColumns)
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEmailState);
}

function paging(query: Record<string, unknown>) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(text(query.page), 10) || 1));
  const limit = Math.max(1, Math.min(100, Number.parseInt(text(query.limit), 10) || 20));
  return { page, limit, offset: (page - 1) * limit };
}

function findKind(name: string): InboxKind {
  const kind = Object.hasOwn(inboxKinds, name) ? inboxKinds[name] : undefined;
  if (!kind) throw new HttpError(404, 'Unknown inbox');
  return kind;
}

async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Staff read the submissions and each email's delivery state; admins may retry an email. */
export function inboxRouter(services: AppServices) {
  const { db } = services;
  const router = Router();

  router.get('/inbox', async (req, res) => {
    await requireUser(services, req);
    const kinds = await Promise.all(
      Object.entries(inboxKinds).map(async ([kind, spec]) => ({
        kind,
        label: spec.label,
        total: await countRows(db, spec.table),
      })),
    );
    const states = await db
      .selectFrom('outbox_emails')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const emails = { pending: 0, sent: 0, failed: 0 };
    for (const row of states) emails[row.status] = Number(row.n);
    res.json({ status: 200, message: 'OK', kinds, emails });
  });

  router.get('/inbox/:kind', async (req, res) => {
    await requireUser(services, req);
    const kind = findKind(String(req.params.kind));
    const { page, limit, offset } = paging(req.query);
    const rows = (await db
      .selectFrom(kind.table)
      .selectAll()
      .orderBy(kind.timeColumn as never, 'desc')
      .orderBy('id' as never, 'desc')
      .limit(limit)
      .offset(offset)
      .execute()) as Row[];
    const total = await countRows(db, kind.table);
    res.json({
      status: 200,
      message: 'OK',
      items: rows.map(kind.summary),
      total,
      page,
      limit,
      pages: Math.max(1, Math.ceil(total / limit)),
    });
  });

  router.get('/inbox/:kind/:id', async (req, res) => {
    await requireUser(services, req);
    const kind = findKind(String(req.params.kind));
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'Not found');
    const row = (await db
      .selectFrom(kind.table)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirst()) as Row | undefined;
    if (!row) throw new HttpError(404, 'Not found');
    res.json({
      status: 200,
      message: 'OK',
      item: kind.detail(row),
      emails: await emailsOf(db, id),
    });
  });

  /**
   * Staff send a visitor's invoice to its client and representative once they have checked it
   * (docs/decisions/043-visitor-email-policy.md). Sending again queues new emails: a resend.
   */
  router.post('/inbox/invoices/:id/send', async (req, res) => {
    const user = await requireUser(services, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'Invoice not found');
    const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Invoice not found');
    const invoice = toInvoiceView(row);
    const emails = services.renderInvoiceEmails(invoice, {
      submissionId: id,
      companyInbox: services.config.companyInbox,
      audience: 'recipients',
    });
    await db.transaction().execute((trx) => enqueueEmails(trx, emails));
    wakeOutbox();
    services.logger.info(
      { invoice: invoice.number, sentBy: user._id },
      'invoice sent to its client and representative',
    );
    res.status(202).json({
      status: 202,
      message: `Invoice ${invoice.number} is on its way to ${invoice.billedTo.email} and ${invoice.from.email}`,
      emails: await emailsOf(db, id),
    });
  });

  router.get('/outbox', async (req, res) => {
    await requireUser(services, req);
    const { page, limit, offset } = paging(req.query);
    const status = text(req.query.status);
    if (status && !['pending', 'sent', 'failed'].includes(status))
      throw new HttpError(400, 'Please correct the highlighted fields', {
        status: 'Status must be pending, sent or failed',
      });
    let query = db.selectFrom('outbox_emails');
    if (status) query = query.where('status', '=', status as OutboxEmailsTable['status']);
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
    res.json({
      status: 200,
      message: 'OK',
      emails: rows.map(toEmailState),
      total,
      page,
      limit,
      pages: Math.max(1, Math.ceil(total / limit)),
    });
  });

  router.post('/outbox/:id/retry', async (req, res) => {
    await requireAdmin(services, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'Email not found');
    const row = await db
      .selectFrom('outbox_emails')
      .select(emailStateColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Email not found');
    if (row.status === 'sent') throw new HttpError(409, 'This email has already been sent');
    await retryEmail(db, id);
    const updated = await db
      .selectFrom('outbox_emails')
      .select(emailStateColumns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    res.json({
      status: 200,
      message: 'Email queued for another attempt',
      email: toEmailState(updated),
    });
  });

  return router;
}
