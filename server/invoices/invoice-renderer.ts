import type { ComputedInvoice } from '~/domain/invoice';

/**
 * A one-line invoice drawn once at start-up: the first PDF loads and parses the fonts (a few
 * hundred milliseconds of a busy event loop), which is better done before the server takes
 * requests than in a client's.
 */
export const WARM_UP_INVOICE: ComputedInvoice = {
  number: 'ECS-0000',
  issuedDate: '2026-01-01',
  dueDate: '2026-01-08',
  from: { name: 'ECS Digital', email: 'info@example.com', phone: '+1 000 000 0000' },
  billedTo: { name: 'Warm-up', company: 'Łódź Δ Д', address: 'Spring, Texas', email: 'a@b.co' },
  lines: [
    {
      service: 'warm-up',
      serviceTitle: 'Warm-up',
      plan: 'Basic Plan',
      discountPercent: 10,
      priceCents: 10_000,
      discountCents: 1_000,
      amountCents: 9_000,
    },
  ],
  subtotalCents: 10_000,
  discountCents: 1_000,
  totalCents: 9_000,
};
