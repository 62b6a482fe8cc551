import type { ServerBuild } from 'react-router';
import type { ComputedInvoice } from '~/domain/invoice';
import type { OutgoingEmail } from '~/server/mail/outbox';

/**
 * Renders an invoice's emails from the same React document as the builder's preview. That code
 * lives with the UI (app/lib/invoice-email.server.tsx) and reaches the server through the React
 * Router build, whose entry re-exports it, so server code never imports the app.
 */
export type InvoiceEmailRenderer = (
  invoice: ComputedInvoice,
  options: {
    submissionId: string;
    companyInbox: string;
    audience: 'review' | 'send' | 'recipients';
  },
) => OutgoingEmail[];

export function invoiceRendererOf(build: ServerBuild): InvoiceEmailRenderer {
  const exported: unknown = Reflect.get(build.entry.module, 'invoiceEmails');
  if (typeof exported !== 'function')
    throw new Error('The server build does not export invoiceEmails from app/entry.server.tsx');
  return exported as InvoiceEmailRenderer;
}
