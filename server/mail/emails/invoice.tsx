import { InvoiceDocument } from '~/documents/invoice/InvoiceDocument';
import { formatDate, formatMoney } from '~/domain/format';
import type { ComputedInvoice } from '~/domain/invoice';
import { invoicePdfFilename } from '~/domain/invoice-status';
import { site } from '~/content/site';
import type { OutgoingEmail } from './outgoing';
import { EmailLayout, linesOf, plainText, renderHtml, type RenderedEmail } from './layout';
import { subjectLine } from './subject';

export const INVOICE_EMAIL_KIND = 'invoice';

/** The hosted page's address, offered to the client only (docs/product.md#invoice-link). */
const LINK_LABEL = 'View and download this invoice online:';

/** What one invoice email says around the document: a note to its reader, the client's link. */
interface InvoiceMessage {
  subject: string;
  note: string;
  link?: string;
}

/** The plain-text twin of the document: every figure, readable in any mail client. */
function invoiceLines(invoice: ComputedInvoice, { note, link }: InvoiceMessage): string[] {
  const line = (label: string, value: string) => `${label}: ${value || '-'}`;
  return [
    `${site.name} - INVOICE ${invoice.number}`,
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
      ...linesOf(invoice.billedTo.address),
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
  ];
}

/**
 * An invoice email: in the shared layout, the same document as the builder's live preview (without
 * its placeholders), the note under it and, for the client, the hosted link.
 */
function invoiceEmail(invoice: ComputedInvoice, message: InvoiceMessage): RenderedEmail {
  const { note, link } = message;
  return {
    subject: message.subject,
    html: renderHtml(
      <EmailLayout title={`Invoice ${invoice.number} from ${site.name}`} padding="16px 0">
        <InvoiceDocument invoice={invoice} titleAs="h1" placeholders={false}>
          <p style={{ margin: '14px 0 0', fontSize: '12px', color: '#475569' }}>{note}</p>
          {link ? (
            <p style={{ margin: '8px 0 0', fontSize: '12px', color: '#475569' }}>
              {LINK_LABEL}{' '}
              <a href={link} style={{ color: '#3d2dc4' }}>
                {link}
              </a>
            </p>
          ) : null}
        </InvoiceDocument>
      </EmailLayout>,
    ),
    text: plainText(invoiceLines(invoice, message)),
  };
}

export interface InvoiceEmailOptions {
  /** The stored invoice's id, so the outbox can tie each email to it. */
  submissionId: string;
  companyInbox: string;
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
   * The hosted page's absolute address (docs/product.md#invoice-link), in the client's email only:
   * its first view counts as the client's, so nobody else is handed the link.
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
  const { number } = invoice;
  const client = invoice.billedTo.company || invoice.billedTo.name;
  const total = formatMoney(invoice.totalCents);
  const due = formatDate(invoice.dueDate, 'medium');
  const from = invoice.from.name ? `${invoice.from.name} at ${site.name}` : site.name;
  const attachment = {
    filename: invoicePdfFilename(invoice),
    contentType: 'application/pdf',
    content: options.pdf,
  };
  const build = (to: string, message: InvoiceMessage, replyTo?: string): OutgoingEmail => ({
    kind: INVOICE_EMAIL_KIND,
    submissionId: options.submissionId,
    to: [to],
    ...(replyTo ? { replyTo } : {}),
    ...invoiceEmail(invoice, message),
    attachments: [attachment],
  });
  const toClient = () =>
    build(
      invoice.billedTo.email,
      {
        subject: subjectLine('Invoice ', number, ' from ', site.name, ': ', total),
        note: `This invoice was prepared by ${from}. The total of ${total} is due by ${due}. The PDF is attached. Reply to this email with any questions.`,
        link: options.link,
      },
      options.companyInbox,
    );
  const toRepresentative = () =>
    build(
      invoice.from.email,
      {
        subject: subjectLine('Invoice ', number, ' sent to ', client, ': ', total),
        note: `Your copy of the invoice sent to ${invoice.billedTo.email}.`,
      },
      options.companyInbox,
    );
  if (options.audience === 'review')
    return [
      build(options.companyInbox, {
        subject: subjectLine('Invoice ', number, ' to review: ', total),
        note: `Submitted from the invoice builder for ${invoice.billedTo.email} by ${invoice.from.email}. Nothing has been sent to them: check it, then send it to the client from the dashboard Inbox.`,
      }),
    ];
  if (options.audience === 'recipients') return [toClient(), toRepresentative()];
  return [
    toClient(),
    toRepresentative(),
    build(
      options.companyInbox,
      {
        subject: subjectLine('Invoice ', number, ' for ', client, ': ', total),
        note: `Company copy of the invoice sent to ${invoice.billedTo.email} by ${invoice.from.email}.`,
      },
      invoice.from.email,
    ),
  ];
}
