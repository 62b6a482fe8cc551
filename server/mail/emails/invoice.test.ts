import { describe, expect, it } from 'vitest';
import { INVOICE_EMAIL_KIND, invoiceEmails } from './invoice';
import { invoice, invoiceOptions, link, pdf } from '~/tests/support/email-fixtures';

describe('invoiceEmails', () => {
  const emails = invoiceEmails(invoice, { ...invoiceOptions, audience: 'send' });

  it('for a visitor, mails the company inbox only, with a subject free of typed text', () => {
    const review = invoiceEmails(invoice, { ...invoiceOptions, audience: 'review' });
    expect(review.map((e) => e.to)).toEqual([['info@ecsdigital.com']]);
    expect(review[0]!.subject).toBe('Invoice ECS-1001 to review: $764');
    expect(review[0]!.text).toContain('Nothing has been sent to them');
  });

  it('from the Inbox, mails the client and the representative', () => {
    const recipients = invoiceEmails(invoice, { ...invoiceOptions, audience: 'recipients' });
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
    expect(emails[0]!.subject).toBe('Invoice ECS-1001 from ECS Digital: $764');
    expect(emails[1]!.subject).toBe('Invoice ECS-1001 sent to Northwind Logistics: $764');
    expect(emails[2]!.subject).toBe('Invoice ECS-1001 for Northwind Logistics: $764');
  });

  it('renders the HTML from the invoice document and a plain-text twin', () => {
    for (const email of emails) {
      expect(email.html).toContain('data-testid="invoice-document"');
      expect(email.html).toMatch(/data-testid="invoice-total">\$764</);
      expect(email.text).toContain('ECS Digital - INVOICE ECS-1001');
      expect(email.text).toContain('Issued: Nov 20, 2026');
      expect(email.text).toContain(
        '- Social Media Marketing, Premium Plan: $899, discount 15% ($135), subtotal $764',
      );
      expect(email.text).toContain('Total: $764');
    }
    expect(emails[0]!.text).toContain('prepared by Marcus Hale at ECS Digital');
    expect(emails[0]!.text).toContain('The total of $764 is due by Dec 1, 2026.');
    // The sent invoice leaves empty optional fields out instead of printing placeholders.
    expect(emails[0]!.html).not.toContain('Phone number');
    expect(emails[0]!.html).not.toContain('Client address');
  });

  it('attaches the PDF to every email and gives the hosted link to the client only', () => {
    const review = invoiceEmails(invoice, { ...invoiceOptions, audience: 'review' });
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
