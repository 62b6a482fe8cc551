import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { services } from '~/content/services';
import { computeInvoice } from '~/domain/invoice';
import { buildInvoiceCatalogue } from '~/domain/invoice-catalogue';
import { INVOICE_EMAIL_KIND, invoiceEmails } from './invoice-email.server';

const invoice = computeInvoice(
  {
    invoiceNumber: 1001,
    issuedDate: '2026-11-20',
    dueDate: '2026-12-01',
    representativeName: 'Marcus Hale',
    representativeEmail: 'marcus@ecsdigital.com',
    clientName: 'Dana Whitfield',
    clientCompany: 'Northwind\nLogistics',
    clientEmail: 'dana@northwind.example',
    services: [{ service: 'social-media-marketing', plan: 'Premium Plan', discount: 15 }],
  },
  buildInvoiceCatalogue(services, plans),
);

describe('invoiceEmails', () => {
  const pdf = Buffer.from('%PDF-1.3 test');
  const link = 'https://www.ecsdigital.com/invoices/' + 'T'.repeat(32);
  const options = {
    submissionId: 'a'.repeat(24),
    companyInbox: 'info@ecsdigital.com',
    pdf,
    link,
  };
  const emails = invoiceEmails(invoice, { ...options, audience: 'send' });

  it('for a visitor, mails the company inbox only, with a subject free of typed text', () => {
    const review = invoiceEmails(invoice, { ...options, audience: 'review' });
    expect(review.map((e) => e.to)).toEqual([['info@ecsdigital.com']]);
    expect(review[0]!.subject).toBe('Invoice ECS-1001 to review: $764');
    expect(review[0]!.text).toContain('Nothing has been sent to them');
  });

  it('from the Inbox, mails the client and the representative', () => {
    const recipients = invoiceEmails(invoice, { ...options, audience: 'recipients' });
    expect(recipients.map((e) => e.to)).toEqual([
      ['dana@northwind.example'],
      ['marcus@ecsdigital.com'],
    ]);
  });

  it('sent by staff from the builder: one email each to the client, the representative and the company inbox', () => {
    expect(emails.map((e) => e.to)).toEqual([
      ['dana@northwind.example'],
      ['marcus@ecsdigital.com'],
      ['info@ecsdigital.com'],
    ]);
    expect(emails.every((e) => e.kind === INVOICE_EMAIL_KIND)).toBe(true);
    expect(emails.every((e) => e.submissionId === 'a'.repeat(24))).toBe(true);
    expect(emails.map((e) => e.replyTo)).toEqual([
      'info@ecsdigital.com',
      'info@ecsdigital.com',
      'marcus@ecsdigital.com',
    ]);
  });

  it('names the number and the total in one-line subjects', () => {
    // 899 - 15 % (134.85 -> 135) = 764
    expect(emails[0]!.subject).toBe('Invoice ECS-1001 from ECS Digital: $764');
    expect(emails[1]!.subject).toBe('Invoice ECS-1001 sent to Northwind Logistics: $764');
    expect(emails[2]!.subject).toBe('Invoice ECS-1001 for Northwind Logistics: $764');
  });

  it('renders the HTML from the invoice document and a plain-text twin', () => {
    for (const email of emails) {
      expect(email.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(email.html).toContain('ECS-1001');
      expect(email.html).toMatch(/data-testid="invoice-total">\$764</);
      expect(email.html).not.toContain('<script');
      expect(email.text).toContain('INVOICE ECS-1001');
      expect(email.text).toContain('Due: Dec 1, 2026');
      expect(email.text).toContain(
        '- Social Media Marketing, Premium Plan: $899, discount 15% ($135), subtotal $764',
      );
      expect(email.text).toContain('Total: $764');
    }
    expect(emails[0]!.text).toContain('prepared by Marcus Hale at ECS Digital');
    // The sent invoice leaves empty optional fields out instead of printing placeholders.
    expect(emails[0]!.html).not.toContain('Phone number');
    expect(emails[0]!.html).not.toContain('Client address');
  });

  it('attaches the PDF to every email and gives the hosted link to the client only', () => {
    const review = invoiceEmails(invoice, { ...options, audience: 'review' });
    for (const email of [...emails, ...review])
      expect(email.attachments).toEqual([
        { filename: 'ECS-1001.pdf', contentType: 'application/pdf', content: pdf },
      ]);
    expect(emails[0]!.html).toContain(`href="${link}"`);
    expect(emails[0]!.text).toContain(`View and download this invoice online: ${link}`);
    for (const email of [...emails.slice(1), ...review]) {
      expect(email.html).not.toContain(link);
      expect(email.text).not.toContain(link);
    }
  });
});
