import { formatDate, formatMoney } from '~/domain/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { type ComputedInvoice } from '~/domain/invoice';
import {
  InvoiceDocument,
  invoiceBrand,
  type InvoiceBrand,
} from '~/components/invoice/InvoiceDocument';
import { invoicePdfFilename } from '~/domain/invoice-status';
import type { OutgoingEmail } from '~/server/mail/outbox';

export const INVOICE_EMAIL_KIND = 'invoice';

/** Visitor-typed text that ends up in a subject line: one line, bounded. */
const oneLine = (value: string, max = 80) => value.replace(/\s+/g, ' ').trim().slice(0, max);

/** The hosted page's address, offered to the client only (docs/product.md#invoice-link). */
const LINK_LABEL = 'View and download this invoice online:';

/** The invoice as a complete HTML email: the same document as the live preview. */
export function renderInvoiceHtml(
  invoice: ComputedInvoice,
  note: string,
  brand = invoiceBrand,
  link?: string,
): string {
  const body = renderToStaticMarkup(
    <InvoiceDocument invoice={invoice} brand={brand} titleAs="h1" placeholders={false}>
      <p style={{ margin: '14px 0 0', fontSize: '12px', color: '#475569' }}>{note}</p>
      {link ? (
        <p style={{ margin: '8px 0 0', fontSize: '12px', color: '#475569' }}>
          {LINK_LABEL}{' '}
          <a href={link} style={{ color: '#3d2dc4' }}>
            {link}
          </a>
        </p>
      ) : null}
    </InvoiceDocument>,
  );
  const title = renderToStaticMarkup(
    <title>{`Invoice ${invoice.number} from ${brand.name}`}</title>,
  );
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    title +
    '</head><body style="margin:0;padding:24px 8px;background-color:#f1f5f9;">' +
    body +
    '</body></html>'
  );
}

/** The plain-text part: every figure of the document, readable in any mail client. */
export function renderInvoiceText(
  invoice: ComputedInvoice,
  note: string,
  brand = invoiceBrand,
  link?: string,
): string {
  const line = (label: string, value: string) => `${label}: ${value || '-'}`;
  const out = [
    `${brand.name} - INVOICE ${invoice.number}`,
    '',
    line('Issued', formatDate(invoice.issuedDate, 'medium')),
    line('Due', formatDate(invoice.dueDate, 'medium')),
    '',
    'FROM',
    ...[invoice.from.name, invoice.from.email, invoice.from.phone].filter(Boolean),
    '',
    'BILLED TO',
    ...[
      invoice.billedTo.name,
      invoice.billedTo.company,
      ...invoice.billedTo.address.split(/\r?\n/),
      invoice.billedTo.email,
    ].filter(Boolean),
    '',
    'SERVICES',
    ...invoice.lines.map(
      (l) =>
        `- ${l.serviceTitle}${l.plan ? `, ${l.plan}` : ''}: ${formatMoney(l.priceCents)}` +
        `, discount ${l.discountPercent}% (${formatMoney(l.discountCents)})` +
        `, subtotal ${formatMoney(l.amountCents)}`,
    ),
    '',
    line('Subtotal', formatMoney(invoice.subtotalCents)),
    line('Total Discount', formatMoney(invoice.discountCents)),
    line('Total', formatMoney(invoice.totalCents)),
    '',
    note,
    ...(link ? ['', `${LINK_LABEL} ${link}`] : []),
    '',
    `${brand.website} | ${brand.email} | ${brand.address}`,
  ];
  return out.join('\n');
}

export interface InvoiceEmailOptions {
  /** The stored invoice's id, so the outbox can tie each email to it. */
  submissionId: string;
  companyInbox: string;
  brand?: InvoiceBrand;
  /**
   * Who receives it (docs/decisions/043-visitor-email-policy.md). `review`: only the company inbox,
   * for a visitor's invoice, since a public page never mails addresses a stranger typed. `send`:
   * client, representative and the company copy, for staff sending from the builder. `recipients`:
   * client and representative, for staff sending a reviewed invoice from the Inbox.
   */
  audience: 'review' | 'send' | 'recipients';
  /** The invoice as a PDF, attached to every email (docs/product.md#invoice-pdf). */
  pdf: Buffer;
  /**
   * The hosted page (docs/product.md#invoice-link), in the client's email only: its first view
   * counts as the client's, so nobody else is handed the link.
   */
  link: string;
}

/**
 * The emails of an invoice, by audience (see `InvoiceEmailOptions.audience`): each carries at most
 * one recipient, and only staff ever send to the addresses typed in the builder.
 */
export function invoiceEmails(
  invoice: ComputedInvoice,
  options: InvoiceEmailOptions,
): OutgoingEmail[] {
  const brand = options.brand ?? invoiceBrand;
  const client = oneLine(invoice.billedTo.company || invoice.billedTo.name);
  const total = formatMoney(invoice.totalCents);
  const due = formatDate(invoice.dueDate, 'medium');
  const from = invoice.from.name ? `${oneLine(invoice.from.name)} at ${brand.name}` : brand.name;
  const attachment = {
    filename: invoicePdfFilename(invoice),
    contentType: 'application/pdf',
    content: options.pdf,
  };
  const build = (
    to: string,
    subject: string,
    note: string,
    replyTo?: string,
    link?: string,
  ): OutgoingEmail => ({
    kind: INVOICE_EMAIL_KIND,
    submissionId: options.submissionId,
    to: [to],
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: renderInvoiceText(invoice, note, brand, link),
    html: renderInvoiceHtml(invoice, note, brand, link),
    attachments: [attachment],
  });
  const toClient = () =>
    build(
      invoice.billedTo.email,
      `Invoice ${invoice.number} from ${brand.name}: ${total}`,
      `This invoice was prepared by ${from}. The total of ${total} is due by ${due}. The PDF is attached. Reply to this email with any questions.`,
      options.companyInbox,
      options.link,
    );
  const toRepresentative = () =>
    build(
      invoice.from.email,
      `Invoice ${invoice.number} sent to ${client}: ${total}`,
      `Your copy of the invoice sent to ${invoice.billedTo.email}.`,
      options.companyInbox,
    );
  if (options.audience === 'review')
    return [
      build(
        options.companyInbox,
        `Invoice ${invoice.number} to review: ${total}`,
        `Submitted from the invoice builder for ${invoice.billedTo.email} by ${invoice.from.email}. Nothing has been sent to them: check it, then send it to the client from the dashboard Inbox.`,
      ),
    ];
  if (options.audience === 'recipients') return [toClient(), toRepresentative()];
  return [
    toClient(),
    toRepresentative(),
    build(
      options.companyInbox,
      `Invoice ${invoice.number} for ${client}: ${total}`,
      `Company copy of the invoice sent to ${invoice.billedTo.email} by ${invoice.from.email}.`,
      invoice.from.email,
    ),
  ];
}
