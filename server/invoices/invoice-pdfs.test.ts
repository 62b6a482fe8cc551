import { describe, expect, it } from 'vitest';
import { bankDetailsSchema } from '~/domain/bank-details';
import { computedInvoice } from '~/domain/builders';
import { invoicePdfFilename } from '~/domain/invoice-status';
import type { ComputedInvoice } from '~/domain/invoice';
import { etagOf, invoicePdfVersion } from './invoice-pdfs';
import { matchesIfNoneMatch, pdfDownloadHeaders } from '~/server/http/pdf-response';

const invoice = computedInvoice({ number: 'ECS-1045' });

describe('invoicePdfVersion', () => {
  it('is the same for the same printed content, whatever the key order or the status', () => {
    const reordered = JSON.parse(
      JSON.stringify({ status: 'paid', token: 'x', ...invoice }),
    ) as ComputedInvoice;
    expect(invoicePdfVersion(reordered, 'L1')).toBe(invoicePdfVersion(invoice, 'L1'));
    expect(invoicePdfVersion(invoice, 'L1')).toMatch(/^[\w-]{22}$/);
  });

  it('changes with anything printed, and with the layout', () => {
    const base = invoicePdfVersion(invoice, 'L1');
    const changes: ComputedInvoice[] = [
      { ...invoice, number: 'ECS-1046' },
      { ...invoice, billedTo: { ...invoice.billedTo, company: 'Contoso' } },
      { ...invoice, lines: [{ ...invoice.lines[0]!, plan: 'Standard Plan' }] },
      { ...invoice, lines: [...invoice.lines, ...invoice.lines] },
      { ...invoice, totalCents: 9_001 },
    ];
    const versions = new Set([base, ...changes.map((c) => invoicePdfVersion(c, 'L1'))]);
    expect(versions.size).toBe(changes.length + 1);
    expect(invoicePdfVersion(invoice, 'L2')).not.toBe(base);
  });

  it('changes with the bank account it prints, and not with when it was saved', () => {
    const account = bankDetailsSchema.parse({
      accountName: 'ECS Digital LLC',
      bankName: 'First Harbor Bank',
      accountNumber: '000123456789',
    });
    const base = invoicePdfVersion(invoice, 'L1');
    const withAccount = invoicePdfVersion(invoice, 'L1', account);
    expect(withAccount).not.toBe(base);
    expect(
      invoicePdfVersion(invoice, 'L1', { ...account, updatedAt: 'later' } as typeof account),
    ).toBe(withAccount);
    expect(invoicePdfVersion(invoice, 'L1', { ...account, instructions: 'Fees: sender' })).not.toBe(
      withAccount,
    );
    expect(invoicePdfVersion(invoice, 'L1', null)).toBe(base);
  });
});

describe('PDF headers and revalidation', () => {
  it('lets only the reader keep the PDF, revalidated by its ETag', () => {
    const headers = pdfDownloadHeaders(invoicePdfFilename(invoice), {
      etag: '"v1"',
      bytes: Buffer.from('%PDF-1'),
    });
    expect(headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="ECS-1045.pdf"',
      'Content-Length': '6',
      ETag: '"v1"',
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
    });
  });

  it('matches If-None-Match by weak comparison, in lists and for *', () => {
    const etag = etagOf('abc');
    expect(etag).toBe('"abc"');
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', ' "x" ,W/"abc" ', '*'])
      expect(matchesIfNoneMatch(header, etag)).toBe(true);
    for (const header of [null, undefined, '', '"abcd"', 'abc', '"x"'])
      expect(matchesIfNoneMatch(header, etag)).toBe(false);
  });
});
