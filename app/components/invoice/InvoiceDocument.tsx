import { formatDate, formatMoney } from '~/domain/format';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { headOffice, site } from '~/content/site';
import { type ComputedInvoice } from '~/domain/invoice';

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

// Colours from the token sheet (app/app.css), written out because email clients get no stylesheet.
// The PDF (InvoicePdf.server.tsx) uses the same ones.
export const invoiceColors = {
  navy: '#0b1b3f',
  ink: '#0f172a',
  muted: '#475569',
  placeholder: '#64748b',
  line: '#e2e8f0',
  surface: '#f8fafc',
  accent: '#4c3bea',
  accentDark: '#3d2dc4',
  accentSoft: '#eef0ff',
};
const color = invoiceColors;
const font = "'Inter Variable', 'Segoe UI', Helvetica, Arial, sans-serif";

const s = {
  page: {
    backgroundColor: '#ffffff',
    color: color.ink,
    fontFamily: font,
    fontSize: '14px',
    lineHeight: '1.5',
    maxWidth: '720px',
    margin: '0 auto',
    // A percentage keeps the document roomy on desktop and usable on a 375 px phone or mail app.
    padding: '4%',
    boxSizing: 'border-box',
    overflowWrap: 'break-word',
  },
  full: { width: '100%', borderCollapse: 'collapse' },
  top: { verticalAlign: 'top', padding: 0 },
  mark: {
    display: 'inline-block',
    width: '36px',
    height: '36px',
    lineHeight: '36px',
    borderRadius: '10px',
    backgroundColor: color.accent,
    backgroundImage: `linear-gradient(135deg, #6d5efc, ${color.accentDark})`,
    color: '#ffffff',
    fontWeight: 800,
    fontSize: '20px',
    textAlign: 'center',
    verticalAlign: 'middle',
  },
  wordmark: {
    display: 'inline-block',
    marginLeft: '10px',
    fontSize: '18px',
    fontWeight: 700,
    color: color.navy,
    verticalAlign: 'middle',
    letterSpacing: '-0.01em',
  },
  title: {
    margin: 0,
    fontSize: '24px',
    lineHeight: '1.1',
    letterSpacing: '0.1em',
    fontWeight: 800,
    color: color.navy,
  },
  number: { margin: '4px 0 0', fontSize: '15px', fontWeight: 600, color: color.accentDark },
  dates: { margin: '10px 0 0', fontSize: '13px', color: color.muted },
  rule: { border: 0, borderTop: `1px solid ${color.line}`, margin: '22px 0' },
  party: { verticalAlign: 'top', padding: '0 12px 0 0', width: '50%', overflowWrap: 'anywhere' },
  label: {
    margin: '0 0 6px',
    fontSize: '11px',
    fontWeight: 700,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: color.accentDark,
  },
  partyLine: { margin: 0, color: color.ink },
  partyName: { margin: 0, fontWeight: 600, color: color.navy },
  placeholder: { color: color.placeholder, fontStyle: 'italic' },
  th: {
    padding: '8px 4px',
    fontSize: '10px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: color.navy,
    backgroundColor: color.accentSoft,
    textAlign: 'left',
    borderBottom: `1px solid ${color.line}`,
  },
  td: {
    padding: '9px 4px',
    borderBottom: `1px solid ${color.line}`,
    verticalAlign: 'top',
    fontSize: '13px',
  },
  empty: {
    padding: '14px 6px',
    borderBottom: `1px solid ${color.line}`,
    color: color.placeholder,
    fontStyle: 'italic',
    textAlign: 'center',
    fontSize: '13px',
  },
  summary: { width: '100%', maxWidth: '280px', borderCollapse: 'collapse', marginLeft: 'auto' },
  sumLabel: { padding: '4px 0', color: color.muted, fontSize: '13px' },
  sumValue: { padding: '4px 0', textAlign: 'right', fontSize: '13px', whiteSpace: 'nowrap' },
  totalLabel: {
    padding: '10px 0 0',
    borderTop: `2px solid ${color.navy}`,
    fontWeight: 700,
    color: color.navy,
    fontSize: '15px',
  },
  totalValue: {
    padding: '10px 0 0',
    borderTop: `2px solid ${color.navy}`,
    fontWeight: 800,
    color: color.navy,
    fontSize: '17px',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  footer: {
    marginTop: '28px',
    paddingTop: '14px',
    borderTop: `1px solid ${color.line}`,
    fontSize: '12px',
    color: color.muted,
    textAlign: 'center',
  },
  link: { color: color.accentDark, textDecoration: 'none' },
} satisfies Record<string, CSSProperties>;

const num: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };

