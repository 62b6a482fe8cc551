import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Document,
  Font,
  Link,
  Page,
  StyleSheet,
  Text,
  View,
  renderToBuffer,
} from '@react-pdf/renderer';
import { formatDate, formatMoney } from '~/domain/format';
import { type ComputedInvoice } from '~/domain/invoice';
import {
  displayWebsite,
  invoiceBrand,
  invoiceColors as color,
  type InvoiceBrand,
} from './InvoiceDocument';
import {
  INVOICE_FONT_SUBSETS,
  INVOICE_FONT_WEIGHTS,
  invoiceFontName,
  woffToTrueType,
} from './invoice-fonts.server';

/**
 * The invoice as a PDF (docs/product.md#invoice-pdf): the same document as InvoiceDocument.tsx,
 * drawn with react-pdf's primitives instead of HTML, from the same ComputedInvoice. Text is real
 * text in Inter, embedded (subset) from the installed @fontsource/inter files, so it can be
 * selected, searched and read aloud; nothing is fetched while rendering.
 */

const require = createRequire(import.meta.url);

/** Reads one of the fonts (invoice-fonts.server.ts) as TrueType bytes, by its file name. */
export type InvoiceFontReader = (name: string) => Buffer;

/**
 * Unpacks the installed @fontsource/inter WOFF files: what `npm run dev` does on its first PDF.
 * The production build has them unpacked already (build/fonts, read by server/documents/pdf-worker.ts).
 */
const fromFontsource: InvoiceFontReader = (name) => {
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return woffToTrueType(fs.readFileSync(path.join(dir, `${name}.woff`)));
};

const families = INVOICE_FONT_SUBSETS.map((subset) => `Inter ${subset}`);
let fontsRegistered = false;

/**
 * Registers Inter with react-pdf, each font read as TrueType through `read`. Called once per
 * process (or worker), before the first PDF; without it the first PDF unpacks the WOFF files.
 */
export function registerInvoiceFonts(read: InvoiceFontReader = fromFontsource): void {
  if (fontsRegistered) return;
  for (const subset of INVOICE_FONT_SUBSETS)
    Font.register({
      family: `Inter ${subset}`,
      fonts: INVOICE_FONT_WEIGHTS.map((fontWeight) => ({
        src: `data:font/ttf;base64,${read(invoiceFontName(subset, fontWeight)).toString('base64')}`,
        fontWeight,
      })),
    });
  fontsRegistered = true;
}

/**
 * Names, addresses and emails are never hyphenated. A word too long for its column (an email
 * address, say) may break after '@', '.', '-' or '_', or every 16 characters: the empty parts
 * between pieces are zero-width break points, where react-pdf adds no hyphen.
 */
Font.registerHyphenationCallback((word) => {
  if (word.length <= 24) return [word];
  const pieces = word.match(/[^@._-]*[@._-]+|[^@._-]+/gu) ?? [word];
  return pieces.flatMap((piece) => piece.match(/.{1,16}/gu) ?? []).flatMap((piece) => [piece, '']);
});

const s = StyleSheet.create({
  page: {
    fontFamily: families,
    fontSize: 10,
    // No lineHeight here: inherited by the page number, it keeps that text from being drawn.
    color: color.ink,
    paddingTop: 44,
    paddingBottom: 56,
    paddingHorizontal: 48,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  brand: { flexDirection: 'row', alignItems: 'center' },
  mark: {
    width: 28,
    height: 28,
    borderRadius: 7,
    backgroundColor: color.accent,
    color: '#ffffff',
    fontSize: 16,
    fontWeight: 800,
    textAlign: 'center',
    paddingTop: 3,
  },
  wordmark: { marginLeft: 8, fontSize: 14, fontWeight: 700, color: color.navy },
  titleBlock: { alignItems: 'flex-end' },
  title: { fontSize: 20, fontWeight: 800, letterSpacing: 2, color: color.navy, lineHeight: 1.1 },
  number: { marginTop: 3, fontSize: 12, fontWeight: 600, color: color.accentDark },
  dates: { flexDirection: 'row', marginTop: 10, fontSize: 10, color: color.muted },
  date: { marginRight: 16 },
  strong: { fontWeight: 700, color: color.ink },
  rule: { borderTopWidth: 1, borderTopColor: color.line, marginVertical: 16 },
  parties: { flexDirection: 'row' },
  party: { width: '50%', paddingRight: 10 },
  /** On each text: a lineHeight set on a View is scaled by a default font size, not the text's. */
  line: { fontSize: 10, lineHeight: 1.45 },
  label: {
    marginBottom: 4,
    fontSize: 8,
    fontWeight: 700,
    letterSpacing: 1,
    textTransform: 'uppercase',
    color: color.accentDark,
  },
  partyName: { fontWeight: 600, color: color.navy },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: color.line },
  th: {
    paddingVertical: 6,
    paddingHorizontal: 4,
    fontSize: 7.5,
    fontWeight: 700,
    letterSpacing: 0.3,
    textTransform: 'uppercase',
    color: color.navy,
  },
  td: { paddingVertical: 7, paddingHorizontal: 4, fontSize: 9.5 },
  service: { width: '32%' },
  plan: { width: '20%' },
  money: { width: '16%', textAlign: 'right' },
  discountPercent: { fontSize: 8.5, color: color.muted },
  summary: { width: 210, marginTop: 14, marginLeft: 'auto' },
  sumRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  sumLabel: { color: color.muted },
  totalRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginTop: 4,
    paddingTop: 8,
    borderTopWidth: 2,
    borderTopColor: color.navy,
  },
  totalLabel: { fontSize: 12, fontWeight: 700, color: color.navy },
  totalValue: { fontSize: 14, fontWeight: 800, color: color.navy },
  footer: {
    marginTop: 24,
    paddingTop: 10,
    borderTopWidth: 1,
    borderTopColor: color.line,
    fontSize: 9,
    color: color.muted,
    textAlign: 'center',
  },
  link: { color: color.accentDark, textDecoration: 'none' },
  pageNumber: {
    position: 'absolute',
    bottom: 24,
    left: 48,
    right: 48,
    fontSize: 8,
    color: color.muted,
    textAlign: 'right',
  },
});

