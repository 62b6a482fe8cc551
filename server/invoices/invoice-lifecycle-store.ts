import { sql, type Updateable } from 'kysely';
import { formatMoney } from '~/domain/format';
import { formatInvoiceNumber, parseInvoiceNumber } from '~/domain/document-numbers';
import {
  INVOICE_TOKEN_PATTERN,
  refusedMove,
  statusesAllowing,
  type InvoiceListItem,
  type InvoiceListQuery,
  type InvoiceMove,
  type InvoiceStatusChange,
} from '~/domain/invoice-status';
import type { OrderAction } from '~/domain/order-journey';
import { recordOrderEvent, type OrderActor } from '~/server/orders/order-events';
import type { Db } from '~/server/db/database';
import type { InvoicesTable } from '~/server/db/schema';
import { StateConflict } from '~/server/errors';
import { enqueueEmails } from '~/server/mail/outbox';
import type { OutgoingEmail } from '~/server/mail/emails/outgoing';
import { findInvoice, orderNumberColumn, toInvoiceView, type InvoiceView } from './invoice-store';

/**
 * An invoice's life after it is stored (docs/product.md#invoice-lifecycle): the hosted link's
 * lookups, sending, settling as paid or void, and the dashboard's list. Every move is a conditional
 * update on the status it starts from, so two staff members clicking at once cannot both win.
 */

/** A move the invoice's status does not allow, e.g. paying a void invoice (a 409 for the API). */
export class InvoiceMoveRefused extends StateConflict {
  constructor(message: string) {
    super(message);
    this.name = 'InvoiceMoveRefused';
  }
}

/** The invoice behind a hosted link; a malformed token is not even looked up. */
export async function findInvoiceByToken(db: Db, token: string): Promise<InvoiceView | undefined> {
  if (!INVOICE_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? toInvoiceView(row) : undefined;
}

/**
 * Records the client's first view of a sent invoice, at `now`: `viewed_at` once, and sent → viewed.
 * A view before it was sent (the visitor who submitted it checking their draft) is not the client's.
 */
export async function recordInvoiceView(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({
      viewed_at: now.toISOString(),
      status: sql<'viewed'>`case when status = 'sent' then 'viewed' else status end`,
    })
    .where('id', '=', id)
    .where('viewed_at', 'is', null)
    .where('sent_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function refuse(invoice: InvoiceView, move: InvoiceMove) {
  const refusal = refusedMove(invoice.number, invoice.status, move);
  if (refusal) throw new InvoiceMoveRefused(refusal);
}

/** Throws InvoiceMoveRefused unless the invoice may be sent (a void or paid one may not). */
export function checkSendable(invoice: InvoiceView): void {
  refuse(invoice, 'send');
}

/**
 * Queues an invoice's emails and marks it sent at `now` (a draft becomes sent; a sent or viewed
 * one keeps its status and gets a new sent time), in one transaction. Fails if it was paid or
 * voided since.
 */
export async function sendInvoice(
  db: Db,
  invoice: InvoiceView,
  emails: OutgoingEmail[],
  actor: OrderActor,
  now: Date,
): Promise<void> {
  checkSendable(invoice);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('invoices')
      .set({
        sent_at: now.toISOString(),
        status: sql<'sent'>`case when status = 'draft' then 'sent' else status end`,
      })
      .where('id', '=', invoice._id)
      .where('status', 'in', statusesAllowing('send'))
      .returning('order_id')
      .executeTakeFirst();
    if (!row) {
      const current = await findInvoice(trx, invoice._id);
      throw new InvoiceMoveRefused(
        current
          ? (refusedMove(current.number, current.status, 'send') ?? 'The invoice changed meanwhile')
          : 'Invoice not found',
      );
    }
    await enqueueEmails(trx, now, emails);
    if (row.order_id)
      await recordOrderEvent(trx, row.order_id, 'invoice-sent', actor, invoice.number, now);
  });
}

/** What each settling move stamps, and the line it adds to the order's audit trail. */
const settlements: Record<
  InvoiceStatusChange['status'],
  { stamp: (at: string) => Updateable<InvoicesTable>; action: OrderAction }
