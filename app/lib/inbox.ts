import { formatDateTime } from '~/domain/format';
import { api } from './api';
import { actionBody, mutate } from './dashboard-data';
import {
  inboxLabels,
  type InboxDetails,
  type InboxKind,
  type InboxSummaries,
} from '~/domain/inbox';
import type { InvoiceStatusChange } from '~/domain/invoice-status';

/** How the dashboard shows the inbox contract (domain/inbox.ts). */

interface InboxColumn<T> {
  label: string;
  /** Field of the item; `createdAt` is shown as a date and time. */
  field: keyof T & string;
}

export interface InboxView<K extends InboxKind> {
  label: string;
  /** What one record is called, e.g. 'order'. */
  noun: string;
  columns: InboxColumn<InboxSummaries[K]>[];
  /** Heading of the detail page, and the name of a row in the list. */
  title(item: InboxSummaries[K] | InboxDetails[K]): string;
  /** Fields of the detail page, in order, with their labels. */
  fields: InboxColumn<InboxDetails[K]>[];
  /** What an empty tab says arrives there, and where on the site it comes from. */
  empty: { text: string; link: { to: string; label: string } };
}

/** The fields every detail page ends with: where the submission came from. */
const ORIGIN = [
  { label: 'IP address', field: 'ip' },
  { label: 'Browser', field: 'userAgent' },
] as const;

/**
 * How each inbox kind looks in the dashboard. A new kind is one entry here, typed by the contract:
 * a field that its list item or detail view does not have fails the typecheck.
 */
export const inboxViews: { [K in InboxKind]: InboxView<K> } = {
  messages: {
    label: inboxLabels.messages,
    empty: {
      text: 'Messages from the contact form and the service pages arrive here, newest first.',
      link: { to: '/contact', label: 'Open the contact form' },
    },
    noun: 'message',
    columns: [
      { label: 'Received', field: 'createdAt' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Plan', field: 'plan' },
      { label: 'Message', field: 'excerpt' },
    ],
    title: (item) => `Message from ${item.name}`,
    fields: [
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Selected plan', field: 'plan' },
      { label: 'Message', field: 'message' },
      { label: 'Received', field: 'createdAt' },
      ...ORIGIN,
    ],
  },
  orders: {
    label: inboxLabels.orders,
    empty: {
      text: 'Orders placed at checkout arrive here with their plans, totals and agreement.',
      link: { to: '/pricing', label: 'See the pricing page' },
    },
    noun: 'order',
    columns: [
      { label: 'Order', field: 'orderNumber' },
      { label: 'Received', field: 'createdAt' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Total', field: 'total' },
    ],
    title: (item) => `Order ${item.orderNumber}`,
    fields: [
      { label: 'Order number', field: 'orderNumber' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Totals', field: 'totals' },
      { label: 'Received', field: 'createdAt' },
      ...ORIGIN,
    ],
  },
  agreements: {
    label: inboxLabels.agreements,
    empty: {
      text: 'Signed service agreements arrive here with the signature and the order they cover.',
      link: { to: '/agreement', label: 'Open the agreement' },
    },
    noun: 'agreement',
    columns: [
      { label: 'Reference', field: 'reference' },
      { label: 'Signed', field: 'createdAt' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Phone', field: 'phone' },
    ],
    title: (item) => `Agreement ${item.reference}`,
    fields: [
      { label: 'Reference', field: 'reference' },
      { label: 'Signed for order', field: 'orderNumber' },
      { label: 'Name', field: 'name' },
      { label: 'Phone', field: 'phone' },
      { label: 'Email', field: 'email' },
      { label: 'Signed', field: 'createdAt' },
      { label: 'Terms version', field: 'termsVersion' },
      { label: 'Terms SHA-256', field: 'termsSha256' },
      ...ORIGIN,
    ],
  },
  inquiries: {
    label: inboxLabels.inquiries,
    empty: {
      text: 'Quote requests for dedicated developers arrive here with the role and the budget.',
      link: { to: '/dedicatedResources/frontend-developer', label: 'See a hiring page' },
    },
    noun: 'inquiry',
    columns: [
      { label: 'Received', field: 'createdAt' },
      { label: 'Resource', field: 'resource' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Company', field: 'company' },
    ],
    title: (item) => `Inquiry from ${item.name}`,
    fields: [
      { label: 'Resource', field: 'resource' },
      { label: 'Name', field: 'name' },
      { label: 'Email', field: 'email' },
      { label: 'Phone', field: 'phone' },
      { label: 'Company', field: 'company' },
      { label: 'About the role', field: 'message' },
      { label: 'Received', field: 'createdAt' },
      ...ORIGIN,
    ],
  },
  invoices: {
    label: inboxLabels.invoices,
    empty: {
      text: 'Invoices made with the invoice builder are kept here with their status and PDF.',
      link: { to: '/invoice', label: 'Create an invoice' },
    },
    noun: 'invoice',
    columns: [
      { label: 'Invoice', field: 'number' },
      { label: 'Submitted', field: 'createdAt' },
      { label: 'Client', field: 'clientName' },
      { label: 'Client email', field: 'clientEmail' },
      { label: 'Total', field: 'total' },
    ],
    title: (item) => `Invoice ${item.number}`,
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
      ...ORIGIN,
    ],
  },
};

/** A field's value as text: '—' when empty, timestamps as date and time. */
export function displayValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'createdAt' && typeof value === 'string') return formatDateTime(value);
  return String(value);
}

/** What the inbox screens' buttons ask their route's `clientAction` to do. */
export type InboxIntent =
  | { intent: 'retry-email'; id: string }
  | { intent: 'send-invoice'; id: string }
  | { intent: 'settle-invoice'; id: string; status: InvoiceStatusChange['status'] };

/**
 * The inbox screens' `clientAction`: retry an email (admins), send an invoice to its client, mark
 * an invoice paid or void (docs/product.md#invoice-lifecycle).
 */
export async function inboxAction(request: Request) {
  const body = await actionBody<InboxIntent>(request);
  const id = encodeURIComponent(body.id);
  return mutate(() => {
    switch (body.intent) {
      case 'send-invoice':
        return api<{ message: string }>(`/api/inbox/invoices/${id}/send`, { method: 'POST' });
      case 'settle-invoice':
        return api<{ message: string }>(`/api/invoices/${id}`, {
          method: 'PATCH',
          body: { status: body.status } satisfies InvoiceStatusChange,
        });
      case 'retry-email':
        return api<{ message: string }>(`/api/outbox/${id}/retry`, { method: 'POST' });
    }
  });
}
