import type { ComputedInvoice, InvoiceLine } from './invoice';
import type { InvoiceLifecycle } from './invoice-status';
import type { OrderItem } from './order';

/**
 * The staff Inbox's contract, shared by the API (server/api/inbox.ts), the dashboard's views
 * (app/lib/inbox.ts) and its screens: the kinds of submission, what one looks like in the list and
 * in the detail view, and each email's delivery state. See docs/product.md#inbox.
 */

/** The kinds of submission, in the order the dashboard's tabs show them. */
export const inboxKinds = ['messages', 'orders', 'agreements', 'inquiries', 'invoices'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** The tab and heading of each kind. */
export const inboxLabels: Record<InboxKind, string> = {
  messages: 'Messages',
  orders: 'Orders',
  agreements: 'Agreements',
  inquiries: 'Inquiries',
  invoices: 'Invoices',
};

export function isInboxKind(value: string): value is InboxKind {
  return (inboxKinds as readonly string[]).includes(value);
}

/** What every submission has, and where it came from. */
interface Received {
  _id: string;
  createdAt: string;
}
interface Evidence {
  ip: string | null;
  userAgent: string | null;
}

export interface MessageSummary extends Received {
  name: string;
  email: string;
  plan: string | null;
  excerpt: string;
}
export interface MessageDetail extends Received, Evidence {
  name: string;
  email: string;
  message: string;
  planId: number | null;
  plan: string | null;
}

export interface OrderSummary extends Received {
  orderNumber: string;
  name: string;
  email: string;
  plans: string[];
  totalCents: number;
  total: string;
}
export interface OrderDetail extends Received, Evidence {
  orderNumber: string;
  name: string;
  email: string;
  /** Each line's cents and billing as sold; `duration` and `price` are their texts. */
  items: (OrderItem & { duration: string; price: string })[];
  totalCents: number;
  total: string;
  /** One-off and monthly subtotals and the first invoice, one per line (docs/product.md#order-totals). */
  totals: string;
  currency: string;
}

export interface AgreementSummary extends Received {
  reference: string;
  name: string;
  email: string;
  phone: string;
}
export interface AgreementDetail extends Received, Evidence {
  reference: string;
  name: string;
  phone: string;
  email: string;
  /** The signature as a PNG data URL: served only to signed-in staff, inside this JSON. */
  signature: string;
  termsVersion: string;
  termsSha256: string;
  /** The order it was signed for, when signed from an order confirmation. */
  orderNumber: string | null;
}

export interface InquirySummary extends Received {
  resource: string;
  name: string;
  email: string;
  company: string;
  excerpt: string;
}
export interface InquiryDetail extends Received, Evidence {
  resource: string;
  resourceSlug: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export interface InvoiceSummary extends Received {
  number: string;
  clientName: string;
  clientCompany: string;
  clientEmail: string;
  representativeName: string;
  representativeEmail: string;
  issuedDate: string;
  dueDate: string;
  totalCents: number;
  total: string;
}
/**
 * The stored invoice (the document itself) with flat, formatted fields for the detail list, where
 * it stands (docs/product.md#invoice-lifecycle) and its hosted link's token.
 */
export interface InvoiceDetail extends ComputedInvoice, Received, Evidence, InvoiceLifecycle {
  numberValue: number;
  token: string;
  issued: string;
  due: string;
  clientName: string;
  clientCompany: string;
  clientAddress: string;
  clientEmail: string;
  representativeName: string;
  representativeEmail: string;
  representativePhone: string;
  /** One line of text per service, for the detail list. */
  services: string;
  lines: (InvoiceLine & { price: string; discount: string; amount: string })[];
  subtotal: string;
  totalDiscount: string;
  total: string;
}

/** A submission as the list shows it, per kind. */
export interface InboxSummaries {
  messages: MessageSummary;
  orders: OrderSummary;
  agreements: AgreementSummary;
  inquiries: InquirySummary;
  invoices: InvoiceSummary;
}

/** A submission as its detail view shows it, per kind. */
export interface InboxDetails {
  messages: MessageDetail;
  orders: OrderDetail;
  agreements: AgreementDetail;
  inquiries: InquiryDetail;
  invoices: InvoiceDetail;
}

export type EmailStatus = 'pending' | 'sent' | 'failed';

/** One email of the outbox and where its delivery stands. */
export interface EmailState {
  _id: string;
  kind: string;
  submissionId: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  messageId: string;
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** `GET /api/inbox`: how many submissions each kind holds and how the emails stand. */
export interface InboxCounts {
  kinds: { kind: InboxKind; label: string; total: number }[];
  emails: Record<EmailStatus, number>;
}

export interface Paged {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** `GET /api/inbox/:kind`. */
export interface InboxPage<K extends InboxKind = InboxKind> extends Paged {
  items: InboxSummaries[K][];
}

/** `GET /api/outbox`. */
export interface OutboxPage extends Paged {
  emails: EmailState[];
}

/** `GET /api/inbox/:kind/:id`: the submission and every email sent for it. */
export interface InboxEntry<K extends InboxKind = InboxKind> {
  item: InboxDetails[K];
  emails: EmailState[];
}
