import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineAmounts, roundedDivision } from './invoice-totals';

describe('arithmetic (whole-dollar rounding)', () => {
  it('rounds half up in integers', () => {
    expect(roundedDivision(5, 10)).toBe(1);
    expect(roundedDivision(4, 10)).toBe(0);
    expect(roundedDivision(15, 10)).toBe(2);
    expect(roundedDivision(0, 7)).toBe(0);
  });

  it('rounds the price to whole dollars before discounting', () => {
    expect(lineAmounts(49950, 0)).toEqual({
      priceCents: 50000,
      discountCents: 0,
      amountCents: 50000,
    });
    expect(lineAmounts(49949, 0).priceCents).toBe(49900);
  });

  it('rounds the discount to whole dollars, half up', () => {
    // 10 % of $5 = $0.50 -> $1
    expect(lineAmounts(500, 10)).toEqual({ priceCents: 500, discountCents: 100, amountCents: 400 });
    // 10 % of $4 = $0.40 -> $0
    expect(lineAmounts(400, 10)).toEqual({ priceCents: 400, discountCents: 0, amountCents: 400 });
    // 15 % of $499 = $74.85 -> $75
    expect(lineAmounts(49900, 15)).toEqual({
      priceCents: 49900,
      discountCents: 7500,
      amountCents: 42400,
    });
    // 12.5 % of $1697 = $212.125 -> $212
    expect(lineAmounts(169700, 12.5).discountCents).toBe(21200);
  });

  it('handles 0 % and 100 %', () => {
    expect(lineAmounts(219900, 0).discountCents).toBe(0);
    expect(lineAmounts(219900, 100)).toEqual({
      priceCents: 219900,
      discountCents: 219900,
      amountCents: 0,
    });
  });

  it('applies no discount outside 0..100 or for non-numbers in the live preview', () => {
    expect(lineAmounts(10000, 150).discountCents).toBe(0);
    expect(lineAmounts(10000, 101).discountCents).toBe(0);
    expect(lineAmounts(10000, 100).discountCents).toBe(10000);
    expect(lineAmounts(10000, -5).discountCents).toBe(0);
    expect(lineAmounts(10000, 'abc').discountCents).toBe(0);
    expect(lineAmounts(10000, '').discountCents).toBe(0);
    expect(lineAmounts(10000, '20').discountCents).toBe(2000);
  });

  it('totals: subtotal of prices, total discount, total = subtotal - discount', () => {
    const lines = [lineAmounts(49900, 15), lineAmounts(169700, 0), lineAmounts(99700, 100)];
    expect(invoiceTotals(lines)).toEqual({
      subtotalCents: 49900 + 169700 + 99700,
      discountCents: 7500 + 0 + 99700,
      totalCents: 49900 + 169700 + 99700 - 7500 - 99700,
    });
    expect(invoiceTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });

  it('property: total = subtotal - discount and 0 <= total <= subtotal, all whole dollars', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000_000 }),
            discount: fc.oneof(
              fc.integer({ min: 0, max: 100 }),
              fc.double({ min: 0, max: 100, noNaN: true }),
            ),
          }),
          { maxLength: 20 },
        ),
        (rows) => {
          const lines = rows.map((row) => lineAmounts(row.price, row.discount));
          const totals = invoiceTotals(lines);
          expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents);
          expect(totals.totalCents).toBeGreaterThanOrEqual(0);
          expect(totals.totalCents).toBeLessThanOrEqual(totals.subtotalCents);
          for (const line of lines) {
            expect(line.priceCents % 100).toBe(0);
            expect(line.discountCents % 100).toBe(0);
            expect(line.amountCents).toBe(line.priceCents - line.discountCents);
            expect(line.discountCents).toBeLessThanOrEqual(line.priceCents);
          }
        },
      ),
    );
  });
});