function Party({ label, lines }: { label: string; lines: { text: string; strong?: boolean }[] }) {
  return (
    <View style={s.party}>
      <Text style={s.label}>{label}</Text>
      {lines
        .filter((line) => line.text)
        .map((line, index) => (
          <Text key={index} style={line.strong ? [s.line, s.partyName] : s.line}>
            {line.text}
          </Text>
        ))}
    </View>
  );
}

/** The PDF document of one stored invoice; the layout of InvoiceDocument without placeholders. */
export function InvoicePdf({
  invoice,
  brand = invoiceBrand,
}: {
  invoice: ComputedInvoice;
  brand?: InvoiceBrand;
}) {
  return (
    <Document
      title={`Invoice ${invoice.number}`}
      author={brand.name}
      subject={`Invoice ${invoice.number} for ${invoice.billedTo.company || invoice.billedTo.name}`}
      creator={brand.name}
      producer={brand.name}
      language="en-US"
    >
      <Page size="LETTER" style={s.page}>
        <View style={s.header}>
          <View style={s.brand}>
            <Text style={s.mark}>E</Text>
            <Text style={s.wordmark}>{brand.name}</Text>
          </View>
          <View style={s.titleBlock}>
            <Text style={s.title}>INVOICE</Text>
            <Text style={s.number}>{invoice.number}</Text>
          </View>
        </View>
        <View style={s.dates}>
          <Text style={s.date}>
            Issued: <Text style={s.strong}>{formatDate(invoice.issuedDate, 'medium')}</Text>
          </Text>
          <Text>
            Due: <Text style={s.strong}>{formatDate(invoice.dueDate, 'medium')}</Text>
          </Text>
        </View>

        <View style={s.rule} />

        <View style={s.parties}>
          <Party
            label="From"
            lines={[
              { text: invoice.from.name, strong: true },
              { text: invoice.from.email },
              { text: invoice.from.phone },
            ]}
          />
          <Party
            label="Billed To"
            lines={[
              { text: invoice.billedTo.name, strong: true },
              { text: invoice.billedTo.company },
              ...invoice.billedTo.address.split(/\r?\n/).map((text) => ({ text })),
              { text: invoice.billedTo.email },
            ]}
          />
        </View>

        <View style={s.rule} />

        <View style={[s.row, { backgroundColor: color.accentSoft }]}>
          <Text style={[s.th, s.service]}>Service</Text>
          <Text style={[s.th, s.plan]}>Plan</Text>
          <Text style={[s.th, s.money]}>Price</Text>
          <Text style={[s.th, s.money]}>Discount</Text>
          <Text style={[s.th, s.money]}>Subtotal</Text>
        </View>
        {invoice.lines.map((line, index) => (
          <View key={index} style={s.row} wrap={false}>
            <Text style={[s.td, s.service, s.partyName]}>{line.serviceTitle}</Text>
            <Text style={[s.td, s.plan]}>{line.plan || '—'}</Text>
            <Text style={[s.td, s.money]}>{formatMoney(line.priceCents)}</Text>
            <View style={[s.td, s.money]}>
              <Text>{formatMoney(line.discountCents)}</Text>
              <Text style={s.discountPercent}>{line.discountPercent}%</Text>
            </View>
            <Text style={[s.td, s.money, { fontWeight: 600 }]}>
              {formatMoney(line.amountCents)}
            </Text>
          </View>
        ))}

        <View style={s.summary} wrap={false}>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>Subtotal</Text>
            <Text>{formatMoney(invoice.subtotalCents)}</Text>
          </View>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>Total Discount</Text>
            <Text>
              {invoice.discountCents > 0 ? '-' : ''}
              {formatMoney(invoice.discountCents)}
            </Text>
          </View>
          <View style={s.totalRow}>
            <Text style={s.totalLabel}>Total</Text>
            <Text style={s.totalValue}>{formatMoney(invoice.totalCents)}</Text>
          </View>
        </View>

        <View style={s.footer} wrap={false}>
          <Text>Thank you for your business.</Text>
          <Text style={{ marginTop: 4 }}>
            <Link src={brand.website} style={s.link}>
              {displayWebsite(brand.website)}
            </Link>
            {' · '}
            <Link src={`mailto:${brand.email}`} style={s.link}>
              {brand.email}
            </Link>
            {' · '}
            {brand.address}
          </Text>
        </View>

        <Text
          style={s.pageNumber}
          fixed
          render={({ pageNumber, totalPages }) =>
            totalPages > 1 ? `${invoice.number} · Page ${pageNumber} of ${totalPages}` : ''
          }
        />
      </Page>
    </Document>
  );
}

/** Renders a stored invoice to PDF bytes. */
export async function renderInvoicePdf(invoice: ComputedInvoice): Promise<Buffer> {
  registerInvoiceFonts();
  return renderToBuffer(<InvoicePdf invoice={invoice} />);
}
