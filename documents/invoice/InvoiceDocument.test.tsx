import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { services } from '~/content/services';
import { invoiceInput } from '~/domain/builders';
import { computeInvoice } from '~/domain/invoice';
import { buildInvoiceCatalogue } from '~/domain/invoice-catalogue';
import { InvoiceDocument, invoiceBrand, invoicePlaceholders } from './InvoiceDocument';

const catalogue = buildInvoiceCatalogue(services, plans);

/** The document's visible text, tags removed and entities decoded, for plain assertions. */
const textOf = (html: string) =>
  html
    // A line-break opportunity inside an address, not a space.
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[ \t]+/g, ' ');

describe('InvoiceDocument', () => {
  it('prints the number, the lines and the totals of a complete invoice', () => {
    const invoice = computeInvoice(
      invoiceInput({
        invoiceNumber: 1042,
        services: [
          { service: 'software-solutions', plan: 'Standard Plan', discount: 10 },
          { service: 'seo-analysis', plan: 'Basic Plan', discount: 0 },
        ],
      }),
      catalogue,
    );
    const html = renderToStaticMarkup(<InvoiceDocument invoice={invoice} />);
    const text = textOf(html);
    expect(text).toContain('INVOICE');
    expect(text).toContain('ECS-1042');
    expect(text).toContain('Issued: Nov 20, 2026');
    expect(text).toContain('Due: Nov 27, 2026');
    for (const value of [
      'Marcus Hale',
      'marcus@ecsdigital.example',
      '+1 (832) 555-0148',
      'Dana Whitfield',
      'Northwind Logistics',
      'dana@northwind.example',
      'Custom Software Solutions',
      'Standard Plan',
      'SEO Analysis',
    ]) {
      expect(text).toContain(value);
    }
    expect(html).toContain('400 Commerce St<br/>Houston, TX');
    for (const column of ['Service', 'Plan', 'Price', 'Discount', 'Subtotal']) {
      expect(html).toContain(`>${column}</th>`);
    }
    // 2199 - 10 % (220) + 697 = 2896 - 220 = 2676
    expect(html).toMatch(/data-testid="invoice-subtotal">\$2,896</);
    expect(html).toMatch(/data-testid="invoice-discount">-\$220</);
    expect(html).toMatch(/data-testid="invoice-total">\$2,676</);
    for (const placeholder of Object.values(invoicePlaceholders)) {
      expect(text).not.toContain(placeholder);
    }
    // The footer: website, contact email and the Spring, Texas address.
    expect(text).toContain('ecsdigital.com');
    expect(html).toContain(`href="mailto:${invoiceBrand.email}"`);
    expect(text).toContain('Spring, Texas');
  });

  it('shows the fallback number and a placeholder for every empty field', () => {
    const html = renderToStaticMarkup(<InvoiceDocument invoice={computeInvoice({}, catalogue)} />);
    const text = textOf(html);
    expect(text).toContain('ECS-0000');
    for (const placeholder of Object.values(invoicePlaceholders)) {
      expect(text).toContain(placeholder);
    }
    expect(html).toMatch(/data-testid="invoice-total">\$0</);
  });

  it('escapes whatever the visitor typed', () => {
    const html = renderToStaticMarkup(
      <InvoiceDocument
        invoice={computeInvoice({ clientName: '<img src=x onerror=alert(1)>' }, catalogue)}
      />,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('styles itself inline, with no class names for a stylesheet to provide', () => {
    const html = renderToStaticMarkup(<InvoiceDocument invoice={computeInvoice({}, catalogue)} />);
    expect(html).not.toContain('class=');
    expect(html).toContain('style="');
  });
});
