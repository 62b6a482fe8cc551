import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import { newObjectId } from '~/domain/ids';
import { FIRST_INVOICE_NUMBER, formatInvoiceNumber } from '~/domain/document-numbers';
import { computeInvoice, type ComputedInvoice } from '~/domain/invoice';
import { buildInvoiceCatalogue, type InvoiceCatalogue } from '~/domain/invoice-catalogue';
import { type InvoiceFormOutput } from '~/domain/invoice-form';
import { unreachable } from '~/domain/exhaustive';
import {
  invoiceStatusSchema,
  type InvoiceLifecycle,
  type InvoiceStatus,
} from '~/domain/invoice-status';
import type { Db } from '~/server/db/database';
import type { Database, InvoicesTable } from '~/server/db/schema';
import { lastSequence, reserveNumber } from '~/server/db/sequences';
import { refusingDuplicates } from '~/server/db/unique-violation';
import { enqueueEmails } from '~/server/mail/outbox';
import type { OutgoingEmail } from '~/server/mail/emails/outgoing';
import { FIX_FIELDS, StateConflict } from '~/server/errors';
import { recordOrderEvent, type OrderActor } from '~/server/orders/order-events';
import { lockOrder, type LockedOrder } from '~/server/orders/order-lock';
import { listPlansOnSale } from '~/server/services/plan-store';
import { listServices } from '~/server/services/service-store';
import { invoiceLinesColumn, readJson } from '~/server/db/json-columns';

/** The services an invoice may bill: the active services with the plans on sale. */
export async function loadInvoiceCatalogue(db: Db): Promise<InvoiceCatalogue> {
  const [services, plans] = await Promise.all([
    listServices(db, { activeOnly: true }),
    listPlansOnSale(db),
  ]);
  return buildInvoiceCatalogue(services, plans);
}

/** A number typed on the form that another invoice already carries (409, next to the number). */
class InvoiceNumberTakenError extends StateConflict {
  constructor(public readonly number: number) {
    super(FIX_FIELDS, { invoiceNumber: 'This invoice number is already used' });
    this.name = 'InvoiceNumberTakenError';
  }
}

export interface StoredInvoice {
  id: string;
  /** The number as `formatInvoiceNumber` prints it. */
  number: string;
  /** The hosted link's secret (docs/product.md#invoice-link). */
  token: string;
  invoice: ComputedInvoice;
}

/** `draft`: a visitor's invoice, for review; `sent`: staff sent it to the client at once. */
type CreatedStatus = Extract<InvoiceStatus, 'draft' | 'sent'>;

/** Whether an invoice stored with this status goes to its client as it is stored. */
function sentAtOnce(status: CreatedStatus): boolean {
  switch (status) {
    case 'draft':
      return false;
    case 'sent':
      return true;
    default:
      return unreachable(status);
  }
}

export interface CreateInvoiceOptions {
  catalogue: InvoiceCatalogue;
  status: CreatedStatus;
  /**
   * Builds the emails of the invoice about to be stored (with its PDF, which takes a moment to
   * draw, so it is done before the transaction); they are queued in the same transaction.
   */
  emails: (
    invoice: ComputedInvoice,
    stored: { id: string; token: string },
  ) => Promise<OutgoingEmail[]>;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
  /** When it is stored (and sent, when sent at once). */
  now: Date;
  /** The order it bills and the staff member raising it (docs/product.md#order-page). */
  order?: { id: string; number: string; actor: OrderActor };
}

/** An order that cannot take an invoice: cancelled, or removed (a 409 for the API and the form). */
export class OrderNotInvoiceable extends StateConflict {
  constructor(message: string) {
    super(message);
    this.name = 'OrderNotInvoiceable';
  }
}

/**
 * Refuses (OrderNotInvoiceable) an invoice for the order numbered `number` unless `order`, as
 * read, can take one: it exists and is not cancelled.
 */
export function checkInvoiceable(number: string, order: LockedOrder | undefined): void {
  if (!order) throw new OrderNotInvoiceable(`Order ${number.slice(0, 40)} was not found`);
  if (order.cancelledAt)
    throw new OrderNotInvoiceable(`Order ${order.orderNumber} is cancelled; it cannot be invoiced`);
}

