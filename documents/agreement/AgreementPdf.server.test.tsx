import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { agreementIntro, agreementSections, legalUpdatedAt } from '~/content/legal';
import { legalTextBlocks, type AgreementDocument } from '~/domain/agreement-document';
import { agreementTermsSha256 } from '~/server/agreements/agreement-terms';
import { renderAgreementPdf } from './AgreementPdf.server';

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

/** A signature as the pad draws it, decoded and stored as PNG. */
const signature = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" fill="#fff"/><path d="M20 100 C 120 10, 220 140, 320 60 S 520 40, 580 110" stroke="#000" stroke-width="4" fill="none"/></svg>`,
  ),
)
  .png()
  .toBuffer();

const agreement = (overrides: Partial<AgreementDocument> = {}): AgreementDocument => ({
  reference: 'ECS-AGR-2026-000123',
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  phone: '+1 832 555 0199',
  signaturePng: new Uint8Array(signature),
  signedAt: '2026-11-23T17:40:12.345Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  termsVersion: legalUpdatedAt,
  termsSha256: agreementTermsSha256(),
  orderNumber: 'ECS-ORD-2026-000045',
  terms: { intro: agreementIntro, sections: agreementSections },
  ...overrides,
});

/** Text as extracted, with runs of white space made one space (lines wrap anywhere). */
const flat = (text: string) => text.replace(/\s+/gu, ' ');

// Drawing a PDF with every font takes seconds on a busy two-core machine.
describe('AgreementPdf', { timeout: 30_000 }, () => {
  it('prints the terms as the page shows them and every piece of evidence', async () => {
    const bytes = await renderAgreementPdf(agreement());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The signature is embedded as an image.
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const { text, pages } = await pdfText(bytes);
    const all = flat(text);
    for (const expected of [
      'Service agreement',
      'ECS-AGR-2026-000123',
      agreementIntro,
      ...agreementSections.map((section, index) => `${index + 1}. ${section.heading}`),
      ...agreementSections.flatMap((section) => legalTextBlocks(section.body).map((b) => b.text)),
      'Evidence of signature',
      'Dana Whitfield',
      'dana@northwind.example',
      '+1 832 555 0199',
      'Signature',
      '23 Nov 2026, 17:40 UTC',
      '2026-11-23T17:40:12.345Z',
      '203.0.113.7',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      legalUpdatedAt,
      agreementTermsSha256(),
      'ECS-ORD-2026-000045',
      `ECS-AGR-2026-000123 · Page 1 of ${pages}`,
    ])
      expect(all, expected).toContain(flat(expected));
  });

  it('leaves the order out when there is none, and names unpublished terms by their hash', async () => {
    const { text } = await pdfText(
      await renderAgreementPdf(
        agreement({ orderNumber: null, terms: null, termsVersion: '2025-01-01', ip: null }),
      ),
    );
    const all = flat(text);
    expect(all).not.toContain('ECS-ORD-');
    expect(all).not.toContain(agreementSections[0]!.heading);
    expect(all).toContain('version 2025-01-01 of the terms, which this site no longer publishes');
    expect(all).toContain(agreementTermsSha256());
    expect(all).toContain('IP address unknown');
  });

  it('draws hostile names (right-to-left, emoji, 500 characters) without failing', async () => {
    for (const name of [
      'مريم الحسيني',
      'שרה כהן',
      'Zoë 🚀👩🏽‍💻 Ünal',
      'W'.repeat(500),
      `${'Ada Lovelace '.repeat(38)}end`.slice(0, 500),
    ]) {
      const bytes = await renderAgreementPdf(
        agreement({ name, userAgent: 'x'.repeat(512), email: `${'a'.repeat(64)}@example.com` }),
      );
      const { text } = await pdfText(bytes);
      expect(text).toContain('Evidence of signature');
      expect(text).toContain(agreementTermsSha256());
    }
  });
});
