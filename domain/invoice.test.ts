import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { services } from '~/content/services';
import { fieldErrors } from './fields';
import { addDays, isIsoDate, latestToday, localToday } from './calendar';
import { computeInvoice, effectiveDueDate, formatInvoiceNumber } from './invoice';
import {
  buildInvoiceCatalogue,
  catalogueRowPrice,
  selectPlan,
  selectService,
  type InvoiceCatalogue,
} from './invoice-catalogue';
import { invoiceFormSchema, invoiceFormValuesFrom, invoiceInputFromFormData } from './invoice-form';
import { invoiceTotals, lineAmounts, roundedDivision } from './invoice-totals';

const catalogue: InvoiceCatalogue = [
  ...buildInvoiceCatalogue(services, plans),
  // A service staff added in the dashboard: no plans, its own price.
  { slug: 'brand-strategy', title: 'Brand Strategy', priceCents: 120000, plans: [] },
  // A service with plans but no Basic Plan.
  {
    slug: 'retainer',
    title: 'Support Retainer',
    priceCents: 30000,
    plans: [{ title: 'Premium Plan', priceCents: 90000 }],
  },
];

const today = '2026-11-23';
const schema = invoiceFormSchema({ today, catalogue });

const valid = {
  invoiceNumber: '',
  issuedDate: '2026-11-20',
  dueDate: '',
  representativeName: 'Marcus Hale',
  representativeEmail: 'marcus@ecsdigital.com',
  representativePhone: '+1 (832) 555-0148',
  clientName: 'Dana Whitfield',
  clientCompany: 'Northwind Logistics',
  address: '400 Commerce St, Houston, TX',
  clientEmail: 'dana@northwind.example',
  services: [{ service: 'software-solutions', plan: 'Standard Plan', price: 1, discount: '10' }],
};

const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return fieldErrors(result.error!);
};

describe('catalogue', () => {
  it('joins every service with its three plans at the published prices, in cents', () => {
    const software = catalogue.find((s) => s.slug === 'software-solutions')!;
    expect(software.title).toBe('Custom Software Solutions');
    expect(software.plans).toEqual([
      { title: 'Basic Plan', priceCents: 169700 },
      { title: 'Standard Plan', priceCents: 219900 },
      { title: 'Premium Plan', priceCents: 329900 },
    ]);
  });

  it('gives each service its own price in cents, billed when it has no plans', () => {
    const [service] = buildInvoiceCatalogue(
      [{ url: 'brand-strategy', title: 'Brand Strategy', priceCents: 120050 }],
      plans,
    );
    expect(service).toEqual({
      slug: 'brand-strategy',
      title: 'Brand Strategy',
      priceCents: 120050,
      plans: [],
    });
    expect(catalogue.find((s) => s.slug === 'seo-analysis')!.priceCents).toBe(69700);
  });
});

describe('service row rules', () => {
  it('choosing a service with plans selects Basic Plan at its price', () => {
    expect(selectService(catalogue, 'seo-analysis')).toEqual({
      service: 'seo-analysis',
      plan: 'Basic Plan',
      price: 69700,
    });
  });

  it("choosing a service without plans uses the service's own price", () => {
    expect(selectService(catalogue, 'brand-strategy')).toEqual({
      service: 'brand-strategy',
      plan: '',
      price: 120000,
    });
  });

  it('starts on the first plan when a service has plans but no Basic Plan', () => {
    // A service an admin gave plans of their own naming is never priced at its bare $0 price.
    expect(selectService(catalogue, 'retainer')).toEqual({
      service: 'retainer',
      plan: 'Premium Plan',
      price: 90000,
    });
  });

  it('an unknown service clears the row to price 0', () => {
    expect(selectService(catalogue, 'astrology')).toEqual({ service: '', plan: '', price: 0 });
    expect(selectService([{ slug: 'x', title: 'X', priceCents: 0, plans: [] }], 'x').price).toBe(0);
  });

  it("choosing another plan sets its price, or 0 when the plan doesn't exist", () => {
    expect(selectPlan(catalogue, 'social-media-marketing', 'Premium Plan').price).toBe(89900);
    expect(selectPlan(catalogue, 'social-media-marketing', 'Gold Plan')).toEqual({
      service: 'social-media-marketing',
      plan: 'Gold Plan',
      price: 0,
    });
    expect(selectPlan(catalogue, 'astrology', 'Basic Plan').price).toBe(0);
  });

  it('prices a row from the catalogue: plan price, own price without plans, else 0', () => {
    expect(catalogueRowPrice(catalogue, 'seo-analysis', 'Standard Plan')).toBe(99700);
    expect(catalogueRowPrice(catalogue, 'seo-analysis', '')).toBe(0);
    expect(catalogueRowPrice(catalogue, 'brand-strategy', 'Premium Plan')).toBe(120000);
    expect(catalogueRowPrice(catalogue, 'nope', 'Basic Plan')).toBe(0);
  });
});

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

