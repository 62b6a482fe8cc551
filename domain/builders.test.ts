import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { services } from '~/content/services';
import { computedInvoice, invoiceInput, invoiceLine, invoiceRows } from './builders';
import { computeInvoice } from './invoice';
import { buildInvoiceCatalogue } from './invoice-catalogue';
import { invoiceFormSchema } from './invoice-form';

const catalogue = buildInvoiceCatalogue(services, plans);

describe('sample records', () => {
  it('builds an invoice form the form schema accepts, priced from the catalogue', () => {
    const input = invoiceInput();
    expect(invoiceFormSchema({ today: input.issuedDate, catalogue }).safeParse(input).success).toBe(
      true,
    );
    // $2,199 less 10 % ($220) and $499 less 15 % ($75).
    expect(computeInvoice(input, catalogue)).toMatchObject({
      subtotalCents: 269_800,
      discountCents: 29_500,
      totalCents: 240_300,
    });
    expect(invoiceInput({ clientName: 'Priya Raman' })).toMatchObject({
      clientName: 'Priya Raman',
      clientEmail: input.clientEmail,
    });
  });

  it('builds a long invoice of as many rows as asked', () => {
    const rows = invoiceRows(20);
    expect(rows).toHaveLength(20);
    const input = invoiceInput({ services: rows });
    expect(invoiceFormSchema({ today: input.issuedDate, catalogue }).safeParse(input).success).toBe(
      true,
    );
    expect(computeInvoice(input, catalogue).lines).toHaveLength(20);
  });

  it('builds a computed invoice whose lines and totals follow the invoice arithmetic', () => {
    expect(invoiceLine({ priceCents: 69_700, discountPercent: 15 })).toMatchObject({
      priceCents: 69_700,
      discountCents: 10_500,
      amountCents: 59_200,
    });
    const invoice = computedInvoice({
      lines: [invoiceLine(), invoiceLine({ priceCents: 49_900, discountPercent: 0 })],
    });
    expect(invoice).toMatchObject({
      subtotalCents: 59_900,
      discountCents: 1_000,
      totalCents: 58_900,
    });
    // The same as the form's invoice computed from the catalogue, field for field.
    const fromForm = computeInvoice(invoiceInput({ invoiceNumber: 1045 }), catalogue);
    expect(computedInvoice({ lines: fromForm.lines })).toEqual(fromForm);
  });

  it('is what bench/pdf.mjs stores (a JSON copy, as that script runs without TypeScript)', () => {
    const file = path.resolve(import.meta.dirname, '..', 'bench', 'invoice-input.json');
    const { issuedDate, ...copy } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      issuedDate: string;
    };
    const { issuedDate: _issued, ...built } = invoiceInput({ services: invoiceRows(20) });
    expect(typeof issuedDate).toBe('string');
    expect(copy).toEqual(built);
  });
});
