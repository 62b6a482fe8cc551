import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, latestToday, localToday } from './calendar';
import { computeInvoice, effectiveDueDate } from './invoice';
import { catalogue, valid } from '~/tests/support/invoice-fixtures';

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
  });

  it("uses the form's due date, else the issued date + 7 days (docs/product.md#invoice-dates)", () => {
    expect(effectiveDueDate('2026-11-20', '2026-12-31')).toBe('2026-12-31');
    expect(effectiveDueDate('2026-11-20', '')).toBe('2026-11-27');
    expect(effectiveDueDate('2026-11-20', undefined)).toBe('2026-11-27');
    expect(effectiveDueDate('', '')).toBe('');
  });

  it("knows the visitor's local date and the latest date on Earth", () => {
    expect(localToday(new Date(2026, 0, 5, 10))).toBe('2026-01-05');
    expect(latestToday(new Date('2026-11-23T09:59:00Z'))).toBe('2026-11-23');
    expect(latestToday(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-24');
  });
});
describe('computeInvoice', () => {
  it('prices from the catalogue and fills the document fields', () => {
    const invoice = computeInvoice(
      {
        ...valid,
        invoiceNumber: 1042,
        services: [
          { service: 'software-solutions', plan: 'Standard Plan', discount: 10 },
          { service: 'social-media-marketing', plan: 'Basic Plan', discount: '15' },
          { service: '', plan: '', discount: 50 },
        ],
      },
      catalogue,
    );
    expect(invoice.number).toBe('ECS-1042');
    expect(invoice.dueDate).toBe('2026-11-27');
    expect(invoice.billedTo).toEqual({
      name: 'Dana Whitfield',
      company: 'Northwind Logistics',
      address: '400 Commerce St, Houston, TX',
      email: 'dana@northwind.example',
    });
    expect(
      invoice.lines.map((l) => [l.serviceTitle, l.plan, l.priceCents, l.discountCents]),
    ).toEqual([
      ['Custom Software Solutions', 'Standard Plan', 219900, 22000],
      ['Social Media Marketing', 'Basic Plan', 49900, 7500],
    ]);
    expect(invoice.subtotalCents).toBe(269800);
    expect(invoice.discountCents).toBe(29500);
    expect(invoice.totalCents).toBe(240300);
  });

  it('an empty draft is an ECS-0000 invoice with no lines and zero totals', () => {
    const invoice = computeInvoice({}, catalogue);
    expect(invoice).toMatchObject({
      number: 'ECS-0000',
      issuedDate: '',
      dueDate: '',
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });
});
