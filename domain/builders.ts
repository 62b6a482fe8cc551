/**
 * Complete, valid sample records, typed: what the product needs as a stand-in (the PDF workers'
 * warm-up invoice) and what every kind of test builds on, so an invoice is written out in one place.
 * Each builder returns a fresh value; `overrides` replace whole fields. Values are fixed: tests that
 * need unique ones add them (tests/support/factories.ts).
 */
import { INVOICE_NUMBER_EXAMPLE } from './document-numbers';
import type { ComputedInvoice, InvoiceLine } from './invoice';
import type { InvoiceFormValues } from './invoice-form';
import { invoiceTotals, lineAmounts } from './invoice-totals';

/** An invoice as the builder's form sends it (POST /invoice), every field filled in. */
export interface InvoiceInput extends Omit<
  InvoiceFormValues,
  'invoiceNumber' | 'services' | 'website'
> {
  /** Empty: the next number (docs/product.md#invoice-dates). */
  invoiceNumber?: number | string;
  services: InvoiceRowInput[];
}

export interface InvoiceRowInput {
  service: string;
  plan: string;
  discount: number;
}

/** The representative and the client every sample invoice names. */
export const sampleParties = {
  representativeName: 'Marcus Hale',
  representativeEmail: 'marcus@ecsdigital.example',
  representativePhone: '+1 (832) 555-0148',
  clientName: 'Dana Whitfield',
  clientCompany: 'Northwind Logistics',
  address: '400 Commerce St\nHouston, TX',
  clientEmail: 'dana@northwind.example',
} as const;

/**
 * An invoice form: Custom Software Solutions, Standard Plan at 10 % and Social Media Marketing,
 * Basic Plan at 15 % (catalogue prices: $2,199 and $499; total $2,403).
 */
export function invoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    issuedDate: '2026-11-20',
    dueDate: '',
    ...sampleParties,
    services: [
      { service: 'software-solutions', plan: 'Standard Plan', discount: 10 },
      { service: 'social-media-marketing', plan: 'Basic Plan', discount: 15 },
    ],
    ...overrides,
  };
}

/**
 * `count` invoice rows, alternating Social Media Marketing (Basic Plan) and Custom Software
 * Solutions (Standard Plan), the discount counting up from 0 %: a long invoice.
 */
export function invoiceRows(count: number): InvoiceRowInput[] {
  return Array.from({ length: count }, (_, index) => ({
    service: index % 2 ? 'software-solutions' : 'social-media-marketing',
    plan: index % 2 ? 'Standard Plan' : 'Basic Plan',
    discount: index,
  }));
}

/** A priced invoice line; its amounts follow the invoice arithmetic from the price and discount. */
export function invoiceLine(
  overrides: Partial<Omit<InvoiceLine, 'discountCents' | 'amountCents'>> = {},
): InvoiceLine {
  const line = {
    service: 'seo-analysis',
    serviceTitle: 'SEO Analysis',
    plan: 'Basic Plan',
    discountPercent: 10,
    priceCents: 10_000,
    ...overrides,
  };
  return { ...line, ...lineAmounts(line.priceCents, line.discountPercent) };
}

/**
 * A computed invoice (what the preview, the PDF and the emails show) of one line; its totals are
 * those of its lines unless overridden.
 */
export function computedInvoice(overrides: Partial<ComputedInvoice> = {}): ComputedInvoice {
  const lines = overrides.lines ?? [invoiceLine()];
  return {
    number: INVOICE_NUMBER_EXAMPLE,
    issuedDate: '2026-11-20',
    dueDate: '2026-11-27',
    from: {
      name: sampleParties.representativeName,
      email: sampleParties.representativeEmail,
      phone: sampleParties.representativePhone,
    },
    billedTo: {
      name: sampleParties.clientName,
      company: sampleParties.clientCompany,
      address: sampleParties.address,
      email: sampleParties.clientEmail,
    },
    lines,
    ...invoiceTotals(lines),
    ...overrides,
  };
}
