import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { services } from '~/content/services';
import { computeInvoice, MAX_INVOICE_LINES } from '~/domain/invoice';
import { buildInvoiceCatalogue } from '~/domain/invoice-catalogue';
import { renderInvoicePdf } from './InvoicePdf.server';

const catalogue = buildInvoiceCatalogue(services, plans);

/** The PDF's selectable text as pdf.js extracts it, and its page count. */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items)
      if ('str' in item) parts.push(item.str + (item.hasEOL ? '\n' : ''));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: parts.join(''), pages };
}

const invoice = (overrides: Record<string, unknown> = {}) =>
  computeInvoice(
    {
      invoiceNumber: 1045,
      issuedDate: '2026-11-20',
      dueDate: '',
      representativeName: 'Marcus Hale',
      representativeEmail: 'marcus@ecsdigital.com',
      representativePhone: '+1 (832) 555-0148',
      clientName: 'Dana Whitfield',
      clientCompany: 'Northwind Logistics',
      address: '400 Commerce St\nHouston, TX',
      clientEmail: 'dana@northwind.example',
      services: [
        { service: 'software-solutions', plan: 'Standard Plan', discount: 10 },
        { service: 'seo-analysis', plan: 'Basic Plan', discount: 0 },
      ],
      ...overrides,
    },
    catalogue,
  );

// Drawing a PDF with every font takes seconds on a busy two-core machine.
describe('InvoicePdf', { timeout: 30_000 }, () => {
  it('draws the document as selectable text: number, dates, parties, lines and totals', async () => {
    const computed = invoice();
    const bytes = await renderInvoicePdf(computed);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The fonts travel inside the file (subsets of Inter), so it reads the same everywhere.
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
    expect(bytes.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+Inter-Regular/);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'INVOICE',
      'ECS-1045',
      'Issued: Nov 20, 2026',
      'Due: Nov 27, 2026',
      'Marcus Hale',
      'marcus@ecsdigital.com',
      'Dana Whitfield',
      'Northwind Logistics',
      '400 Commerce St',
      'Houston, TX',
      ...computed.lines.map((line) => line.serviceTitle),
      'Standard Plan',
      '10%',
      'Subtotal $2,896',
      'Total Discount -$220',
      'Total $2,676',
      'Thank you for your business.',
      'info@ecsdigital.com',
    ])
      expect(text).toContain(expected);
  });

  it('prints names in other scripts and breaks long addresses without inventing hyphens', async () => {
    const email = 'accounts.payable.department.of.the.company@northwind-logistics.example';
    const { text } = await pdfText(
      await renderInvoicePdf(
        invoice({ clientName: 'Łukasz Żółć Дмитрий Ωμέγα', clientEmail: email }),
      ),
    );
    expect(text).toContain('Дмитрий');
    expect(text).toContain('Ωμέγα');
    expect(text.replace(/\n/g, '')).toContain(email);
    expect(text).not.toMatch(/department-/);
  });

  it('runs on to a second page for a long invoice, numbering the pages', async () => {
    const rows = Array.from({ length: MAX_INVOICE_LINES }, () => ({
      service: 'seo-analysis',
      plan: 'Basic Plan',
      discount: 0,
    }));
    const { text, pages } = await pdfText(await renderInvoicePdf(invoice({ services: rows })));
    expect(pages).toBe(2);
    expect(text).toContain('ECS-1045 · Page 1 of 2');
    expect(text).toContain('ECS-1045 · Page 2 of 2');
    expect(text).toContain('Total $13,940');
  });
});
