import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields';
import { invoiceFormSchema, invoiceFormValuesFrom, invoiceInputFromFormData } from './invoice-form';
import { catalogue, valid } from '~/tests/support/invoice-fixtures';

const today = '2026-11-23';
const schema = invoiceFormSchema({ today, catalogue });

const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return fieldErrors(result.error!);
};

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
