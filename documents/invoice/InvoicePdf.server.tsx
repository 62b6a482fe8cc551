import { StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  PdfDocument,
  pdfColors as color,
  pdfStyles,
  renderPdf,
} from '~/documents/pdf/PdfLayout.server';
import { bankDetailsLines, transferReference, type BankDetails } from '~/domain/bank-details';
import { formatDate, formatMoney } from '~/domain/format';
import { type ComputedInvoice } from '~/domain/invoice';
import { invoiceBrand, type InvoiceBrand } from './InvoiceDocument';

/**
 * The invoice as a PDF (docs/product.md#invoice-pdf): the same document as InvoiceDocument.tsx,
 * drawn with react-pdf's primitives instead of HTML, from the same ComputedInvoice. Text is real
 * text in Inter, embedded (subset) from the installed @fontsource/inter files, so it can be
 * selected, searched and read aloud; nothing is fetched while rendering. The fonts, the header,
 * the footer and the page numbers are those of every PDF (documents/pdf/PdfLayout.server.tsx).
 */

const s = {
  ...pdfStyles,
  ...StyleSheet.create({
    parties: { flexDirection: 'row' },
    party: { width: '50%', paddingRight: 10 },
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
    payTo: {
      marginTop: 22,
      padding: 12,
      borderWidth: 1,
      borderColor: color.line,
      borderRadius: 4,
    },
    payToRow: { flexDirection: 'row', paddingVertical: 1.5, fontSize: 9.5 },
    payToLabel: { width: 110, color: color.muted },
    payToValue: { flex: 1, fontWeight: 600, color: color.navy },
    payToNote: { marginTop: 6, fontSize: 9, color: color.muted },
  }),
};

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

/** The agency's account for transfers and the reference to quote (docs/product.md#bank-transfer). */
function PayByTransfer({
  details,
  invoiceNumber,
}: {
  details: BankDetails;
  invoiceNumber: string;
}) {
  return (
    <View style={s.payTo} wrap={false}>
      <Text style={s.label}>Pay by bank transfer</Text>
      {bankDetailsLines(details).map((line) => (
        <View key={line.label} style={s.payToRow}>
          <Text style={s.payToLabel}>{line.label}</Text>
          <Text style={s.payToValue}>{line.value}</Text>
        </View>
      ))}
      <View style={s.payToRow}>
        <Text style={s.payToLabel}>Reference</Text>
        <Text style={s.payToValue}>{invoiceNumber}</Text>
      </View>
      <Text style={s.payToNote}>{transferReference(invoiceNumber)}</Text>
      {details.instructions ? <Text style={s.payToNote}>{details.instructions}</Text> : null}
    </View>
  );
}

/** The PDF document of one stored invoice; the layout of InvoiceDocument without placeholders. */
export function InvoicePdf({
  invoice,
  payTo = null,
  brand = invoiceBrand,
}: {
  invoice: ComputedInvoice;
  /** The bank account to print, when the agency has saved one. */
  payTo?: BankDetails | null;
  brand?: InvoiceBrand;
}) {
  return (
    <PdfDocument
      brand={brand}
      title={`Invoice ${invoice.number}`}
      subject={`Invoice ${invoice.number} for ${invoice.billedTo.company || invoice.billedTo.name}`}
      heading="INVOICE"
      reference={invoice.number}
      facts={[
        ['Issued', formatDate(invoice.issuedDate, 'medium')],
        ['Due', formatDate(invoice.dueDate, 'medium')],
      ]}
      closing="Thank you for your business."
    >
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
          <Text style={[s.td, s.money, { fontWeight: 600 }]}>{formatMoney(line.amountCents)}</Text>
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

      {payTo ? <PayByTransfer details={payTo} invoiceNumber={invoice.number} /> : null}
    </PdfDocument>
  );
}

/** Renders a stored invoice to PDF bytes, with the bank account to pay it to when there is one. */
export function renderInvoicePdf(
  invoice: ComputedInvoice,
  payTo: BankDetails | null = null,
): Promise<Buffer> {
  return renderPdf(<InvoicePdf invoice={invoice} payTo={payTo} />);
}
