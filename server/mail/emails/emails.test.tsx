import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/domain/format';
import { agreementCopyEmail, agreementEmail } from './agreement';
import { contactEmail } from './contact';
import { inquiryEmail } from './inquiry';
import { invoiceEmails } from './invoice';
import { FOOTER_LINE, type RenderedEmail } from './layout';
import { orderConfirmationEmail, orderEmail, orderLinkEmail } from './order';
import { SUBJECT_MAX } from './subject';
import {
  HOSTILE,
  LONG,
  NOW,
  agreement,
  hostileInvoice,
  invoiceOptions,
  link,
  order,
} from '~/tests/support/email-fixtures';

/** Every kind, rendered from hostile input, with the facts its text part must carry. */
const kinds: [kind: string, email: RenderedEmail, facts: string[]][] = [
  [
    'contact',
    contactEmail({
      name: HOSTILE,
      email: 'dana@northwind.example',
      message: `${LONG}\n${HOSTILE}`,
      plan: {
        title: 'Standard Plan',
        planFor: 'SEO Analysis',
        priceCents: 99_700,
        billing: 'monthly',
      },
      receivedAt: NOW,
    }),
    [
      `Name: Dana <script>alert("x")</script> O'Brien\n  Bcc: x@y 🎉👩‍💻`,
      'Email: dana@northwind.example',
      'Selected plan: Standard Plan for SEO Analysis ($997 per month)',
      `> ${LONG}`,
      `Received: ${formatDateTime(NOW.toISOString())}`,
    ],
  ],
  [
    'inquiry',
    inquiryEmail({
      resource: 'SEO Expert',
      name: HOSTILE,
      email: 'cto@northwind.example',
      phone: '',
      company: LONG,
      message: HOSTILE,
      receivedAt: NOW,
    }),
    [
      'Resource: SEO Expert',
      'Email: cto@northwind.example',
      'Phone: not given',
      `Company: ${LONG}`,
      '> Bcc: x@y 🎉👩‍💻',
      `Received: ${formatDateTime(NOW.toISOString())}`,
    ],
  ],
  [
    'order',
    orderEmail(order, true),
    [
      'Order number: ECS-ORD-2026-000042',
      'Basic Plan, Social Media Marketing, $499.00 (per month)',
      'Premium Plan, Custom Software Solutions, $3,299.00 (per project)',
      'Total: $3,798.00 (first invoice)',
      `Placed: ${formatDateTime(NOW.toISOString())}`,
      "O'Brien",
    ],
  ],
  [
    'order-confirmation',
    orderConfirmationEmail(order),
    [
      'We have received your order ECS-ORD-2026-000042.',
      'Open your order page: https://ecsdigital.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      'Monthly: $499.00 per month',
      'Total: $3,798.00 (first invoice)',
      "O'Brien",
    ],
  ],
  [
    'agreement',
    agreementEmail(agreement, { ip: '203.0.113.9', userAgent: HOSTILE }),
    [
      'Reference: ECS-AGR-2026-000007',
      'Order: ECS-ORD-2026-000042',
      'Phone: +1 832 555 0199',
      `Signed: ${formatDateTime(NOW.toISOString())}`,
      `Terms version: 2026-11-01 (SHA-256 ${'ab'.repeat(32)})`,
      'IP address: 203.0.113.9',
      "O'Brien",
    ],
  ],
  [
    'agreement-copy',
    agreementCopyEmail(agreement),
    ['Reference: ECS-AGR-2026-000007', 'Thank you, Dana <script>alert("x")</script> O\'Brien'],
  ],
  [
    'invoice',
    invoiceEmails(hostileInvoice, { ...invoiceOptions, audience: 'send' })[0]!,
    ['INVOICE ECS-1001', 'Due: Dec 1, 2026', 'Total: $764', "O'Brien", LONG, link],
  ],
];

