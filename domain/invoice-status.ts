import { listPageSchema, listSearchSchema, type Paged } from './paging';
import { z } from './zod';

/**
 * An invoice's life after it is stored (docs/product.md#invoice-lifecycle): the statuses, the moves
 * staff may make, the hosted link, and the contract of the dashboard's Invoices screen
 * (docs/product.md#dashboard-invoices), shared by the API and the dashboard.
 */

export const invoiceStatuses = ['draft', 'sent', 'viewed', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  paid: 'Paid',
  void: 'Void',
};

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (invoiceStatuses as readonly string[]).includes(value);
}

/** A status as the server reads it back from a row: one of `invoiceStatuses`, nothing else. */
export const invoiceStatusSchema = z.enum(invoiceStatuses, {
  error: 'Status must be draft, sent, viewed, paid or void',
});

/**
 * What each status means for the rules that group statuses (docs/product.md#invoice-lifecycle).
 * Every status says each of them, so a new status cannot join or miss a group unnoticed; what staff
 * may do from a status is `refusedMove`'s table below.
 */
interface Standing {
  /** Sent to the client and not voided: it counts towards what the client was invoiced. */
  billed: boolean;
  /** The client has paid it. */
  paid: boolean;
  /** Sent and not settled: the client is asked to pay it. */
  due: boolean;
  /** The client sees it on their order page: everything but a draft, staff's work in progress. */
  shownToClient: boolean;
}

const standings: Record<InvoiceStatus, Standing> = {
  draft: { billed: false, paid: false, due: false, shownToClient: false },
  sent: { billed: true, paid: false, due: true, shownToClient: true },
  viewed: { billed: true, paid: false, due: true, shownToClient: true },
  paid: { billed: true, paid: true, due: false, shownToClient: true },
  void: { billed: false, paid: false, due: false, shownToClient: true },
};

export const invoiceStanding = (status: InvoiceStatus): Standing => standings[status];

/** The statuses of one group, in lifecycle order, e.g. for a query's `status in (…)`. */
export const statusesWith = (fact: keyof Standing): InvoiceStatus[] =>
  invoiceStatuses.filter((status) => standings[status][fact]);

/** What staff do to an invoice: send it to the client, or settle it as paid or void. */
export type InvoiceMove = 'send' | 'paid' | 'void';

/**
 * Why each move is impossible from each status, or null where it is allowed. Sending, paying and
 * voiding are the only moves; a view is recorded by the hosted page, never by staff.
 */
const refusals = (number: string): Record<InvoiceStatus, Record<InvoiceMove, string | null>> => ({
  draft: {
    send: null,
    paid: `Invoice ${number} has not been sent to the client yet; send it before marking it as paid`,
    void: null,
  },
  sent: { send: null, paid: null, void: null },
  viewed: { send: null, paid: null, void: null },
  paid: {
    send: `Invoice ${number} is paid; it cannot be sent again`,
    paid: `Invoice ${number} is already paid`,
    void: `Invoice ${number} is paid; it cannot be voided`,
  },
  void: {
    send: `Invoice ${number} is void; it cannot be sent`,
    paid: `Invoice ${number} is void; it cannot be marked as paid`,
    void: `Invoice ${number} is already void`,
  },
});

/** Why a move is impossible from a status, or null when it is allowed. */
export function refusedMove(number: string, from: InvoiceStatus, move: InvoiceMove): string | null {
  return refusals(number)[from][move];
}

/** The statuses a move may start from, in lifecycle order: what a conditional update checks. */
export const statusesAllowing = (move: InvoiceMove): InvoiceStatus[] =>
  invoiceStatuses.filter((status) => refusedMove('', status, move) === null);

/** `PATCH /api/invoices/:id`: staff settle an invoice. */
export const invoiceStatusChangeSchema = z.strictObject({
  status: z.enum(['paid', 'void'], { error: 'Status must be paid or void' }),
});
export type InvoiceStatusChange = z.infer<typeof invoiceStatusChangeSchema>;

export const INVOICES_PER_PAGE = 20;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/invoices?q=&status=&page=`: the dashboard list's search, filter and page. */
export const invoiceListQuerySchema = z.object({
  q: listSearchSchema,
  status: z.preprocess(emptyToUndefined, invoiceStatusSchema.optional()),
  page: listPageSchema,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** Where the client reads the invoice, and its PDF (docs/product.md#invoice-link). */
export const invoiceLinkPath = (token: string) => `/invoices/${token}`;
export const invoicePdfPath = (token: string) => `/invoices/${token}/pdf`;

/** The name a downloaded or attached invoice carries: its printed number, then `.pdf`. */
export const invoicePdfFilename = (invoice: { number: string }) => `${invoice.number}.pdf`;

/**
 * A hosted-link token: 32 base64url characters (192 random bits). Anything else is not looked up.
 */
export const INVOICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Where an invoice stands, with the time of each step (null until it happens). */
export interface InvoiceLifecycle {
  status: InvoiceStatus;
  sentAt: string | null;
  /** The first time the client opened the hosted link after it was sent. */
  viewedAt: string | null;
  paidAt: string | null;
  voidedAt: string | null;
  /** The latest of the creation and every step: the list's "last change". */
  updatedAt: string;
}

/** One row of the dashboard's Invoices screen. */
export interface InvoiceListItem extends InvoiceLifecycle {
  _id: string;
  number: string;
  clientName: string;
  clientCompany: string;
  clientEmail: string;
  issuedDate: string;
  totalCents: number;
  total: string;
  createdAt: string;
  /** The order it bills, if any (docs/product.md#order-page). */
  orderNumber: string | null;
}

/** `GET /api/invoices`. */
export interface InvoiceListPage extends Paged {
  items: InvoiceListItem[];
}
