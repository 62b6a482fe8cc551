import { formatMoney } from '~/domain/format';
import type { ComputedInvoice } from '~/domain/invoice';
import {
  invoiceColors as color,
  invoiceStyles as s,
  numberCell as num,
} from './invoice-document-styles';

/** The invoice's lines: service, plan, price, discount and subtotal; a hint while there are none. */
export function InvoiceLinesTable({
  invoice,
  noLines,
}: {
  invoice: ComputedInvoice;
  /** Shown in place of the lines while there are none (the live preview); null in the email. */
  noLines: string | null;
}) {
  return (
    // Each line stacks as label and value rows in a narrow box (data-invoice-lines, app/app.css).
    <table style={s.full} data-invoice-lines="">
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
              {noLines}
            </td>
          </tr>
        ) : (
          invoice.lines.map((line, index) => (
            <tr key={index}>
              <td style={{ ...s.td, fontWeight: 600, color: color.navy }}>{line.serviceTitle}</td>
              <td style={s.td} data-label="Plan">
                {line.plan || '—'}
              </td>
              <td style={{ ...s.td, ...num }} data-label="Price">
                {formatMoney(line.priceCents)}
              </td>
              <td style={{ ...s.td, ...num }} data-label="Discount">
                {formatMoney(line.discountCents)}
                <br />
                <span style={{ color: color.muted, fontSize: '12px' }}>
                  {line.discountPercent}%
                </span>
              </td>
              <td style={{ ...s.td, ...num, fontWeight: 600 }} data-label="Subtotal">
                {formatMoney(line.amountCents)}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Subtotal, total discount and total. */
export function InvoiceTotals({ invoice }: { invoice: ComputedInvoice }) {
  return (
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
  );
}
