/** Shapes of the inbox API (server/api/inbox.ts) as the dashboard reads them. */

export type EmailStatus = 'pending' | 'sent' | 'failed';

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

export type InboxItem = Record<string, unknown> & { _id: string; createdAt: string };

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pages: number;
}

export interface InboxColumn {
  label: string;
  /** Field of the list item; `createdAt` is shown as a date and time. */
  field: string;
}

export interface InboxView {
  label: string;
  /** What one record is called, e.g. 'order'. */
  noun: string;
  columns: InboxColumn[];
  /** Heading of the detail page. */
  title(item: InboxItem): string;
  /** Fields of the detail page, in order, with their labels. */
  fields: InboxColumn[];
}

/**
 * How each inbox kind looks in the dashboard. A new kind (e.g. invoices) is one entry here and one
 * in the server's `inboxKinds`.
 */
export const inboxViews: Record<string, InboxView> = {
  messages: {
    label: 'Messages',
    noun: 'message',
    columns: [
      { label: 'Received', field: 'createdAt' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Plan', field: 'plan' },
      { label: 'Message', field: 'excerpt' },
    ],
    title: (item) => `Message from ${String(item.name)}`,
    fields: [
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Selected plan', field: 'plan' },
      { label: 'Message', field: 'message' },
      { label: 'Received', field: 'createdAt' },
      { label: 'IP address', field: 'ip' },
      { label: 'Browser', field: 'userAgent' },
    ],
  },
  orders: {
    label: 'Orders',
    noun: 'order',
    columns: [
      { label: 'Order', field: 'orderNumber' },
      { label: 'Received', field: 'createdAt' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Total', field: 'total' },
    ],
    title: (item) => `Order ${String(item.orderNumber)}`,
    fields: [
      { label: 'Order number', field: 'orderNumber' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Total', field: 'total' },
      { label: 'Received', field: 'createdAt' },
      { label: 'IP address', field: 'ip' },
      { label: 'Browser', field: 'userAgent' },
    ],
  },
  agreements: {
    label: 'Agreements',
    noun: 'agreement',
    columns: [
      { label: 'Reference', field: 'reference' },
      { label: 'Signed', field: 'createdAt' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Phone', field: 'phone' },
    ],
    title: (item) => `Agreement ${String(item.reference)}`,
    fields: [
      { label: 'Reference', field: 'reference' },
      { label: 'Name', field: 'name' },
      { label: 'Phone', field: 'phone' },
      { label: 'Email', field: 'email' },
      { label: 'Signed', field: 'createdAt' },
      { label: 'Terms version', field: 'termsVersion' },
      { label: 'Terms SHA-256', field: 'termsSha256' },
      { label: 'IP address', field: 'ip' },
      { label: 'Browser', field: 'userAgent' },
    ],
  },
  inquiries: {
    label: 'Inquiries',
    noun: 'inquiry',
    columns: [
      { label: 'Received', field: 'createdAt' },
      { label: 'Resource', field: 'resource' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Company', field: 'company' },
    ],
    title: (item) => `Inquiry from ${String(item.name)}`,
    fields: [
      { label: 'Resource', field: 'resource' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Phone', field: 'phone' },
      { label: 'Company', field: 'company' },
      { label: 'About the role', field: 'message' },
      { label: 'Received', field: 'createdAt' },
      { label: 'IP address', field: 'ip' },
      { label: 'Browser', field: 'userAgent' },
    ],
  },
  invoices: {
    label: 'Invoices',
    noun: 'invoice',
    columns: [
      { label: 'Invoice', field: 'number' },
      { label: 'Submitted', field: 'createdAt' },
      { label: 'Client', field: 'clientName' },
      { label: 'Client email', field: 'clientEmail' },
      { label: 'Total', field: 'total' },
    ],
    title: (item) => `Invoice ${String(item.number)}`,
    fields: [
      { label: 'Invoice number', field: 'number' },
      { label: 'Issued', field: 'issued' },
      { label: 'Due', field: 'due' },
      { label: 'Representative', field: 'representativeName' },
      { label: 'Representative email', field: 'representativeEmail' },
      { label: 'Representative phone', field: 'representativePhone' },
      { label: 'Client', field: 'clientName' },
      { label: 'Company', field: 'clientCompany' },
      { label: 'Address', field: 'clientAddress' },
      { label: 'Client email', field: 'clientEmail' },
      { label: 'Services', field: 'services' },
      { label: 'Subtotal', field: 'subtotal' },
      { label: 'Total discount', field: 'totalDiscount' },
      { label: 'Total', field: 'total' },
      { label: 'Submitted', field: 'createdAt' },
      { label: 'IP address', field: 'ip' },
      { label: 'Browser', field: 'userAgent' },
    ],
  },
};

/** '23 Nov 2026, 17:40 UTC'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

export function displayValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'createdAt' && typeof value === 'string') return formatDateTime(value);
  return String(value);
}
