import { formatDate } from '~/domain/format';
import { Fragment, type ReactNode } from 'react';
import { headOffice, site } from '~/content/site';
import { type ComputedInvoice } from '~/domain/invoice';
import { BreakableAddress } from '~/documents/BreakableAddress';
import { invoiceColors as color, invoiceStyles as s } from './invoice-document-styles';
import { InvoiceLinesTable, InvoiceTotals } from './InvoiceLinesTable';

/** What the document prints about the company: website, contact email and address. */
export interface InvoiceBrand {
  name: string;
  website: string;
  email: string;
  address: string;
}

export const invoiceBrand: InvoiceBrand = {
  name: site.name,
  website: site.website,
  email: site.infoEmail,
  address: `${headOffice.city}, ${headOffice.region}`,
};

export const invoicePlaceholders = {
  representativeName: 'Representative name',
  representativeEmail: 'representative@email.com',
  representativePhone: 'Phone number',
  clientName: 'Client name',
  clientCompany: 'Company name',
  address: 'Client address',
  clientEmail: 'client@email.com',
  date: 'Not set',
  noLines: 'Choose a service to add the first line.',
} as const;

function Value({
  value,
  placeholder,
  strong,
  kind = 'text',
}: {
  value: string;
  placeholder: string | null;
  strong?: boolean;
  /** An address wraps at its dots; a phone number stays on one line. */
  kind?: 'text' | 'address' | 'phone';
}) {
  if (!value && placeholder === null) return null;
  const style = strong ? s.partyName : s.partyLine;
  return (
    <p style={kind === 'phone' ? { ...style, whiteSpace: 'nowrap' } : style}>
      {!value ? (
        <span style={s.placeholder}>{placeholder}</span>
      ) : kind === 'address' ? (
        <BreakableAddress address={value} />
      ) : (
        value
      )}
    </p>
  );
}

function MultiLine({ value, placeholder }: { value: string; placeholder: string | null }) {
  if (!value) return <Value value="" placeholder={placeholder} />;
  const lines = value.split(/\r?\n/);
  return (
    <p style={s.partyLine}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** 'www.ecsdigital.com' from 'https://www.ecsdigital.com/'. */
export function displayWebsite(url: string) {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

interface InvoiceDocumentProps {
  invoice: ComputedInvoice;
  brand?: InvoiceBrand;
  /** The heading level of the INVOICE title: h1 in the email, lower inside a page. */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** Hint text shown in empty fields: on in the live preview, off in the sent email. */
  placeholders?: boolean;
  /** Extra content under the footer (the email's note); the page passes nothing. */
  children?: ReactNode;
}

/**
 * The invoice as a document: the live preview on /invoice and the HTML of the emailed invoice.
 * Pure (props in, markup out) and styled only with inline styles and tables, so the markup
 * renderToStaticMarkup produces reads the same in email clients, which ignore stylesheets.
 */
export function InvoiceDocument({
  invoice,
  brand = invoiceBrand,
  titleAs: Title = 'h2',
  placeholders = true,
  children,
}: InvoiceDocumentProps) {
  const Section = Title === 'h1' ? 'h2' : Title === 'h2' ? 'h3' : 'h4';
  const p = placeholders
    ? invoicePlaceholders
    : (Object.fromEntries(Object.keys(invoicePlaceholders).map((key) => [key, null])) as Record<
        keyof typeof invoicePlaceholders,
        null
      >);
  return (
    // `data-invoice-document` is for the site's pages alone (app/app.css): in a narrow box the
    // parties and the lines stack. Email clients ignore it and keep the tables.
    <div style={s.page} data-invoice-document="" data-testid="invoice-document">
      <table role="presentation" style={s.full}>
        <tbody>
          <tr>
            <td style={s.top}>
              <span role="img" aria-label={`${brand.name} logo`}>
                <span style={s.mark} aria-hidden="true">
                  E
                </span>
                <span style={s.wordmark} aria-hidden="true">
                  {brand.name}
                </span>
              </span>
            </td>
            <td style={{ ...s.top, textAlign: 'right' }}>
              <Title style={s.title}>INVOICE</Title>
              <p style={s.number} data-testid="invoice-number">
                {invoice.number}
              </p>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={s.dates}>
        <span>
          Issued:{' '}
          <strong style={{ color: color.ink }}>
            {invoice.issuedDate ? formatDate(invoice.issuedDate, 'medium') : p.date}
          </strong>
        </span>
        <span style={{ display: 'inline-block', width: '18px' }} />
        <span>
          Due:{' '}
          <strong style={{ color: color.ink }}>
            {invoice.dueDate ? formatDate(invoice.dueDate, 'medium') : p.date}
          </strong>
        </span>
      </p>

      <hr style={s.rule} />

      <table role="presentation" style={s.full} data-invoice-parties="">
        <tbody>
          <tr>
            <td style={s.party}>
              <Section style={s.label}>From</Section>
              <Value value={invoice.from.name} placeholder={p.representativeName} strong />
              <Value
                value={invoice.from.email}
                placeholder={p.representativeEmail}
                kind="address"
              />
              <Value value={invoice.from.phone} placeholder={p.representativePhone} kind="phone" />
            </td>
            <td style={{ ...s.party, padding: '0 0 0 12px' }}>
              <Section style={s.label}>Billed To</Section>
              <Value value={invoice.billedTo.name} placeholder={p.clientName} strong />
              <Value value={invoice.billedTo.company} placeholder={p.clientCompany} />
              <MultiLine value={invoice.billedTo.address} placeholder={p.address} />
              <Value value={invoice.billedTo.email} placeholder={p.clientEmail} kind="address" />
            </td>
          </tr>
        </tbody>
      </table>

      <hr style={s.rule} />

      <InvoiceLinesTable invoice={invoice} noLines={p.noLines} />
      <InvoiceTotals invoice={invoice} />

      <div style={s.footer}>
        <p style={{ margin: 0 }}>Thank you for your business.</p>
        <p style={{ margin: '4px 0 0' }}>
          <a href={brand.website} style={s.link}>
            {displayWebsite(brand.website)}
          </a>
          {' · '}
          <a href={`mailto:${brand.email}`} style={s.link}>
            <BreakableAddress address={brand.email} />
          </a>
          {' · '}
          {brand.address}
        </p>
        {children}
      </div>
    </div>
  );
}