/**
 * Requires the order still open, with its row locked until the invoice is stored: a cancellation
 * running at the same time either finishes first (and the invoice is refused) or waits for the
 * invoice and voids it with the order's other unpaid invoices.
 */
async function requireInvoiceableOrder(trx: Transaction<Database>, number: string, id: string) {
  checkInvoiceable(number, await lockOrder(trx, id));
}

/** 192 random bits, base64url: a hosted link nobody can guess (docs/product.md#invoice-link). */
const newInvoiceToken = () => randomBytes(24).toString('base64url');

/** The invoices' sequence in `counters` (docs/decisions/051-numbering.md). */
const INVOICE_SEQUENCE = 'invoice';
const SEQUENCE_START = { after: FIRST_INVOICE_NUMBER - 1 };

async function numberTaken(db: Kysely<Database>, number: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The next invoice number, reserved in its own short transaction: the counter moves past numbers
 * staff typed on the form. The PDF is drawn after this and the invoice stored after that, so a
 * failure in between leaves the number unused (docs/product.md#invoice-dates).
 */
function reserveInvoiceNumber(db: Db): Promise<number> {
  return reserveNumber(db, INVOICE_SEQUENCE, {
    ...SEQUENCE_START,
    taken: (number, trx) => numberTaken(trx, number),
  });
}

/**
 * Whether a number typed on the form is free: no invoice carries it and the counter has not handed
 * it out (an automatic number may be on its way to storage, or left unused by a failed send).
 */
async function typedNumberFree(trx: Transaction<Database>, number: number): Promise<boolean> {
  const last = await lastSequence(trx, INVOICE_SEQUENCE, SEQUENCE_START);
  return number > last && !(await numberTaken(trx, number));
}

/**
 * Stores an invoice and queues its emails. The number is the one typed on the form when it is free
 * (otherwise InvoiceNumberTakenError), or the invoices' sequence's next, reserved before the emails
 * and their PDF are drawn, outside any transaction; the invoice and its emails are then stored in
 * one transaction. Typed numbers are checked again there with the counter's row locked, so a typed
 * number and an automatic one never meet on the unique index; the order it bills is checked there
 * too, with its row locked (OrderNotInvoiceable when it was cancelled or removed meanwhile).
 */
export async function createInvoice(
  db: Db,
  input: InvoiceFormOutput,
  options: CreateInvoiceOptions,
): Promise<StoredInvoice> {
  const typed = input.invoiceNumber;
  if (typed !== undefined) {
    const free = await db.transaction().execute((trx) => typedNumberFree(trx, typed));
    if (!free) throw new InvoiceNumberTakenError(typed);
  }
  const number = typed ?? (await reserveInvoiceNumber(db));
  const invoice = computeInvoice({ ...input, invoiceNumber: number }, options.catalogue);
  const now = options.now.toISOString();
  const id = newObjectId(options.now);
  const token = newInvoiceToken();
  const emails = await options.emails(invoice, { id, token });
  // Two staff typing the same free number at once: the second meets the first on the index.
  const duplicates: Record<string, () => Error> =
    typed !== undefined ? { 'invoices.number': () => new InvoiceNumberTakenError(typed) } : {};
  await refusingDuplicates(duplicates, () =>
    db.transaction().execute(async (trx) => {
      if (options.order) await requireInvoiceableOrder(trx, options.order.number, options.order.id);
      if (typed !== undefined && !(await typedNumberFree(trx, typed)))
        throw new InvoiceNumberTakenError(typed);
      await trx
        .insertInto('invoices')
        .values({
          id,
          number,
          issued_date: invoice.issuedDate,
          due_date: invoice.dueDate,
          representative_name: invoice.from.name,
          representative_email: invoice.from.email,
          representative_phone: invoice.from.phone,
          client_name: invoice.billedTo.name,
          client_company: invoice.billedTo.company,
          client_address: invoice.billedTo.address,
          client_email: invoice.billedTo.email,
          lines: JSON.stringify(invoice.lines),
          subtotal_cents: invoice.subtotalCents,
          discount_cents: invoice.discountCents,
          total_cents: invoice.totalCents,
          ip: options.ip?.slice(0, 64) ?? null,
          user_agent: options.userAgent?.slice(0, 512) ?? null,
          created_at: now,
          token,
          status: options.status,
          sent_at: sentAtOnce(options.status) ? now : null,
          viewed_at: null,
          paid_at: null,
          voided_at: null,
          order_id: options.order?.id ?? null,
        })
        .execute();
      await enqueueEmails(trx, options.now, emails);
      if (options.order)
        await recordInvoiceEvents(trx, options.order, invoice.number, options.status, options.now);
    }),
  );
  return { id, number: invoice.number, token, invoice };
}

/** The order's audit trail of an invoice raised for it: created, and sent when sent at once. */
async function recordInvoiceEvents(
  db: Db,
  order: { id: string; actor: OrderActor },
  number: string,
  status: CreatedStatus,
  now: Date,
): Promise<void> {
  await recordOrderEvent(db, order.id, 'invoice-created', order.actor, number, now);
  if (sentAtOnce(status))
    await recordOrderEvent(db, order.id, 'invoice-sent', order.actor, number, now);
}

/** A stored invoice as the dashboard and the hosted page show it. */
export interface InvoiceView extends ComputedInvoice, InvoiceLifecycle {
  _id: string;
  numberValue: number;
  token: string;
  createdAt: string;
  /** The order it bills, if any (docs/product.md#order-page). */
  orderId: string | null;
  orderNumber: string | null;
}

const latest = (...times: (string | null)[]) =>
  times.reduce<string>((last, time) => (time && time > last ? time : last), '');

/** An invoice row with the number of the order it bills, when it bills one. */
type InvoiceRow = Selectable<InvoicesTable> & { order_number?: string | null };

/** The number of the order an invoice bills, as a column of a query over invoices. */
export const orderNumberColumn = (eb: ExpressionBuilder<Database, 'invoices'>) =>
  eb
    .selectFrom('orders')
    .select('orders.order_number')
    .whereRef('orders.id', '=', 'invoices.order_id')
    .as('order_number');

/** Selects every invoice column and its order's number (docs/product.md#order-page). */
export const selectInvoiceWithOrder = (db: Db) =>
  db.selectFrom('invoices').selectAll('invoices').select(orderNumberColumn);

/**
 * The invoice's status, read with the domain's schema. The table's check allows nothing else, so
 * any other text is an error to fix there, not a status to guess.
 */
function statusOf(row: InvoiceRow): InvoiceStatus {
  const status = invoiceStatusSchema.safeParse(row.status);
  if (!status.success)
    throw new Error(`Invoice ${row.id} has an unknown status: ${JSON.stringify(row.status)}`);
  return status.data;
}

export function toInvoiceView(row: InvoiceRow): InvoiceView {
  const lines = readJson(invoiceLinesColumn, row.lines, []);
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    numberValue: Number(row.number),
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    from: {
      name: row.representative_name,
      email: row.representative_email,
      phone: row.representative_phone,
    },
    billedTo: {
      name: row.client_name,
      company: row.client_company,
      address: row.client_address,
      email: row.client_email,
    },
    lines,
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    totalCents: Number(row.total_cents),
    token: row.token,
    status: statusOf(row),
    sentAt: row.sent_at,
    viewedAt: row.viewed_at,
    paidAt: row.paid_at,
    voidedAt: row.voided_at,
    updatedAt: latest(row.created_at, row.sent_at, row.viewed_at, row.paid_at, row.voided_at),
    createdAt: row.created_at,
    orderId: row.order_id ?? null,
    orderNumber: row.order_number ?? null,
  };
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceView | undefined> {
  const row = await selectInvoiceWithOrder(db).where('invoices.id', '=', id).executeTakeFirst();
  return row ? toInvoiceView(row) : undefined;
}