describe('the email of every kind, from hostile input', () => {
  it.each(kinds)('%s: escapes what was typed in the HTML', (_kind, { html }) => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Dana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#x27;Brien');
    expect(html).not.toContain(`O'Brien`);
  });

  it.each(kinds)('%s: has a text part with the facts', (_kind, { text }, facts) => {
    for (const fact of facts) expect(text).toContain(fact);
    // Made from the data, not from the HTML.
    expect(text).not.toMatch(/<(p|td|table|br)\b/);
    expect(text).toContain('🎉👩‍💻');
  });

  it.each(kinds)('%s: has a one-line subject of bounded length', (_kind, { subject }) => {
    expect(subject).not.toMatch(/[\r\n\t]/);
    expect(subject).not.toContain('  ');
    expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(subject.length).toBeGreaterThan(10);
  });

  it.each(kinds)('%s: is in the shared layout, header and footer', (_kind, { html, text }) => {
    expect(html).toMatch(/<td style="background:#0b1b3f;[^"]*">ECS Digital<\/td>/);
    expect(html).toContain(`>${FOOTER_LINE}</td>`);
    expect(html).toContain('max-width:600px');
    // Mail clients ignore stylesheets: every style is inline.
    expect(html).not.toContain('class=');
    expect(text.endsWith(`\n--\n${FOOTER_LINE}`)).toBe(true);
  });

  it.each(kinds)('%s: prints no machine-style date', (_kind, { html, text }) => {
    for (const part of [html, text]) {
      expect(part).not.toContain(NOW.toUTCString());
      expect(part).not.toMatch(/GMT|T\d\d:\d\d:\d\d/);
    }
  });

  it('keeps the typed name out of fixed subjects and bounds it in the others', () => {
    const subjects = Object.fromEntries(kinds.map(([kind, email]) => [kind, email.subject]));
    expect(subjects).toMatchObject({
      'order-confirmation': 'Your ECS Digital order ECS-ORD-2026-000042',
      order: 'New order ECS-ORD-2026-000042: $3,798.00',
      'agreement-copy': 'Your signed agreement with ECS Digital (ECS-AGR-2026-000007)',
      contact: `New message from Dana <script>alert("x")</script> O'Brien Bcc: x@y 🎉👩‍💻 about the Standard Plan (SEO Analysis)`,
      agreement: `Signed agreement ECS-AGR-2026-000007 from Dana <script>alert("x")</script> O'Brien Bcc: x@y 🎉👩‍💻`,
    });
    // The representative's copy names a 10 000-character company, shortened, with the total kept.
    const [, toRepresentative, toCompany] = invoiceEmails(hostileInvoice, {
      ...invoiceOptions,
      audience: 'send',
    });
    for (const { subject } of [toRepresentative!, toCompany!]) {
      expect(subject).toMatch(/^Invoice ECS-1001 (sent to|for) Long message\. .*…: \$764$/);
      expect(subject.length).toBe(SUBJECT_MAX);
    }
  });

  it('shows the signature inline by its Content-ID, at most 480 px wide', () => {
    for (const { html, text } of [
      agreementEmail(agreement, { ip: null, userAgent: null }),
      agreementCopyEmail(agreement),
    ]) {
      expect(html).toContain('src="cid:signature-1@ecsdigital"');
      expect(html).toContain('width="480" height="120"');
      expect(text).toContain('attached as an image]');
    }
    expect(agreementEmail(agreement, { ip: null, userAgent: null }).text).toContain(
      'IP address: unknown',
    );
  });

  it('keeps the line breaks of typed text', () => {
    const { html, text } = contactEmail({
      name: 'Dana',
      email: 'dana@northwind.example',
      message: 'We need <b>help</b>\r\nwith SEO.',
      receivedAt: NOW,
    });
    expect(html).toContain('We need &lt;b&gt;help&lt;/b&gt;<br/>with SEO.');
    expect(text).toContain('Message:\n> We need <b>help</b>\n> with SEO.');
    expect(text).not.toContain('\r');
  });

  it('shows the heading on one line', () => {
    const { html, text } = contactEmail({
      name: 'Dana\r\nBcc: x@y',
      email: 'dana@northwind.example',
      message: '',
      receivedAt: NOW,
    });
    expect(text.startsWith('New message from Dana Bcc: x@y\n\n')).toBe(true);
    expect(html).toContain('<title>New message from Dana Bcc: x@y</title>');
    expect(html).toContain('>New message from Dana Bcc: x@y</h1>');
    expect(text).toContain('Message:\n> (no message)');
  });

  it('gives the buyer their order page as a button, and only the buyer', () => {
    const html = orderConfirmationEmail(order).html;
    expect(html).toContain(`href="${order.orderPage}"`);
    expect(html).toContain('Open your order page');
    expect(orderEmail(order, true).html).not.toContain(order.orderPage);
    const resent = orderLinkEmail(order);
    expect(resent.subject).toBe('Your ECS Digital order ECS-ORD-2026-000042');
    expect(resent.html).toContain(`href="${order.orderPage}"`);
    expect(resent.text).toContain(`Open your order page: ${order.orderPage}`);
    expect(resent.html).not.toContain('<script>');
  });

  it('tells the company when the buyer got no confirmation', () => {
    const { text } = orderEmail({ ...order, email: 'a@b' }, false);
    expect(text).toContain('No confirmation was sent: a@b cannot receive email.');
  });
});