describe('dates and numbers', () => {
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

  it('formats invoice numbers for print', () => {
    expect(formatInvoiceNumber(1001)).toBe('ECS-1001');
    expect(formatInvoiceNumber('42')).toBe('ECS-42');
    expect(formatInvoiceNumber('')).toBe('ECS-0000');
    expect(formatInvoiceNumber(undefined)).toBe('ECS-0000');
    expect(formatInvoiceNumber('-3')).toBe('ECS-0000');
  });
});

describe('invoiceFormSchema (validation messages)', () => {
  it('accepts a complete invoice and drops the price the browser sent', () => {
    const parsed = schema.parse(valid);
    expect(parsed.invoiceNumber).toBeUndefined();
    expect(parsed.services).toEqual([
      { service: 'software-solutions', plan: 'Standard Plan', discount: 10 },
    ]);
    expect(parsed.dueDate).toBe('');
    expect(schema.parse({ ...valid, invoiceNumber: '1042' }).invoiceNumber).toBe(1042);
  });

  it('requires the issued date and refuses a future one', () => {
    expect(errorsOf({ ...valid, issuedDate: '' }).issuedDate).toBe('Issued date is required');
    expect(errorsOf({ ...valid, issuedDate: undefined }).issuedDate).toBe(
      'Issued date is required',
    );
    expect(errorsOf({ ...valid, issuedDate: '2026-11-24' }).issuedDate).toBe(
      'Issued date cannot be in the future',
    );
    expect(schema.safeParse({ ...valid, issuedDate: today }).success).toBe(true);
    expect(errorsOf({ ...valid, issuedDate: '2026-13-01' }).issuedDate).toBe('Enter a valid date');
  });

  it('requires both email addresses and checks their shape', () => {
    const errors = errorsOf({ ...valid, representativeEmail: '', clientEmail: 'dana@' });
    expect(errors.representativeEmail).toBe('Email is required');
    expect(errors.clientEmail).toBe('Enter a valid email address');
    expect(errorsOf({ ...valid, clientEmail: undefined }).clientEmail).toBe('Email is required');
  });

  it('needs at least 3 characters of client name', () => {
    expect(errorsOf({ ...valid, clientName: 'Al' }).clientName).toBe(
      'Minimum 3 characters required',
    );
    expect(errorsOf({ ...valid, clientName: '   ' }).clientName).toBe(
      'Minimum 3 characters required',
    );
    expect(schema.safeParse({ ...valid, clientName: 'Ali' }).success).toBe(true);
  });

  it('requires a service on every row, and a plan when the service has plans', () => {
    const errors = errorsOf({
      ...valid,
      services: [
        { service: '', plan: '', discount: 0 },
        { service: 'seo-analysis', plan: '', discount: 0 },
        { service: 'seo-analysis', plan: 'Gold Plan', discount: 0 },
        { service: 'unknown-service', plan: 'Basic Plan', discount: 0 },
      ],
    });
    expect(errors).toEqual({
      'services.0.service': 'Select a service',
      'services.1.plan': 'Select any plan',
      'services.2.plan': 'Select any plan',
      'services.3.service': 'Select a service',
    });
  });

  it('bills no plan for a service without plans', () => {
    const parsed = schema.parse({
      ...valid,
      services: [{ service: 'brand-strategy', plan: 'Premium Plan', discount: 5 }],
    });
    expect(parsed.services[0]).toEqual({ service: 'brand-strategy', plan: '', discount: 5 });
  });

  it('keeps the discount between 0 and 100 percent', () => {
    const row = (discount: unknown) => ({
      ...valid,
      services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount }],
    });
    expect(errorsOf(row(-1))['services.0.discount']).toBe("Discount can't be less than 0%");
    expect(errorsOf(row('101'))['services.0.discount']).toBe("Discount can't exceed 100%");
    expect(errorsOf(row('ten'))['services.0.discount']).toBe('Discount must be a number');
    expect(schema.parse(row('0')).services[0]!.discount).toBe(0);
    expect(schema.parse(row(100)).services[0]!.discount).toBe(100);
    expect(schema.parse(row('')).services[0]!.discount).toBe(0);
    expect(schema.parse(row(undefined)).services[0]!.discount).toBe(0);
  });

  it('needs at least one service row', () => {
    expect(errorsOf({ ...valid, services: [] }).services).toBe('Add at least one service');
  });

  it('accepts whole positive invoice numbers only', () => {
    expect(errorsOf({ ...valid, invoiceNumber: '12.5' }).invoiceNumber).toBe(
      'Invoice number must be a whole number',
    );
    expect(errorsOf({ ...valid, invoiceNumber: '0' }).invoiceNumber).toBe(
      'Invoice number must be at least 1',
    );
  });

  it('rejects a filled honeypot', () => {
    expect(schema.safeParse({ ...valid, website: 'https://spam.example' }).success).toBe(false);
  });
});

