/**
 * The invoice arithmetic: integer cents, whole-dollar prices and discounts rounded half up, so
 * the preview, the stored record and the email always agree.
 */

/** a / b rounded half up, in integers only (a >= 0, b > 0). */
export function roundedDivision(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * A discount percentage as hundredths of a percent. A value the form refuses (below 0, above 100,
 * not a number) discounts nothing, so the live preview never shows a discount that cannot be sent.
 */
export function discountBasisPoints(percent: number | string | undefined): number {
  const value = typeof percent === 'number' ? percent : Number(percent);
  if (!Number.isFinite(value) || value < 0 || value > 100) return 0;
  return Math.round(value * 100);
}

export interface LineAmounts {
  priceCents: number;
  discountCents: number;
  amountCents: number;
}

/**
 * One line: the price rounded to whole dollars, the discount a percentage of that rounded price
 * rounded to whole dollars, and the line subtotal the difference.
 */
export function lineAmounts(
  priceCents: number,
  discountPercent: number | string | undefined,
): LineAmounts {
  const dollars = roundedDivision(Math.max(0, Math.round(priceCents)), 100);
  const discountDollars = roundedDivision(dollars * discountBasisPoints(discountPercent), 10_000);
  return {
    priceCents: dollars * 100,
    discountCents: discountDollars * 100,
    amountCents: (dollars - discountDollars) * 100,
  };
}

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** Subtotal is the sum of rounded prices; total is subtotal minus the total discount. */
export function invoiceTotals(lines: LineAmounts[]): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
