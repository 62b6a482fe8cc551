import { computedInvoice, invoiceLine } from '~/domain/builders';
import { INVOICE_NUMBER_PLACEHOLDER } from '~/domain/document-numbers';
import type { ComputedInvoice } from '~/domain/invoice';

/**
 * A one-line invoice drawn once at start-up: the first PDF loads and parses the fonts (a few
 * hundred milliseconds of a busy event loop), which is better done before the server takes
 * requests than in a client's.
 */
export const WARM_UP_INVOICE: ComputedInvoice = computedInvoice({
  number: INVOICE_NUMBER_PLACEHOLDER,
  issuedDate: '2026-01-01',
  dueDate: '2026-01-08',
  from: { name: 'ECS Digital', email: 'info@example.com', phone: '+1 000 000 0000' },
  billedTo: { name: 'Warm-up', company: 'Łódź Δ Д', address: 'Spring, Texas', email: 'a@b.co' },
  lines: [invoiceLine({ service: 'warm-up', serviceTitle: 'Warm-up' })],
});