> = {
  paid: { stamp: (at) => ({ paid_at: at }), action: 'invoice-paid' },
  void: { stamp: (at) => ({ voided_at: at }), action: 'invoice-void' },
};

/**
 * Staff settle an invoice as paid or void at `now`; throws InvoiceMoveRefused for an impossible
 * move. The update is conditional on every status the move may start from, not on the status read
 * before it: a client's first view (sent → viewed) in between does not stop a payment, while a
 * void, a payment or an order's cancellation committed in between does, and the move is refused
 * with the reason. Of two staff settling at once only the first changes it; the order it bills
 * records the move in its audit trail, once.
 */
export async function settleInvoice(
  db: Db,
  invoice: InvoiceView,
  status: InvoiceStatusChange['status'],
  actor: OrderActor,
  now: Date,
): Promise<InvoiceView> {
  refuse(invoice, status);
  const settlement = settlements[status];
  const changed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('invoices')
      .set({ status, ...settlement.stamp(now.toISOString()) })
      .where('id', '=', invoice._id)
      .where('status', 'in', statusesAllowing(status))
      .returning('order_id')
      .executeTakeFirst();
    if (!row) return false;
    if (row.order_id)
      await recordOrderEvent(trx, row.order_id, settlement.action, actor, invoice.number, now);
    return true;
  });
  const current = await findInvoice(db, invoice._id);
  if (!current) throw new InvoiceMoveRefused('Invoice not found');
  if (!changed) {
    // Someone else moved it first: say why this move no longer applies.
    refuse(current, status);
    throw new InvoiceMoveRefused(`Invoice ${current.number} changed meanwhile; try again`);
  }
  return current;
}

/**
 * Voids every invoice of a cancelled order that is not paid yet (draft, sent or viewed), at `now`,
 * inside the cancellation's transaction, each move on the order's audit trail. A paid invoice
 * stays paid: giving money back is the accounts team's decision, not the cancellation's.
 */
export async function voidOpenOrderInvoices(
  trx: Db,
  orderId: string,
  actor: OrderActor,
  now: Date,
): Promise<void> {
  const voided = await trx
    .updateTable('invoices')
    .set({ status: 'void', voided_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', 'in', statusesAllowing('void'))
    .returning('number')
    .execute();
  for (const { number } of voided.sort((a, b) => a.number - b.number))
    await recordOrderEvent(trx, orderId, 'invoice-void', actor, formatInvoiceNumber(number), now);
}

const likePattern = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The Invoices screen (docs/product.md#dashboard-invoices): newest first, optionally of one status
 * and matching a search in the number, the client's name, company or email.
 */
export async function listInvoices(
  db: Db,
  query: InvoiceListQuery & { limit: number },
): Promise<{ items: InvoiceListItem[]; total: number }> {
  let base = db.selectFrom('invoices');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.q) {
    const pattern = likePattern(query.q);
    const number = parseInvoiceNumber(query.q);
    base = base.where((eb) =>
      eb.or([
        ...(number !== undefined ? [eb('number', '=', number)] : []),
        ...(['client_name', 'client_company', 'client_email'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ]),
    );
  }
  const rows = await base
    .selectAll('invoices')
    .select(orderNumberColumn)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const items = rows.map((row): InvoiceListItem => {
    const invoice = toInvoiceView(row);
    return {
      _id: invoice._id,
      number: invoice.number,
      clientName: invoice.billedTo.name,
      clientCompany: invoice.billedTo.company,
      clientEmail: invoice.billedTo.email,
      issuedDate: invoice.issuedDate,
      totalCents: invoice.totalCents,
      total: formatMoney(invoice.totalCents, { cents: 'always' }),
      status: invoice.status,
      sentAt: invoice.sentAt,
      viewedAt: invoice.viewedAt,
      paidAt: invoice.paidAt,
      voidedAt: invoice.voidedAt,
      updatedAt: invoice.updatedAt,
      createdAt: invoice.createdAt,
      orderNumber: invoice.orderNumber,
    };
  });
  return { items, total: Number(counted?.n ?? 0) };
}