describe('invoiceInputFromFormData', () => {
  it('turns a classic form post into the nested input', () => {
    const form = new FormData();
    form.set('clientName', 'Dana Whitfield');
    form.set('services.1.service', 'seo-analysis');
    form.set('services.1.plan', 'Basic Plan');
    form.set('services.0.service', 'software-solutions');
    form.set('services.0.discount', '5');
    form.set('services.99.service', 'seo-analysis');
    form.set('__proto__.polluted', 'yes');
    const input = invoiceInputFromFormData(form);
    expect(input.clientName).toBe('Dana Whitfield');
    expect(input.services).toEqual([
      { service: 'software-solutions', discount: '5' },
      { service: 'seo-analysis', plan: 'Basic Plan' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
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

describe('invoiceFormValuesFrom', () => {
  it('echoes the text the visitor sent, rows priced from the catalogue, never the honeypot', () => {
    const values = invoiceFormValuesFrom(
      {
        ...valid,
        invoiceNumber: 1042,
        website: 'https://spam.example',
        services: [
          { service: 'seo-analysis', plan: 'Standard Plan', discount: '5', price: 1 },
          { service: 'astrology', plan: 'Basic Plan', discount: 0 },
          'nonsense',
        ],
      },
      catalogue,
    );
    expect(values.invoiceNumber).toBe('1042');
    expect(values.clientName).toBe('Dana Whitfield');
    expect(values.website).toBe('');
    expect(values.services).toEqual([
      { service: 'seo-analysis', plan: 'Standard Plan', price: 99700, discount: '5' },
      { service: '', plan: 'Basic Plan', price: 0, discount: '0' },
    ]);
  });

  it('always leaves one row to fill', () => {
    expect(invoiceFormValuesFrom({ services: 'x' }, catalogue).services).toEqual([
      { service: '', plan: '', price: 0, discount: 0 },
    ]);
  });
});
