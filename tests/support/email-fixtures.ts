import type { ComputedInvoice } from '~/domain/invoice';
import type { AgreementEmailData } from '~/server/mail/emails/agreement';
import type { OrderEmailData } from '~/server/mail/emails/order';

/** What the email tests render: hostile visitor input, an order, an agreement and an invoice. */

export const NOW = new Date('2026-11-23T17:40:05Z');
/** What a hostile visitor types: markup, both quotes, a header injection, emoji. */
export const HOSTILE = `Dana <script>alert("x")</script> O'Brien\r\nBcc: x@y 🎉👩‍💻`;
export const LONG = 'Long message. '.repeat(715).trim(); // 10 009 characters

export const order: OrderEmailData = {
  orderNumber: 'ECS-ORD-2026-000042',
  name: HOSTILE,
  email: 'dana@northwind.example',
  items: [
    {
      planId: 1,
      title: 'Basic Plan',
      planFor: 'Social Media Marketing',
      billing: 'monthly',
      priceCents: 49_900,
    },
    {
      planId: 6,
      title: 'Premium Plan',
      planFor: 'Custom Software Solutions',
      billing: 'one-off',
      priceCents: 329_900,
    },
  ],
  totalCents: 379_800,
  placedAt: NOW,
  orderPage: 'https://ecsdigital.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
};

export const agreement: AgreementEmailData = {
  reference: 'ECS-AGR-2026-000007',
  orderNumber: 'ECS-ORD-2026-000042',
  name: HOSTILE,
  phone: '+1 832 555 0199',
  email: 'dana@northwind.example',
  signedAt: NOW,
  termsVersion: '2026-11-01',
  termsSha256: 'ab'.repeat(32),
  signature: { cid: 'signature-1@ecsdigital', width: 600, height: 150 },
};

/** 'Social Media Marketing, Premium Plan': $899 less 15 % ($135) is $764. */
export const invoice: ComputedInvoice = {
  number: 'ECS-1001',
  issuedDate: '2026-11-20',
  dueDate: '2026-12-01',
  from: { name: 'Marcus Hale', email: 'marcus@ecsdigital.com', phone: '' },
  billedTo: {
    name: 'Dana Whitfield',
    company: 'Northwind\nLogistics',
    address: '',
    email: 'dana@northwind.example',
  },
  lines: [
    {
      service: 'social-media-marketing',
      serviceTitle: 'Social Media Marketing',
      plan: 'Premium Plan',
      discountPercent: 15,
      priceCents: 89_900,
      discountCents: 13_500,
      amountCents: 76_400,
    },
  ],
  subtotalCents: 89_900,
  discountCents: 13_500,
  totalCents: 76_400,
};
export const hostileInvoice: ComputedInvoice = {
  ...invoice,
  from: { ...invoice.from, name: HOSTILE },
  billedTo: { ...invoice.billedTo, name: HOSTILE, company: LONG, address: HOSTILE },
};
export const pdf = Buffer.from('%PDF-1.3 test');
export const link = 'https://www.ecsdigital.com/invoices/' + 'T'.repeat(32);
export const invoiceOptions = {
  submissionId: 'a'.repeat(24),
  companyInbox: 'info@ecsdigital.com',
  pdf,
  link,
};