function Value({
  value,
  placeholder,
  strong,
}: {
  value: string;
  placeholder: string | null;
  strong?: boolean;
}) {
  if (!value && placeholder === null) return null;
  return (
    <p style={strong ? s.partyName : s.partyLine}>
      {value ? value : <span style={s.placeholder}>{placeholder}</span>}
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
    <div style={s.page} data-testid="invoice-document">
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

      <table role="presentation" style={s.full}>
        <tbody>
          <tr>
            <td style={s.party}>
              <Section style={s.label}>From</Section>
              <Value value={invoice.from.name} placeholder={p.representativeName} strong />
              <Value value={invoice.from.email} placeholder={p.representativeEmail} />
              <Value value={invoice.from.phone} placeholder={p.representativePhone} />
            </td>
            <td style={{ ...s.party, padding: '0 0 0 12px' }}>
              <Section style={s.label}>Billed To</Section>
              <Value value={invoice.billedTo.name} placeholder={p.clientName} strong />
              <Value value={invoice.billedTo.company} placeholder={p.clientCompany} />
              <MultiLine value={invoice.billedTo.address} placeholder={p.address} />
              <Value value={invoice.billedTo.email} placeholder={p.clientEmail} />
            </td>
          </tr>
        </tbody>
      </table>

      <hr style={s.rule} />

      <table style={s.full}>
        <caption
          style={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          Services
        </caption>
        <thead>
          <tr>
            <th scope="col" style={s.th}>
              Service
            </th>
            <th scope="col" style={s.th}>
              Plan
            </th>
            <th scope="col" style={{ ...s.th, ...num }}>
              Price
            </th>
            <th scope="col" style={{ ...s.th, ...num }}>
              Discount
            </th>
            <th scope="col" style={{ ...s.th, ...num }}>
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.length === 0 ? (
            <tr>
              <td colSpan={5} style={s.empty}>
                {p.noLines}
              </td>
            </tr>
          ) : (
            invoice.lines.map((line, index) => (
              <tr key={index}>
                <td style={{ ...s.td, fontWeight: 600, color: color.navy }}>{line.serviceTitle}</td>
                <td style={s.td}>{line.plan || '—'}</td>
                <td style={{ ...s.td, ...num }}>{formatMoney(line.priceCents)}</td>
                <td style={{ ...s.td, ...num }}>
                  {formatMoney(line.discountCents)}
                  <br />
                  <span style={{ color: color.muted, fontSize: '12px' }}>
                    {line.discountPercent}%
                  </span>
                </td>
                <td style={{ ...s.td, ...num, fontWeight: 600 }}>
                  {formatMoney(line.amountCents)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>

      <table role="presentation" style={{ ...s.summary, marginTop: '18px' }}>
        <tbody>
          <tr>
            <td style={s.sumLabel}>Subtotal</td>
            <td style={s.sumValue} data-testid="invoice-subtotal">
              {formatMoney(invoice.subtotalCents)}
            </td>
          </tr>
          <tr>
            <td style={s.sumLabel}>Total Discount</td>
            <td style={s.sumValue} data-testid="invoice-discount">
              {invoice.discountCents > 0 ? '-' : ''}
              {formatMoney(invoice.discountCents)}
            </td>
          </tr>
          <tr>
            <td style={s.totalLabel}>Total</td>
            <td style={s.totalValue} data-testid="invoice-total">
              {formatMoney(invoice.totalCents)}
            </td>
          </tr>
        </tbody>
      </table>

      <div style={s.footer}>
        <p style={{ margin: 0 }}>Thank you for your business.</p>
        <p style={{ margin: '4px 0 0' }}>
          <a href={brand.website} style={s.link}>
            {displayWebsite(brand.website)}
          </a>
          {' · '}
          <a href={`mailto:${brand.email}`} style={s.link}>
            {brand.email}
          </a>
          {' · '}
          {brand.address}
        </p>
        {children}
      </div>
    </div>
  );
}
