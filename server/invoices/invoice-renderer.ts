import type { ServerBuild } from 'react-router';
import { computedInvoice, invoiceLine } from '~/domain/builders';
import type { ComputedInvoice } from '~/domain/invoice';
import type { OutgoingEmail } from '~/server/mail/outbox';

/**
 * Renders an invoice's emails and its PDF from the same React document as the builder's preview.
 * That code lives with the UI (app/lib/invoice-email.server.tsx,
 * app/components/invoice/InvoicePdf.server.tsx) and reaches the server through the React Router
 * build, whose entry re-exports it, so server code never imports the app.
 */
export type InvoiceEmailRenderer = (
  invoice: ComputedInvoice,
  options: {
    submissionId: string;
    companyInbox: string;
    audience: 'review' | 'send' | 'recipients';
    /** The invoice as a PDF, attached to every email (docs/product.md#invoice-pdf). */
    pdf: Buffer;
    /** The hosted page's absolute address, given to the client (docs/product.md#invoice-link). */
    link: string;
  },
) => OutgoingEmail[];

/** The invoice as PDF bytes (docs/product.md#invoice-pdf). */
export type InvoicePdfRenderer = (invoice: ComputedInvoice) => Promise<Buffer>;

/**
 * A one-line invoice drawn once at start-up: the first PDF loads and parses the fonts (a few
 * hundred milliseconds of a busy event loop), which is better done before the server takes
 * requests than in a client's.
 */
export const WARM_UP_INVOICE: ComputedInvoice = computedInvoice({
  number: 'ECS-0000',
  issuedDate: '2026-01-01',
  dueDate: '2026-01-08',
  from: { name: 'ECS Digital', email: 'info@example.com', phone: '+1 000 000 0000' },
  billedTo: { name: 'Warm-up', company: 'Łódź Δ Д', address: 'Spring, Texas', email: 'a@b.co' },
  lines: [invoiceLine({ service: 'warm-up', serviceTitle: 'Warm-up' })],
});

function exportOf(build: ServerBuild, name: string): unknown {
  const exported: unknown = Reflect.get(build.entry.module, name);
  if (typeof exported !== 'function')
    throw new Error(`The server build does not export ${name} from app/entry.server.tsx`);
  return exported;
}

export function invoiceRendererOf(build: ServerBuild): InvoiceEmailRenderer {
  return exportOf(build, 'invoiceEmails') as InvoiceEmailRenderer;
}

export function invoicePdfRendererOf(build: ServerBuild): InvoicePdfRenderer {
  return exportOf(build, 'renderInvoicePdf') as InvoicePdfRenderer;
}
