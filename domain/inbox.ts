import type { MessagePlan } from './contact';
import type { ComputedInvoice, InvoiceLine } from './invoice';
import type { InvoiceLifecycle } from './invoice-status';
import type { OrderItem } from './order';
import type { Paged } from './paging';

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

/** A message in the list as the store reads it: its plan in parts, the price in cents. */
export interface MessageSummaryRecord extends Received {
  name: string;
  email: string;
  plan: MessagePlan | null;
  excerpt: string;
}
export interface MessageSummary extends Omit<MessageSummaryRecord, 'plan'> {
  /** 'Basic Plan for SEO Analysis ($697 per month)' (`messagePlanText`). */
  plan: string | null;
}
export interface MessageDetailRecord extends Received, Evidence {
  name: string;
  email: string;
  message: string;
  planId: number | null;
  plan: MessagePlan | null;
}
export interface MessageDetail extends Omit<MessageDetailRecord, 'plan'> {
  plan: string | null;
}

/** An order in the list as the store reads it: amounts in cents, the time as ISO. */
export interface OrderSummaryRecord extends Received {
  orderNumber: string;
  name: string;
  email: string;
  plans: string[];
  totalCents: number;
}
export interface OrderSummary extends OrderSummaryRecord {
  total: string;
}
/** An order as the store reads it: each line's cents and billing as sold. */
export interface OrderDetailRecord extends Received, Evidence {
  orderNumber: string;
  name: string;
  email: string;
  items: OrderItem[];
  totalCents: number;
  currency: string;
}
export interface OrderDetail extends Omit<OrderDetailRecord, 'items'> {
  /** Each line as sold, with its billing's words and its price as text. */
  items: (OrderItem & { duration: string; price: string })[];
  total: string;
  /** One-off and monthly subtotals and the first invoice, one per line (docs/product.md#order-totals). */
  totals: string;
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

/** An invoice in the list as the store reads it: amounts in cents, dates as ISO. */
export interface InvoiceSummaryRecord extends Received {
  number: string;
  clientName: string;
  clientCompany: string;
  clientEmail: string;
  representativeName: string;
  representativeEmail: string;
  issuedDate: string;
  dueDate: string;
  totalCents: number;
}
export interface InvoiceSummary extends InvoiceSummaryRecord {
  total: string;
}
/**
 * The stored invoice (the document itself) with its parties as flat fields, where it stands
 * (docs/product.md#invoice-lifecycle) and its hosted link's token; amounts in cents, dates as ISO.
 */
export interface InvoiceDetailRecord extends ComputedInvoice, Received, Evidence, InvoiceLifecycle {
  numberValue: number;
  token: string;
  clientName: string;
  clientCompany: string;
  clientAddress: string;
  clientEmail: string;
  representativeName: string;
  representativeEmail: string;
  representativePhone: string;
  /** The order it bills, if any (docs/product.md#order-page). */
  orderNumber: string | null;
}
/** The invoice with the formatted fields of the detail list. */
export interface InvoiceDetail extends Omit<InvoiceDetailRecord, 'lines'> {
  issued: string;
  due: string;
  /** One line of text per service, for the detail list. */
  services: string;
  lines: (InvoiceLine & { price: string; discount: string; amount: string })[];
  subtotal: string;
  totalDiscount: string;
  total: string;
}

/**
 * A submission as the store reads it, per kind: numbers and ISO dates only. The API adds the texts
 * of `InboxSummaries` and `InboxDetails` (server/api/inbox-texts.ts;
 * docs/decisions/049-money-model.md).
 */
export interface InboxSummaryRecords {
  messages: MessageSummaryRecord;
  orders: OrderSummaryRecord;
  agreements: AgreementSummary;
  inquiries: InquirySummary;
  invoices: InvoiceSummaryRecord;
}
export interface InboxDetailRecords {
  messages: MessageDetailRecord;
  orders: OrderDetailRecord;
  agreements: AgreementDetail;
  inquiries: InquiryDetail;
  invoices: InvoiceDetailRecord;
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
